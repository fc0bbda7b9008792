// Activated abilities (CR 602): announcing targets (602.2b), paying every part of the cost (118.3, 601.2g–h),
// putting the ability on the stack; and "apply", a card's effects applied directly for short scenarios.

import type { MayChoice } from '../effects/effect-context';
import { msg } from '../../i18n';
import type { ActivatedAbility } from '../../model/types';
import { becomeTargets } from '../actions/become-target';
import { activationProhibited } from '../queries/activation-restrictions';
import { costProblems, payCost } from '../actions/costs';
import { costHasX, costParts, withCountX } from '../queries/cost-parts';
import { applyEffects } from '../effects/apply-effects';
import { Outcome, illegal } from '../state/events';
import type { AbilityRef, GameState, PlayerId, SpendPurpose, StackAbility } from '../state/game-state';
import { newStackId } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { findNewest, need } from '../state/require-object';
import { tapObject } from '../actions/statuses';
import { announcedTargets, checkAnnouncedTargets } from '../queries/targets';
import { manaAbilitiesOf, manaAbilityOf, manaOptionIndex, manaPerCount, manaQuantity } from '../queries/mana-abilities';
import { activateManaAbility } from '../actions/mana-payment';
import type { ManaType } from '../state/mana-pool';
import { withX } from '../state/mana';
import { chooseModes, chosenModeEffects, modalGroup, spellAbilitiesOf } from '../queries/choices';
import { checkDivision } from '../queries/division';
import { timingProblem } from '../queries/timing';
import { functionsOnlyIn } from '../../model/abilities/functioning-zone';
import { hasSorceryTiming } from '../queries/timing';
import { activationLimitProblem, anyPlayerMayActivate, recordActivation } from '../queries/activation-limits';
import { activatedAbilityRefs } from '../queries/keyword-abilities';
import { chosenOf } from '../state/filters';
import { hasType, keywordsOf } from '../state/objects';
import { activationProhibitedBy } from '../queries/player-restrictions';
import { classLevelActivationProblem } from './class-level';

export interface ActivateOptions {
  targets?: string[];
  payWard?: boolean;
  /** Objects chosen to pay a non-mana cost (sacrifice, discard …), and mana sources to tap. */
  paying?: string[];
  /** X in the activation cost (CR 107.3a). */
  x?: number;
  /** For a mana ability that adds one of several kinds: which (CR 106.1). */
  mana?: ManaType[];
  /** Pay Phyrexian symbols with 2 life each rather than mana (CR 107.4f). */
  payLife?: boolean;
  /** Modes of a modal ability, 1-based (CR 700.2a, 602.2b). */
  modes?: number[];
  /** A divided effect's amounts, one per target (CR 601.2d via 602.2b). */
  division?: number[];
}

export interface ApplyOptions {
  targets?: string[];
  /** Index into the card's abilities (0-based) to apply; default: all spell abilities, else all ability effects. */
  abilityIndex?: number;
  dreadChoice?: string;
  mayTurnFaceUp?: boolean;
  /** For "you may …" instructions (CR 608.2d; effect-context.ts followsMay). */
  mayAccept?: MayChoice;
}

/**
 * Activate the Nth (1-based) activated ability of a permanent — or of a card in a graveyard or a hand, among its
 * abilities that work only there ("{4}{B}: Return this card from your graveyard to your hand"; "{2}, Discard this
 * card: Draw a card", cycling: CR 113.6m, 702.29a).
 */
export function activateAbility(s: GameState, out: Outcome, player: PlayerId, id: string, n = 1, opts: ActivateOptions = {}): void {
  const found = need(s, out, id);
  if (!found) return;
  const zone = found.zone === 'battlefield' ? undefined : found.zone;
  // CR 113.6m: a card's abilities work in its graveyard or its owner's hand only when they say so (checked below).
  const o = zone && zone !== 'graveyard' && zone !== 'hand' ? need(s, out, id, 'battlefield') : found;
  if (!o) return;
  const ch = computeCharacteristics(s, o);
  // CR 113.6m: an ability that moves its object out of a zone works only there; the others of a card off the battlefield don't.
  // CR 702.6a: a keyword that stands for an activated ability (equip) is activated like a printed one.
  const acts = activatedAbilityRefs(ch.abilities, ch.name ?? o.card.name).filter((r) => functionsOnlyIn(r.ability) === zone);
  // CR 602.2: only its controller activates an object's ability, unless it says otherwise ("Any player may activate
  // this ability": whoever activates it controls it, 602.2a, and pays its costs).
  const ref = acts[n - 1];
  if (o.controller !== player && !(ref && anyPlayerMayActivate(ref.ability as ActivatedAbility))) {
    out.fail(illegal(msg('rules.game.activate-controller', { card: o.card.name }), ['602.2']));
    return;
  }
  // CR 602.5: a prohibited ability can't begin to be activated (mana abilities included).
  const prohibited = activationProhibited(s, o);
  if (prohibited) {
    out.fail(prohibited);
    return;
  }
  if (zone && acts.length === 0) {
    out.fail(illegal(msg('rules.game.no-ability-in-zone', { card: o.card.name, zone }), ['113.6m', '400.1']));
    return;
  }
  // CR 605.3b: a mana ability (printed, or intrinsic to a basic land type, 305.6) resolves at once, off the stack.
  const mana = ref ? manaAbilityOf(ref.ability as ActivatedAbility, manaPerCount(s, o), chosenOf(s, o.id), manaQuantity(s, o)) : zone ? undefined : manaAbilitiesOf(s, o).filter((m) => m.intrinsic)[n - 1 - acts.length];
  // CR 117.1b, 117.1d: an ability is activated by a player who has priority; split second stops all but mana
  // abilities (702.61a–b).
  const timing = ref || mana ? timingProblem(s, mana ? 'mana-ability' : 'activate') : null;
  if (timing) {
    out.fail(timing);
    return;
  }
  if (mana) {
    const option = manaOptionIndex(mana, opts.mana, out);
    if (option >= 0) activateManaAbility(s, out, player, o, mana, option);
    return;
  }
  if (!ref) {
    out.fail(illegal(o.faceDown ? msg('rules.game.face-down-no-abilities') : msg('rules.game.no-activated-ability', { card: ch.name ?? o.card.name, index: String(n) }), o.faceDown ? ['708.2a'] : ['602.1']));
    return;
  }
  const a = ref.ability as ActivatedAbility;
  // CR 700.2a, 602.2b: a modal ability's modes (the bulleted abilities after it) are chosen as it is activated.
  const modal = modalGroup(ch.abilities.map((r) => r.ability), a);
  const modes = modal ? chooseModes(modal, opts.modes, out) : opts.modes?.length ? null : undefined;
  if (modes === null || (!modal && opts.modes?.length)) {
    if (!modal) out.fail(illegal(msg('rules.game.not-modal'), ['700.2']));
    return;
  }
  const effects = modal ? chosenModeEffects(modal, modes) : a.effects ?? [];
  // CR 107.3a: X is announced for a cost with {X}, [−X] or X in it ("Remove X +1/+1 counters from ~").
  const printedParts = costParts(a.cost?.text ?? '', ch.name ?? undefined);
  const hasX = costHasX(a.cost?.text ?? '', printedParts);
  // CR 113.1c, 115.1: a permanent named for "target activated ability" names its ability on the stack.
  if (opts.targets?.length) opts = { ...opts, targets: announcedTargets(s, effects, opts.targets, player, hasX ? Math.max(0, Math.min(1_000_000, Math.floor(opts.x ?? 0))) : undefined) };
  // CR 602.2b, 601.2c: targets are announced before costs are paid; an illegal target makes the activation illegal.
  if (!checkAnnouncedTargets(s, out, effects, opts.targets ?? [], { controller: player, sourceId: o.id, what: 'ability', ...(hasX ? { x: Math.max(0, Math.min(1_000_000, Math.floor(opts.x ?? 0))) } : {}) })) return;
  // CR 602.2b, 601.2g–h, 118.3: every part of the cost must be payable; then it is paid. A part the
  // simulator doesn't understand can't be paid, so the activation is refused (never free).
  // CR 107.3a: X is chosen only for a cost with X in it.
  if (typeof opts.x === 'number' && !hasX) {
    out.fail(illegal(msg('rules.game.no-x-in-cost'), ['107.3a']));
    return;
  }
  const x = hasX ? Math.max(0, Math.min(1_000_000, Math.floor(opts.x ?? 0))) : undefined;
  // CR 107.3a, 602.2b: the ability's own "X can't be 0" ("Sacrifice X artifacts: … X can't be 0.") limits the X announced.
  if (x === 0 && (a.effects ?? []).some((e) => e.kind === 'rule' && e.rule === 'x-not-zero')) {
    out.fail(illegal(msg('rules.cast.x-not-zero', { card: ch.name ?? o.card.name }), ['107.3a', '602.2b']));
    return;
  }
  if (!checkDivision(out, effects, opts.targets ?? [], opts.division, x)) return; // CR 601.2d via 602.2b
  const parts = withCountX(withX(printedParts, opts.x), x);
  // CR 602.5b, 602.5d–e: the ability's own "Activate only …" limits.
  const limited = activationLimitProblem(s, o, a, ref.index, player, ch.name ?? o.card.name);
  if (limited) {
    out.fail(limited);
    return;
  }
  // CR 716.2a: a class level bar's ability: only if this Class is level N-1, and only as a sorcery.
  const classRefused = classLevelActivationProblem(s, o, ref, player, ch.name ?? o.card.name);
  if (classRefused) {
    out.fail(classRefused);
    return;
  }
  // CR 606.3: a loyalty ability is activated only when a sorcery could be cast, and one per permanent each turn.
  if (parts.some((p) => p.kind === 'loyalty')) {
    const name = ch.name ?? o.card.name;
    const refused = !hasSorceryTiming(s, player) ? illegal(msg('rules.activate.sorcery-timing', { card: name }), ['606.3', '307.1'])
      : o.loyaltyActivatedTurn === s.turn ? illegal(msg('rules.activate.loyalty-once', { card: name }), ['606.3']) : null;
    if (refused) {
      out.fail(refused);
      return;
    }
  }
  // CR 602.5, 101.2: a static ability that prohibits the player activating it ("Players can't activate planeswalkers'
  // loyalty abilities"; a mana ability returned above).
  const playerProhibited = activationProhibitedBy(s, player, parts.some((p) => p.kind === 'loyalty'), hasType(ch.cardTypes, 'planeswalker'));
  if (playerProhibited) {
    out.fail(illegal(msg('rules.activate.prohibited', { player, card: ch.name ?? o.card.name, source: playerProhibited }), ['602.5', '101.2']));
    return;
  }
  // CR 106.6: mana that can be spent only on abilities of a kind sees this ability's source as it is now.
  const sourceView = computeCharacteristics(s, o);
  const purpose: SpendPurpose = { kind: 'ability', source: { obj: o, view: { ...sourceView, keywords: keywordsOf(sourceView.abilities) } } };
  const problems = costProblems(s, parts, { player, sourceId: o.id, choices: opts.paying, preferLife: opts.payLife, purpose });
  if (problems.length > 0) {
    for (const r of problems) out.fail(r);
    return;
  }
  // CR 602.2a: an ability activated from a hidden zone (cycling from the hand) reveals its card.
  if (zone === 'hand') out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['602.2a'] });
  const paidFrom = out.events.length;
  payCost(s, out, parts, { player, sourceId: o.id, choices: opts.paying, preferLife: opts.payLife, purpose }, (x) => tapObject(s, out, x));
  if (!out.ok) return; // CR 601.2h: partial payments are not allowed
  recordActivation(s, o, ref.index); // CR 602.5b
  // CR 702.29c, 702.29f: the card discarded to pay the cost of a cycling or typecycling ability was cycled (its "when
  // you cycle this card" triggers from the zone it went to, rules/triggers/event-triggers.ts).
  if (zone === 'hand' && cyclingAbility(ch.abilities, ref.index)) markCycled(out, paidFrom, o.id);
  // "Exile a face-down permanent you control face up: You may play that card this turn": "that card" is the object the
  // cost moved, found in its new public zone (CR 400.7, 608.2c).
  const moved = out.events.slice(paidFrom).find((ev) => ev.type === 'zone-changed' && ev.objectId !== o.id && ev.to !== 'battlefield' && ev.to !== 'library' && ev.to !== 'hand');
  const costObject = moved?.type === 'zone-changed' ? moved.newId : undefined;
  // CR 602.2, 701.26a: "Tap an untapped creature you control: … the power of the creature tapped this way": the one
  // permanent a cost tapped (mana is paid first, rules/actions/costs.ts payCost, so it is the last tapped, not the source).
  const tapsOne = parts.filter((p) => p.kind === 'tap-untapped').length === 1 && parts.some((p) => p.kind === 'tap-untapped' && p.count === 1 && !p.self && p.totalPower === undefined);
  const tappedEv = tapsOne ? out.events.slice(paidFrom).filter((ev) => ev.type === 'tapped' && ev.objectId !== o.id).at(-1) : undefined;
  const costTapped = tappedEv?.type === 'tapped' ? tappedEv.objectId : undefined;
  // CR 702.128a, 702.129a, 400.7: "Exile this card from your graveyard: Create a token that's a copy of this card": the
  // card its cost exiled, found in exile (its "this card" there, as a zone-change trigger's, 400.7e).
  const selfExiled = zone === 'graveyard' ? out.events.slice(paidFrom).find((ev) => ev.type === 'zone-changed' && ev.objectId === o.id && ev.to === 'exile') : undefined;
  const entry: StackAbility = {
    kind: 'ability',
    id: newStackId(s),
    sourceId: o.id,
    sourceName: ch.name ?? o.card.name,
    abilityIndex: ref.index,
    controller: player,
    effects,
    targets: [...(opts.targets ?? [])],
    triggered: false,
    ...(modal && modes ? { modal, modes } : {}),
    ...(x !== undefined ? { x } : {}), // CR 107.3a, 107.3k
    ...(opts.division ? { division: [...opts.division] } : {}),
    ...(costObject ? { triggerObject: costObject } : {}),
    ...(costTapped ? { costTapped } : {}),
    ...(selfExiled?.type === 'zone-changed' && selfExiled.newId ? { movedSourceId: selfExiled.newId } : {}),
    description: `${ch.name ?? o.card.name}: ${a.text}`,
  };
  s.stack.push(entry);
  out.event({ type: 'activated', sourceId: o.id, cardName: o.card.name, abilityIndex: ref.index, stackId: entry.id });
  becomeTargets(s, out, entry.id, player, entry.targets); // CR 115.1, 702.21a
}

/** Whether the ability printed at `index` is a keyword line of cycling or typecycling (CR 702.29a, 702.29e). */
function cyclingAbility(abilities: readonly AbilityRef[], index: number): boolean {
  return abilities.some((r) => r.index === index && r.ability.kind === 'keyword' && r.ability.keywords.some((k) => /cycling$/i.test(k.keyword)));
}

/** The discard of `id` among the events a cost's payment logged (from `from`) is a cycling (CR 702.29c). */
function markCycled(out: Outcome, from: number, id: string): void {
  for (let i = from; i < out.events.length; i++) {
    const ev = out.events[i]!;
    if (ev.type === 'zone-changed' && ev.objectId === id && ev.from === 'hand') out.events[i] = { ...ev, cycled: true };
  }
}

/** Apply a card's effects now, without the stack ("apply X targeting Y"). */
export function applyCard(s: GameState, out: Outcome, player: PlayerId, cardNameOrId: string, opts: ApplyOptions = {}): void {
  const obj = s.objects.get(cardNameOrId) ?? findNewest(s, cardNameOrId);
  const card = obj?.card ?? s.cards.get(cardNameOrId);
  if (!card) {
    out.fail({ code: 'unresolved-card-name', why: msg('rules.no-card-or-object', { name: cardNameOrId }), cr: [] });
    return;
  }
  const face = card.faces?.[0];
  const all = face?.abilities ?? [];
  let chosen = typeof opts.abilityIndex === 'number' ? [all[opts.abilityIndex]].filter((a) => a !== undefined) : spellAbilitiesOf(all);
  if (chosen.length === 0 && opts.abilityIndex === undefined) chosen = all.filter((a) => a.kind === 'triggered' || a.kind === 'activated');
  const effects = chosen.flatMap((a) => ('effects' in a ? a.effects ?? [] : []));
  if (effects.length === 0) {
    out.fail(illegal(msg('rules.game.no-modeled-effects', { card: card.name }), []));
    return;
  }
  applyEffects(s, out, effects, {
    controller: player,
    sourceId: obj?.id ?? '',
    sourceName: card.name,
    targets: opts.targets ?? [],
    dreadChoice: opts.dreadChoice,
    mayTurnFaceUp: opts.mayTurnFaceUp,
    mayAccept: opts.mayAccept,
    chosenInTargets: true,
  });
}
