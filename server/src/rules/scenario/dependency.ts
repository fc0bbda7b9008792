// Which rules text could have changed an answer (issue 23, part 3): every piece of text the engine doesn't understand
// or doesn't carry out is an "uncertain piece" with a reach (the facts and the steps it could change) and a moment
// from which it could act. An expectation, a refused step or an `expect illegal:` step is inconclusive exactly when a
// piece that could act reaches it; text that provably can't matter (a face that isn't up, a face-down object's own
// text, a restriction never tested, a granted ability nobody activates, "can't be regenerated" with nothing that
// regenerates) doesn't count. Text not understood at all is bounded by its shape where it has one (sentence-shapes.ts:
// "… can't be regenerated", "Players can't search libraries", "… can't attack …"); a prohibition narrowed to the steps
// it could forbid makes such a step the engine allows inconclusive too (Reach.prohibits). The words of the answer are
// in inconclusive.ts.

import type { Ability, Card, Effect, TriggerEvent } from '../../model/types';
import type { GameEvent } from '../state/events';
import { walkEffects } from '../../model/abilities/effect-descriptors';
import { keywordCarriedOut } from '../../model/abilities/keywords';
import { keywordTrigger } from '../../model/abilities/keyword-abilities';
import { permanentKeywordTexts } from '../../model/abilities/permanent-keywords';
import { abilityTextAt } from '../../model/abilities/parse-ability';
import { abilityRests, starRest, type RestingText } from './inconclusive';
import { statesItsZone } from '../../model/abilities/functioning-zone';
import { ACTION_TEXT, couldDecideSteps, sentenceShape, sentencesOf, type TextAction } from './sentence-shapes';
import { listedAbilities } from '../../model/abilities/ability-list';

/** What an answer is about: an object's characteristics (CR 613), its abilities, where and how it is (zones, control,
 * status, counters, combat), players' life, what was paid or could be cast for, whether and for what a face-down
 * permanent can be turned face up (a special action, CR 116.2b, 702.37e), what triggered. */
export type Fact = 'characteristics' | 'abilities' | 'state' | 'life' | 'cost' | 'turn-up' | 'triggers';

/** The kind of step whose legality a piece could decide. */
export type StepKind = 'cast' | 'activate' | 'mana' | 'turn-up' | 'attack' | 'block' | 'trigger' | 'resolve' | 'other';

export interface Reach {
  /** The facts it could change. */
  facts: 'any' | readonly Fact[];
  /** The steps whose legality it could decide. */
  steps: 'any' | readonly StepKind[];
  /** It changes only its own object ("~ isn't a creature", a keyword's own cost). */
  selfOnly: boolean;
  /**
   * It matters only when some card of the game could do one of these actions (CR 701.19c: "can't be regenerated" with
   * nothing that regenerates; a prohibition on searching or cycling, 701.23a, 702.29a, with nothing that does).
   */
  onlyWith?: readonly TextAction[];
  /**
   * It can only forbid the steps it reaches (a prohibition, an added cost): a step of that kind the engine allows
   * rests on it too, and so does what follows (CR 101.2, 508.1c–d, 509.1b–c, 601.2f, 602.5).
   */
  prohibits?: boolean;
}

export const ANY_REACH: Reach = { facts: 'any', steps: 'any', selfOnly: false };
const NO_REACH: Reach = { facts: [], steps: [], selfOnly: true };

/** The question an answer gives: which facts, about which objects (card names; 'all' for players and counts). */
export interface Question {
  facts: readonly Fact[];
  objects: 'all' | readonly string[];
  step?: StepKind;
}

/** One uncertain piece of text, where it comes from, and what it could reach. */
export interface Piece {
  rest: RestingText;
  /** The card name of the object it is on. */
  source: string;
  reach: Reach;
  /** Text not understood on an object the step acts with that could say whether the step is allowed (ownTextDecides). */
  decidesOwnStep?: boolean;
}

/** The steps whose legality the acting object's own text could decide. */
const OWN_TEXT_STEPS: readonly StepKind[] = ['cast', 'activate', 'turn-up', 'attack', 'block'];

/**
 * Whether text not understood of an ability of an object a step acts with (the spell cast, the permanent activated,
 * attacking or blocking, a target) could decide that the step is illegal or costs more, so that a step the engine
 * allows rests on it (CR 601.3: casting is allowed only if no rule or effect prohibits it; 602.5, 508.1c–d, 509.1b–c,
 * 601.2c targets, 601.2f costs). Provably not: a triggered ability (it acts only once it triggers, after the step,
 * CR 603.2), an activated ability for any step but activating (602.1), a spell's instructions for any step but casting
 * it (608.2c: they act only as it resolves), and a sentence that says nothing of casting, activating, attacking,
 * blocking, targets or costs (sentence-shapes.ts couldDecideSteps).
 */
export function ownTextDecides(a: Ability, step: StepKind | undefined, text: string): boolean {
  if (!step || !OWN_TEXT_STEPS.includes(step)) return false;
  if (a.kind === 'triggered') return false;
  if (a.kind === 'activated' && step !== 'activate') return false;
  if (a.kind === 'spell' && step !== 'cast') return false;
  return couldDecideSteps(text);
}

const CHARACTERISTICS: readonly Fact[] = ['characteristics', 'abilities', 'state', 'triggers'];
const COST_STEPS: readonly StepKind[] = ['cast', 'activate', 'mana', 'turn-up'];

/**
 * The reach of a permission, prohibition or cost change on the steps it names: what those steps cost, and whether a
 * face-down permanent can be turned face up only when turning face up is one of them. Casting (CR 601), activating an
 * ability (602) and turning a face-down permanent face up (a special action, 116.2b, 702.37e) are three different
 * steps: text about one can't allow, forbid or change the cost of another.
 */
function costReach(steps: readonly StepKind[], prohibits: boolean, facts: readonly Fact[] = steps.includes('turn-up') ? ['cost', 'turn-up'] : ['cost']): Reach {
  return { facts, steps, selfOnly: false, ...(prohibits ? { prohibits: true } : {}) };
}

/**
 * A prohibition on activating abilities that leaves mana abilities out ("… that aren't mana abilities"): it acts only
 * through the `activate` steps it could forbid (CR 602.5), never on a payment, where mana abilities are activated
 * (605.3a, 601.2g); one that could forbid mana abilities could also change what a cost was paid with.
 */
const activationProhibition = (text: string): Reach =>
  /\b(?:aren't|other than|unless they're) mana abilities\b/i.test(text) ? costReach(['activate'], true, []) : costReach(['activate', 'mana'], true, ['cost']);

/**
 * A prohibition on casting (CR 601.3, 101.2): it acts only through the `cast` steps it could forbid, never on a payment
 * or a pool (no spell is cast while a cost is paid, 601.2g–h); what follows such a step is carried forward by the run.
 * Other steps it names (turning face up, 116.2b) keep the facts a cost reaches.
 */
const castingProhibition = (steps: readonly StepKind[]): Reach =>
  steps.every((s) => s === 'cast') ? costReach(steps, true, []) : costReach(steps, true);

/** The steps a cost or timing effect (a permission, a prohibition, a cost change) names, from what it says. */
function costSteps(e: Effect): readonly StepKind[] | undefined {
  switch (e.kind) {
    case 'cast-as-flash': // CR 702.8a: casting spells
    case 'alternative-cost': // 118.9: this spell's cost
    case 'additional-cost': // 118.8, 601.2f: "As an additional cost to cast this spell"
    case 'cost-change': // 601.2f: "… spells cost {1} less/more to cast"
      return ['cast'];
    case 'face-down-cost-reduction': // 708.4, 601.2f: face-down creature spells
      return ['cast'];
    case 'cant-activate': // 602.5: activated abilities only; turning face up is a special action (116.2b, 702.37e)
    case 'activation-cost-change': // 601.2f, 602.2b: an activated ability's cost
      return ['activate'];
    case 'activate-only': // 602.5b, 601.3: "Activate only …", or "Cast this spell only …"
      return e.cast ? ['cast'] : ['activate'];
    case 'keyword-cost-change': // 702.37b, 702.168b: "Morph costs cost {2} more" is the cost of turning face up
    case 'keyword-alt-cost': // 118.9: "You may pay {0} rather than pay morph costs" too
      return /^(?:morph|megamorph|disguise)$/i.test(e.keyword) ? ['turn-up'] : COST_STEPS;
    case 'spend-mana-as-any': // 609.4b: "… to cast that spell" names casting; without it, any mana spent
      return e.what || e.spells ? ['cast'] : COST_STEPS;
    case 'player-restriction':
      // 101.2: "can't cast spells" forbids casting; "can't activate abilities that aren't mana abilities or loyalty
      // abilities" activating (602.5), never turning face up (116.2b) or casting.
      // "… can't cast instant spells or activate abilities that aren't mana abilities" forbids both (`alsoActivate`).
      if (/^can't cast\b/.test(e.restriction)) return e.alsoActivate ? ['cast', 'activate'] : ['cast'];
      if (/^can't activate\b/.test(e.restriction)) return ['activate'];
      return undefined;
    default:
      return COST_STEPS;
  }
}

/** Union of two reaches. */
function union(a: Reach, b: Reach): Reach {
  if (a === NO_REACH) return b;
  if (b === NO_REACH) return a;
  const facts = a.facts === 'any' || b.facts === 'any' ? 'any' : [...new Set([...a.facts, ...b.facts])];
  const steps = a.steps === 'any' || b.steps === 'any' ? 'any' : [...new Set([...a.steps, ...b.steps])];
  // Conditional only when both parts are: either part alone could matter otherwise.
  const onlyWith = a.onlyWith && b.onlyWith ? [...new Set([...a.onlyWith, ...b.onlyWith])] : undefined;
  return { facts, steps, selfOnly: a.selfOnly && b.selfOnly, ...(onlyWith ? { onlyWith } : {}), ...(a.prohibits || b.prohibits ? { prohibits: true } : {}) };
}

/**
 * CR 508.1c–d, 509.1b–c: an attack or block restriction is checked only as attackers or blockers are declared ("can't
 * attack" the attackers, "can't block" and "can't be blocked" the blockers).
 */
function combatRestriction(restriction: string): Reach {
  // A requirement ("attacks each combat if able", 508.1d, 509.1c) changes what is declared even when the scenario
  // declares nothing: it could change anything.
  if (/\bif able\b|\bmust\b/.test(restriction)) return ANY_REACH;
  const steps: StepKind[] = /\bbe blocked\b/.test(restriction) ? ['block'] : [...(/\battack/.test(restriction) ? ['attack' as const] : []), ...(/\bblock/.test(restriction) ? ['block' as const] : [])];
  return steps.length ? { facts: [], steps, selfOnly: false, prohibits: true } : ANY_REACH;
}

/** A prohibition on an action only card text makes happen: anything, but only when some card could do it. */
const onlyWith = (action: TextAction): Reach => ({ facts: 'any', steps: 'any', selfOnly: false, onlyWith: [action] });

/**
 * The reach of text the grammar doesn't read, from its shape (sentence-shapes.ts): every sentence must have a shape
 * that bounds it, or the text could change anything.
 */
export function reachOfUnread(text: string): Reach {
  const sentences = sentencesOf(text);
  let reach = NO_REACH;
  for (const s of sentences) {
    const shape = sentenceShape(s);
    if (!shape) return ANY_REACH;
    reach = union(reach, shape.kind === 'only-with' ? onlyWith(shape.action)
      : shape.kind === 'step-prohibition' ? (shape.step === 'activate' ? activationProhibition(s) : castingProhibition([shape.step]))
      : shape.kind === 'spend-permission' ? costReach(COST_STEPS, false)
      : combatRestriction(shape.restriction));
  }
  return sentences.length ? reach : ANY_REACH;
}

const onSelf = (e: Effect): boolean => 'target' in e && !!e.target && typeof e.target === 'object' && (e.target as { kind: string }).kind === 'self';

/** The reach of one effect an engine doesn't carry out, by what it does. */
function reachOfEffect(e: Effect): Reach {
  switch (e.kind) {
    case 'optional':
    case 'conditional':
      return e.effects.map(reachOfEffect).reduce(union, NO_REACH);
    case 'restriction':
      // CR 701.19c: only a regeneration shield or a "regenerate" effect is stopped.
      if (e.restriction === "can't be regenerated" || e.restriction === "can't be regenerated this turn") return onlyWith('regenerate');
      // CR 508.1c–d, 509.1b–c: an attack or block restriction is checked only as attackers or blockers are declared.
      if (/\b(?:attack|block)/.test(e.restriction)) return combatRestriction(e.restriction);
      return ANY_REACH;
    case 'block-restriction':
      return combatRestriction('block'); // CR 509.1b
    case 'combat-tax':
      // CR 508.1h, 509.1d: a cost to attack or block is paid only as attackers or blockers are declared.
      return combatRestriction(e.action);
    case 'grant-ability':
      // CR 613.1f, 602.2: a granted activated ability does nothing unless it is activated.
      return listedAbilities(e).every((a) => a.kind === 'activated') ? { facts: ['abilities'], steps: ['activate'], selfOnly: false } : ANY_REACH;
    // CR 601.2f, 118.7, 702.8a, 601.3, 602.5: what may be cast or activated, when, and for what. A permission only
    // makes more steps legal (a step it could allow that the engine refused is asked about already).
    case 'cast-as-flash':
    case 'alternative-cost':
    case 'keyword-alt-cost':
    case 'face-down-cost-reduction':
    case 'spend-mana-as-any':
      return costReach(costSteps(e)!, false);
    // A prohibition, an added cost or a restriction on mana (CR 101.2, 601.2f, 602.5, 106.6) could make a step the
    // engine allowed illegal, or cost more than what was paid: that step rests on it, and what follows.
    case 'player-restriction': {
      // CR 119.7: "can't gain life" changes life totals (and so who loses, 104.3b); "can't draw more than one card"
      // changes what is drawn (121.1): anything that follows.
      const steps = costSteps(e);
      if (!steps) return e.restriction === "can't gain life" ? { facts: ['life', 'state'], steps: [], selfOnly: false } : ANY_REACH;
      if (e.alsoActivate) return union(castingProhibition(['cast']), activationProhibition(`can't activate ${e.alsoActivate}`));
      return steps.includes('activate') ? activationProhibition(e.restriction) : castingProhibition(steps);
    }
    case 'cost-change':
    case 'keyword-cost-change':
    case 'additional-cost':
    case 'spend-only':
    case 'cant-activate':
    case 'activate-only':
      return costReach(costSteps(e)!, true);
    // CR 601.2f, 602.2b, 605.3a: a cost change of activated abilities reaches activating them, and tapping for mana too
    // unless mana abilities are left out (this ability's own cost: never a mana ability's payment of another).
    case 'activation-cost-change':
      return e.unlessMana || e.ability === 'this' || e.keyword ? costReach(['activate'], true, ['cost']) : costReach(['activate', 'mana'], true, ['cost']);
    case 'life':
      return { facts: ['life', 'state'], steps: [], selfOnly: false }; // CR 119.3, 104.3b
    default:
      // CR 613.1: an effect on the object itself changes what that object is and does (and so the counts it is in).
      return onSelf(e) ? { facts: CHARACTERISTICS, steps: 'any', selfOnly: true } : ANY_REACH;
  }
}

/** The reach of a list of effects (an ability's). */
function reachOfEffects(effects: readonly Effect[]): Reach {
  return effects.length ? effects.map(reachOfEffect).reduce(union, NO_REACH) : ANY_REACH;
}

/** Whether the unmodeled parts of a triggered ability are only its trigger condition (its effects are understood). */
function onlyConditionUnknown(a: Ability): boolean {
  return a.kind === 'triggered' && a.effects.length > 0 && a.unmodeled.every((s) => s.start === a.span.start) && !(a.unsimulated ?? []).some((s) => s.start !== a.span.start);
}

/**
 * The reach of an ability's uncertain text: what it does when its effects are understood (only the condition, or only
 * the engine's carrying out, is missing), anything when a sentence isn't understood at all.
 */
export function reachOf(a: Ability): Reach {
  if (a.kind === 'text') return reachOfUnread(a.text);
  if (a.kind === 'keyword' && a.keywords.every((k) => keywordCarriedOut(k.keyword) || KEYWORD_KIND[k.keyword.toLowerCase()])) {
    // Keywords that are activated abilities (CR 602.2: nothing until activated) or ways to cast the card (601.2b,
    // 118.9: only as it is cast) reach only those steps of their own card, and what was paid.
    const kinds = a.keywords.map((k) => KEYWORD_KIND[k.keyword.toLowerCase()]).filter((x) => x !== undefined);
    if (kinds.length > 0 && a.unmodeled.length === 0) return { facts: ['cost'], steps: [...new Set(kinds)], selfOnly: true };
  }
  if (a.kind === 'keyword') {
    // A morph or disguise cost reduction not understood ("This cost is reduced by {1} for each …"): the cost of turning
    // this permanent face up (CR 702.168d, 118.7).
    const turnUp = a.keywords.some((k) => /^(?:morph|megamorph|disguise)$/i.test(k.keyword));
    return turnUp && a.unmodeled.length > 0 && a.keywords.every((k) => keywordCarriedOut(k.keyword)) ? { facts: ['cost', 'turn-up'], steps: ['turn-up'], selfOnly: true } : ANY_REACH;
  }
  if (a.kind === 'triggered') return onlyConditionUnknown(a) ? reachOfEffects(a.effects) : a.unmodeled.length ? ANY_REACH : reachOfEffects(a.effects);
  // "As this creature enters / is turned face up, …" modifies how this permanent enters or turns face up (CR 614.1c,
  // 614.1e, 614.12): what it does, understood or not, is about the permanent itself.
  // OPEN QUESTION: such a replacement whose words aren't understood is taken to change only its own permanent.
  if (a.kind === 'replacement' && a.replacementEvent) return { facts: 'any', steps: 'any', selfOnly: true };
  if (a.unmodeled.length) {
    // The sentences not understood, by their shape; with what is understood but not carried out.
    const unread = a.unmodeled.map((span) => reachOfUnread(abilityTextAt(a, span))).reduce(union, NO_REACH);
    return unread.facts === 'any' && unread.steps === 'any' && !unread.onlyWith ? ANY_REACH : union(unread, a.unsimulated?.length ? reachOfEffects(a.effects) : NO_REACH);
  }
  return reachOfEffects(a.effects);
}

/** Whether the trigger condition of a triggered ability is one the engine doesn't fire: it fires unseen, if at all. */
export function triggerUnknown(a: Ability): boolean {
  // CR 702.108a: a keyword that stands for a triggered ability the engine fires (prowess) is seen when it triggers.
  if (a.kind === 'keyword') return a.keywords.some((k) => !keywordCarriedOut(k.keyword) && keywordTrigger(k) === undefined && permanentKeywordTexts(k) === undefined && KEYWORD_KIND[k.keyword.toLowerCase()] === undefined);
  if (a.kind !== 'triggered') return false;
  return a.event.kind === 'other' || a.unmodeled.some((s) => s.start === a.span.start) || (a.unsimulated ?? []).some((s) => s.start === a.span.start);
}

type EventType = GameEvent['type'];

/** The game events a trigger condition could fire on (CR 603.2): 'any' when its condition isn't understood. */
function firesOn(ev: TriggerEvent): 'any' | readonly EventType[] {
  switch (ev.kind) {
    case 'self-turned-face-up': case 'permanent-you-control-turned-face-up': case 'you-turn-permanent-face-up':
      return ['turned-face-up'];
    case 'self-enters': case 'face-down-creature-you-control-enters': case 'creature-enters':
      return ['entered'];
    case 'self-enters-or-turned-face-up':
      return ['entered', 'turned-face-up'];
    case 'self-dies': case 'sacrifice':
      return ['zone-changed'];
    case 'you-manifest-dread':
      return ['manifested'];
    case 'beginning-of': case 'end-of-combat':
      return ['step-began']; // CR 503.1a, 511.2
    case 'cast':
      return ['cast']; // CR 601.2i: a cast trigger after the cast can't fire
    case 'either': {
      const all = ev.events.map(firesOn);
      return all.includes('any') ? 'any' : (all as (readonly EventType[])[]).flat();
    }
    case 'object-event': {
      const e = ev.event;
      if (/tapped/.test(e)) return ['tapped'];
      if (/damage/.test(e)) return ['damage'];
      if (/attacks|blocks|blocked/.test(e)) return ['attacks', 'blocks'];
      if (/dies|leaves|graveyard/.test(e)) return ['zone-changed'];
      if (/turned face up/.test(e)) return ['turned-face-up'];
      if (/enters/.test(e)) return ['entered'];
      if (/target/.test(e)) return ['cast', 'activated', 'triggered']; // CR 115.1
      return 'any';
    }
    default:
      return 'any';
  }
}

/** Whether the trigger condition is about the permanent itself ("whenever this creature becomes tapped"). */
function aboutSelf(ev: TriggerEvent): boolean {
  if (ev.kind === 'object-event') return !!ev.subject.self;
  return ev.kind === 'self-turned-face-up' || ev.kind === 'self-enters' || ev.kind === 'self-enters-or-turned-face-up' || ev.kind === 'self-dies';
}

/** Whether a trigger the engine doesn't fire could have fired on the events its permanent has seen (`self:<type>`:
 * an event of the permanent itself). */
export function couldHaveFired(a: Ability, seen: ReadonlySet<string>): boolean {
  if (a.kind !== 'triggered' || a.event.kind === 'other' || a.unmodeled.some((s) => s.start === a.span.start)) return seen.size > 0;
  const on = firesOn(a.event);
  if (on === 'any') return seen.size > 0;
  const self = aboutSelf(a.event);
  return on.some((t) => seen.has(self ? `self:${t}` : t));
}

/** Whether a piece reaches a question (CR 113.6: the piece already functions; the caller knows). */
export function reaches(p: Piece, q: Question, possible: ReadonlySet<TextAction>): boolean {
  if (p.reach.onlyWith && !p.reach.onlyWith.some((a) => possible.has(a))) return false;
  if (q.step) {
    if (p.reach.steps !== 'any' && !p.reach.steps.includes(q.step)) return false;
    return !p.reach.selfOnly || q.objects === 'all' || q.objects.includes(p.source);
  }
  if (p.reach.facts !== 'any' && !q.facts.some((f) => (p.reach.facts as readonly Fact[]).includes(f))) return false;
  // A piece about its own object reaches facts about that object, and the counts and totals it is part of.
  return !p.reach.selfOnly || q.objects === 'all' || q.objects.includes(p.source);
}

/**
 * The actions some card of the game could do (CR 701.19a–b regenerate, 701.23a search, 702.29a cycle): a sentence of
 * a card, understood or not, that mentions one (sentence-shapes.ts ACTION_TEXT) without being a prohibition ("… can't
 * be regenerated" regenerates nothing), or a regeneration effect.
 */
export function actionsPossible(cards: readonly Card[]): Set<TextAction> {
  const found = new Set<TextAction>();
  for (const c of cards) for (const action of cardActions(c)) found.add(action);
  return found;
}

/** The actions one card could do (a card never changes: read once per card object). */
const actionsOfCard = new WeakMap<Card, readonly TextAction[]>();
export function cardActions(card: Card): readonly TextAction[] {
  let known = actionsOfCard.get(card);
  if (known) return known;
  const found = new Set<TextAction>();
  const actions = Object.keys(ACTION_TEXT) as TextAction[];
  for (const f of card.faces) for (const a of f.abilities) {
    if ('effects' in a) walkEffects(a.effects, (e) => { if (e.kind === 'regenerate') found.add('regenerate'); });
    // A prohibition does nothing itself ("Players can't cycle cards." searches nothing).
    for (const sentence of sentencesOf(a.text)) if (!sentenceShape(sentence)) for (const action of actions) if (ACTION_TEXT[action].test(sentence)) found.add(action);
  }
  actionsOfCard.set(card, (known = [...found]));
  return known;
}

/**
 * Keywords the engine doesn't carry out that are activated abilities (CR 702.6a equip, 702.29a cycling, 702.122a crew…)
 * or ways to cast their card (702.33a kicker, 702.34a flashback, 702.103a bestow…), as data: they matter only to
 * the steps that activate them or cast the card. The others (persist, exalted…) could matter to anything.
 */
const KEYWORD_KIND: Record<string, StepKind> = Object.fromEntries([
  ...['equip', 'cycling', 'crew', 'fortify', 'level up', 'outlast', 'reconfigure', 'scavenge', 'transfigure', 'transmute',
    'embalm', 'eternalize', 'unearth', 'ninjutsu', 'commander ninjutsu', 'saddle', 'station', 'encore', 'recover',
    'aura swap', 'boast', 'forecast', 'channel', 'craft'].map((k) => [k, 'activate' as const]),
  ...['kicker', 'multikicker', 'flashback', 'buyback', 'entwine', 'evoke', 'dash', 'prowl', 'bestow', 'emerge', 'surge',
    'spectacle', 'escape', 'overload', 'replicate', 'madness', 'miracle', 'foretell', 'plot', 'blitz', 'cleave', 'disturb',
    'mutate', 'prototype', 'squad', 'offspring', 'casualty', 'convoke', 'delve', 'improvise', 'affinity', 'spree', 'splice',
    'jump-start', 'retrace', 'aftermath', 'warp', 'sneak', 'mayhem', 'harmonize', 'web-slinging', 'freerunning', 'escalate',
    'assist', 'bargain', 'suspend', 'awaken', 'spellmorph', 'fuse'].map((k) => [k, 'cast' as const]),
]);

/** A morph, megamorph or disguise keyword: what turns a face-down permanent face up (CR 702.37e, 702.168d). */
export const turnsFaceUp = (a: Ability): boolean => a.kind === 'keyword' && a.keywords.some((k) => /^(?:morph|megamorph|disguise)$/i.test(k.keyword));

/**
 * The uncertain pieces of a card as ScenarioRun.uncertain reads them, without the game: each ability's text not
 * understood or not carried out with its reach, and a "*" no ability defines (CR 208.2). `faceDown`: only what counts
 * while the card is a face-down permanent — it has no text (CR 708.2), so only what turns it face up (702.37e,
 * 702.168d).
 */
export function cardPieces(card: Card, opts: { faceDown?: boolean } = {}): Piece[] {
  const out: Piece[] = [];
  for (const face of opts.faceDown ? card.faces.slice(0, 1) : card.faces) {
    const before = out.length;
    for (const a of face.abilities) {
      if (opts.faceDown && !turnsFaceUp(a)) continue;
      const reach = reachOf(a);
      for (const rest of abilityRests(card.name, a)) out.push({ rest, source: card.name, reach });
    }
    const star = opts.faceDown || out.length > before ? undefined : starRest(card.name, face);
    if (star) out.push({ rest: star, source: card.name, reach: ANY_REACH });
  }
  return out;
}

/**
 * What the dependency reading could count of a card, as a key (its own name as ~): for each ability with uncertain
 * text, its kind, when it can act (a trigger the engine doesn't fire, CR 603.2; an ability that works only in the
 * graveyard, 113.6b), its reach and its text. Two cards with the same key make the same answers of a run inconclusive
 * (the set-wide notes share runs by it, checks/interactions.ts representativeKey). `counted`: the abilities to count
 * (every one unless said).
 */
export function dependencyKey(card: Card, counted: (a: Ability) => boolean = () => true): string {
  const parts: string[] = [];
  const own = (text: string) => text.split(card.name).join('~');
  for (const face of card.faces) {
    for (const a of face.abilities) {
      // `counted`: only the abilities a caller's runs could count (checks/notes/left-unseen.ts).
      if (!counted(a)) continue;
      const rests = abilityRests(card.name, a);
      if (!rests.length) continue;
      parts.push(JSON.stringify([a.kind, triggerUnknown(a), statesItsZone(a, card.name), reachOf(a), rests.map((r) => `${r.why}:${own(r.text)}`)]));
    }
    const star = starRest(card.name, face);
    if (star) parts.push(`*:${star.text}`);
  }
  return parts.join('\u0000');
}
