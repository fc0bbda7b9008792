// Conditions of rules text evaluated in the game (CR 608.2c "if …" instructions, 603.4 intervening "if" clauses):
// what the engine can tell from the game state, and `undefined` for what it can't (the outcome is then inconclusive).

import type { Compared, Condition, Effect, ObjectFilter, TriggeredAbility } from '../../model/types';
import { conditionEvaluated } from '../../model/abilities/effect-descriptors';
import type { GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics, objectInState } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { joinTruth } from '../state/truth';
import { timesKicked } from './kicked';

export interface ConditionContext {
  controller: PlayerId;
  /** The object whose ability this is ("this creature"). */
  sourceId: string;
  /** The object "it" names now (a trigger's event object, or what an earlier instruction acted on; CR 603.2, 608.2c). */
  it?: string;
  /** An object about to enter (a replacement applying as it enters, CR 614.12): not yet among what a player controls. */
  entering?: string;
}

/** "two or fewer", "four or more", "no", "a" (CR 107.1): a count against what the condition compares it with. */
function countHolds(n: number, c: Compared & { article?: string; dont?: boolean }): boolean {
  if (c.dont || c.cmp === 'none') return n === 0;
  if (c.article) return n >= 1;
  const k = c.n ?? 0;
  switch (c.cmp) {
    case 'or-more': case 'or-greater': case 'at-least': case 'greater-than-or-equal-to': return n >= k;
    case 'or-less': case 'or-fewer': case 'at-most': case 'less-than-or-equal-to': return n <= k;
    case 'less-than': case 'fewer-than': return n < k;
    case 'greater-than': case 'more-than': return n > k;
    default: return n === k;
  }
}

/** How many permanents `player` controls that match `filter` (CR 109.5: "you" is the ability's controller). */
export function countControlled(s: GameState, player: PlayerId, filter: ObjectFilter, ctx: ConditionContext, other = false): number {
  let n = 0;
  for (const o of battlefieldObjects(s)) {
    if (o.controller !== player || o.id === ctx.entering || (other && o.id === ctx.sourceId)) continue;
    const ch = computeCharacteristics(s, o);
    if (matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) })) n++;
  }
  return n;
}

/** Whether the condition holds now; `undefined` when the engine can't tell. */
export function evaluateCondition(s: GameState, c: Condition, ctx: ConditionContext): boolean | undefined {
  if (!conditionEvaluated(c)) return undefined;
  switch (c.kind) {
    case 'control': {
      // "if you control a Wizard" / "if you control no creatures" / "two or more" (CR 109.5: "you" is the controller).
      const n = countControlled(s, ctx.controller, c.filter, ctx);
      return c.none ? n === 0 : n >= (c.count ?? 1);
    }
    case 'controls-count':
      // "unless you control two or fewer other lands" (CR 109.5: the permanents the ability's controller controls).
      return countHolds(countControlled(s, ctx.controller, c.filter, ctx, c.other || c.article === 'another'), c);
    case 'player-has':
      // "unless you have two or more opponents": the engine's game has two players (CR 102.2), so you have one.
      return countHolds(1, c);
    case 'turn':
      return (s.activePlayer === ctx.controller) === c.yours;
    case 'hand-size': {
      const n = s.zones[ctx.controller].hand.length;
      return c.none ? n === 0 : n >= (c.atLeast ?? 1);
    }
    case 'state': {
      const o = s.objects.get(ctx.sourceId);
      if (!o || o.zone !== 'battlefield') return false;
      return objectInState(s, o, c.state);
    }
    case 'is': {
      // "if it's a creature" (CR 603.4, 608.2c): what "it" names, as it is now; gone from its zone, it is nothing (400.7).
      const o = ctx.it !== undefined ? s.objects.get(ctx.it) : undefined;
      if (!o) return c.negated ? undefined : false;
      const ch = computeCharacteristics(s, o);
      const is = matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, c.filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) });
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
      const n = id !== undefined ? timesKicked(s, id) : undefined;
      return n === undefined ? undefined : n > 0;
    }
    case 'cast-from-hand': {
      // CR 603.4, 400.7d: the permanent knows how the spell that became it was cast.
      const o = s.objects.get(ctx.sourceId);
      return !!o && o.wasCast && o.castFrom === 'hand';
    }
  }
  return undefined;
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
