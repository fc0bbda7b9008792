// What an effect applies with (CR 608.2c): the ability's controller, source and chosen targets, and a cursor through
// the effects of one ability ("it", the next target, what moved); players and objects a phrase names as it applies.

import { attackedRecipient } from '../../model/abilities/attacked-recipient';
import { andTargetPhrases } from '../../model/abilities/and-target';
import { targetedController } from '../../model/abilities/controlled-by-target';
import { statValue } from '../queries/object-stats';
import type { Amount, Effect, ObjectFilter, PlayerRef, Quantity, Span, TargetSpec } from '../../model/types';
import { graveyardOwner } from '../../model/abilities/graveyard-owner';
import { wholeZoneOf } from '../../model/abilities/zone-owner';
import { amongLooked } from '../../model/abilities/among-looked';
import type { ChosenValues, GameState, PlayerId } from '../state/game-state';
import type { Choices } from '../queries/choices';
import { battlefieldObjects, PLAYERS, restOn, undecidedMay } from '../state/game-state';
import type { GameEvent, Outcome } from '../state/events';
import { computeCharacteristics, whileUnchanged } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { libraryCards } from '../state/library';
import { exiledWith } from '../state/linked-exile';
import { damageSeen } from '../state/damage-seen';
import { didSeen } from '../state/did-this-turn';
import { attachmentReader } from '../queries/attachment-adjectives';
import { relatedReader } from '../queries/related-objects';
import { countThisWay } from '../state/this-way-count';
import { countThisWayEvents } from '../queries/this-way-events';
import { THIS_WAY_EVENT_VERBS } from '../../model/abilities/this-way';
import { countMatching, objectsMatching } from '../queries/counting';
import { quantityOf } from '../queries/game-quantities';
import { lastKnown } from '../state/last-known';
import { describeFilter, isLegalTarget, isPlayer } from '../queries/target-legality';
import { msg } from '../../i18n';
import { indefiniteArticle } from '../../model/abilities/article';
import { COST_TAPPED_WORD, DISCARDED_WORD, SACRIFICED_WORD } from '../../model/abilities/cost-sacrificed';
import { sharedZoneFirst } from '../../model/abilities/effect-descriptors';
import { thatPlayersObjects } from '../../model/abilities/that-players-objects';

export interface EffectContext {
  controller: PlayerId;
  /**
   * CR 603.3d, 608.2b: the ability's controller, who chose its targets — kept when another player follows its
   * instructions ("that player may put a +1/+1 counter on target creature an opponent controls", 608.2d): the targets
   * are still checked from the ability's controller's side (`targetSide`). Absent: `controller`.
   */
  targetsChosenBy?: PlayerId;
  /** The object whose ability this is (a spell on the stack, a permanent, or "" for a virtual source). */
  sourceId: string;
  sourceName: string;
  /** The resolving ability's index among its object's abilities (CR 608.2c: "this ability", rules/queries/ability-count.ts). */
  abilityIndex?: number;
  /** Chosen targets, in the order the effects ask for them. */
  targets: string[];
  /**
   * The first of `targets` these effects ask for: a spell's later line after the targets its earlier lines took (CR
   * 601.2c: each instance of "target" its own, chosen in the spell's text order).
   */
  targetsFrom?: number;
  /** A divided effect's amounts for its targets, in target order (CR 601.2d). */
  division?: number[];
  /** Manifest dread: which of the top two cards to manifest. */
  dreadChoice?: string;
  /** Reveal-then-turn-face-up: whether the player chooses to turn it face up ("you may"); default yes. */
  mayTurnFaceUp?: boolean;
  /** "You may …" instructions: accepted or declined as the scenario said, accepted by the step's convention (a plain
   * `resolve` or `apply`, `'by-default'`), or open (CR 608.2d, 603.5: played both ways, rules/scenario/branches.ts). */
  mayAccept?: MayChoice;
  /** A triggered ability: the object its trigger event is about, which its "it" names until an effect acts on another (CR 603.2). */
  triggerObject?: string;
  /** The other object its trigger event names ("~ becomes blocked by a creature": the blocker; CR 509.3d, 603.2). */
  eventObject?: string;
  /** The resolving ability's stack object was the how-manieth made (CR 701.27f: its permanent transformed since?). */
  stackNumber?: number;
  /** A triggered ability resolving (its intervening "if" is checked again, CR 603.4). */
  triggered?: boolean;
  /** A zone-change trigger: the new object its source became in a public zone (CR 400.7e). */
  movedSourceId?: string;
  /** An activated ability: the one permanent its cost tapped ("Tap an untapped creature you control", CR 602.2, 701.26a). */
  costTapped?: string;
  /** A step trigger: the player whose step it is ("that player", CR 503.1a). */
  triggerPlayer?: PlayerId;
  /** The player a condition's "that player" names: a step trigger's (CR 503.1a; effect-descriptors.ts conditionPlayerTold). */
  conditionPlayer?: PlayerId;
  /** A triggered ability: how much its trigger event was (the damage dealt), its "that much" (CR 603.2). */
  eventAmount?: number;
  /** Choices the player made for it (modes, X, a color, a card name, which mana; rules/queries/choices.ts). */
  choices?: Choices;
  /** The value of X for this spell or ability (CR 107.3a, 107.3f, 107.3m); absent: not chosen or defined. */
  x?: number;
  /**
   * `apply`: the objects its text chooses as it applies ("Choose a creature on the battlefield", CR 608.2d) are named
   * among the step's `targeting` objects, in the order the text asks; a resolving spell or ability has them from
   * `choices.objects` (`resolve choosing @h`).
   */
  chosenInTargets?: boolean;
  /**
   * CR 608.2g: how an instruction of this resolution casts a spell ("You may cast that card without paying its mana
   * cost"): the game layer's caster (rules/game/resolution-cast.ts), given by the one resolving it; absent, no cast is
   * made and what follows rests on it (permission-effects.ts).
   */
  castDuringResolution?: ResolutionCaster;
}

/** Casts the card `id` for `player` during the resolution (CR 608.2g), free or not (118.9); what became of the cast. */
export type ResolutionCaster = (s: GameState, out: Outcome, player: PlayerId, id: string, free: boolean, sourceName: string) => 'cast' | 'not cast' | 'refused';

/** The choice for "you may" instructions a step gives (EffectContext.mayAccept). */
export type MayChoice = boolean | 'by-default';

/** Where one ability's resolution is, effect by effect. */
export interface Cursor {
  next: number;
  last: string[];
  it: string[];
  /** Whether anything named "it" in this resolution (CR 608.2c): the trigger's object (603.2), or any instruction that
   * set `it` (applyEffects tracks assignments). false: nothing did, and an "it" read then names nothing the engine
   * knows of — that instruction's outcome rests on its text (`itNamedNothing`), unlike an object that left (400.7). */
  itNamed?: boolean;
  /** Objects this resolution moved: new id → the id it had before (for last known information, CR 608.2h). */
  movedFrom: Map<string, string>;
  /** The instruction being followed now (rules/effects/apply-effects.ts): the text an amount it can't count rests on. */
  applying?: Effect;
  /** Choices made as this ability resolves ("Choose a color."), which its later text refers to (CR 607.2d). */
  chosen?: ChosenValues;
  /** Where this resolution's entries begin in the turn's history ("if a creature card was milled this way", CR 608.2c). */
  wayFrom?: number;
  /** Whether this ability's last "if …" condition held ("Otherwise, …", CR 608.2c); undefined when it wasn't told. */
  conditionHeld?: boolean;
  /** Whether the player followed this ability's last "you may" instruction ("If you do, …", CR 608.2d). */
  did?: boolean;
  /** The cards a "look at" effect of this ability showed that no later instruction took yet ("one of them", "the rest"). */
  looked?: string[];
  /** Every card this ability's "reveal cards … until you reveal …" revealed (CR 701.20a): "those cards" after it (rules/effects/reveal-until-effects.ts). */
  revealedUntil?: string[];
  /** How many cards this ability's last discard put into a graveyard: "…, then draw that many cards" (CR 608.2c, zone-effects.ts). */
  discarded?: number;
  /** The hand this ability revealed or looked at (CR 701.20a, 701.20e): its player, for "you choose a card from it" (hand-effects.ts). */
  shownHand?: PlayerId;
  /** The previous layered effect (its sentence span and target), for CR 613.6. */
  lastLayered?: { span: Span; target: TargetSpec };
  /** CR 701.19c: "Destroy … . It/They can't be regenerated.": this ability's destructions can't be regenerated. */
  cantRegenerate?: boolean;
  /** Cards this ability exiled as it resolves: its own "the exiled card" (CR 608.2c), not a linked ability's (607.2a). */
  exiled?: string[];
  /** Whether this ability's search of several zones searched the library (CR 701.23a): "If you search your library this way". */
  searchedLibrary?: boolean;
  /** The player whose library this ability searched (CR 701.23a): "that player shuffles" after it. */
  searched?: PlayerId;
  /** The opponent "For each opponent, …" is following its instructions for now: "that opponent" (CR 608.2c, 702.141a). */
  eachOpponent?: PlayerId;
  /** The player the last phrase naming a target player named ("… target opponent controls"): "that player" after it (CR 115.1, 608.2c). */
  targetPlayer?: PlayerId;
  /** The player "that player (or that planeswalker's controller)" names after "target player (or planeswalker)": the
   * target player, or the target planeswalker's controller (CR 115.4, 608.2c; that-players-objects.ts). */
  thatTargetPlayer?: PlayerId;
  /** How many of `choices.objects` this resolution has used (objects chosen as it resolves, CR 608.2d). */
  chosenNext?: number;
  /** The "If you do / can't" clause that `did` was decided for by the action before it (CR 118.12, cost-started.ts). */
  costClause?: Effect | undefined;
  /** "If that spell is countered this way, exile it instead …" after the counter-spell instruction being followed (CR 614.1a, zone-effects.ts). */
  counteredInstead?: Effect & { kind: 'conditional' };
  /** How many of `choices.rolls` this resolution's dice have used (CR 706.2, die-roll-effects.ts). */
  rollsUsed?: number;
  /** How many of `choices.flips` this resolution's coins have used, and whether the last coin flipped was won (CR 705.2,
   * coin-flip-effects.ts): undefined when none was flipped or its result was never said. */
  flipsUsed?: number;
  lastFlipWon?: boolean;
  /** Whether this resolution clashed, and whether its controller won the last clash (CR 701.30d, clash-effects.ts):
   * undefined when a library was never set up. */
  clashed?: boolean;
  lastClashWon?: boolean;
  /** "the difference" of the condition governing the instruction followed (CR 107.1, 608.2c; condition-difference.ts). */
  difference?: number;
  /** The log this resolution writes to and where its own events begin: "the life lost this way" (CR 608.2c). */
  events?: { log: readonly GameEvent[]; from: number };
}

/**
 * A copy of `cur` a question reads and may write without touching the resolution's own cursor: its own fields and `it`
 * as a plain value (a cursor's `it` may be an accessor that records that something named "it", apply-effects.ts
 * `ResolutionCursor`; an assignment to the copy's records nothing).
 */
export function copyCursor(cur: Cursor): Cursor {
  return { ...cur, it: cur.it };
}

/** "dealt damage this way" (CR 608.2c, 120.1): the objects this resolution has dealt damage to so far (their ids then). */
export function damagedThisResolution(cur: Cursor): string[] {
  return [...new Set((cur.events?.log ?? []).slice(cur.events?.from ?? 0).flatMap((x) => (x.type === 'damage' && x.objectId && x.amount > 0 ? [x.objectId] : [])))];
}

/**
 * CR 608.2d: whether the controller follows a "you may" instruction as the spell or ability resolves — declined with
 * `resolve declining` (or `mayTurnFaceUp: false`), accepted with `resolve accepting` or by a plain `resolve` or
 * `apply` (the language's convention, noted) — wherever the instruction is written: an optional effect, or a clause of
 * another ("If it's a creature card, you may turn it face up"). A choice no step made (603.5: made as it resolves; a
 * `resolve all`, an ability resolving as the turn moves on) takes the branch the run was given (`mayBranch`, accepted
 * when absent) and is logged, so the scenario runner plays the other branch too.
 */
export function followsMay(s: GameState, out: Outcome, ctx: EffectContext, span: Span): boolean {
  if (ctx.mayAccept === false) {
    out.note({ why: msg('rules.effect.declines', { player: ctx.controller }), cr: ['608.2d'] });
    return false;
  }
  if (ctx.mayAccept === true) return true;
  if (ctx.mayAccept === 'by-default') {
    out.note({ why: msg('rules.effect.accepts', { player: ctx.controller }), cr: ['608.2d'] });
    return true;
  }
  const accepted = undecidedMay(s, ctx.sourceName, span);
  out.note({ why: msg(accepted ? 'rules.effect.accepts' : 'rules.effect.declines', { player: ctx.controller }), cr: ['608.2d'] });
  return accepted;
}

/** One effect kind's handler: carries out `e` for the ability described by `ctx`. */
export type EffectHandler<K extends Effect['kind']> = (s: GameState, out: Outcome, e: Effect & { kind: K }, ctx: EffectContext, cur: Cursor) => void;
/** A family of effect handlers, keyed by effect kind. */
export type EffectHandlers = { [K in Effect['kind']]?: EffectHandler<K> };

/**
 * An amount the simulator computes: a number, or X with its value for this spell or ability (CR 107.3a, 107.3f,
 * 107.3m). An X never chosen does nothing, and what follows rests on it (inconclusive); "for each" and other
 * amounts aren't computed here (their effects are marked not simulated).
 */
export function fixedAmount(s: GameState, out: Outcome, a: Amount, ctx: EffectContext): number | undefined {
  if (a.kind === 'fixed') return a.n;
  if (a.kind === 'x') {
    if (ctx.x !== undefined) return ctx.x;
    out.note({ why: msg('rules.effect.x-never-chosen', { source: ctx.sourceName }), cr: ['107.3f', '603.3d'] });
    (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: 'X', what: 'X' });
    return undefined;
  }
  out.note({ why: msg('rules.effect.amount-not-computed', { kind: a.kind }), cr: ['107.1'] });
  return undefined;
}

/** The choices "the chosen …" refers to: the source's (CR 607.2d), and those made as this ability resolves. */
export function chosenFor(s: GameState, ctx: EffectContext, cur: Cursor): ChosenValues | undefined {
  const own = chosenOf(s, ctx.sourceId);
  return cur.chosen ? { ...own, ...cur.chosen } : own;
}

/**
 * An amount computed as the effect applies (CR 107.1, 608.2h): a number, X, "for each <objects>" counted now (107.3),
 * "that much" (the amount of the trigger event), or "equal to its power / the number of …" — of an object that left
 * the battlefield, as it last existed there. Anything else is undefined, noted (that part does nothing, and its
 * descriptor marks it not simulated).
 */
export function amountOf(s: GameState, out: Outcome, a: Amount, ctx: EffectContext, cur: Cursor, whereX?: Quantity): number | undefined {
  let n: number | undefined;
  if (a.kind === 'fixed') n = a.n;
  // CR 107.3c, 608.2h: ", where X is …" defines X in this instruction: counted as it is followed.
  else if (a.kind === 'x' && whereX) n = quantityNow(s, whereX, ctx, cur);
  else if (a.kind === 'x') n = ctx.x;
  else if (a.kind === 'for-each') {
    // CR 608.2d: "choose a color, then … for each permanent of that color" counts with the choice just made.
    const count = countPer(s, out, a.per, ctx, cur);
    n = count === undefined ? undefined : a.n * count;
  } else if (a.kind === 'that-much') n = ctx.eventAmount; // "Whenever ~ deals damage, you gain that much life"
  else if (a.kind === 'equal-to') n = quantityNow(s, a.quantity, ctx, cur);
  // CR 608.2c: "You gain 2 life for each creature destroyed this way": the objects the instructions before it moved.
  else if (a.kind === 'times') {
    const count = quantityNow(s, a.of, ctx, cur);
    n = count === undefined ? undefined : a.n * count;
  }
  if (n === undefined) {
    const fixed = fixedAmount(s, out, a, ctx);
    if (fixed === undefined && a.kind !== 'x') amountUnknown(s, ctx, cur);
    return fixed;
  }
  return Math.max(0, n); // CR 107.1b: a negative amount is 0
}

/**
 * CR 107.3, 608.2h: the objects a "for each …" phrase counts as the instruction is followed. CR 115.1, 109.4, 608.2b:
 * "for each creature target player controls": the player target announced for the phrase (the next of the targets),
 * still legal, then the permanents that player controls that fit (model/abilities/controlled-by-target.ts countedByTarget).
 */
export function countPer(s: GameState, out: Outcome, per: ObjectFilter, ctx: EffectContext, cur: Cursor): number | undefined {
  // CR 603.2, 109.4: "create a Treasure token for each artifact they control" after "Whenever ~ deals combat damage to a
  // player": the permanents of the player the trigger's event names.
  if (per.controlledByThatPlayer && !per.thatPlayerOrPlaneswalker && ctx.triggerPlayer !== undefined) {
    return countControlledBy(s, { ...per, controlledByThatPlayer: undefined, theyControl: undefined }, ctx.triggerPlayer, ctx, cur);
  }
  const whose = targetedController(per);
  if (!whose) return countMatching(s, per, ctx.controller, ctx.sourceId, chosenFor(s, ctx, cur));
  const p = phrasePlayerTarget(s, out, whose, ctx, cur);
  if (p === undefined) return undefined;
  return countControlledBy(s, { ...per, controlledBy: undefined }, p, ctx, cur);
}

/**
 * CR 115.1, 608.2b: the player target announced for an object phrase's "target player controls" (the next of the targets),
 * taken and still legal; a target no longer legal is noted and undefined (the phrase names nothing).
 */
function phrasePlayerTarget(s: GameState, out: Outcome, whose: NonNullable<ReturnType<typeof targetedController>>, ctx: EffectContext, cur: Cursor): PlayerId | undefined {
  const p = ctx.targets[cur.next];
  if (p === undefined || !isPlayer(p)) return undefined;
  cur.next++;
  if (!isLegalTarget(s, p, { kind: 'player', who: whose }, targetSide(ctx))) {
    out.note({ why: msg('rules.effect.target-not-legal', { id: p, who: whose.replace('-', ' ') }), cr: ['608.2b'] });
    return undefined;
  }
  cur.targetPlayer = p;
  return p;
}

/** The objects matching `filter` (its player words read off already) that `player` controls, counted (CR 109.4). */
function countControlledBy(s: GameState, filter: ObjectFilter, player: PlayerId, ctx: EffectContext, cur: Cursor): number | undefined {
  return objectsMatching(s, filter, ctx.controller, ctx.sourceId, chosenFor(s, ctx, cur))?.filter((o) => o.controller === player).length;
}

/**
 * CR 107.1, 608.2h: an amount the engine can't count ("equal to its toughness" with no object it names): that instruction
 * does nothing, and every answer after it rests on its text, "not simulated" (rules/scenario/inconclusive.ts), never on a
 * guessed number.
 */
export function amountUnknown(s: GameState, ctx: EffectContext, cur: Cursor): void {
  restOn(s, { sourceName: ctx.sourceName, text: applyingText(s, ctx, cur), what: 'unsimulated' });
}

/** The text of the instruction being followed now (`cur.applying`), as its card prints it. */
function applyingText(s: GameState, ctx: EffectContext, cur: Cursor): string {
  const e = cur.applying;
  let text = '';
  for (const face of (s.objects.get(ctx.sourceId) ?? (ctx.movedSourceId ? s.objects.get(ctx.movedSourceId) : undefined))?.card.faces ?? []) {
    const a = e ? face.abilities.find((x) => x.span.start <= e.span.start && e.span.end <= x.span.end) : undefined;
    if (a && e) text = a.text.slice(e.span.start - a.span.start, e.span.end - a.span.start);
  }
  return text;
}

/**
 * CR 608.2c: "it" / "that creature" refers to an object an earlier part of the ability named. When nothing in this
 * resolution named one (no trigger object, no instruction that set "it"), the engine did not follow what the text
 * refers to: that instruction does nothing, and every answer after it rests on its text, "not simulated", never a
 * confident "nothing happened". An object that was named and then left its zone is a legitimate nothing (CR 400.7).
 */
export function itNamedNothing(s: GameState, ctx: EffectContext, cur: Cursor): void {
  restOn(s, { sourceName: ctx.sourceName, text: applyingText(s, ctx, cur), what: 'unsimulated' });
}

/** "its power", "the number of creatures you control", X (CR 107.3, 208.3, 608.2h). */
export function quantityNow(s: GameState, q: Quantity, ctx: EffectContext, cur: Cursor): number | undefined {
  if (q.kind === 'x') return ctx.x;
  // CR 107.1, 107.3: arithmetic on a counted amount — "twice X", "X plus 3", "1 plus the number of …", "X minus one", the
  // sum of two (a negative result is 0 where it is used, 107.1b: amountOf).
  if (q.kind === 'twice' || q.kind === 'plus' || q.kind === 'minus') {
    const of = quantityNow(s, q.of, ctx, cur);
    if (of === undefined) return undefined;
    return q.kind === 'twice' ? 2 * of : q.kind === 'plus' ? of + q.n : q.ofFirst ? of - q.n : q.n - of;
  }
  // CR 107.1: "A in excess of B" is A less B; "for each card fewer than three in their hand" is three less the count (a
  // negative result is 0 where it is used, 107.1b: amountOf).
  if (q.kind === 'excess' || q.kind === 'short-of') {
    const a = q.kind === 'excess' ? quantityNow(s, q.of, ctx, cur) : q.n;
    const b = a === undefined ? undefined : quantityNow(s, q.kind === 'excess' ? q.over : q.of, ctx, cur);
    return a === undefined || b === undefined ? undefined : a - b;
  }
  if (q.kind === 'sum') {
    const a = quantityNow(s, q.of[0], ctx, cur);
    const b = a === undefined ? undefined : quantityNow(s, q.of[1], ctx, cur);
    return a === undefined || b === undefined ? undefined : a + b;
  }
  // CR 107.1, 608.2c: "equal to the difference": the numbers the condition governing it compared (condition-difference.ts).
  if (q.kind === 'difference') return cur.difference;
  if (q.kind === 'count') return countMatching(s, q.filter, ctx.controller, ctx.sourceId);
  // CR 122.1, 608.2h: "for each muster counter on ~": the counters of that kind on the ability's own permanent as the
  // instruction is followed; one that left the battlefield as it last existed there (603.10a: "When ~ dies, draw a card
  // for each +1/+1 counter on it").
  if (q.kind === 'counters' && q.on.kind === 'self' && !q.had) return countersOn(s, ctx.sourceId, q.counter, cur);
  // CR 608.2c, 603.10: "creatures destroyed this way", "cards exiled this way" (rules/state/this-way-count.ts).
  // CR 608.2c, 701.26a, 701.20a: "creatures tapped this way", "cards revealed this way": this resolution's own events
  // (rules/queries/this-way-events.ts).
  if (q.kind === 'this-way' && THIS_WAY_EVENT_VERBS.has(q.verb)) return cur.events ? countThisWayEvents(s, q, cur.events.log.slice(cur.events.from), ctx) : undefined;
  if (q.kind === 'this-way') return countThisWay(s, q, { controller: ctx.controller, sourceId: ctx.sourceId, wayFrom: cur.wayFrom });
  // CR 702.23a–b: "for each creature blocking it beyond the first": the creatures blocking the trigger's creature (the
  // ability's own, else) as the ability resolves, less one; none outside combat.
  if (q.kind === 'blockers-beyond-first') return Math.max(0, (s.combat?.blocks[ctx.triggerObject ?? ctx.sourceId]?.length ?? 0) - 1);
  // CR 608.2c: "the life lost this way", "the life gained this way", "the damage dealt this way": what this resolution's
  // instructions before it did (damage to a player is life lost, 120.3a; from a source with infect it isn't, 120.3b).
  if (q.kind === 'result') return resultThisWay(q.what, cur);
  // CR 107.1a: "half its power, rounded down": rounded as the text says.
  if (q.kind === 'half') {
    const of = quantityNow(s, q.of, ctx, cur);
    // No rounding told ("half X"): not worked out (CR 107.1a).
    return of === undefined || !q.round ? undefined : q.round === 'up' ? Math.ceil(of / 2) : Math.floor(of / 2);
  }
  // CR 122.1, 608.2h: "the number of +1/+1 counters on it": the object the ability's "it" names now (a trigger's
  // object, or what an instruction before acted on), on the battlefield; one gone is not counted here.
  if (q.kind === 'counters' && q.on.kind === 'it' && !q.on.eventObject && !q.on.word?.startsWith('the ') && !q.had) {
    // With no other object named, "it" is the ability's own permanent ("{T}: … equal to the number of age counters on it").
    const id = itOrOwn(ctx, cur);
    return id === undefined ? undefined : countersOn(s, id, q.counter, cur);
  }
  // CR 305.6, 700.5, 208.1, 102.1, 119.1, 702.33d: domain, devotion, the greatest value among objects, players, life
  // totals, times kicked; and what conditions count (counters, mana spent; rules/queries/game-quantities.ts).
  if (q.kind !== 'stat') {
    const it = cur.it[0] ?? ctx.triggerObject;
    return quantityOf(s, q, { controller: ctx.controller, sourceId: ctx.sourceId, ...(it !== undefined ? { it } : {}), ...(ctx.x !== undefined ? { x: ctx.x } : {}), ...(cur.wayFrom !== undefined ? { wayFrom: cur.wayFrom } : {}) });
  }
  // CR 608.2h: "it" with no other object named is the ability's own permanent ("{T}: You gain life equal to its power"),
  // as for its counters (effect-descriptors.ts unboundStatIt marks where "it" names an object the engine doesn't keep).
  // CR 602.2, 608.2h: "the sacrificed creature's power" of an activated ability: the object its cost moved (kept by
  // rules/game/activation.ts as its `triggerObject`), as it last existed, whatever the instructions before it named.
  const costSacrificed = q.of.kind === 'it' && !ctx.triggered && ctx.triggerObject !== undefined && SACRIFICED_WORD.test(q.of.word ?? '');
  // CR 701.9a, 608.2h: "the discarded card's mana value": the card the cost discarded (also kept as its `triggerObject`),
  // in the public zone it went to, as it is there (not a permanent: no last known information on the battlefield).
  const costDiscarded = q.of.kind === 'it' && !ctx.triggered && ctx.triggerObject !== undefined && DISCARDED_WORD.test(q.of.word ?? '');
  if (costDiscarded) {
    const card = s.objects.get(ctx.triggerObject!);
    return card && (card.zone === 'graveyard' || (card.zone === 'exile' && !card.exiledFaceDown)) ? statValue(computeCharacteristics(s, card), q.stat) : undefined;
  }
  // CR 701.26a, 602.2, 608.2h: "the power of the creature tapped this way": the permanent the cost tapped (kept by
  // rules/game/activation.ts as `costTapped`), as it is now, or as it last existed on the battlefield.
  const costTapped = q.of.kind === 'it' && !ctx.triggered && COST_TAPPED_WORD.test(q.of.word ?? '');
  if (costTapped && ctx.costTapped === undefined) return undefined;
  const id = q.of.kind === 'self' ? ctx.sourceId : costTapped ? ctx.costTapped : costSacrificed ? ctx.triggerObject : q.of.kind === 'it' ? itOrOwn(ctx, cur) : undefined;
  if (!id) return undefined;
  const o = s.objects.get(id);
  const now = o && o.zone === 'battlefield' ? computeCharacteristics(s, o) : undefined;
  // CR 608.2h: it left the battlefield (this resolution moved it, or it left before): its last known information.
  // A dying creature's trigger names the card it became (400.7): found by the id it had on the battlefield (lastKnown).
  const last = now ? undefined : lastKnown(s, id, cur.movedFrom.get(id), id);
  // CR 702.97a, 400.7: a card whose ability's cost moved it from a graveyard to exile ("the power of the card you
  // exiled"): the card there, face up, as it is now.
  const moved = now || last || q.of.kind !== 'self' || !ctx.movedSourceId ? undefined : s.objects.get(ctx.movedSourceId);
  const there = moved && moved.zone === 'exile' && !moved.exiledFaceDown ? computeCharacteristics(s, moved) : undefined;
  return statValue(now ?? last ?? there, q.stat);
}

/**
 * CR 608.2c, 608.2h: the object "it" / "its" names in an amount: what an earlier instruction named, else the trigger's
 * object, else — when nothing in this resolution named anything — the ability's own permanent ("{T}: You gain life equal
 * to its power"). When an instruction did name "it" and nothing is left of it (`cur.itNamed`, apply-effects.ts
 * trackItNamed: "up to one target" with none chosen, an instruction that named nothing), the amount isn't the source's:
 * undefined, so the answer rests on the text (amountOf), never a confident count of the wrong object.
 */
function itOrOwn(ctx: EffectContext, cur: Cursor): string | undefined {
  if (cur.it[0] !== undefined) return cur.it[0];
  if (ctx.triggerObject !== undefined) return ctx.triggerObject;
  return cur.itNamed === true ? undefined : ctx.sourceId;
}

/**
 * CR 122.1: the counters of one kind on an object ("each counter", `''`: of every kind) — on the battlefield as it is now,
 * or, once it left, as it last existed there (608.2h, 603.10a: a dying creature's "for each +1/+1 counter on it"); an
 * object that never was on the battlefield, or whose last counters aren't known: not counted.
 */
function countersOn(s: GameState, id: string, counter: string, cur: Cursor): number | undefined {
  const o = s.objects.get(id);
  const counters = o?.zone === 'battlefield' ? o.counters : lastKnown(s, id, cur.movedFrom.get(id), id)?.counters;
  if (!counters) return undefined;
  return counter === '' ? Object.values(counters).reduce((a, b) => a + b, 0) : counters[counter] ?? 0;
}

/** What this resolution's events add up to (CR 608.2c); undefined for a result the log doesn't hold (a die's, mana paid). */
function resultThisWay(what: string, cur: Cursor): number | undefined {
  if (!cur.events || (what !== 'life lost this way' && what !== 'life gained this way' && what !== 'damage dealt this way')) return undefined;
  let n = 0;
  for (const e of cur.events.log.slice(cur.events.from)) {
    if (e.type === 'damage' && (what === 'damage dealt this way' || (what === 'life lost this way' && e.player !== undefined && !e.infect))) n += e.amount;
    if (e.type === 'life' && what === 'life lost this way' && e.amount < 0) n -= e.amount;
    if (e.type === 'life' && what === 'life gained this way' && e.amount > 0) n += e.amount;
  }
  return n;
}

/**
 * "… and all other creatures with the same name as that creature" (CR 201.2a): the permanents matching `filter` that
 * have a name in common with one of `ids`. An object with no name (face down, CR 708.2a) shares a name with nothing.
 */
function sameNamed(s: GameState, ids: readonly string[], filter: ObjectFilter, ctx: EffectContext): string[] {
  const names = new Set(ids.flatMap((id) => {
    const o = s.objects.get(id);
    const name = o ? computeCharacteristics(s, o).name : null;
    return name === null ? [] : [name];
  }));
  if (names.size === 0) return [];
  return battlefieldObjects(s).filter((o) => {
    if (ids.includes(o.id)) return false;
    const ch = computeCharacteristics(s, o);
    return ch.name !== null && names.has(ch.name) && matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) });
  }).map((o) => o.id);
}

/**
 * "… and all Auras / Equipment attached to it / them" (CR 301.5, 303.4): the permanents matching `filter` (its "attached
 * to" words aside) attached to one of `ids`.
 */
function attachedTo(s: GameState, ids: readonly string[], filter: ObjectFilter, ctx: EffectContext): string[] {
  const f = { ...filter, relatedTo: undefined };
  return battlefieldObjects(s).filter((o) => {
    if (!o.attachedTo || !ids.includes(o.attachedTo) || ids.includes(o.id)) return false;
    const ch = computeCharacteristics(s, o);
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, f, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) });
  }).map((o) => o.id);
}

/** The players a player phrase names, for the ability's controller (CR 109.5, 115.1). */
export function playersFor(s: GameState, who: PlayerRef, ctx: EffectContext, cur: Cursor): PlayerId[] {
  const alive = PLAYERS.filter((p) => !s.leftGame.includes(p) && !s.losers.includes(p));
  switch (who) {
    // CR 102.4: "your team" is "you" in a game that isn't between teams (the engine's two-player game).
    case 'you': case 'your-team': return [ctx.controller];
    case 'each-opponent': case 'your-opponents': case 'an-opponent': case 'defending-player': return alive.filter((p) => p !== ctx.controller);
    case 'each-player': case 'players': return alive;
    // CR 608.2c, 702.141a: "that opponent" inside "For each opponent, …": the one its instructions are followed for now.
    case 'that-opponent': return cur.eachOpponent !== undefined ? [cur.eachOpponent] : [];
    // CR 102.1: "each other player": every player but the ability's controller.
    case 'each-other-player': return alive.filter((p) => p !== ctx.controller);
    case 'target-player': case 'target-opponent': {
      // CR 608.2c, 115.1: an instruction whose subject is left out after "and" / "then" ("Target player draws two cards
      // and loses 2 life") names the target player its sentence's first instruction named, announced once (targetSpecs
      // in rules/queries/target-legality.ts announces none for it).
      if (subjectLeftOut(cur.applying)) return cur.targetPlayer !== undefined ? [cur.targetPlayer] : [];
      return nextTargetPlayer(ctx, cur, who);
    }
    case 'its-controller': case 'its-owner': case 'that-player': case 'they': {
      // CR 608.2c: "that player" inside "For each opponent, …": the opponent its instructions are followed for now.
      if (who === 'that-player' && cur.eachOpponent !== undefined) return [cur.eachOpponent];
      // CR 503.1a: in "at the beginning of each opponent's upkeep, … that player's library", the player whose step it is;
      // CR 510.3a: in "deals combat damage to an opponent, … that player's library", the player dealt the damage.
      if (who === 'that-player' && ctx.triggerPlayer) return [ctx.triggerPlayer];
      // CR 115.1, 608.2c: "Tap all permanents target opponent controls. That player skips …": the target player the text
      // named, whether or not any object was found for it (not the controller of the first permanent tapped).
      if (who === 'that-player' && cur.targetPlayer !== undefined) return [cur.targetPlayer];
      // CR 608.2c, 102.1: "Choose an opponent at random. That player draws a card.": the player this resolution chose,
      // when no object was named since.
      if (who === 'that-player' && cur.chosen?.player && cur.it.length === 0) return [cur.chosen.player];
      // CR 608.2h: "its controller" of an object this resolution moved off the battlefield: as it last existed there.
      const former = cur.it[0] ? cur.movedFrom.get(cur.it[0]) : undefined;
      const o = cur.it[0] ? s.objects.get(cur.it[0]) : undefined;
      // A delayed trigger's "that spell's controller" (CR 603.7c): the countered card it names, as it last existed on the
      // stack (608.2h), found by the id it had there (rules/state/last-known.ts).
      const gone = o && o.zone !== 'battlefield' && o.zone !== 'stack' ? lastKnown(s, undefined, undefined, o.id) : undefined;
      const known = former ? s.lkiStats?.get(former) : gone;
      if (known?.controller && who === 'its-controller') return [known.controller];
      return o ? [who === 'its-owner' ? o.owner : o.controller] : [];
    }
  }
  return [];
}

/**
 * "a card from your hand", "a creature card from your graveyard": the player's choice as the effect applies (CR 608.2d):
 * the step's `choosing` cards (cardsChosen); when no step chose, the engine's is the first that fits, in zone order
 * (noted), and what follows rests on the choice never made.
 */
export function chooseFromZone(s: GameState, out: Outcome, spec: TargetSpec & { kind: 'chosen' }, player: PlayerId, ctx: EffectContext, cur: Cursor): string[] {
  const zone = spec.filter.zone === 'graveyard' || spec.filter.zone === 'any-graveyard' ? 'graveyard' : 'hand';
  // CR 404.1, 608.2d: "exile a card from a graveyard": the player chooses among the cards of every graveyard.
  const pool = spec.filter.zone === 'any-graveyard' ? PLAYERS.flatMap((p) => s.zones[p].graveyard) : s.zones[player][zone];
  const fits = pool.filter((id) => {
    const o = s.objects.get(id);
    if (!o) return false;
    const ch = computeCharacteristics(s, o);
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, { ...spec.filter, zone: undefined }, { combat: s.combat, controller: player, sourceId: '' });
  });
  const n = Math.max(1, spec.count ?? 1);
  const what = describeFilter({ ...spec.filter, zone: undefined });
  // CR 608.2d: "Return up to two instant cards from your graveyard to your hand": how many (none too) and which.
  if (spec.upTo) return anyNumberChosen(s, out, fits, ctx, cur, `up to ${n} ${what}`, n);
  return cardsChosen(s, out, fits, n, ctx, cur, { text: countedWords(n, what), filter: what }, () => {
    out.note({ why: msg('rules.effect.engine-chooses-cards', { count: String(n), player, zone }), cr: ['608.2d'] });
    return fits.slice(0, n);
  });
}

/** "any number of …" as the grammar writes its count (model/abilities/targets.ts). */
const ANY_NUMBER = 99;

/**
 * CR 608.2d: "any number of them" — the player chooses how many of `pool`, and which, as the instruction is followed
 * (the same choice surveil's graveyard cards are, 701.25a): the step's `choosing` objects in a row that are among them;
 * a step without `choosing` chose none, and the engine then takes none (noted) and what follows rests on the choice.
 * "up to two …" (`max`): the same choice, of no more than that many (CR 608.2d; none is a choice too).
 */
export function anyNumberChosen(s: GameState, out: Outcome, pool: readonly string[], ctx: EffectContext, cur: Cursor, words: string, max = ANY_NUMBER): string[] {
  if (pool.length === 0) return [];
  const picked: string[] = [];
  if (ctx.choices?.objects) {
    for (let k = cur.chosenNext ?? 0; k < ctx.choices.objects.length && picked.length < max && pool.includes(ctx.choices.objects[k]!) && !picked.includes(ctx.choices.objects[k]!); k++) {
      picked.push(ctx.choices.objects[k]!);
      cur.chosenNext = k + 1;
    }
    return picked;
  }
  out.note({ why: msg('rules.effect.any-number-never-chosen', { words, count: pool.length }), cr: ['608.2d'] });
  (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: words, what: 'choice' });
  return picked;
}

/**
 * The next object the step names for a choice made as the effect applies (CR 608.2d): its next `choosing` object, or
 * (`apply`) its next `targeting` object; undefined when it names no more. Each call takes one.
 */
function nextChosen(ctx: EffectContext, cur: Cursor): string | undefined {
  if (ctx.choices?.objects) {
    const k = cur.chosenNext ?? 0;
    cur.chosenNext = k + 1;
    return ctx.choices.objects[k];
  }
  return ctx.chosenInTargets && ctx.targets[cur.next] !== undefined ? ctx.targets[cur.next++] : undefined;
}

/** How many of what an effect has a player choose, as the card says it: "a creature card", "an Elf", "2 lands". */
export const countedWords = (n: number, what: string) => `${n > 1 ? n : indefiniteArticle(what)} ${what}`;

/**
 * CR 608.2d, 701.9a: the `n` cards a player chooses among `fits` (cards in their hand or graveyard) as an effect applies:
 * all of them when there are no more than `n`, no choice to make; else the step's `choosing` objects in order (`resolve
 * choosing @a choosing @b`; `apply`: its `targeting` objects), each of which must be among them; else the choice was
 * never made: the engine takes `fallback`'s cards and what follows rests on the choice (`words.text`, quoted), for an answer
 * that can tell the cards apart — one naming a card that could have been chosen, or about anything but how many cards a
 * zone holds (`identity`, scenario/identity.ts), until something could read them.
 */
export function cardsChosen(s: GameState, out: Outcome, fits: readonly string[], n: number, ctx: EffectContext, cur: Cursor, words: { text: string; filter: string }, fallback: () => string[]): string[] {
  if (fits.length <= n) return [...fits];
  const picked: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = nextChosen(ctx, cur);
    if (id === undefined || !fits.includes(id) || picked.includes(id)) {
      if (id !== undefined) out.note({ why: msg('rules.effect.cannot-be-chosen', { id, filter: words.filter }), cr: ['608.2d'] });
      const names = [...new Set(fits.map((x) => s.objects.get(x)?.card.name ?? ''))];
      (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: words.text, what: 'choice', identity: names, fresh: true });
      return fallback();
    }
    picked.push(id);
  }
  return picked;
}

/**
 * The object a "choose a creature on the battlefield" phrase names as it resolves (CR 608.2d): the next of the step's
 * `choosing @h` objects, or (`apply`) the next of its `targeting` objects; without one, the only object that fits is
 * the only choice; with several and none chosen, the choice was never made and what follows rests on it.
 */
function chosenObject(s: GameState, out: Outcome, spec: TargetSpec & { kind: 'chosen' }, ctx: EffectContext, cur: Cursor): string | undefined {
  const named = nextChosen(ctx, cur);
  if (named !== undefined) return named;
  const fits = battlefieldObjects(s).filter((o) => {
    const ch = computeCharacteristics(s, o);
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, spec.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenFor(s, ctx, cur) });
  });
  if (fits.length === 1) return fits[0]!.id;
  if (fits.length > 1) {
    out.note({ why: msg('rules.effect.object-never-chosen', { filter: describeFilter(spec.filter) }), cr: ['608.2d'] });
    const what = describeFilter(spec.filter);
    (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: `choose ${countedWords(1, what)}`, what: 'choice' });
  }
  return undefined;
}

/**
 * "Sacrifice a creature", "return a land you control to its owner's hand", "each player sacrifices two creatures": the
 * permanents `player` chooses as the effect applies (CR 608.2d; a player sacrifices only permanents they control,
 * 701.21a: `controlled`). With no more that fit than it asks for there is no choice: all of them. Otherwise the step's
 * `choosing` objects (`apply`: its `targeting` objects), in order, are the choice, each of which must fit; without them
 * the choice was never made, nothing is chosen, and what follows rests on it.
 */
export function chosenPermanents(s: GameState, out: Outcome, spec: TargetSpec & { kind: 'chosen' }, player: PlayerId, ctx: EffectContext, cur: Cursor, controlled: boolean): string[] {
  const n = Math.max(1, spec.count ?? 1);
  const fits: string[] = [];
  whileUnchanged(s, () => {
    for (const o of battlefieldObjects(s)) {
      if (controlled && o.controller !== player) continue;
      const ch = computeCharacteristics(s, o);
      if (matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, spec.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenFor(s, ctx, cur) })) fits.push(o.id);
    }
  });
  if (fits.length <= n) return fits;
  const picked: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = nextChosen(ctx, cur);
    if (id === undefined || !fits.includes(id) || picked.includes(id)) {
      if (id !== undefined) out.note({ why: msg('rules.effect.cannot-be-chosen', { id, filter: describeFilter(spec.filter) }), cr: ['608.2d'] });
      out.note({ why: msg('rules.effect.object-never-chosen', { filter: describeFilter(spec.filter) }), cr: ['608.2d'] });
      const what = describeFilter(spec.filter);
      (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: countedWords(n, what), what: 'choice' });
      return [];
    }
    picked.push(id);
  }
  return picked;
}

/** The graveyards a "… from <whose> graveyard" phrase names (a target player is the ability's next target), or undefined. */
export function graveyardOwners(f: ObjectFilter, ctx: EffectContext, cur: Cursor): PlayerId[] | undefined {
  // "each opponent's graveyard" (wholeZoneOf) is more than "a graveyard" (graveyardOwner's `any`, a target's).
  const zoneOwner = wholeZoneOf(f)?.owner;
  const whose = zoneOwner === 'opponents' ? zoneOwner : graveyardOwner(f) ?? zoneOwner;
  if (whose === 'all') return [...PLAYERS];
  if (whose === 'yours') return [ctx.controller];
  // CR 102.3: "each opponent's graveyard", "all opponents' hands": every player but the ability's controller.
  if (whose === 'opponents') return PLAYERS.filter((p) => p !== ctx.controller);
  if (whose !== 'target-player' && whose !== 'target-opponent') return undefined;
  return nextTargetPlayer(ctx, cur, whose);
}

function allInOwnersZones(s: GameState, f: ObjectFilter, ctx: EffectContext, cur: Cursor): string[] {
  const owners = graveyardOwners(f, ctx, cur) ?? [];
  const plain = { ...f, zone: undefined, zonePhrase: undefined, zoneFrom: undefined };
  // CR 402.1, 401.1: "all cards from your hand", "all cards from target player's library": that zone, likewise.
  const zone = f.zone === 'hand' || f.zone === 'library' ? f.zone : 'graveyard';
  return owners.flatMap((p) => s.zones[p][zone]).filter((id) => {
    const o = s.objects.get(id);
    if (!o) return false;
    const ch = computeCharacteristics(s, o);
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, plain, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId), ...(ctx.x !== undefined ? { x: ctx.x } : {}) });
  });
}

/** Whether a card looked at or revealed fits a filter now (its own characteristics where it is, CR 608.2c). */
function looksLike(s: GameState, id: string, f: ObjectFilter, ctx: EffectContext, cur: Cursor): boolean {
  const o = s.objects.get(id);
  if (!o) return false;
  const ch = computeCharacteristics(s, o);
  return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, f, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenFor(s, ctx, cur) });
}

/** The first `n` cards still looked at, taken out of what "the rest" will name. */
function takeLooked(cur: Cursor, n: number): string[] {
  const taken = (cur.looked ?? []).slice(0, n);
  cur.looked = (cur.looked ?? []).slice(n);
  return taken;
}

/** `picked` among the cards still looked at, taken out of what "the rest" will name. */
function takeChosen(cur: Cursor, picked: readonly string[]): string[] {
  cur.looked = (cur.looked ?? []).filter((id) => !picked.includes(id));
  return [...picked];
}

/** CR 608.2b, 603.3d: the context a target is checked in — the ability's controller's, who chose it. */
export function targetSide(ctx: EffectContext): EffectContext {
  return ctx.targetsChosenBy === undefined || ctx.targetsChosenBy === ctx.controller ? ctx : { ...ctx, controller: ctx.targetsChosenBy };
}

/** The objects (or players) an effect's object phrase names as it applies; illegal targets are left out (CR 608.2b). */
export function resolveSpec(s: GameState, out: Outcome, spec: TargetSpec | undefined, ctx: EffectContext, cur: Cursor, whereX?: Quantity): string[] {
  if (!spec) return [];
  switch (spec.kind) {
    case 'self': {
      // "Return this card from your graveyard": the card, only while it is still in its owner's graveyard (CR 113.6m, 400.7).
      if (spec.from === 'your graveyard') {
        const o = s.objects.get(ctx.sourceId) ?? (ctx.movedSourceId ? s.objects.get(ctx.movedSourceId) : undefined);
        return o && o.zone === 'graveyard' && o.owner === ctx.controller ? [o.id] : [];
      }
      if (s.objects.has(ctx.sourceId)) return [ctx.sourceId];
      // CR 400.7e: a zone-change trigger finds the new object in the public zone it moved to (while it stays there).
      return ctx.movedSourceId && s.objects.has(ctx.movedSourceId) ? [ctx.movedSourceId] : [];
    }
    case 'library-top': {
      // "the top card of your library", "the top two cards of each opponent's library" (CR 401.1); "of target player's
      // library": the player announced as a target (CR 115.1, rules/queries/target-legality.ts targetSpecs).
      // CR 107.3a, 107.3c: "the top X cards", X announced with the cost or "where X is …" counted as it is followed (608.2h).
      const count = spec.count === 'X' ? (whereX ? quantityNow(s, whereX, ctx, cur) : ctx.x) : spec.count;
      if (typeof count !== 'number') return [];
      const ids: string[] = [];
      for (const p of playersFor(s, spec.owner, ctx, cur)) {
        ids.push(...libraryCards(s, p, Math.max(0, count), spec.bottom));
      }
      return ids;
    }
    case 'it':
      // "that creature" after "~ blocks a creature": the object the event names besides its subject (the combat triggers
      // pass it; model/abilities/effect-descriptors.ts marks the others not carried out).
      // CR 509.3d, 509.3b: after "~ becomes blocked by a creature" / "~ blocks a creature" it is the other creature, while
      // it is the same object (400.7); after another event it names nothing here, never the subject.
      // CR 506.3, 508.1b: "the player or planeswalker it's attacking": whom the creature the trigger names (or the source)
      // attacks, while it is attacking (model/abilities/attacked-recipient.ts); a planeswalker or battle gone, none.
      if (attackedRecipient(spec)) {
        const attacker = ctx.triggerObject ?? ctx.sourceId;
        const whom = s.combat?.attacking?.[attacker] ?? s.combat?.attackers[attacker];
        return whom !== undefined && (isPlayer(whom) || s.objects.get(whom)?.zone === 'battlefield') ? [whom] : [];
      }
      if (spec.eventObject) return ctx.eventObject && s.objects.has(ctx.eventObject) ? [ctx.eventObject] : [];
      // CR 607.2a, 406.6: "the exiled card(s)" in an ability that exiled nothing itself are the cards the source's linked
      // ability exiled ("When this creature dies, turn the exiled card face up"), while they stay in exile.
      if (spec.word && /^the exiled cards?$/.test(spec.word) && !cur.exiled?.length) return exiledWith(s, ctx.sourceId);
      // "the rest" / "the other" after looking at cards: those looked at that no instruction took (CR 608.2c).
      // "the rest of the revealed cards", "the rest of those cards": the same cards, written with what they are the rest of.
      // CR 608.2c: "… until they reveal a land card, then puts those cards into their graveyard": every card revealed.
      if (cur.revealedUntil && spec.word === 'those cards') return cur.revealedUntil.filter((id) => s.objects.has(id));
      if (cur.looked && spec.word && /^the (?:rest|others?)(?: of (?:the revealed cards|those cards|the cards revealed this way))?$/.test(spec.word)) return takeLooked(cur, cur.looked.length);
      // CR 400.7: an object that changed zones is a new object; "it" no longer finds it. A player stays (only the
      // replaced sentence's "any target" puts one here: apply-effects.ts, CR 608.2c).
      // "Look at the top three cards …, then put them back": the cards looked at named "them" (CR 608.2c, 401.4).
      if (cur.itNamed === false && cur.it.length === 0 && cur.looked === undefined && cur.revealedUntil === undefined) itNamedNothing(s, ctx, cur);
      return cur.it.filter((id) => isPlayer(id) || s.objects.has(id));
    case 'chosen': {
      // "one of them", "two of those cards": among the cards looked at, or the objects the previous instruction named —
      // the player's choice as it applies (CR 608.2d), like "a … card from among them" below: the step's `choosing`
      // objects (cardsChosen); with none, the engine takes the first ones (noted) and an answer that could tell the
      // cards apart rests on the choice never made (inconclusive, quoting it). With no more than it asks for, no choice.
      if (spec.ofIt) {
        const n = Math.max(1, spec.count ?? 1);
        const pool = cur.looked ?? cur.it.filter((id) => s.objects.has(id));
        // CR 608.2d: "Put any number of them into your graveyard": how many, and which, is the player's choice.
        if (spec.count === ANY_NUMBER) {
          const picked = anyNumberChosen(s, out, pool, ctx, cur, spec.ofIt);
          return cur.looked ? takeChosen(cur, picked) : picked;
        }
        const picked = cardsChosen(s, out, pool, n, ctx, cur, { text: spec.ofIt, filter: spec.ofIt }, () => {
          out.note({ why: msg('rules.effect.engine-chooses', { count: String(n) }), cr: ['608.2d'] });
          return pool.slice(0, n);
        });
        return cur.looked ? takeChosen(cur, picked) : picked;
      }
      // "a creature card from among them" (cards looked at or revealed, CR 608.2c): those that fit, the player's choice.
      // An or-list whose alternatives each say it ("an artifact or enchantment card from among them"): the same cards.
      const plain = amongLooked(spec.filter);
      if (plain) {
        const n = Math.max(1, spec.count ?? 1);
        const fits = (cur.looked ?? []).filter((id) => looksLike(s, id, plain, ctx, cur));
        const what = describeFilter(plain);
        // CR 608.2d: "Put up to two land cards from among them onto the battlefield": how many (none too) and which.
        if (spec.upTo) return takeChosen(cur, anyNumberChosen(s, out, fits, ctx, cur, `up to ${n} ${what}`, n));
        const picked = cardsChosen(s, out, fits, n, ctx, cur, { text: countedWords(n, what), filter: what }, () => {
          out.note({ why: msg('rules.effect.engine-chooses', { count: String(n) }), cr: ['608.2d'] });
          return fits.slice(0, n);
        });
        return takeChosen(cur, picked);
      }
      // CR 607.2a, 406.6: "a creature card exiled with ~": among the cards the source's linked abilities exiled, still in
      // exile (also after the source left the battlefield: its abilities' own cards), the player's choice (608.2d).
      if (spec.filter.exiledWithSelf === true) {
        const n = Math.max(1, spec.count ?? 1);
        const plain = { ...spec.filter, exiledWithSelf: undefined };
        const fits = exiledWith(s, ctx.sourceId).filter((id) => looksLike(s, id, plain, ctx, cur));
        const what = describeFilter(spec.filter);
        return cardsChosen(s, out, fits, n, ctx, cur, { text: countedWords(n, what), filter: what }, () => {
          out.note({ why: msg('rules.effect.engine-chooses', { count: String(n) }), cr: ['608.2d'] });
          return fits.slice(0, n);
        });
      }
      if (spec.filter.zone === 'graveyard' || spec.filter.zone === 'hand' || spec.filter.zone === 'any-graveyard') return spec.filter.zoneTheir || spec.filter.zonePhrase ? [] : chooseFromZone(s, out, spec, ctx.controller, ctx, cur);
      // CR 608.2d: "Tap any number of untapped creatures you control", "tap two untapped creatures you control": the
      // permanents the player chooses as it applies — any number of them (the step's `choosing` objects; none said, the
      // choice was never made), or that many (chosenPermanents).
      if (spec.count === ANY_NUMBER || (spec.count ?? 1) > 1) {
        const fits = chosenPermanents(s, out, { ...spec, count: ANY_NUMBER }, ctx.controller, ctx, cur, false);
        return spec.count === ANY_NUMBER ? anyNumberChosen(s, out, fits, ctx, cur, `any number of ${describeFilter(spec.filter)}`) : chosenPermanents(s, out, spec, ctx.controller, ctx, cur, false);
      }
      // Chosen as the effect applies, not targeted (CR 115.10, 608.2d): the choice must fit the text, but there is no
      // 608.2b check.
      const id = chosenObject(s, out, spec, ctx, cur);
      if (id === undefined) return [];
      const o = s.objects.get(id);
      if (!o || o.zone !== 'battlefield') return [];
      const ch = computeCharacteristics(s, o);
      if (!matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, spec.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenFor(s, ctx, cur) })) {
        out.note({ why: msg('rules.effect.cannot-be-chosen', { id, filter: describeFilter(spec.filter) }), cr: ['707.5'] });
        return [];
      }
      return [id];
    }
    case 'all': {
      // CR 120.3, 115.4, 608.2c: "target player (or planeswalker) and each creature that player (or that planeswalker's
      // controller) controls", "… and 1 damage to each creature that player controls" (that-players-objects.ts).
      const theirs = thatPlayersObjects(spec);
      if (theirs) {
        const first = theirs.withPlayer ? resolveSpec(s, out, theirs.withPlayer, ctx, cur) : [];
        if (theirs.withPlayer && first.length === 0) return [];
        // CR 603.2, 109.4: with no player target before it, "each creature that player controls" after "Whenever ~ deals
        // combat damage to a player" is the player the trigger's event names (rules/triggers passes it).
        const p = cur.thatTargetPlayer ?? (theirs.withPlayer ? undefined : ctx.triggerPlayer);
        return p === undefined ? first : [...first, ...resolveSpec(s, out, theirs.objects, ctx, cur, whereX).filter((id) => s.objects.get(id)?.controller === p)];
      }
      // CR 404.1: "all artifact and enchantment cards from your graveyard": the zone each kind of the list names, once.
      const lifted = sharedZoneFirst(spec.filter);
      if (lifted !== spec.filter) return resolveSpec(s, out, { ...spec, filter: lifted }, ctx, cur, whereX);
      // "all creature cards from target player's graveyard", "… from your graveyard", "… from all graveyards" (CR 404.1).
      if (spec.filter.zone === 'graveyard' || spec.filter.zone === 'any-graveyard') return allInOwnersZones(s, spec.filter, ctx, cur);
      // "Exile all cards from your hand", "… from target player's library" (CR 402.1, 401.1, model/abilities/zone-owner.ts).
      if (spec.filter.zone === 'hand' || spec.filter.zone === 'library') return wholeZoneOf(spec.filter) ? allInOwnersZones(s, spec.filter, ctx, cur) : [];
      // "Put all land cards revealed this way / from among them into your hand and the rest …" (CR 608.2c, 701.20a): every
      // card still looked at or revealed that fits, taken out of what "the rest" names; none looked at, none.
      // CR 607.2a, 406.6: "all cards exiled with ~": every card the source's linked abilities exiled that is still there.
      if (spec.filter.exiledWithSelf === true) {
        const plain = { ...spec.filter, exiledWithSelf: undefined };
        return exiledWith(s, ctx.sourceId).filter((id) => looksLike(s, id, plain, ctx, cur));
      }
      const among = amongLooked(spec.filter);
      if (among) return takeChosen(cur, (cur.looked ?? []).filter((id) => looksLike(s, id, among, ctx, cur)));
      // CR 115.1, 109.4, 608.2b: "all lands target player controls": the player target announced for the phrase, still
      // legal, then the permanents that player controls that fit.
      const whose = targetedController(spec.filter);
      if (whose) {
        const p = phrasePlayerTarget(s, out, whose, ctx, cur);
        if (p === undefined) return [];
        return resolveSpec(s, out, { ...spec, filter: { ...spec.filter, controlledBy: undefined } }, ctx, cur, whereX).filter((id) => s.objects.get(id)?.controller === p);
      }
      const ids: string[] = [];
      // "tap enchanted creature", "creatures enchanted player controls": what the source is attached to (CR 303.4m, 301.5).
      const sourceAttachedTo = s.objects.get(ctx.sourceId)?.attachedTo ?? null;
      // CR 120.1: "each creature dealt damage by ~ this turn" (rules/state/damage-seen.ts).
      const dealtDamage = damageSeen(s, ctx.sourceId, spec.filter.text);
      // CR 301.5, 509.1: "all Auras attached to ~", "all creatures blocking or blocked by ~" (rules/queries/related-objects.ts).
      const related = relatedReader(s, ctx.sourceId, ctx.controller);
      // CR 120.1, 508.1, 603.6a: "all creatures that attacked this turn" (rules/state/did-this-turn.ts).
      const didThisTurn = didSeen(s, ctx.sourceId, ctx.controller, spec.filter.text);
      // CR 301.5a, 303.4: "all creatures that aren't enchanted" (rules/queries/attachment-adjectives.ts).
      const attachments = attachmentReader(s);
      // Reading which permanents the phrase names changes nothing: one layer pass for them all.
      whileUnchanged(s, () => {
        for (const o of battlefieldObjects(s)) {
          const ch = computeCharacteristics(s, o);
          if (matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, spec.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenFor(s, ctx, cur), sourceAttachedTo, dealtDamage, didThisTurn, attachments, related, ...(ctx.x !== undefined ? { x: ctx.x } : {}) })) ids.push(o.id);
        }
      });
      return ids;
    }
    case 'player': {
      if (spec.who !== 'target-player' && spec.who !== 'target-opponent') return playersFor(s, spec.who, ctx, cur);
      const id = ctx.targets[cur.next];
      if (id === undefined) return [];
      cur.next++;
      if (!isLegalTarget(s, id, spec, targetSide(ctx))) {
        out.note({ why: msg('rules.effect.target-not-legal', { id, who: spec.who.replace('-', ' ') }), cr: ['608.2b'] });
        return [];
      }
      if (isPlayer(id)) cur.targetPlayer = cur.thatTargetPlayer = id;
      return [id];
    }
    // CR 115.4, 608.2b: "target player or planeswalker": the one target announced, a player or a permanent, if still legal.
    case 'player-or': {
      const id = ctx.targets[cur.next];
      if (id === undefined) return [];
      cur.next++;
      if (!isLegalTarget(s, id, spec, targetSide(ctx))) {
        out.note({ why: msg('rules.effect.target-not-legal', { id, who: `${spec.who.replace('-', ' ')} or ${describeFilter(spec.filter)}` }), cr: ['608.2b'] });
        return [];
      }
      // CR 608.2c: "that player or that planeswalker's controller" after it: the player, or the planeswalker's controller.
      const that = isPlayer(id) ? id : s.objects.get(id)?.controller;
      if (that !== undefined) cur.thatTargetPlayer = that;
      return [id];
    }
    case 'any-target': {
      const ids = ctx.targets.slice(cur.next, cur.next + Math.max(1, spec.count));
      cur.next += ids.length;
      const legal = ids.filter((id) => isLegalTarget(s, id, spec, targetSide(ctx)));
      for (const id of ids) if (!legal.includes(id)) out.note({ why: msg('rules.effect.any-target-no-longer-legal', { id }), cr: ['608.2b'] });
      return legal;
    }
    case 'target': {
      // CR 601.2c, 115.1: "Return target creature and target land …": each phrase takes its own targets, announced in
      // order; one the announcement left without a target names nothing (not the first phrase's again).
      if (spec.andTarget) {
        const [first, second] = andTargetPhrases(spec);
        const ids = resolveSpec(s, out, first, ctx, cur);
        const more = cur.next < ctx.targets.length ? resolveSpec(s, out, second, ctx, cur) : [];
        cur.last = [...ids, ...more];
        return cur.last;
      }
      // CR 107.3a: "X target creatures": the X announced (checked as the targets were, rules/queries/targets.ts).
      const n = spec.countIsX ? ctx.x ?? ctx.targets.length - cur.next : Math.max(1, spec.count ?? 1);
      let ids = ctx.targets.slice(cur.next, cur.next + n);
      // CR 601.2c: "up to N target …", the ability's last target phrase (model/abilities/effect-descriptors.ts): the
      // targets announced after the others, none or up to N.
      if (spec.upTo && ids.length === 0) {
        cur.last = [];
        return [];
      }
      if (ids.length === 0) ids = cur.last; // a later sentence about the same target ("It's a 2/2 …")
      else cur.next += ids.length;
      cur.last = ids;
      const legal = ids.filter((id) => isLegalTarget(s, id, spec, targetSide(ctx)));
      for (const id of ids) {
        if (!legal.includes(id)) out.note({ why: msg('rules.effect.target-no-longer-legal', { id, what: describeFilter(spec.filter) }), cr: ['608.2b'] });
      }
      // CR 301.5, 303.4: "target creature and all Auras attached to it": the permanents attached to the legal targets as
      // the instruction is followed, acted on with them (attachedAlsoTold in model/abilities/effect-descriptors.ts).
      const also = spec.attachedAlso?.kind === 'all' ? attachedTo(s, legal, spec.attachedAlso.filter, ctx) : [];
      return spec.sameNameAlso ? [...legal, ...sameNamed(s, legal, spec.sameNameAlso, ctx)] : [...legal, ...also];
    }
  }
  return [];
}

/** Whether an instruction's player subject is left out after "and" / "then", naming its sentence's target player again (CR 608.2c). */
export function subjectLeftOut(e: Effect | undefined): boolean {
  const r = e as { elided?: boolean; who?: unknown } | undefined;
  return r?.elided === true && (r.who === 'target-player' || r.who === 'target-opponent');
}

/** The next player target announced ("target player", "target opponent"; an opponent target that is the controller is
 * none), kept as the player "that player" names after it (CR 115.1, 608.2c). */
function nextTargetPlayer(ctx: EffectContext, cur: Cursor, who: 'target-player' | 'target-opponent'): PlayerId[] {
  const id = ctx.targets[cur.next];
  if (id === undefined || !isPlayer(id)) return [];
  cur.next++;
  if (who === 'target-opponent' && id === ctx.controller) return [];
  cur.targetPlayer = id;
  return [id];
}
