// Conditions of rules text evaluated in the game (CR 608.2c "if …" instructions, 603.4 intervening "if" clauses):
// what the engine can tell from the game state, and `undefined` for what it can't (the outcome is then inconclusive).

import { pairedPartner } from './soulbond-pair';
import type { Compared, Condition, Effect, ObjectFilter, Quantity, TriggeredAbility, Whereabouts } from '../../model/types';
import { conditionEvaluated, withoutAttachmentAdjectives, selfAttachedTold } from '../../model/abilities/effect-descriptors';
import type { GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, PLAYERS, restOn } from '../state/game-state';
import { designationHolds, opponentOf, playerHasHolds, playersCompareHolds } from '../state/player-holdings';
import { computeCharacteristics, objectInState } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { joinTruth } from '../state/truth';
import { countHolds } from '../state/compared';
import { keywordCostPaid, kickerCostPaid, manaSpentToCast, timesKicked } from './kicked';
import { evaluateFact } from './facts';
import { evaluateHappened } from '../state/history-conditions';
import { namedPutReading } from '../../model/abilities/happened-reading';
import { namedPutHolds } from './named-put';
import { abilityCountHolds } from './ability-count';
import { hasKeywordHolds } from './keyword-condition';
import { countMatching, objectsMatching } from './counting';
import { statValue } from './object-stats';
import { sharesHolds } from './shares-condition';
import { controlsMostHolds } from './controls-most';
import { attachmentAdjectivesHold } from './attachment-adjectives';
import { lastKnown } from '../state/last-known';
import { printCondition } from '../../model/abilities/print';
import { adjectiveOnly } from '../../model/abilities/condition-subject';
import { attachedSubjectId } from './condition-subject';

export interface ConditionContext {
  controller: PlayerId;
  /** The object whose ability this is ("this creature"). */
  sourceId: string;
  /** The object "it" names now (a trigger's event object, or what an earlier instruction acted on; CR 603.2, 608.2c). */
  it?: string;
  /** The id "it" had before this resolution moved it, for its last known information (CR 608.2h). */
  itBefore?: string;
  /** "Otherwise" (CR 608.2c): whether the ability's condition before it held (undefined: not told, or none). */
  previous?: boolean;
  /** An object about to enter (a replacement applying as it enters, CR 614.12): not yet among what a player controls. */
  entering?: string;
  /** The value of X of the resolving spell or ability (CR 107.3): "if X is 5 or more". */
  x?: number;
  /** "that player" (CR 503.1a): the player the trigger's event names — whose step began (rules/triggers/step-triggers.ts). */
  player?: PlayerId;
  /** "this way" (CR 608.2c): where the resolving ability's entries begin in this turn's history (rules/state/history-conditions.ts). */
  wayFrom?: number;
  /** CR 508.1f: "it" is being declared as an attacker — the trigger's event is its tapping as it is declared. */
  declaring?: boolean;
  /** CR 400.7, 608.2c: the moves the resolving ability made so far (new id → the id before; named-put.ts). */
  moved?: ReadonlyMap<string, string>;
  /** The resolving ability's index among its object's abilities ("this ability", ability-count.ts). */
  abilityIndex?: number;
}

/** How many permanents `player` controls that match `filter` (CR 109.5: "you" is the ability's controller). */
export function countControlled(s: GameState, player: PlayerId, filter: ObjectFilter, ctx: ConditionContext, other = false): number {
  let n = 0;
  for (const o of battlefieldObjects(s)) {
    if (o.controller !== player || o.id === ctx.entering || (other && o.id === ctx.sourceId)) continue;
    const ch = computeCharacteristics(s, o);
    // CR 301.5a, 303.4, 700.9: "equipped", "enchanted", "modified" read with the state (attachment-adjectives.ts).
    if (matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, withoutAttachmentAdjectives(filter), { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) })
      && attachmentAdjectivesHold(s, o, filter)) n++;
  }
  return n;
}

/**
 * "you control eight or more artifacts with the same name as one another" (CR 201.2a): the most of them that share one
 * name; an object with no name (a face-down permanent, 708.2) shares it with none.
 */
function sameNameControlled(s: GameState, player: PlayerId, filter: ObjectFilter, ctx: ConditionContext): number {
  const byName = new Map<string, number>();
  for (const o of battlefieldObjects(s)) {
    if (o.controller !== player || o.id === ctx.entering) continue;
    const ch = computeCharacteristics(s, o);
    if (!ch.name) continue;
    if (matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, withoutAttachmentAdjectives(filter), { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) })
      && attachmentAdjectivesHold(s, o, filter)) byName.set(ch.name, (byName.get(ch.name) ?? 0) + 1);
  }
  return Math.max(0, ...byName.values());
}

/** The filter of "<objects> are <where>" with the place as the counter reads it (effect-descriptors.ts OBJECT_PLACES). */
function objectsWhere(f: ObjectFilter, where: Whereabouts): ObjectFilter {
  switch (where) {
    case 'in your graveyard': return { ...f, zone: 'graveyard' };
    case 'in a graveyard': return { ...f, zone: 'any-graveyard' };
    case 'in your hand': return { ...f, zone: 'hand' };
    case 'attacking': case 'blocking': return { ...f, status: [...(f.status ?? []), where] };
  }
  return f;
}

/** Whether the condition holds now; `undefined` when the engine can't tell. */
export function evaluateCondition(s: GameState, c: Condition, ctx: ConditionContext): boolean | undefined {
  // CR 702.151a: "if this permanent is attached to a creature", told where an activation's limit reads it.
  if (!conditionEvaluated(c) && !selfAttachedTold(c)) return undefined;
  switch (c.kind) {
    case 'in-zone':
      // "if this permanent is on the battlefield" (CR 603.4): the ability's own object, still the same object (400.7).
      // Eminence (CR 207.2c): "if ~ is in the command zone or on the battlefield" (408.1: the command zone).
      // "if it's on the battlefield": the object "it" names (a trigger's event object, CR 603.2), else the ability's own.
      { const zone = s.objects.get(c.subject.kind === 'it' ? ctx.it ?? ctx.sourceId : ctx.sourceId)?.zone; return c.zone === 'in the command zone' ? zone === 'command' : zone === 'battlefield' || (c.zone === 'in the command zone or on the battlefield' && zone === 'command'); }
    case 'control': {
      // "if you control a Wizard" / "if you control no creatures" / "two or more" (CR 109.5: "you" is the controller).
      const n = c.sameName ? sameNameControlled(s, ctx.controller, c.filter, ctx) : countControlled(s, ctx.controller, c.filter, ctx);
      return c.none ? n === 0 : n >= (c.count ?? 1);
    }
    case 'controls-count':
      // "if no opponent controls a creature" (CR 108.4; two players: the opponent controls none, 102.2).
      if (c.nobody) return countControlled(s, opponentOf(ctx.controller), c.filter, ctx) === 0;
      // "if an opponent controls seven or more lands", "if your opponents control no creatures" (CR 102.2: the other player).
      if (c.who === 'an-opponent' || c.who === 'each-opponent' || c.who === 'your-opponents') return countHolds(countControlled(s, opponentOf(ctx.controller), c.filter, ctx), c);
      // "unless you control two or fewer other lands" (CR 109.5: the permanents the ability's controller controls).
      return countHolds(countControlled(s, ctx.controller, c.filter, ctx, c.other || c.article === 'another'), c);
    case 'library-size': {
      // CR 401.1: "if your library has no cards in it", "if a library has twenty or fewer cards in it" (any player's).
      const sizes = c.whose === 'your library' ? [s.zones[ctx.controller].library.length] : PLAYERS.map((p) => s.zones[p].library.length);
      return sizes.some((n) => (c.none ? n === 0 : c.more ? n >= c.n : n <= c.n));
    }
    case 'player-has-cards': {
      // "if you have no land cards in hand" (CR 402.1): the cards of that kind in the ability's controller's hand.
      const n = countMatching(s, { ...c.filter, zone: 'hand' }, ctx.controller, ctx.sourceId);
      return n === undefined ? undefined : countHolds(n, c);
    }
    case 'day-night':
      // CR 730.1: "if it's day", "if it's night": the game's designation (neither until it first becomes one).
      return s.dayNight === c.is;
    case 'designation':
      // CR 702.131c: "if you have the city's blessing", "as long as you have the city's blessing".
      // CR 724.1: "if an opponent is the monarch".
      return designationHolds(s, c, ctx.controller, ctx.player);
    case 'player-has':
      // "if you have seven or more cards in hand", "if an opponent has 10 or less life" (CR 119.1, 402.1, 404.1, 401.1).
      return playerHasHolds(s, c, ctx.controller, ctx.player);
    case 'player-compare':
      // "if an opponent has more life than you", "if you control more creatures than an opponent" (CR 119.1, 402.1, 108.4).
      return playersCompareHolds(s, c, ctx.controller, (p, f) => countControlled(s, p, f, ctx), ctx.player);
    case 'player-controls': {
      // "if an opponent controls a Swamp" (CR 108.4; two players: the opponent, 102.2); "if that player controls …"
      // (CR 503.1a): the player the trigger's event names.
      if (c.who === 'that-player' && ctx.player === undefined) return undefined;
      const n = countControlled(s, c.who === 'that-player' ? ctx.player! : opponentOf(ctx.controller), c.filter, ctx);
      return c.none ? n === 0 : n > 0;
    }
    case 'opponent-controls-more':
      // "if an opponent controls more lands than you" (CR 108.4; two players: the opponent, 102.2).
      return countControlled(s, opponentOf(ctx.controller), c.filter, ctx) > countControlled(s, ctx.controller, c.filter, ctx);
    case 'objects-are': {
      // "if seven or more cards are in your graveyard", "if an enchantment is on the battlefield", "if exactly one
      // creature is attacking", "if there are two or more instant cards in your graveyard" (CR 107.1, 400.1, 506.4).
      // "a creature is attacking you" (CR 506.3: whom it attacks) is not told here.
      if (c.where === 'attacking you') return undefined;
      const n = countMatching(s, objectsWhere(c.filter, c.where), ctx.controller, ctx.sourceId);
      return n === undefined ? undefined : countHolds(n, c.article ? { cmp: 'or-more', n: 1 } : { cmp: c.cmp ?? 'or-more', n: c.n ?? 1 });
    }
    case 'there-are': {
      // "if there are twenty or more cards in your graveyard" (CR 107.1, 404.1).
      const n = countMatching(s, c.filter, ctx.controller, ctx.sourceId);
      return n === undefined ? undefined : n >= c.atLeast;
    }
    case 'turn':
      return (s.activePlayer === ctx.controller) === c.yours;
    case 'hand-size': {
      const n = s.zones[ctx.controller].hand.length;
      return c.none ? n === 0 : n >= (c.atLeast ?? 1);
    }
    case 'state': {
      // "if it's renowned" (CR 603.4, 608.2c): what "it" names; none named, or gone from the battlefield (a new object,
      // 400.7): the engine can't tell (apply-effects.ts records what the answer rests on).
      if (c.subject.kind === 'it' && (ctx.it === undefined || s.objects.get(ctx.it)?.zone !== 'battlefield')) return undefined;
      // "if enchanted creature is untapped" (CR 303.4, 301.5): the object the source is attached to; none, no such state.
      const attached = attachedSubjectId(s, c.subject, ctx.sourceId);
      if (attached === null) return false;
      const o = s.objects.get(attached ?? (c.subject.kind === 'it' ? ctx.it! : ctx.sourceId));
      // CR 400.7: gone from the battlefield, it is in none of these states; "if ~ isn't renowned" (702.112a) then fails
      // too: its instructions act on this permanent, which is no longer there.
      if (!o || o.zone !== 'battlefield') return false;
      // "if ~ is equipped / enchanted" (CR 301.5, 303.4): an Equipment or Aura attached to it.
      if (c.state === 'equipped' || c.state === 'enchanted') {
        const kind = c.state === 'equipped' ? 'Equipment' : 'Aura';
        return battlefieldObjects(s).some((x) => x.attachedTo === o.id && !x.phasedOut && computeCharacteristics(s, x).subtypes.includes(kind)) !== !!c.negated;
      }
      return objectInState(s, o, c.state) !== !!c.negated;
    }
    case 'is': {
      // "if it's a creature" (CR 603.4, 608.2c): what "it" names, as it is now; gone from its zone, it is nothing (400.7).
      // "if ~ is an enchantment": the ability's own object, as it is now.
      // "if it was a creature card", "if that creature was a Human" (608.2h): a permanent that left the battlefield as it
      // last existed there (its colors and types); a card that moved between other zones as it is now.
      // "if equipped creature is a Vampire" (CR 301.5, 303.4): the object the source is attached to; attached to nothing,
      // the subject names no object and the condition doesn't hold (400.7).
      const attached = attachedSubjectId(s, c.subject, ctx.sourceId);
      if (attached === null) return c.negated ? undefined : false;
      const named = attached ?? (c.subject.kind === 'self' ? ctx.sourceId : ctx.it ?? (c.past ? ctx.sourceId : undefined));
      const id = c.past && named !== undefined && !s.objects.has(named) ? s.formerIds.get(named) || named : named;
      const o = id !== undefined ? s.objects.get(id) : undefined;
      // Nothing named here (no "it" in this context): not told, never a definite no; an object named but gone: nothing (400.7).
      if (!o) return c.negated || c.past || named === undefined ? undefined : false;
      const ch = computeCharacteristics(s, o);
      const last = c.past && o.zone !== 'battlefield' ? lastKnown(s, named, ctx.itBefore, id)?.types : undefined;
      // "if that creature is white or blue", "if it's legendary" (CR 105.2, 205.4): the adjective alone, now — a card off
      // the battlefield too (condition-subject.ts adjectiveOnly); the past form reads it as the permanent it was.
      const filter = c.adjective && !c.past ? adjectiveOnly(c.filter) : c.filter;
      const is = matchesFilter(last ? { ...o, zone: 'battlefield' } : o, { ...ch, ...(last ?? {}), keywords: keywordsOf(ch.abilities) }, filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) });
      // "if it isn't a land card" (608.2c): the same test, negated.
      return c.negated ? !is : is;
    }
    case 'both': {
      // "… and …" / "… or …": each part as the engine tells it; unknown when an unknown part decides.
      const left = evaluateCondition(s, c.left, ctx);
      const right = evaluateCondition(s, c.right, ctx);
      return joinTruth(c.op, left, right);
    }
    case 'spell-was': {
      // CR 702.33d, 400.7d: "if this spell was kicked" (the resolving spell), "if it was kicked" (the spell, or the
      // permanent whose ability this is), "if that spell was kicked" (the spell a trigger names, 603.2).
      const id = c.subject === 'that spell' ? ctx.it : ctx.sourceId;
      // CR 702.143c: "if this spell was foretold": a foretold card before it was cast (rules/game/casting.ts pays its
      // foretell cost, kept with the spell).
      if (c.how === 'foretold') return id !== undefined ? keywordCostPaid(s, id, 'foretell') : undefined;
      const n = id !== undefined ? timesKicked(s, id) : undefined;
      return n === undefined ? undefined : n > 0;
    }
    // CR 702.33f, 400.7d: "if this spell was kicked with its {1}{U} kicker", "if it was kicked with its {R} kicker" (the
    // spell, or the permanent whose ability this is): which kicker cost was paid (kicked.ts).
    case 'kicked-with':
      return ctx.sourceId !== undefined ? kickerCostPaid(s, ctx.sourceId, c.cost) : undefined;
    case 'cost-paid': {
      // CR 601.2b, 400.7d: "if its evoke cost was paid" (702.74a): the spell, or the permanent it became; "that spell's":
      // the spell a trigger names (603.2). Only the costs of keywords the engine pays are kept (CAST_KEYWORDS).
      const id = c.subject === "that spell's" ? ctx.it : ctx.sourceId;
      // "the {1}{B} cost" (CR 118.9): an alternative cost by its mana, not kept: not told.
      if (c.subject === 'the') return undefined;
      return id !== undefined ? keywordCostPaid(s, id, c.keyword) : undefined;
    }
    case 'compare': {
      // A number compared (CR 107.1): "if there are four or more card types among cards in your graveyard", "if its power
      // was 3 or greater", with another number ("if its power is less than ~'s power").
      const n = conditionQuantity(s, c.quantity, ctx, c.form === 'was');
      const to = c.to ? conditionQuantity(s, c.to, ctx, c.form === 'was') : c.n;
      return n === undefined || (c.to && to === undefined) ? undefined : countHolds(n, { ...c, n: to });
    }
    case 'has-counters': {
      // CR 122.1: "if it has a +1/+1 counter on it", "if ~ has seven or more quest counters on it".
      const o = s.objects.get((c.subject.kind === 'self' ? ctx.sourceId : ctx.it) ?? '');
      return o ? (o.counters[c.counter] ?? 0) >= c.atLeast : undefined;
    }
    case 'counters-on': {
      // CR 122.1: "if ~ has fewer than three +1/+1 counters on it", "if it doesn't have a +1/+1 counter on it"; no kind named: any counter.
      // "if it had a +1/+1 counter on it" (608.2h): a permanent that left the battlefield, as it last existed there.
      const past = c.verb === 'had' || c.verb === "didn't have";
      // With no other object named, "it" is the source the event is about ("When ~ dies, if it had …", 603.10a).
      const named = c.subject.kind === 'self' ? ctx.sourceId : ctx.it ?? (past ? ctx.sourceId : undefined);
      const id = past && named !== undefined && !s.objects.has(named) ? s.formerIds.get(named) || named : named;
      const o = s.objects.get(id ?? '');
      const counters = past && (!o || o.zone !== 'battlefield') ? lastKnown(s, named, ctx.itBefore, id)?.counters : o?.counters;
      if (!counters) return undefined;
      const n = c.counter ? counters[c.counter] ?? 0 : Object.values(counters).reduce((a, b) => a + b, 0);
      const has = c.cmp ? countHolds(n, { ...c, cmp: c.cmp }) : n >= 1;
      return c.verb === "doesn't have" || c.verb === "didn't have" ? !has : has;
    }
    case 'paired': {
      // CR 702.95b, 702.95e: "as long as ~ is paired with another creature" (rules/game/soulbond.ts).
      const o = c.subject.kind === 'self' ? s.objects.get(ctx.sourceId) : undefined;
      return o ? pairedPartner(s, o) !== undefined : undefined;
    }
    case 'otherwise':
      // "Otherwise, …" (CR 608.2c): the condition before it in the ability didn't hold.
      return ctx.previous === undefined ? undefined : !ctx.previous;
    case 'has-keyword':
      // "if it doesn't have first strike" (CR 702.1, 603.4; keyword-condition.ts).
      return hasKeywordHolds(s, c, ctx);
    case 'ability-count':
      // "if this ability has been activated four or more times this turn" (CR 608.2c; ability-count.ts).
      return abilityCountHolds(s, c, ctx.sourceId, ctx.abilityIndex);
    case 'happened':
      // "if you've cast another instant or sorcery spell this turn", "if no creatures attacked this turn" (CR 603.4,
      // 608.2c; rules/state/history-conditions.ts).
      // "If you don't put the card onto the battlefield" (CR 608.2c): what this resolution moved (named-put.ts).
      { const put = namedPutReading(c); if (put) return namedPutHolds(s, put.zone, put.negated, ctx); }
      return evaluateHappened(s, c, ctx);
    case 'fact':
      // "if you attacked this turn", "if a creature died this turn", coven, threshold (CR 603.4, 608.2c; facts.ts).
      return evaluateFact(s, c.fact, c.n, ctx);
    case 'mana-spent': {
      // CR 601.2h: "if {B}{B} was spent to cast this spell", "if at least three red mana was spent to cast it", "if no
      // (colored) mana was spent to cast that spell": the spell, or the permanent it became (400.7d); "that spell" is the
      // one a trigger names (603.2). Not known (cast without `mana is paid`): the answer rests on the payment never said.
      // "{S} of any of that spell's colors" (CR 107.4h): which sources were snow is not kept: not told.
      if (c.ofColors) return undefined;
      const id = c.spell ? ctx.it : ctx.sourceId;
      const spent = id !== undefined ? manaSpentToCast(s, id) : undefined;
      if (spent === undefined) return paymentUnsaid(s, ctx, id);
      const units = manaSymbols(spent);
      const count = (sym: string) => units.filter((u) => u === sym).length;
      if (c.none) return c.none === 'mana' ? units.length === 0 : units.every((u) => !/^\{[WUBRG]\}$/.test(u));
      if (c.atLeast) return count(`{${c.atLeast.color}}`) >= c.atLeast.n;
      const wanted = manaSymbols(c.mana ?? '');
      return wanted.every((w) => count(w) >= wanted.filter((x) => x === w).length);
    }
    case 'controls-most':
      // "if you control the creature with the greatest power or tied for the greatest power" (CR 208.1, 202.3, 109.4).
      return controlsMostHolds(s, c, ctx.controller, ctx);
    case 'shares':
      // "if it shares a creature type with ~" (CR 207.2c kinship, 205.3m, 702.73a; shares-condition.ts).
      return sharesHolds(s, c, ctx);
    case 'cast-from-hand': {
      // CR 603.4, 400.7d: the permanent knows how the spell that became it was cast.
      const o = s.objects.get(ctx.sourceId);
      return !!o && o.wasCast && o.castFrom === 'hand';
    }
    case 'being-declared':
      // "if it isn't being declared as an attacker" (CR 508.1f, 603.4): as a trigger's event happens, whether that event is
      // its tapping as it is declared an attacker; at any other moment — the ability resolving — no creature is being
      // declared (508.1 is a turn-based action no ability resolves during).
      return !!ctx.declaring !== !!c.negated;
    case 'attached': {
      // "if this permanent is attached to a creature" (CR 301.5, 303.4; 702.151a reconfigure's restriction): the ability's
      // own permanent and what it is attached to now, of the kind the words name.
      if (c.subject?.kind !== 'self' || c.onto || !c.ontoFilter) return undefined;
      const o = s.objects.get(ctx.sourceId);
      const host = o && o.zone === 'battlefield' && o.attachedTo ? s.objects.get(o.attachedTo) : undefined;
      if (!host || host.zone !== 'battlefield') return false;
      const ch = computeCharacteristics(s, host);
      return matchesFilter(host, { ...ch, keywords: keywordsOf(ch.abilities) }, c.ontoFilter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId });
    }
  }
  return undefined;
}

/**
 * A condition the model counts as told (effect-descriptors.ts conditionEvaluated) evaluated where the engine must act on
 * it — an instruction (CR 608.2c, 603.4), an activation's or a cast's own limit (602.5b, 601.3). When it still can't tell
 * here (the context lacks what the condition reads: the object "it" names, "that player", this ability), whatever follows
 * rests on it: recorded as not understood (rules/scenario/inconclusive.ts) unless the evaluation recorded why itself (a
 * turn not seen whole, a payment never said). Never silently allowed or refused.
 */
export function toldConditionOrRest(s: GameState, c: Condition, ctx: ConditionContext, sourceName: string, text = `if ${printCondition(c)}`): boolean | undefined {
  const recorded = s.unchosenTargets?.length ?? 0;
  const held = evaluateCondition(s, c, ctx);
  if (held === undefined && (conditionEvaluated(c) || selfAttachedTold(c)) && (s.unchosenTargets?.length ?? 0) === recorded) restOn(s, { sourceName, text, what: 'unknown' });
  return held;
}

/** "{B}{B}{G}" → ["{B}", "{B}", "{G}"] (a plain scan, CR 107.4). */
function manaSymbols(text: string): string[] {
  return text.split('}').filter((x) => x.startsWith('{') && x.length > 1).map((x) => `${x}}`);
}

/**
 * CR 601.2g–h: how a spell's cost was paid is its caster's choice; a scenario that doesn't pay mana never said it, so an
 * answer resting on the mana spent rests on that choice (rules/scenario/inconclusive.ts), once per source.
 */
function paymentUnsaid(s: GameState, ctx: ConditionContext, id: string | undefined): undefined {
  const sourceName = s.objects.get(ctx.sourceId)?.card.name ?? '';
  const text = `the mana spent to cast ${id !== undefined && id !== ctx.sourceId ? s.objects.get(id)?.card.name ?? 'it' : sourceName}`;
  restOn(s, { sourceName, text, what: 'choice' });
  return undefined;
}


/**
 * A number a condition compares (effect-descriptors.ts conditionQuantityTold): objects of a kind, card types among them
 * (CR 205.2a), counters on one object (122.1), the controller's life total (119.1), and an object's power, toughness or
 * mana value — on the battlefield as it is now, else as it last existed there (608.2h, "if its power was 3 or greater").
 */
function conditionQuantity(s: GameState, q: Quantity, ctx: ConditionContext, past: boolean): number | undefined {
  switch (q.kind) {
    case 'life-total': return s.life[ctx.controller];
    case 'count': return countMatching(s, q.filter, ctx.controller, ctx.sourceId);
    case 'mana-spent': {
      // CR 601.2h, 702.44a: "each color of mana spent to cast it" — the colors among the mana spent on the spell, or on the
      // spell that became this permanent (400.7d; none if it wasn't cast, 702.44b); not known: it rests on the payment.
      // CR 601.2h, 614.1c: "enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it" —
      // every unit of mana spent on the spell that became this permanent (effect-descriptors.ts ownManaSpentCounted).
      if (!q.colors && !q.symbol && !q.each && ctx.entering !== undefined && ctx.entering === ctx.sourceId && (q.spell === 'it' || q.spell === '~' || q.spell === 'this spell')) {
        const all = manaSpentToCast(s, ctx.sourceId);
        return all === undefined ? paymentUnsaid(s, ctx, ctx.sourceId) : manaSymbols(all).length;
      }
      if (!q.colors || q.symbol || q.spell === 'that spell') return undefined;
      const spent = manaSpentToCast(s, ctx.sourceId);
      if (spent === undefined) return paymentUnsaid(s, ctx, ctx.sourceId);
      return new Set(manaSymbols(spent).filter((u) => /^\{[WUBRG]\}$/.test(u))).size;
    }
    case 'distinct': {
      const objs = objectsMatching(s, q.among, ctx.controller, ctx.sourceId);
      if (!objs) return undefined;
      if (q.what === 'card type') return new Set(objs.flatMap((o) => computeCharacteristics(s, o).cardTypes)).size;
      // CR 202.3: "five or more mana values among cards in your graveyard": the different mana values among them.
      if (q.what === 'mana value') return new Set(objs.map((o) => computeCharacteristics(s, o).manaValue)).size;
      return undefined;
    }
    case 'counters': {
      const named = q.on.kind === 'self' ? ctx.sourceId : q.on.kind === 'it' ? ctx.it : undefined;
      const o = s.objects.get(named ?? '');
      // CR 608.2h: "this permanent" that left the battlefield (a dying modular creature, 702.43a): its counters as it
      // last existed there.
      const last = q.on.kind === 'self' && named !== undefined && (!o || o.zone !== 'battlefield') ? lastKnown(s, named, undefined, named)?.counters : undefined;
      if (last) return last[q.counter] ?? 0;
      return o ? o.counters[q.counter] ?? 0 : undefined;
    }
    case 'stat': {
      // "When ~ dies, if its power was 3 or greater": with no other object named, "it" is the source the event is about
      // (CR 603.2, 603.10a: the dying permanent as it last existed on the battlefield).
      const id = q.of.kind === 'self' ? ctx.sourceId : q.of.kind === 'it' ? ctx.it ?? ctx.sourceId : undefined;
      if (id === undefined) return undefined;
      const o = s.objects.get(id);
      const now = o && o.zone === 'battlefield' ? computeCharacteristics(s, o) : undefined;
      // Gone: as it last existed on the battlefield (608.2h); "its power was …" of a card that left it (a dying creature,
      // now in the graveyard, 400.7) as it last existed there too. Otherwise as it is where it is (a card in a graveyard).
      const formerId = past && o ? [...s.formerIds].find(([, now2]) => now2 === id)?.[0] : undefined;
      const last = now ? undefined : s.lkiStats?.get(ctx.itBefore ?? id) ?? (formerId !== undefined ? s.lkiStats?.get(formerId) : undefined);
      const here = now ?? (last ? undefined : o ? computeCharacteristics(s, o) : undefined);
      return statValue(here ?? last, q.stat);
    }
  }
  return undefined;
}

/** A number an instruction counts as it is followed (CR 107.3, 608.2h): what a condition would compare, as it is now. */
export function quantityNow(s: GameState, q: Quantity, ctx: ConditionContext): number | undefined {
  return conditionQuantity(s, q, ctx, false);
}

/**
 * The intervening "if" clause of a triggered ability (CR 603.4): "When/Whenever/At [event], if [condition], [effect]" —
 * read by the model as a conditional opening the effects. "If you do" clauses are not intervening.
 */
export function interveningIf(a: TriggeredAbility): (Effect & { kind: 'conditional' }) | undefined {
  const first = a.effects?.[0];
  if (!first || first.kind !== 'conditional' || first.asLongAs || first.trailing) return undefined;
  if (first.condition.kind === 'if-you-do' || first.condition.kind === 'if-you-dont') return undefined;
  return first;
}
