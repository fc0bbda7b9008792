// A set-wide note is a scenario that ran. For one effect of the set (an ability of a source card) and one face-down
// family, with a card of the set as its representative, this plays the scenario that asks the note's questions on the
// scenario runner's own game (rules/scenario/: the step handlers `simulate` runs, and its one reading of an
// expectation, `expectationOutcome`), building its steps as data as it goes: each question is asked once the engine
// says which answer to expect, and its expectation's answer — held, or inconclusive with the text it rests on — is
// the fact. The same steps printed (grammar/src/print-step.ts) are the scenario "Open as scenario" writes, by card
// name, as a user would write it; running that text gives the same facts (test/checks/notes-are-scenarios.test.ts).
// The note is worded (note-words.ts) only from the facts that held, and one that rests on text the engine doesn't
// understand or carry out is said as inconclusive, quoting that text.

import type { FaceDownOriginWord, Predicate, Ref, ScenarioNode, Step } from '../../../../grammar/src/ast';
import { parse } from '../../../../grammar/src/parse';
import { printStep } from '../../../../grammar/src/print-step';
import { COLOR_NAMES, type Ability, type Card, type Effect } from '../../model/types';
import { structuralKey } from '../../model/structural-key';
import { expectationOutcome, illegalAnswer, runScenario, ScenarioRun } from '../../rules/scenario/run-scenario';
import { performStep } from '../../rules/scenario/steps';
import type { RestingText } from '../../rules/scenario/inconclusive';
import type { GameEvent, PlayerId } from '../../rules';
import { leftLast, movesOnly } from './left-unseen';
import { enchantsPlayer } from '../../rules/state/filters';
import { canTurnFaceUp } from '../../rules/game/turn-face-up-action';
import type { GameState } from '../../rules/state/game-state';

/** The face-down families a note is about: the keyword a card is cast with, or how it was put face down (CR 708.6). */
export type Family = 'morph' | 'megamorph' | 'disguise' | 'manifest' | 'manifest dread' | 'cloak' | 'effect';
export const KEYWORD_FAMILIES = ['morph', 'megamorph', 'disguise'] as const;
export type KeywordFamily = (typeof KEYWORD_FAMILIES)[number];
/** Families any card can be in: put face down by manifest (701.40a), manifest dread (701.62a), cloak (701.58a) or an effect (708.2a). */
export const ORIGIN_FAMILIES = ['manifest', 'manifest dread', 'cloak', 'effect'] as const;

/** Who the scenario is about: the face-down permanent, a copy of it, or another creature the effect needs. */
export type Subject = 'fd' | 'copy';

/**
 * Which part the face-down permanent plays when an effect has more than one: by default it is what the effect is done
 * to (or what is copied: "Target creature becomes a copy of another target creature" makes the other creature a copy
 * of it, CR 707.2); `becomes-copy`: it is the creature that becomes a copy of another (CR 708.10, 707.3); `self`:
 * it is the effect's own card, face down, and is turned face up — its "enter as a copy" ability is about entering, and
 * a permanent turned face up doesn't enter (CR 708.8, 614.1c): it copies nothing; `own-down`: the effect's own card,
 * face up, puts itself onto the battlefield face down or turns itself face down ("Exile ~, then return it to the
 * battlefield face down", CR 708.2a, 708.3, 400.7).
 */
export type Role = 'becomes-copy' | 'self' | 'own-down';

/** The roles a face-down permanent can have in ability `index` of `source`: the default one, and any other (Role). */
export function rolesOf(source: Card, index: number): (Role | undefined)[] {
  const effects = effectsOf(source.faces[0]?.abilities[index] ?? ({} as Ability));
  return effects.some((e) => e.kind === 'become-copy') && targetCount(effects) >= 2 ? [undefined, 'becomes-copy'] : [undefined];
}

/** Whether ability `index` of `source` is the card's own "enter as a copy" (CR 707.5, 614.1c): a note asks what the card is when it is itself face down and turned face up (Role `self`). */
export function copiesAsItEnters(source: Card, index: number): boolean {
  const ability = source.faces[0]?.abilities[index];
  return ability?.kind === 'replacement' && effectsOf(ability).some((e) => e.kind === 'become-copy');
}

/**
 * Whether ability `index` of `source` puts its own card face down: "turn ~ face down", or "exile ~, then return it to
 * the battlefield face down" (CR 708.2a, 708.3): a note asks what the card is then (Role `own-down`).
 */
export function turnsItselfFaceDown(source: Card, index: number): boolean {
  const ability = source.faces[0]?.abilities[index];
  if (!ability || ability.kind === 'replacement' || ability.kind === 'static') return false;
  const effects = withOptional(effectsOf(ability));
  return effects.some((e, i) => {
    const self = 'target' in e && (e.target as { kind?: string } | undefined)?.kind === 'self';
    const itSelf = 'target' in e && (e.target as { kind?: string } | undefined)?.kind === 'it' && i > 0 && (effects[i - 1] as { target?: { kind?: string } }).target?.kind === 'self';
    if (e.kind === 'turn-face-down') return self;
    return e.kind === 'zone-change' && e.to === 'battlefield' && !!(e as { faceDown?: boolean }).faceDown && (self || itSelf);
  });
}

/** One thing a note can say; each is one expectation line of its scenario (factPredicate). */
export type Fact =
  | { q: 'zone'; zone: string }
  | { q: 'face'; faceDown: boolean }
  /** The permanent was tapped before the effect: still tapped, it is the same permanent (CR 708.8); untapped, a new object (400.7, 110.5b). */
  | { q: 'same'; same: boolean }
  | { q: 'revealed' }
  | { q: 'pt'; pt: string }
  | { q: 'no-name' }
  | { q: 'named'; name: string }
  | { q: 'colors'; colors: string[] }
  | { q: 'type'; type: string }
  | { q: 'no-abilities' }
  | { q: 'keyword'; keyword: string }
  | { q: 'turn-up'; method: string }
  | { q: 'no-turn-up' }
  | { q: 'triggered'; triggered: boolean }
  | { q: 'controller'; player: PlayerId }
  | { q: 'visible'; visible: boolean }
  | { q: 'counters'; count: number; counter: string }
  | { q: 'blocked' };

/**
 * When a fact is asked: right after the effect, once it has ended, after the permanent is turned face up, or after the
 * effect's delayed triggered ability did its part ("Return that card … at the beginning of the next end step", CR 603.7).
 */
export type Phase = 'now' | 'later' | 'turned-up' | 'delayed';

/** A fact as the scenario's run answered it: its expectation line held, failed, or rests on text not understood. */
export interface FactResult {
  subject: Subject;
  phase: Phase;
  fact: Fact;
  status: 'held' | 'failed' | 'inconclusive';
  rests?: RestingText[];
}

/** How the effect is made to happen, and what else the scenario does. */
interface Plan {
  controller: PlayerId;
  setup: Step[];
  act: Step[];
  /** How the scenario names the copy the effect makes, when it makes one (`@copy`, `@other`, the card's name). */
  copy?: Ref;
  /** Steps after which the effect has ended, and why it ends (until end of turn; the source leaves). */
  later?: { steps: Step[]; ends: 'end-of-turn' | 'source-leaves' };
  /** Turn it face up afterwards (counters; a copy it became). */
  turnUp?: boolean;
  /** The effect gains control of it: who controls it and who may look at it are asked (CR 708.5). */
  control?: boolean;
  /** The effect untaps it: whether it stays tapped says nothing of whether it is the same permanent (no `same` question). */
  untaps?: boolean;
  /** Attack with it and have it blocked before the effect (a face-up turn in combat stays blocked, 509.1). */
  combat?: Card;
  /** It becomes a copy of this creature (CR 708.10): once turned face up, it is that creature (its name is asked). */
  becomesCopyOf?: Card;
  /** The face-down permanent is the effect's own card, turned face up (Role `self`): its name is asked. */
  self?: boolean;
  /** The effect's own card, face up, puts itself face down (Role `own-down`): it is set up face up. */
  ownDown?: boolean;
  /** The effect makes a delayed triggered ability (CR 603.7): the steps to its step and its resolution. */
  delayed?: Step[];
}

/**
 * The steps that follow an effect's delayed triggered ability "at the beginning of the next <step>" (CR 603.7, 603.7b):
 * move to that step (the next one, whoever's turn it is) and resolve what triggered there.
 */
function delayedSteps(effects: Effect[]): Step[] | undefined {
  for (const e of effects) {
    if (e.kind !== 'delayed-trigger' || e.event.kind !== 'beginning-of') continue;
    const step = (e.event as { step?: string }).step;
    if (step && DELAYED_STEPS.has(step)) return [{ kind: 'move-to-step', words: step, span: AT }, { kind: 'resolve', all: false }];
  }
  return undefined;
}

/** The steps a delayed trigger "at the beginning of the next …" can wait for that `move to` reaches (CR 500–514). */
const DELAYED_STEPS = new Set(['end step', 'upkeep']);

const EFFECTS_THAT_TOUCH = new Set<Effect['kind']>([
  'lose-all-abilities', 'become-copy', 'create-token-copy', 'become-type', 'turn-face-down', 'turn-face-up', 'reveal',
  'zone-change', 'set-base-pt', 'gain-control', 'add-counters',
]);

export function effectsOf(a: Ability): Effect[] {
  return 'effects' in a ? a.effects : [];
}

/** The effects of `effects` and those a "you may" holds (CR 608.2d: carried out when its player chooses to). */
function withOptional(effects: Effect[]): Effect[] {
  return effects.flatMap((e) => (e.kind === 'optional' ? [e, ...withOptional(e.effects)] : [e]));
}

/** Whether `ability` has an effect that can touch a face-down permanent (and so gets notes). */
export function touchesFaceDown(ability: Ability): boolean {
  return withOptional(effectsOf(ability)).some((e) => EFFECTS_THAT_TOUCH.has(e.kind) && (e.kind !== 'add-counters' || /-1\/-1/.test(JSON.stringify(e))));
}

const typesOf = (card: Card) => card.faces[0]?.typeLine;
const isSubtype = (card: Card, t: string) => !!typesOf(card)?.subtypes.some((s) => s.toLowerCase() === t);

// ---- Steps as data (printed by grammar/src/print-step.ts) --------------------------------------------------------

const AT = { start: 0, end: 0 };
const alias = (name: string): Ref => ({ kind: 'alias-ref', name, span: AT });
const named = (card: Card): Ref => ({ kind: 'card-ref', name: card.name, span: AT });
const word = (text: string) => ({ text, span: AT });
const FD = alias('fd');

const originOf = (family: Family): FaceDownOriginWord => (family === 'manifest dread' ? 'manifest-dread' : family);

/** Whether the ability's targets are "… an opponent controls" (the face-down permanent is then the opponent's). */
function wantsTheirs(effects: Effect[]): boolean {
  return effects.some((e) => 'target' in e && !!e.target && typeof e.target === 'object' && (e.target as { kind?: string }).kind === 'target'
    && (e.target as { filter?: { controller?: string } }).filter?.controller === 'opponent');
}

/** Whether `card` is an Aura that enchants a player ("Enchant player", "Enchant opponent": CR 702.5d). */
function enchantsAPlayer(card: Card): boolean {
  return (card.faces[0]?.abilities ?? []).some((a) => a.kind === 'keyword' && a.keywords.some((k) => k.keyword.toLowerCase() === 'enchant' && !!enchantsPlayer(k.parameter ?? '')));
}

/**
 * Whether the ability's targets are "… you control" (the face-down permanent is then yours), or what it copies is
 * ("enter as a copy of a creature you control": chosen as it enters, CR 707.5, 115.1).
 */
function wantsYours(effects: Effect[]): boolean {
  const yours = (t: unknown) => !!t && typeof t === 'object' && ((t as { kind?: string }).kind === 'target' || (t as { kind?: string }).kind === 'chosen')
    && (t as { filter?: { controller?: string } }).filter?.controller === 'you';
  return effects.some((e) => ('target' in e && yours(e.target)) || (e.kind === 'become-copy' && yours(e.of)));
}

/**
 * Whether `spec` is an object `apply … targeting` names: a target, or an object on the battlefield the text chooses as
 * it resolves ("Choose a nonlegendary creature on the battlefield", CR 608.2d, 115.10; rules/effects/effect-context.ts).
 */
function isSlot(v: unknown): boolean {
  if (!v || typeof v !== 'object') return false;
  const spec = v as { kind?: string; ofIt?: string; filter?: { zone?: string } };
  return spec.kind === 'target' || (spec.kind === 'chosen' && !spec.ofIt && spec.filter?.zone === undefined);
}

/** The object phrases `apply … targeting` names, in the order the effects ask for them (a copy of "another target creature" needs a second creature). */
function objectSlots(effects: Effect[]): unknown[] {
  return effects.flatMap((e) => Object.values(e).filter(isSlot));
}

function targetCount(effects: Effect[]): number {
  return objectSlots(effects).length;
}

/**
 * In a copy effect naming two objects, which `targeting` place is the creature copied and which the one that becomes
 * the copy: "Target creature becomes a copy of another target creature" (the second, the first), "Choose a … creature.
 * Target creature becomes a copy of that creature" (the chosen one, named by "that creature": the first; the target).
 */
export function copyPlaces(effects: Effect[]): { copied: number; becomes: number } | undefined {
  const slots = objectSlots(effects);
  const copy = effects.find((e): e is Extract<Effect, { kind: 'become-copy' }> => e.kind === 'become-copy');
  if (!copy || slots.length < 2) return undefined;
  const becomes = slots.indexOf(copy.target);
  // "that creature": the object the instruction before it named (CR 608.2c).
  const before = effects.slice(0, effects.indexOf(copy)).flatMap((e) => Object.values(e).filter(isSlot));
  const copied = isSlot(copy.of) ? slots.indexOf(copy.of) : copy.of.kind === 'it' && before.length ? slots.indexOf(before[before.length - 1]) : -1;
  return becomes >= 0 && copied >= 0 && becomes !== copied ? { copied, becomes } : undefined;
}

/** `apply`'s targets: @fd in place `at`, the other creature in the other place (two places). */
const placed = (at: number): Ref[] => (at === 0 ? [FD, alias('other')] : [alias('other'), FD]);

/**
 * `apply "X"` makes a card's spell abilities happen, or (a card without any) its triggered and activated abilities
 * together (rules/game/activation.ts applyCard); `apply "X" ability N` only its Nth rules-text line. The note is about
 * one ability: the line is named unless plain `apply` would make exactly that one happen.
 */
function applyIndex(source: Card, index: number): number | undefined {
  const all = source.faces[0]?.abilities ?? [];
  const spells = all.flatMap((a, i) => (a.kind === 'spell' ? [i] : []));
  const plain = spells.length ? spells : all.flatMap((a, i) => (a.kind === 'triggered' || a.kind === 'activated' ? [i] : []));
  return plain.length === 1 && plain[0] === index ? undefined : index + 1;
}

/**
 * The steps that make ability `index` of `source` happen to the face-down permanent @fd: an Aura is cast onto it, an
 * Equipment is put onto the battlefield and attached (CR 301.5), a static ability's permanent is put onto the
 * battlefield, "enter as a copy" is cast copying it, anything else is applied targeting it (its effects happen
 * without the stack: `apply`).
 */
function planFor(source: Card, index: number, other: Card | undefined, role?: Role): Plan | undefined {
  const ability = source.faces[0]!.abilities[index]!;
  const effects = effectsOf(ability);
  const kinds = new Set(effects.map((e) => e.kind));
  const aura = isSubtype(source, 'aura');
  const equipment = isSubtype(source, 'equipment');
  const controller: PlayerId = wantsYours(effects) || aura || equipment || kinds.has('add-counters') ? 'you' : 'opponent';
  const src = named(source);
  const until = effects.some((e) => 'duration' in e && e.duration === 'until-end-of-turn');
  const plan: Plan = { controller, setup: [], act: [] };
  const leaves: Step = { kind: 'move', action: 'destroy', target: src };
  if (role === 'self') {
    // The card itself is the face-down permanent (set up as @fd) and its controller turns it face up, another creature
    // on the battlefield to copy: turned face up it doesn't enter, so its "enter as a copy" doesn't apply (CR 708.8).
    if (other) plan.setup.push({ kind: 'setup', player: 'you', cards: [named(other)], zone: 'battlefield', onTop: false, faceDown: false, tapped: false, alias: word('other') });
    plan.controller = 'you';
    plan.act.push({ kind: 'turn-face-up', player: 'you', target: FD });
    plan.self = true;
    return plan;
  }
  if (role === 'own-down') {
    // The card itself is on the battlefield face up (set up as @fd) and its ability puts it face down; then it is turned
    // face up, when it can be (a megamorph cost puts a +1/+1 counter on it, 702.37b).
    const n = applyIndex(source, index);
    plan.controller = 'you';
    plan.act.push({ kind: 'apply', card: src, ...(n !== undefined ? { index: n } : {}), targets: [] });
    plan.ownDown = true;
    plan.turnUp = true;
    return plan;
  }
  if (ability.kind === 'static' && aura && enchantsAPlayer(source)) {
    // "Enchant player" (CR 702.5d): the Aura spell targets the player who controls the face-down permanent, and its
    // effect reaches it through "creatures enchanted player controls" (303.4m).
    plan.controller = 'opponent';
    plan.act.push({ kind: 'cast', player: 'you', card: src, faceDown: false, targets: [{ kind: 'player-ref', name: 'opponent', span: AT }] }, { kind: 'resolve', all: false });
    plan.later = { steps: [leaves], ends: 'source-leaves' };
  } else if (ability.kind === 'static' && aura) {
    plan.act.push({ kind: 'cast', player: 'you', card: src, faceDown: false, targets: [FD] }, { kind: 'resolve', all: false });
    plan.later = { steps: [leaves], ends: 'source-leaves' };
  } else if (ability.kind === 'static' && equipment) {
    // "Equipped creature …": the Equipment is on the battlefield and attached to it (CR 701.3a; what its equip ability
    // does, 702.6a); the effect ends when it leaves.
    plan.act.push({ kind: 'setup', player: 'you', cards: [src], zone: 'battlefield', onTop: false, faceDown: false, tapped: false, alias: word('eq') });
    plan.act.push({ kind: 'attach', what: alias('eq'), to: FD });
    plan.later = { steps: [leaves], ends: 'source-leaves' };
  } else if (ability.kind === 'static') {
    plan.act.push({ kind: 'setup', player: 'you', cards: [src], zone: 'battlefield', onTop: false, faceDown: false, tapped: false });
    plan.later = { steps: [leaves], ends: 'source-leaves' };
  } else if (ability.kind === 'replacement' && kinds.has('become-copy')) {
    plan.act.push({ kind: 'cast', player: 'you', card: src, faceDown: false, targets: [], copying: FD }, { kind: 'resolve', all: false });
    plan.copy = src;
  } else if (ability.kind === 'replacement' && (source.faces[0]?.typeLine?.cardTypes ?? []).some((t) => /^creature$/i.test(t)) && ability.replacementEvent === 'enters') {
    // "As this creature enters, turn all other nontoken creatures face down" (CR 614.1c, 708.2a): the card is cast and
    // enters, its replacement applying to what is on the battlefield then.
    plan.act.push({ kind: 'cast', player: 'you', card: src, faceDown: false, targets: [] }, { kind: 'resolve', all: false });
  } else if (ability.kind === 'replacement') {
    return undefined;
  } else {
    const n = applyIndex(source, index);
    const at = n !== undefined ? { index: n } : {};
    if (targetCount(effects) >= 2) {
      if (!other) return undefined;
      plan.setup.push({ kind: 'setup', player: 'you', cards: [named(other)], zone: 'battlefield', onTop: false, faceDown: false, tapped: false, alias: word('other') });
      const places = copyPlaces(effects);
      if (role === 'becomes-copy' && places) {
        // The face-down permanent is the one that becomes a copy of the other creature and stays face down (CR
        // 708.10); it can be turned face up only as that creature could be (707.3's examples), and is then a copy.
        plan.act.push({ kind: 'apply', card: src, ...at, targets: placed(places.becomes) });
        plan.becomesCopyOf = other;
        plan.turnUp = true;
      } else {
        plan.act.push({ kind: 'apply', card: src, ...at, targets: placed(places ? places.copied : 1) });
        if (kinds.has('become-copy')) plan.copy = alias('other');
      }
    } else {
      const copies = kinds.has('create-token-copy');
      plan.act.push({ kind: 'apply', card: src, ...at, targets: [FD], ...(copies ? { alias: word('copy') } : {}) });
      if (copies) plan.copy = alias('copy');
    }
    if (until) plan.later = { steps: [{ kind: 'end-turn' }], ends: 'end-of-turn' };
    const delayed = delayedSteps(effects);
    if (delayed) plan.delayed = delayed;
  }
  if (kinds.has('add-counters')) plan.turnUp = true;
  if (kinds.has('gain-control')) { plan.control = true; plan.controller = 'opponent'; }
  if (kinds.has('untap')) plan.untaps = true;
  // "Turn target face-down creature an opponent controls face up": the face-down permanent is the opponent's, so it
  // is not the active player's attacker (CR 508.1): no combat.
  if (kinds.has('turn-face-up') && other && !plan.turnUp && !plan.control && !wantsTheirs(effects)) {
    // In combat: its controller (the active player, CR 508.1) attacks with it, and it is blocked first.
    plan.combat = other;
    plan.controller = 'you';
  }
  return plan;
}

/**
 * planFor's plan, made once per (source, ability, other creature, role) — it reads nothing of the face-down card, and
 * a set's runs ask it once per class —, its steps frozen (a run never writes a step: one that tried would throw).
 */
const plans = new WeakMap<Card, Map<Card | undefined, Map<string, Plan | null>>>();
function planOf(source: Card, index: number, other: Card | undefined, role?: Role): Plan | undefined {
  let byOther = plans.get(source);
  if (!byOther) plans.set(source, (byOther = new Map()));
  let byIndex = byOther.get(other);
  if (!byIndex) byOther.set(other, (byIndex = new Map()));
  const key = `${index}\u0000${role ?? ''}`;
  let plan = byIndex.get(key);
  if (plan === undefined) {
    plan = planFor(source, index, other, role) ?? null;
    if (plan) for (const steps of [plan.setup, plan.act, plan.later?.steps, plan.delayed]) if (steps) deepFreeze(steps);
    byIndex.set(key, plan);
  }
  return plan ?? undefined;
}

/** Freezes a plan's steps and everything in them (steps hold refs, words and spans: never a card). */
function deepFreeze(v: unknown): void {
  if (!v || typeof v !== 'object' || Object.isFrozen(v)) return;
  Object.freeze(v);
  for (const x of Object.values(v)) deepFreeze(x);
}

/** The face-down setup step of the representative `target` in `family`. */
function setupStep(target: Card, family: Family, controller: PlayerId, tapped: boolean): Step {
  return { kind: 'setup', player: controller, cards: [named(target)], zone: 'battlefield', onTop: false, faceDown: true, origin: originOf(family), tapped, alias: word('fd') };
}

/** The card itself face up on its controller's battlefield as @fd (Role `own-down`). */
function faceUpSetup(card: Card, tapped: boolean): Step {
  return { kind: 'setup', player: 'you', cards: [named(card)], zone: 'battlefield', onTop: false, faceDown: false, tapped, alias: word('fd') };
}

/** The predicate of the expectation that asks `fact`. */
export function factPredicate(fact: Fact): Predicate {
  switch (fact.q) {
    case 'zone': return { kind: 'zone', zone: fact.zone as Extract<Predicate, { kind: 'zone' }>['zone'] };
    case 'face': return { kind: 'face', faceDown: fact.faceDown };
    case 'same': return { kind: 'tapped', tapped: fact.same };
    case 'revealed': return { kind: 'was-revealed' };
    case 'pt': { const [power, toughness] = fact.pt.split('/'); return { kind: 'pt', power: power!, toughness: toughness! }; }
    case 'no-name': return { kind: 'no-name' };
    case 'named': return { kind: 'named', name: fact.name };
    case 'colors': return { kind: 'colors', colors: fact.colors };
    case 'type': return { kind: 'type', type: fact.type, negated: false };
    case 'no-abilities': return { kind: 'no-abilities' };
    case 'keyword': return { kind: 'has', keyword: fact.keyword, negated: false };
    case 'turn-up': return { kind: 'can-turn-up', can: true, method: fact.method === 'mana cost' ? 'mana-cost' : fact.method as 'morph' };
    case 'no-turn-up': return { kind: 'can-turn-up', can: false };
    case 'triggered': return { kind: 'triggered', triggered: fact.triggered };
    case 'controller': return { kind: 'controlled-by', player: fact.player };
    case 'visible': return { kind: 'visible', to: 'opponent', visible: fact.visible };
    case 'counters': return { kind: 'counters', count: fact.count, counter: fact.counter };
    case 'blocked': return { kind: 'combat', role: 'blocked' };
  }
}

/** The fact an expectation line asks (the inverse of factPredicate), or undefined for a line no note reads. */
export function factOf(p: Predicate): Fact | undefined {
  switch (p.kind) {
    case 'zone': return p.targeting ? undefined : { q: 'zone', zone: p.zone };
    case 'face': return p.origin || p.before ? undefined : { q: 'face', faceDown: p.faceDown };
    case 'tapped': return { q: 'same', same: p.tapped };
    case 'was-revealed': return { q: 'revealed' };
    case 'pt': return { q: 'pt', pt: `${p.power}/${p.toughness}` };
    case 'no-name': return { q: 'no-name' };
    case 'named': return { q: 'named', name: p.name };
    case 'colors': return { q: 'colors', colors: p.colors };
    case 'type': return p.negated ? undefined : { q: 'type', type: p.type };
    case 'no-abilities': return { q: 'no-abilities' };
    case 'has': return p.negated ? undefined : { q: 'keyword', keyword: p.keyword };
    case 'can-turn-up': return p.can ? (p.method ? { q: 'turn-up', method: p.method === 'mana-cost' ? 'mana cost' : p.method } : undefined) : { q: 'no-turn-up' };
    case 'triggered': return { q: 'triggered', triggered: p.triggered };
    case 'controlled-by': return { q: 'controller', player: p.player === 'you' ? 'you' : 'opponent' };
    case 'visible': return p.to === 'opponent' ? { q: 'visible', visible: p.visible } : undefined;
    case 'counters': return { q: 'counters', count: p.count, counter: p.counter };
    case 'combat': return p.role === 'blocked' && !p.whom ? { q: 'blocked' } : undefined;
    default: return undefined;
  }
}

/**
 * Where the facts asked after a step stand (once a fact was asked): after `end turn` or the source's leaving the
 * effect has ended; after a `turn … face up` it was turned face up. One rule for the live run and the run of the text.
 */
function phaseAfter(step: Step, phase: Phase): { phase: Phase; later?: NoteRun['later']; delayed?: string } {
  // CR 603.7: the step a delayed triggered ability waits for (its resolution follows).
  if (step.kind === 'move-to-step') return { phase: 'delayed', delayed: step.words };
  if (step.kind === 'end-turn') return { phase: 'later', later: 'end-of-turn' };
  if (step.kind === 'move') return { phase: 'later', later: 'source-leaves' };
  if (step.kind === 'turn-face-up') return { phase: 'turned-up' };
  return { phase };
}

const NOTE_URI = 'file:///note-scenario.cards';

/**
 * One note scenario, played as it is written: its steps run on the runner's game (ScenarioRun: the step handlers of
 * `simulate`), each expectation is read as the runner reads it (expectationOutcome), and the steps are kept as data.
 * A step performed is written once something is asked after it (a step after the last question changes no answer).
 */
export class LiveScenario {
  readonly run: ScenarioRun;
  readonly steps: Step[] = [];
  readonly facts: FactResult[] = [];
  refused = false;
  refusedRests: RestingText[] | undefined;
  later: NoteRun['later'];
  delayed: string | undefined;
  becomesCopyOf: string | undefined;
  self = false;
  ownDown = false;
  /** The face-down card was seen: turned face up, revealed, or it left the battlefield (see NoteRun.exposed). */
  exposed = false;
  private pending: Step[] = [];
  private phase: Phase = 'now';

  constructor(cards: Card[], run?: ScenarioRun) {
    this.run = run ?? new ScenarioRun(cards, NOTE_URI);
  }

  /**
   * This scenario copied for a run with `cards` (ScenarioRun.copyFor: its game and the run's records), with the steps
   * performed and what it saw of the face-down card; only before anything was asked (a setup's game). Undefined when
   * the game can't be copied.
   */
  copyFor(cards: Card[]): LiveScenario | undefined {
    if (this.facts.length || this.steps.length || this.refused) return undefined;
    const run = this.run.copyFor(cards);
    if (!run) return undefined;
    const live = new LiveScenario(cards, run);
    live.pending = [...this.pending];
    live.exposed = this.exposed;
    live.fdSeen = this.fdSeen;
    live.leftLast = this.leftLast;
    live.phase = this.phase;
    return live;
  }

  private write(step: Step): void {
    if (this.facts.length) {
      const next = phaseAfter(step, this.phase);
      this.phase = next.phase;
      if (next.later) this.later = next.later;
      if (next.delayed) this.delayed = next.delayed;
    }
    this.steps.push(step);
  }

  /** Whether a ward trigger is on top of the stack (CR 702.21a). */
  private wardOnTop(): boolean {
    const top = this.run.engine.state.stack.at(-1);
    return !!top && top.kind === 'ability' && !!top.wardAgainst;
  }

  /** Performs `steps` in order; false when the rules refuse one (the rest are not performed). */
  perform(steps: readonly Step[]): boolean {
    for (const step of steps) {
      const r = performStep(this.run, step);
      this.run.noteEvents(r.events);
      this.pending.push(step);
      this.watch(r.events);
      if (!r.ok) return false;
    }
    return true;
  }

  /** The steps performed since the last question, written now. */
  private flush(): void {
    for (const s of this.pending) this.write(s);
    this.pending = [];
  }

  /** The face-down permanent, if the scenario has put it in the game. */
  object(ref: Ref = FD) {
    const id = this.run.resolve(ref);
    return id ? this.run.engine.object(id) : undefined;
  }

  private fdSeen = false;
  /**
   * The step that first saw the card ended with the card leaving the battlefield (its last event), and no step followed
   * it: what the game read of it since is only what it can read of a card in a graveyard, exile, a hand or a library
   * (left-unseen.ts).
   */
  leftLast = false;
  private watch(events: readonly GameEvent[]): void {
    if (this.exposed) {
      this.leftLast = false;
      return;
    }
    const id = this.run.resolve(FD);
    const obj = id ? this.run.engine.object(id) : undefined;
    if (obj) this.fdSeen = true;
    if (this.fdSeen && (!obj || obj.zone !== 'battlefield' || !obj.faceDown || this.run.wasRevealed(obj.id))) {
      this.exposed = true;
      this.leftLast = !!obj && obj.zone !== 'battlefield' && leftLast(events, obj.card.name);
    }
  }

  /** Asks `fact` of `ref`: the expectation is written and read as the runner reads it. */
  ask(subject: Subject, ref: Ref, fact: Fact): FactResult {
    this.flush();
    const step: Step = { kind: 'expect', subject: ref, predicate: factPredicate(fact) };
    const answer = expectationOutcome(this.run, step);
    const status = answer.inconclusive ? 'inconclusive' : answer.ok ? 'held' : 'failed';
    const r: FactResult = { subject, phase: this.phase, fact, status, ...(answer.inconclusive ? { rests: answer.inconclusive } : {}) };
    // An expectation that fails is neither written nor said: the scenario holds only what the run answered.
    if (status === 'failed') return r;
    this.write(step);
    this.facts.push({ ...r, phase: this.phase });
    return r;
  }

  /**
   * Performs the effect's steps; one the rules refuse (an illegal target, CR 115.1, 601.2c) is written as
   * `expect illegal:` and read as the runner reads that line (illegalAnswer), and the rest are not performed.
   */
  performOrRefused(steps: readonly Step[]): boolean {
    for (const step of steps) {
      const r = performStep(this.run, step);
      if (r.ok) {
        this.run.noteEvents(r.events);
        this.pending.push(step);
        this.watch(r.events);
        // A spell cast at a face-down permanent with ward (disguise, cloak: CR 702.168a, 701.58a) makes its ward
        // trigger: the ward cost is paid (`resolve accepting`, 702.21a), so the note says what the spell does.
        if (step.kind === 'cast' && this.wardOnTop()) this.perform([{ kind: 'resolve', all: false, mayAccept: true }]);
        continue;
      }
      this.flush();
      this.write({ kind: 'expect-illegal', step, stepSpan: AT });
      const answer = illegalAnswer(this.run, step, r);
      this.run.noteEvents(r.events);
      this.refused = answer.ok || !!answer.inconclusive;
      if (answer.inconclusive) this.refusedRests = answer.inconclusive;
      return false;
    }
    return true;
  }

  result(): NoteRun {
    return { facts: this.facts, refused: this.refused, ...(this.refusedRests ? { refusedRests: this.refusedRests } : {}), ...(this.later ? { later: this.later } : {}), ...(this.delayed ? { delayed: this.delayed } : {}), ...(this.becomesCopyOf ? { becomesCopyOf: this.becomesCopyOf } : {}), ...(this.self ? { self: true } : {}), ...(this.ownDown ? { ownDown: true } : {}) };
  }
}

const methodWord = (m: string) => (m === 'mana-cost' ? 'mana cost' : m);

/** What a permanent is while face down (or a copy of one): P/T, name, color, types, abilities (CR 708.2), as the engine says. */
function characteristicsFacts(live: LiveScenario, ref: Ref): Fact[] {
  const obj = live.object(ref);
  const ch = obj ? live.run.engine.characteristics(obj.id) : undefined;
  if (!ch) return [];
  const out: Fact[] = [];
  if (ch.power !== null && ch.toughness !== null && !ch.ptUnknown) out.push({ q: 'pt', pt: `${ch.power}/${ch.toughness}` });
  if (ch.name === null) out.push({ q: 'no-name' });
  out.push({ q: 'colors', colors: ch.colors.map((c) => COLOR_NAMES[c]) });
  for (const t of [...ch.cardTypes, ...ch.subtypes]) out.push({ q: 'type', type: t });
  const ward = ch.keywordLabels.find((k) => /^ward\b/i.test(k));
  if (ward) out.push({ q: 'keyword', keyword: ward.toLowerCase() });
  else if (ch.abilities.length === 0) out.push({ q: 'no-abilities' });
  return out;
}

/** How it can be turned face up now: each method its controller has (CR 116.2b), or none, as the engine says. */
function turnUpFacts(live: LiveScenario, ref: Ref): Fact[] {
  const obj = live.object(ref);
  if (!obj) return [];
  const methods = [...new Set(live.run.engine.canTurnFaceUp(obj.id, obj.controller).options.map((o) => methodWord(o.method)))];
  return methods.length ? methods.map((method): Fact => ({ q: 'turn-up', method })) : [{ q: 'no-turn-up' }];
}

/**
 * How @fd could be turned face up now (turnUpFacts' methods, as JSON) were its card `card` instead: the same game with
 * only the face-down permanent's card changed, asked of a copy of the state (the run's own state is never written). A
 * run that never saw its face-down card played the same steps with the same results for any card (the card is seen
 * only when it is turned face up, revealed or leaves: NoteScenario.exposed), so this is what `card`'s own run would
 * answer at this point (CR 708.2: a face-down permanent shows nothing of its card; 702.37e, 702.168d: its turn-up costs
 * are those it would have face up, with the effects that apply now; 118.3: whether each part can be paid now).
 */
function turnUpAs(live: LiveScenario, card: Card): string | undefined {
  const obj = live.object();
  if (!obj) return undefined;
  const s = live.run.engine.state;
  const shadow: GameState = { ...s, objects: new Map(s.objects).set(obj.id, { ...obj, card }) };
  try {
    return JSON.stringify([...new Set(canTurnFaceUp(shadow, obj.id, obj.controller).options.map((o) => methodWord(o.method)))]);
  } catch {
    return undefined;
  }
}

/** The questions about @fd right after the effect, with the answers the engine gives (asked afterwards). */
function nowFacts(live: LiveScenario, target: Card, tapped: boolean): Fact[] {
  const obj = live.object();
  if (!obj) return [];
  const out: Fact[] = [{ q: 'zone', zone: obj.zone }];
  if (live.run.wasRevealed(obj.id)) out.push({ q: 'revealed' });
  if (obj.zone !== 'battlefield') return out;
  out.push({ q: 'face', faceDown: !!obj.faceDown });
  if (tapped) out.push({ q: 'same', same: obj.tapped });
  if (obj.faceDown) out.push(...characteristicsFacts(live, FD), ...turnUpFacts(live, FD));
  // What triggers is asked when it was turned face up or became a new object ("turned face up", "enters", 708.8, 603.6a).
  const changed = !obj.faceDown || (tapped && !obj.tapped);
  if (changed && target.faces.some((f) => f.abilities.some((a) => a.kind === 'triggered'))) {
    out.push({ q: 'triggered', triggered: live.run.engine.triggersFired(target.name).length > 0 });
  }
  return out;
}

/** What a note scenario is: its steps (printed for "Open as scenario") and what its run answered. */
export interface NoteScenario {
  steps: Step[];
  run: NoteRun;
  /**
   * The face-down card was seen in the run: turned face up, revealed, or off the battlefield. Until then the game read
   * nothing of it but what a face-down permanent shows (CR 708.2) and how it can be turned face up: a run where it was
   * never seen answers the same for every card with the same face-down identity (face-down-identity.ts).
   */
  exposed: boolean;
  /**
   * The effect left the face-down permanent as it was (and made no copy): no note. Still a run, so one that never saw
   * the card stands for every card of its face-down identity (checks/interactions.ts).
   */
  noNote?: boolean;
  /**
   * The card was first seen as the effect's one instruction moved it off the battlefield, and the game did nothing
   * after: the run stands for every card of its face-down identity that the game reads alike in its new zone
   * (left-unseen.ts `leftKey`).
   */
  leftUnseen?: boolean;
  /**
   * Of the cards a no-note run that never saw its card was asked about (`alike`: cards of other face-down identities),
   * those that would have turned face up the same ways before and after the effect: their own runs play the same steps
   * and also leave the face-down permanent as it was (no note; checks/interactions.ts shares the answer).
   */
  noNoteAlike?: Card[];
}

/**
 * Plays the scenario of ability `index` of `source` on `target`, face down in `family`. `other`: a face-up creature
 * card of the set, for effects that need a second creature. Undefined when no scenario can ask it (a source and a
 * target of one name, an effect the scenario language can't make happen) or the effect leaves it as it was.
 */
/**
 * What the game says of the face-down card before the effect depends only on the setup steps and the cards they name
 * (the source is not in the game yet): a caller asking for many sources may remember it (`before(key, ask)`).
 */
export type BeforeMemo = (key: string, ask: () => BeforeFacts) => BeforeFacts;

/** What the game says of the face-down card before the effect, as JSON texts: every fact, and how it can be turned face up. */
export interface BeforeFacts {
  facts: string;
  turnUp: string;
  /**
   * A number the memo gives the setup when it remembers its facts, never given again: the key of what is remembered
   * per card of that setup (a few characters, not the setup's printed steps again for each card).
   */
  setup?: number;
}

/**
 * Games after a setup, kept by their setup (`setupGameKey`) to be copied for the next run of that setup (LiveScenario
 * `copyFor`); owned by the caller (checks/interactions.ts InteractionCache).
 */
export interface SetupGames {
  get(key: string): LiveScenario | undefined;
  set(key: string, game: LiveScenario): unknown;
}

let setupCopyEnabled = true;

/** Tests switch the copied setups off, to show they change no answer (test/support/caches.ts). */
export function setSetupCopyEnabled(on: boolean): void {
  setupCopyEnabled = on;
}

/** A number per card object (never given again): a kept game holds its cards, so it is found by the very objects. */
const cardNumbers = new WeakMap<Card, number>();
let cardsNumbered = 0;
function cardNumber(card: Card | undefined): string {
  if (!card) return '';
  let n = cardNumbers.get(card);
  if (n === undefined) cardNumbers.set(card, (n = ++cardsNumbered));
  return String(n);
}

/**
 * What a setup's game is made of: its steps (printed, grammar/src/print-step.ts) and the card objects they name by
 * name (the face-down card, the other creature, the blocker). Nothing else goes into it: a game starts empty in the
 * same turn and step (rules/state/game-state.ts createState), the engine is deterministic, and the cards of the run
 * that no step names (the effect's source) are not in the game — they are only looked up by name when a later step
 * names them, and the copy is given the run's own cards for that (ScenarioRun.copyFor).
 */
function setupGameKey(setup: readonly Step[], named: readonly (Card | undefined)[]): string | undefined {
  const printed = setup.map((st) => printStep(st));
  // A step with no words can't tell two setups apart: such a setup is never kept.
  if (printed.some((line) => line === undefined)) return undefined;
  return `${printed.join('\n')}\u0000${named.map(cardNumber).join(' ')}`;
}

/**
 * The game of a run with `cards` after `setup` (undefined when the rules refuse a step): a copy of the game the same
 * setup made for an earlier run when `games` kept it, else made by the steps (and kept). `named`: the cards the setup
 * names (setupGameKey).
 */
function setUp(cards: Card[], setup: readonly Step[], games: SetupGames | undefined, named: readonly (Card | undefined)[]): LiveScenario | undefined {
  // Only a setup of more steps than one is kept: one card put onto the battlefield is made as fast as it is copied
  // (0.16 ms each, measured), an attack and a block (reaching the combat steps, CR 506.1) many times slower.
  const key = games && setupCopyEnabled && setup.length > 1 ? setupGameKey(setup, named) : undefined;
  const copied = key === undefined ? undefined : games!.get(key)?.copyFor(cards);
  if (copied) return copied;
  const live = new LiveScenario(cards);
  if (!live.perform(setup)) return undefined;
  const kept = key === undefined ? undefined : live.copyFor([...new Set(named.filter((c): c is Card => !!c))]);
  if (kept) games!.set(key!, kept);
  return live;
}

export function playNoteScenario(source: Card, index: number, target: Card, family: Family, other?: Card, beforeMemo?: BeforeMemo, role?: Role, alike?: readonly Card[], setupGames?: SetupGames): NoteScenario | undefined {
  if (other && (other.name === source.name || other.name === target.name)) other = undefined;
  // The card itself is the face-down permanent only in the `self` and `own-down` roles.
  if ((source.name === target.name) !== (role === 'self' || role === 'own-down') || [source, target, other].some((c) => c?.name.includes('"'))) return undefined;
  const plan = planOf(source, index, other, role);
  if (!plan) return undefined;
  // Set up tapped, a permanent still tapped after the effect is the same one (CR 708.8) and an untapped one is new
  // (400.7, 110.5b) — unless the effect untaps it, or it attacks.
  const tapped = !plan.combat && !plan.untaps;
  const setup = [plan.ownDown ? faceUpSetup(target, tapped) : setupStep(target, family, plan.controller, tapped), ...plan.setup];
  if (plan.combat) {
    // It attacks and the other player blocks it (CR 508.1, 509.1).
    setup.push(
      { kind: 'setup', player: 'opponent', cards: [named(plan.combat)], zone: 'battlefield', onTop: false, faceDown: false, tapped: false, alias: word('blocker') },
      { kind: 'attack', player: 'you', attackers: [FD] },
      { kind: 'block', player: 'opponent', blocks: [{ attacker: FD, blockers: [alias('blocker')] }] },
    );
  }
  const live = setUp([source, ...(target !== source ? [target] : []), ...(other ? [other] : [])], setup, setupGames, [target, other, plan.combat]);
  if (!live) return undefined;
  const moves = !role && !plan.setup.length && !plan.combat && plan.act.length === 1 && plan.act[0]!.kind === 'apply'
    && !plan.later && !plan.delayed && !plan.copy && !plan.turnUp && !plan.control && movesOnly(source, index, true);
  const done = (): NoteScenario => ({ steps: live.steps, run: live.result(), exposed: live.exposed, ...(moves && live.exposed && live.leftLast ? { leftUnseen: true } : {}) });
  const ask = (subject: Subject, ref: Ref, facts: readonly Fact[]) => { for (const f of facts) live.ask(subject, ref, f); };
  if (plan.becomesCopyOf) live.becomesCopyOf = plan.becomesCopyOf.name;
  if (plan.self) live.self = true;
  if (plan.ownDown) live.ownDown = true;
  // What it was before the effect: an effect that leaves all of it as it was (and makes no copy) has no note.
  // Questions are asked between steps, where the game can't change: each characteristic is computed once there.
  const read = <T>(f: () => T): T => live.run.engine.reading(f);
  // What it was before the effect: an effect that leaves all of it as it was (and makes no copy) has no note.
  const ask0 = (): BeforeFacts => {
    const facts = read(() => nowFacts(live, target, tapped));
    return { facts: JSON.stringify(facts), turnUp: JSON.stringify(facts.filter((f) => f.q === 'turn-up' || f.q === 'no-turn-up')) };
  };
  // The memo's key reads the whole card (its rules identity): a run whose reads are recorded is given no memo.
  let setupText: string | undefined;
  const setupKey = () => (setupText ??= `${setup.map((st) => printStep(st)).join('\n')}\u0000${structuralKey(target)}\u0000${plan.combat ? structuralKey(plan.combat) : ''}\u0000${other ? structuralKey(other) : ''}`);
  const beforeFacts = beforeMemo ? beforeMemo(setupKey(), ask0) : ask0();
  const { facts: before, turnUp: turnUpBefore } = beforeFacts;
  // How each card of `alike` would turn face up before the effect (the same setup with its card: remembered per setup,
  // by the number the memo gave the setup; a key that starts with \u0001 is never a setup's printed steps).
  const alikeKey = (card: Card) => (beforeFacts.setup !== undefined ? `\u0001${beforeFacts.setup}\u0000${structuralKey(card)}` : `${setupKey()}\u0000as\u0000${structuralKey(card)}`);
  const alikeBefore = alike?.length && live.object()?.faceDown ? alike.map((card) => {
    const ask = () => ({ facts: '', turnUp: turnUpAs(live, card) ?? '' });
    return (beforeMemo ? beforeMemo(alikeKey(card), ask) : ask()).turnUp;
  }) : undefined;
  // The rules may refuse the effect here: the scenario then says so.
  if (!live.performOrRefused(plan.act)) return done();
  const next = read((): 'no-note' | 'done' | { turn: PlayerId } | { during: string } => {
    const now = nowFacts(live, target, tapped);
    const copied = !!plan.copy && !!live.object(plan.copy);
    if (!copied && !plan.turnUp && !plan.control && JSON.stringify(now) === before) return 'no-note';
    ask('fd', FD, now);
    // Its own card turned face up: what it is now, by its name (not the creature it could have copied, CR 708.8).
    const up = live.object();
    const upName = plan.self && up && up.zone === 'battlefield' && !up.faceDown ? live.run.engine.characteristics(up.id)?.name : undefined;
    if (upName) ask('fd', FD, [{ q: 'named', name: upName }]);
    if (plan.combat && live.run.engine.combatRole(live.object()?.id ?? '').blocked) ask('fd', FD, [{ q: 'blocked' }]);
    if (plan.copy && copied) {
      const face: Fact = { q: 'face', faceDown: !!live.object(plan.copy)?.faceDown };
      ask('copy', plan.copy, [face, ...characteristicsFacts(live, plan.copy), ...turnUpFacts(live, plan.copy)]);
    }
    const fd = live.object();
    if (!fd || fd.zone !== 'battlefield' || !fd.faceDown) return 'done';
    if (plan.control) {
      // After a control change: who controls it and whether its owner may still look at it (CR 708.5).
      const vis = live.run.engine.visibility(fd.id);
      ask('fd', FD, [{ q: 'controller', player: fd.controller }, { q: 'visible', visible: !!vis && (vis.mayLook.includes('opponent') || vis.revealed) }]);
    }
    if (plan.turnUp && turnUpFacts(live, FD).some((f) => f.q === 'turn-up')) return { turn: fd.controller };
    // It can't be turned face up while the effect lasts (a copy of a creature with no way to turn it up, 708.10): once
    // the effect has ended is asked below.
    if (plan.turnUp && !plan.later) return 'done';
    // Once the effect has ended is asked only when the effect changed how it can be turned face up.
    const during = JSON.stringify(turnUpFacts(live, FD));
    return plan.later && during !== turnUpBefore ? { during } : 'done';
  });
  if (next === 'no-note') {
    // A run that never saw the card and changed nothing: so does the run of each card of `alike` that turns face up the
    // same ways after the effect as before it (every other fact asked of a face-down permanent is the same for any card).
    const same = alikeBefore && !live.exposed ? alike!.filter((card, i) => alikeBefore[i] !== '' && turnUpAs(live, card) === alikeBefore[i]) : [];
    return { ...done(), noNote: true, ...(same.length ? { noNoteAlike: same } : {}) };
  }
  if (next !== 'done' && 'turn' in next) {
    if (live.perform([{ kind: 'turn-face-up', player: next.turn, target: FD }])) {
      read(() => {
        const up = live.object();
        const after: Fact[] = [{ q: 'face', faceDown: !!up?.faceDown }];
        if (up && up.zone !== 'battlefield') {
          // Gone as it was turned face up — the state-based actions checked after the turn put a 2/1 with a -1/-1
          // counter into its owner's graveyard (0 toughness, CR 704.5f) —: the card there is a new object with no
          // counters (400.7, 122.2). Where it went is the answer, not the counters it no longer has. Why it left is not
          // said (the run knows only where the card is).
          after.push({ q: 'zone', zone: up.zone });
        } else if (plan.becomesCopyOf) {
          // Turned face up, its copiable values are the ones it copied (CR 708.10, 708.8): the other creature's name.
          const name = up ? live.run.engine.characteristics(up.id)?.name : undefined;
          if (name) after.push({ q: 'named', name });
        } else {
          for (const counter of ['+1/+1', '-1/-1']) after.push({ q: 'counters', count: up?.counters?.[counter] ?? 0, counter });
        }
        ask('fd', FD, after);
      });
    }
  } else if (next !== 'done' && 'during' in next && plan.later && live.perform(plan.later.steps)) {
    // Once the effect has ended: asked when that changes how it can be turned face up.
    read(() => {
      const after = turnUpFacts(live, FD);
      if (JSON.stringify(after) !== next.during) ask('fd', FD, after);
    });
  } else if (next === 'done' && plan.delayed && live.object()?.zone !== 'battlefield' && live.perform(plan.delayed)) {
    // The effect's delayed triggered ability did its part (CR 603.7): where the card is then, and what it is — a card
    // returned to the battlefield is a new object, face up (400.7, 110.5b), under its owner's control (610.3c).
    // That it was revealed as it left (708.9) was said already.
    read(() => ask('fd', FD, nowFacts(live, target, tapped).filter((f) => f.q !== 'revealed')));
  }
  return done();
}

/** The title of a note scenario. */
const titleOf = (source: Card, target: Card, family: Family, other?: Card, role?: Role) =>
  role === 'becomes-copy' && other ? `${source.name} makes a face-down ${family} card (${target.name}) a copy of ${other.name}`
    : role === 'self' ? `${source.name} face down (${family}) turned face up` : role === 'own-down' ? `${source.name} puts itself face down`
      : `${source.name} on a face-down ${family} card (${target.name})`;

/** A scenario's text: its title and its steps, each printed as its line (grammar/src/print-step.ts). */
export function scenarioText(title: string, steps: readonly Step[]): string {
  const lines = steps.map((s) => {
    const line = printStep(s);
    if (line === undefined) throw new Error(`a note scenario step has no words: ${s.kind}`);
    return `  ${line}`;
  });
  return `scenario "${title.replace(/"/g, '')}"\n${lines.join('\n')}\n`;
}

/** The text of the scenario behind ability `index` of `source` on `target` in `family` (what "Open as scenario" writes). */
export function writeNoteScenario(source: Card, index: number, target: Card, family: Family, other?: Card, role?: Role): string | undefined {
  const played = playNoteScenario(source, index, target, family, other, undefined, role);
  return played && !played.noNote ? scenarioText(titleOf(source, target, family, other, role), played.steps) : undefined;
}

/** What a note scenario's run answered: each expectation that asks a fact, and whether it held. */
export interface NoteRun {
  facts: FactResult[];
  /** The step that makes the effect happen is refused by the rules (`expect illegal:` held). */
  refused: boolean;
  /** Why the refusal is inconclusive, when it is. */
  refusedRests?: RestingText[];
  /** Why `later` facts are asked: the effect ended at end of turn, or its source left. */
  later?: 'end-of-turn' | 'source-leaves';
  /** The face-down permanent became a copy of this card (Role `becomes-copy`, CR 708.10). */
  becomesCopyOf?: string;
  /** The face-down permanent is the effect's own card, turned face up (Role `self`, CR 708.8). */
  self?: boolean;
  /** The effect's own card put itself face down (Role `own-down`, CR 708.2a, 708.3). */
  ownDown?: boolean;
  /** `delayed` facts are asked at the beginning of this step, after the effect's delayed trigger resolved (CR 603.7). */
  delayed?: string;
}

/**
 * Reads a note's facts back from the report of its scenario's text run on the scenario runner (the runner `simulate`
 * uses) with the workspace's cards: the phase is where the line stands (phaseAfter), the subject is `@fd` or the copy.
 * The tests run every note's printed scenario through it and compare.
 */
export function runNoteScenario(scenario: ScenarioNode, cards: Card[], uri = NOTE_URI): NoteRun {
  const report = runScenario(scenario, cards, uri);
  const facts: FactResult[] = [];
  let phase: Phase = 'now';
  let refused = false;
  let refusedRests: RestingText[] | undefined;
  let later: NoteRun['later'];
  let delayed: string | undefined;
  const becomesCopyOf = copiedBy(scenario, cards);
  // Role `self`: the first step after the setup turns @fd face up (nothing else is done to it first).
  const acts = scenario.steps.map((l) => l.step).filter((st) => st.kind !== 'setup');
  const self = acts[0]?.kind === 'turn-face-up' && acts[0].target.kind === 'alias-ref' && acts[0].target.name === 'fd';
  // Role `own-down`: @fd is set up face up, and the first step after the setup applies its own card's ability.
  const fdSetup = scenario.steps.map((l) => l.step).find((st): st is Extract<Step, { kind: 'setup' }> => st.kind === 'setup' && st.alias?.text === 'fd');
  const ownDown = !!fdSetup && !fdSetup.faceDown && acts[0]?.kind === 'apply' && acts[0].card.kind === 'card-ref' && acts[0].card.name === fdSetup.cards[0]?.name;
  for (const s of report.steps) {
    const step = s.line.step;
    if (step.kind === 'expect-illegal') {
      refused = s.ok || !!s.inconclusive;
      if (s.inconclusive) refusedRests = s.inconclusive;
      continue;
    }
    if (step.kind !== 'expect') {
      if (facts.length) {
        const next = phaseAfter(step, phase);
        phase = next.phase;
        if (next.later) later = next.later;
        if (next.delayed) delayed = next.delayed;
      }
      continue;
    }
    const fact = factOf(step.predicate);
    if (!fact) continue;
    const subject: Subject = step.subject.kind === 'alias-ref' && step.subject.name === 'fd' ? 'fd' : 'copy';
    const status = s.inconclusive ? 'inconclusive' : s.ok ? 'held' : 'failed';
    facts.push({ subject, phase, fact, status, ...(s.inconclusive ? { rests: s.inconclusive } : {}) });
  }
  return { facts, refused, ...(refusedRests ? { refusedRests } : {}), ...(later ? { later } : {}), ...(delayed ? { delayed } : {}), ...(becomesCopyOf ? { becomesCopyOf } : {}), ...(self ? { self: true } : {}), ...(ownDown ? { ownDown: true } : {}) };
}

/**
 * The card @fd becomes a copy of in a scenario's text (Role `becomes-copy`): an `apply` step of a line with a copy
 * effect ("becomes a copy of") that names @fd in the place of the object that becomes the copy (copyPlaces) names the
 * card the copied place is set up as.
 */
function copiedBy(scenario: ScenarioNode, cards: readonly Card[]): string | undefined {
  const steps = scenario.steps.map((l) => l.step);
  const card = (ref: Ref): string | undefined => (ref.kind === 'card-ref' ? ref.name
    : steps.find((s): s is Extract<Step, { kind: 'setup' }> => s.kind === 'setup' && s.alias?.text === ref.name)?.cards[0]?.name);
  for (const step of steps) {
    if (step.kind !== 'apply' || step.targets.length < 2) continue;
    const source = cards.find((c) => c.name === card(step.card));
    const lines = source?.faces[0]?.abilities ?? [];
    const at = step.index !== undefined ? [lines[step.index - 1]] : lines;
    const places = copyPlaces(at.flatMap((a) => (a ? effectsOf(a) : [])));
    const becomes = places ? step.targets[places.becomes] : undefined;
    if (places && becomes?.kind === 'alias-ref' && becomes.name === 'fd') return card(step.targets[places.copied]!);
  }
  return undefined;
}

/** The scenario of a text (the first scenario in it). */
export function parseNoteScenario(text: string): ScenarioNode | undefined {
  return parse(text).ast.items.find((i): i is ScenarioNode => i.kind === 'scenario');
}

/**
 * Manifests or cloaks `card` from the top of the library, and asks how it can be turned face up (CR 701.40b, 701.58b):
 * the scenario behind a "could manifest/cloak" note.
 */
export function playManifestScenario(card: Card, how: 'manifest' | 'cloak'): NoteScenario {
  const live = new LiveScenario([card]);
  live.perform([
    { kind: 'setup', player: 'you', cards: [named(card)], zone: 'library', onTop: true, faceDown: false, tapped: false },
    { kind: how, player: 'you', count: 1, alias: word('fd') },
  ]);
  if (live.object()?.faceDown) {
    live.ask('fd', FD, { q: 'face', faceDown: true });
    for (const f of turnUpFacts(live, FD)) live.ask('fd', FD, f);
  }
  return { steps: live.steps, run: live.result(), exposed: live.exposed };
}

/** The text of the scenario behind a manifest or cloak note on `card`. */
export function manifestScenarioText(card: Card, how: 'manifest' | 'cloak'): string {
  return scenarioText(`${how === 'cloak' ? 'Cloak' : 'Manifest'} ${card.name}`, playManifestScenario(card, how).steps);
}
