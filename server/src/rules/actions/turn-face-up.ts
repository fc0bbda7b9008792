// Turning face up: the special action's legality (rules-digest §5 pseudocode; CR 116.2b, 702.37e, 702.168d,
// 701.40b, 701.58b) and performing it, by the special action or by an effect (708.8, 708.11, 614.1e, 613.7f).

import type { Ability, StaticAbility } from '../../model/types';
import type { Choices } from '../queries/choices';
import type { GameObject, GameState, PlayerId, Reason, TurnUpMethod } from '../state/game-state';
import { nextTimestamp } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics } from '../layers';
import { ORIGIN_LABEL, isManifestLike } from '../state/face-down';
import { findKeyword, isDoubleFaced, keywordsOf, ownCard } from '../state/objects';
import { costText, hasVariable, substituteX } from '../state/mana';
import { applyEntryReplacement } from './zones';
import { checkTriggers } from '../triggers/triggers';
import { enchantFilter, matchesFilter } from '../state/filters';
import { costParts, costProblems, payCost } from './costs';
import { manaProblems } from './mana-payment';
import { changedKeywordCost } from '../queries/casting-cost';
import { timingProblem } from '../queries/timing';

export interface TurnUpOption {
  method: TurnUpMethod;
  cost: string;
}

export interface TurnUpAnswer {
  options: TurnUpOption[];
  reasons: Reason[];
}

const KEYWORD_METHOD: Record<string, TurnUpMethod> = { morph: 'morph', megamorph: 'megamorph', disguise: 'disguise' };
const METHOD_CR: Record<TurnUpMethod, string[]> = {
  morph: ['702.37e'],
  megamorph: ['702.37b', '702.37e'],
  disguise: ['702.168d'],
  'mana-cost': ['701.40b', '701.58b'],
};

function describeGone(s: GameState, id: string): Reason {
  const left = s.leftGame.length > 0 && s.formerIds.get(id) === '';
  return {
    code: 'illegal-action',
    message: left ? `Object ${id} left the game with its player` : `Object ${id} no longer exists (a zone change makes a new object)`,
    cr: left ? ['800.4a', '708.9'] : ['400.7'],
  };
}

/** Which ways (if any) `player` may turn `id` face up with the special action right now. */
export function canTurnFaceUp(s: GameState, id: string, player: PlayerId): TurnUpAnswer {
  const reasons: Reason[] = [];
  const obj = s.objects.get(id);
  if (!obj) return { options: [], reasons: [describeGone(s, id)] };
  if (obj.zone === 'stack') {
    if (obj.faceDown)
      return { options: [], reasons: [{ code: 'face-down-spell-turn-up', message: "A face-down spell can't be turned face up", cr: ['708.7', '116.2b'] }] };
    return { options: [], reasons: [{ code: 'illegal-action', message: 'Only face-down permanents can be turned face up', cr: ['116.2b'] }] };
  }
  if (obj.zone !== 'battlefield') {
    return { options: [], reasons: [{ code: 'illegal-action', message: `${obj.card.name} is not on the battlefield (it is in the ${obj.zone})`, cr: ['116.2b'] }] };
  }
  if (!obj.faceDown) {
    const chars = computeCharacteristics(s, obj);
    if (chars.copiable.fromFaceDown) {
      return {
        options: [],
        reasons: [{ code: 'face-down-copy-is-vanilla', message: `${obj.card.name} is a face-up copy of a face-down permanent (a nameless 2/2); it can never be turned face up`, cr: ['707.2', '708.2'] }],
      };
    }
    return { options: [], reasons: [{ code: 'illegal-action', message: `${chars.name ?? obj.card.name} is already face up`, cr: ['116.2b', '702.37e'] }] };
  }
  if (s.leftGame.includes(player)) return { options: [], reasons: [{ code: 'illegal-action', message: `${player} has left the game`, cr: ['800.4a'] }] };
  if (obj.controller !== player) {
    return {
      options: [],
      reasons: [{ code: 'illegal-action', message: `Only the face-down permanent's controller (${obj.controller}) may turn it face up`, cr: ['116.2b', '702.37e', '702.168d', '701.40b', '701.58b'] }],
    };
  }
  const own = ownCard(obj);
  if (obj.components.length > 0 && own.hasInstantOrSorceryComponent) {
    return {
      options: [],
      reasons: [{ code: 'manifested-instant-or-sorcery', message: 'A face-down merged permanent with an instant or sorcery card in it can never be turned face up', cr: ['729.2g'] }],
    };
  }
  let unpayable = false;
  const options: TurnUpOption[] = [];
  // CR 702.37e / 702.168d: the morph/disguise cost it *would have* if face up, with the effects that apply now (708.8).
  const fu = computeCharacteristics(s, obj, { assumeFaceUp: true });
  for (const k of fu.keywords) {
    const m = KEYWORD_METHOD[(k.keyword ?? '').toLowerCase()];
    if (!m) continue;
    const cost = changedKeywordCost(s, k.keyword, costText(k.cost) || k.parameter || ''); // CR 118.7
    if (!cost) {
      reasons.push({ message: `${k.keyword} has no cost in the card data; it can't be paid`, cr: METHOD_CR[m] });
      continue;
    }
    // CR 118.3, 702.37e: a cost that can't be paid fully (or that the simulator doesn't understand) isn't an option.
    const problems = costProblems(s, costParts(cost, fu.name ?? undefined), { player, sourceId: obj.id, purpose: { kind: 'turn-face-up', method: m, origin: obj.faceDown.origin } });
    if (problems.length > 0) {
      unpayable = true;
      reasons.push(...problems.map((r) => ({ ...r, message: `${k.keyword} cost ${cost}: ${r.message}`, cr: [...r.cr, ...METHOD_CR[m]] })));
      continue;
    }
    if (!options.some((o) => o.method === m && o.cost === cost)) options.push({ method: m, cost });
  }
  // A morph/disguise cost that can't be paid now (CR 118.3) is not a lost ability.
  if (!unpayable && !options.some((o) => o.method !== 'mana-cost')) {
    // Would it have had morph/disguise without ability-removing effects? Then those effects are what block it.
    const had = keywordsOf(fu.copiable.abilities).find((k) => KEYWORD_METHOD[(k.keyword ?? '').toLowerCase()]);
    if (had) {
      const kw = had.keyword.toLowerCase();
      // Removed in layer 6, or in layer 4 by a basic land type set on it (CR 305.7).
      const removal = fu.provenance.abilities.filter((p) => p.layer === '6' || p.cr.includes('305.7'));
      const by = removal.map((p) => p.source);
      reasons.push({
        code: 'morph-lost-with-abilities',
        message: `Face down, it loses ${kw} when abilities are removed: face up it would have no ${kw} ability${by.length ? ` (abilities removed by ${by.join(', ')})` : ''}, so it can't be turned face up for its ${kw} cost`,
        cr: [...METHOD_CR[KEYWORD_METHOD[kw]!], '708.8', ...(removal.some((p) => p.layer === '4') ? ['305.7'] : ['613.1f'])],
      });
    } else if (!isManifestLike(obj.faceDown.origin)) {
      reasons.push({
        code: 'illegal-action',
        message: `It was ${ORIGIN_LABEL[obj.faceDown.origin]} and face up it would have no morph or disguise ability, so no special action can turn it face up (only an effect can)`,
        cr: ['708.7', '702.37e', '702.168d'],
      });
    }
  }
  if (isManifestLike(obj.faceDown.origin)) {
    // CR 701.40b / 701.58b: the card's own characteristics, ignoring copy and type-changing effects (cf. 708.12).
    const what = obj.faceDown.origin === 'cloak' ? 'cloaked' : 'manifested';
    if (own.isInstantOrSorceryCard) {
      reasons.push({ code: 'manifested-instant-or-sorcery', message: `A ${what} instant or sorcery card can never be turned face up: it is revealed and stays face down`, cr: ['701.40g', '701.58g'] });
    } else if (!own.isCreatureCard) {
      reasons.push({
        code: 'manifested-noncreature',
        message: `The ${what} card is not a creature card (its own types, ignoring type-changing and copy effects), so it can't be turned face up for its mana cost`,
        cr: ['701.40b', '701.58b', '708.12'],
      });
    } else if (!own.manaCost || costText(own.manaCost) === '') {
      reasons.push({ code: 'no-mana-cost', message: `The ${what} creature card has no mana cost, so it can't be turned face up for its mana cost`, cr: ['701.40b', '701.58b', '118.6'] });
    } else {
      // CR 107.3g, 107.3h: off the stack, an {X} in the card's mana cost is 0; no X is chosen for this turn-up.
      const cost = costText(hasVariable(own.manaCost) ? substituteX(own.manaCost, 0) : own.manaCost);
      // CR 118.3: with mana paid, its mana cost must be payable now (manaProblems is empty when mana is free).
      const problems = manaProblems(s, cost, { player, purpose: { kind: 'turn-face-up', method: 'mana-cost', origin: obj.faceDown.origin } });
      if (problems.length === 0) options.push({ method: 'mana-cost', cost });
      else reasons.push(...problems.map((r) => ({ ...r, message: `Mana cost ${cost}: ${r.message}`, cr: [...r.cr, '701.40b'] })));
    }
  }
  if (obj.faceDown.origin === 'cast-face-down-effect' && obj.faceDown.turnUpOnDamageOrTap) {
    reasons.push({ message: 'Its casting effect turns it face up when it would deal or be dealt damage or become tapped', cr: ['708.7'] });
  }
  return { options, reasons };
}

export interface TurnUpChoice {
  method?: TurnUpMethod;
  /** X for a cost with {X} (CR 107.3d, 702.37f). */
  x?: number;
  /** Object chosen by an "as … is turned face up, it becomes a copy" ability (708.11). */
  copying?: string;
  /** An Aura turned face up may be attached as it turns face up (303.4k). */
  attachTo?: string;
  /** Choices its "as … is turned face up" abilities make ("your choice of 5/1 or 1/5", 708.11). */
  choices?: Choices;
  /** Objects chosen to pay a non-mana cost (sacrifice, discard, return …); default: the first that fit. */
  paying?: string[];
  /** Pay Phyrexian symbols with 2 life each rather than mana (CR 107.4f). */
  payLife?: boolean;
}

/** The special action (CR 116.2b). */
export function turnFaceUpBySpecialAction(s: GameState, out: Outcome, id: string, player: PlayerId, choice: TurnUpChoice = {}): boolean {
  // CR 116.2b: taken by a player who has priority (none in the untap step or an uneventful cleanup step, 502.4, 514.3);
  // split second doesn't stop it (702.61b).
  const timing = timingProblem(s, 'special-action');
  if (timing) {
    out.fail(timing);
    return false;
  }
  const ans = canTurnFaceUp(s, id, player);
  if (ans.options.length === 0) {
    if (ans.reasons.length === 0) out.fail({ code: 'illegal-action', message: "It can't be turned face up", cr: ['116.2b'] });
    for (const r of ans.reasons) out.fail(r);
    return false;
  }
  let wanted = choice.method;
  if (wanted === 'morph' && !ans.options.some((o) => o.method === 'morph') && ans.options.some((o) => o.method === 'megamorph')) wanted = 'megamorph'; // 702.37b
  const opt = wanted ? ans.options.find((o) => o.method === wanted) : ans.options[0];
  if (!opt) {
    out.fail({
      code: 'illegal-action',
      message: `It can't be turned face up for its ${wanted === 'mana-cost' ? 'mana cost' : `${wanted} cost`}; it can be for: ${ans.options.map((o) => `${o.method} ${o.cost}`).join(', ')}`,
      cr: METHOD_CR[wanted!],
    });
    for (const r of ans.reasons) out.note(r);
    return false;
  }
  const obj = s.objects.get(id)!;
  let cost = opt.cost;
  const parsed = /\{X\}/i.test(cost) ? { x: choice.x ?? 0 } : null;
  if (!parsed && typeof choice.x === 'number') {
    // CR 107.3d: X is chosen only for a special action's cost that has an X; a card's mana cost paid off the stack has
    // X 0 (107.3g, 107.3h), so nothing is chosen for it.
    out.fail({
      code: 'illegal-action',
      message: `There is no X to choose: ${opt.method === 'mana-cost' ? `the X in a card's mana cost is 0 off the stack, so it is turned face up for ${cost}` : `its ${opt.method} cost ${cost} has no X`}`,
      cr: opt.method === 'mana-cost' ? ['107.3g', '107.3h', ...METHOD_CR[opt.method]] : ['107.3d', ...METHOD_CR[opt.method]],
    });
    return false;
  }
  if (parsed) {
    // CR 107.3d, 702.37f, 702.168e: X is chosen immediately before paying.
    const fu = computeCharacteristics(s, obj, { assumeFaceUp: true });
    const src = findKeyword(fu.abilities, opt.method)?.cost;
    if (src && hasVariable(src)) cost = costText(substituteX(src, parsed.x));
    obj.xValue = parsed.x;
  }
  // CR 702.37e: show the cost, pay it, then turn it face up (non-mana parts are paid here; mana is reported).
  const fuName = computeCharacteristics(s, obj, { assumeFaceUp: true }).name ?? undefined;
  payCost(s, out, costParts(cost, fuName), { player, sourceId: obj.id, choices: choice.paying, preferLife: choice.payLife, purpose: { kind: 'turn-face-up', method: opt.method, origin: obj.faceDown?.origin } }, (o) => {
    o.tapped = true;
    out.event({ type: 'tapped', objectId: o.id });
  });
  if (!out.ok) return false; // CR 601.2h (via 702.37e): a cost that can't be paid leaves it face down
  return performTurnFaceUp(s, out, obj, { via: 'special-action', method: opt.method, cost, turner: player, copying: choice.copying, attachTo: choice.attachTo, choices: choice.choices });
}

export interface PerformOptions {
  via: 'special-action' | 'effect';
  method?: TurnUpMethod;
  cost?: string;
  turner: PlayerId;
  copying?: string;
  attachTo?: string;
  choices?: Choices;
}

/** An "As this is turned face up, …" replacement (CR 614.1e), or "As this enters or is turned face up, …". */
function turnUpReplacement(a: Ability): boolean {
  if (a.kind !== 'replacement' && a.kind !== 'static') return false;
  const ev = (a as StaticAbility).replacementEvent;
  return ev === 'turned-face-up' || ev === 'enters-or-turned-face-up';
}

/** Turn a face-down permanent face up (same object: 708.8; new timestamp: 613.7f). Returns whether it turned. */
export function performTurnFaceUp(s: GameState, out: Outcome, obj: GameObject, o: PerformOptions): boolean {
  if (!obj.faceDown) {
    out.note({ message: `${obj.card.name} is already face up`, cr: ['110.5'] });
    return false;
  }
  if (obj.zone === 'stack') {
    out.fail({ code: 'face-down-spell-turn-up', message: "A face-down spell can't be turned face up", cr: ['708.7'] });
    return false;
  }
  const own = ownCard(obj);
  if (own.hasInstantOrSorceryComponent) {
    // CR 701.40g / 701.58g / 729.2g: revealed, stays face down, no "turned face up" triggers.
    // OPEN QUESTION (digest §11.2): an instant/sorcery put face down by another effect (Tezzeret-like) is treated the same way.
    obj.revealed = true;
    out.event({ type: 'revealed', objectId: obj.id, cardName: obj.card.name, cr: ['701.40g', '701.58g'] });
    out.event({ type: 'stayed-face-down', objectId: obj.id, cardName: obj.card.name, cr: ['701.40g', '701.58g'] });
    out.note({ code: 'manifested-instant-or-sorcery', message: `${obj.card.name} is an instant or sorcery card: it is revealed and stays face down; "turned face up" abilities don't trigger`, cr: ['701.40g', '701.58g', '729.2g'] });
    return false;
  }
  if (isDoubleFaced(obj.card)) out.note({ message: `${obj.card.name} is a double-faced card: it is turned face up with its front face up`, cr: ['712.15a'] });
  const wasMegamorphAvailable = o.method === 'megamorph';
  obj.faceDown = null;
  obj.transformed = false; // CR 712.15a
  obj.turnedFaceUpOnce = true;
  obj.timestamp = nextTimestamp(s); // CR 613.7f
  // "As this is turned face up" replacements of the face-up permanent apply while it turns face up (708.11, 614.1e).
  const chars = computeCharacteristics(s, obj);
  if (wasMegamorphAvailable && findKeyword(chars.abilities, 'Megamorph')) {
    obj.counters['+1/+1'] = (obj.counters['+1/+1'] ?? 0) + 1; // CR 702.37b
    out.event({ type: 'counter-added', objectId: obj.id, counter: '+1/+1', count: 1 });
  } else if (findKeyword(chars.abilities, 'Megamorph')) {
    out.note({ message: 'Megamorph counter not added: the megamorph cost wasn\'t paid', cr: ['702.37b'] });
  }
  // CR 708.11, 614.1e: the "as this is turned face up" abilities it has once face up apply as it turns — also those it
  // gets from a copy effect one of them starts (a Vesuvan-like copy of a creature with such an ability, 707.2), each once.
  const applied = new Set<Ability>();
  for (let pass = 0; pass < 5; pass++) {
    const now = pass === 0 ? chars : computeCharacteristics(s, obj);
    const fresh = now.abilities.filter((r) => turnUpReplacement(r.ability) && !applied.has(r.ability));
    if (fresh.length === 0) break;
    for (const ref of fresh) {
      applied.add(ref.ability);
      for (const e of (ref.ability as StaticAbility).effects ?? []) applyEntryReplacement(s, out, obj, e, o.copying, true, obj.xValue ?? 0, o.choices);
    }
  }
  const after = computeCharacteristics(s, obj);
  // CR 614.1c: "enters with" replacements don't apply — note it when the card has one.
  if (after.abilities.some((r) => (r.ability.kind === 'replacement' || r.ability.kind === 'static') && (r.ability as StaticAbility).replacementEvent === 'enters')) {
    out.note({ message: `${after.name ?? obj.card.name}'s "as/enters with" abilities don't apply: it is turned face up, it doesn't enter`, cr: ['708.8', '614.1c', '614.1e'] });
  }
  if (o.attachTo && after.subtypes.some((t) => t.toLowerCase() === 'aura')) attachAuraAsTurnedUp(s, out, obj, o.attachTo, after);
  out.event({ type: 'turned-face-up', objectId: obj.id, cardName: obj.card.name, via: o.via, method: o.method, cost: o.cost });
  if (after.abilities.some((r) => r.ability.kind === 'triggered' && (r.ability as { event?: { kind: string } }).event?.kind === 'self-enters')) {
    out.note({ code: 'enters-trigger-on-turn-up', message: `${after.name ?? obj.card.name}'s "enters" ability doesn't trigger: turning face up is not entering`, cr: ['708.8', '702.37e'] });
  }
  checkTriggers(s, out, { kind: 'turned-face-up', obj, turner: o.turner });
  return true;
}

/** CR 303.4k: the Aura's face-up characteristics and enchant ability decide whether it can attach. */
function attachAuraAsTurnedUp(s: GameState, out: Outcome, aura: GameObject, toId: string, auraChars: ReturnType<typeof computeCharacteristics>): void {
  const target = s.objects.get(toId);
  const enchant = auraChars.keywords.find((k) => (k.keyword ?? '').toLowerCase().startsWith('enchant'));
  const param = enchant ? (enchant.parameter ?? enchant.keyword.slice('enchant'.length)).trim() : 'permanent';
  if (!target || target.zone !== 'battlefield') {
    out.note({ message: 'The object to attach to is not on the battlefield', cr: ['303.4k'] });
    return;
  }
  const tc = computeCharacteristics(s, target);
  if (!matchesFilter(target, { ...tc }, enchantFilter(param), { controller: aura.controller })) {
    out.note({ message: `The Aura can't legally enchant that object (enchant ${param})`, cr: ['303.4k'] });
    return;
  }
  aura.attachedTo = toId;
  aura.timestamp = nextTimestamp(s); // CR 613.7e
  out.event({ type: 'attached', objectId: aura.id, to: toId });
}

/** Turned face up by an effect (Break Open, Ixidor-like): no cost, not the special action. */
export function turnFaceUpByEffect(s: GameState, out: Outcome, id: string, controller: PlayerId, copying?: string): boolean {
  const obj = s.objects.get(id);
  if (!obj) {
    out.note(describeGone(s, id));
    return false;
  }
  if (!obj.faceDown) {
    out.note({ message: `${obj.card.name} is already face up`, cr: ['110.5'] });
    return false;
  }
  if (obj.zone !== 'battlefield') {
    out.note({ code: obj.zone === 'stack' ? 'face-down-spell-turn-up' : 'illegal-action', message: 'Only face-down permanents can be turned face up', cr: ['708.7'] });
    return false;
  }
  return performTurnFaceUp(s, out, obj, { via: 'effect', turner: controller, copying });
}
