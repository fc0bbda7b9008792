// Conditions of rules text evaluated in the game (CR 608.2c "if …" instructions, 603.4 intervening "if" clauses):
// what the engine can tell from the game state, and `undefined` for what it can't (the outcome is then inconclusive).

import type { Condition, Effect, TriggeredAbility } from '../../model/types';
import { conditionEvaluated } from '../../model/abilities/effect-descriptors';
import type { GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { timesKicked } from './kicked';

export interface ConditionContext {
  controller: PlayerId;
  /** The object whose ability this is ("this creature"). */
  sourceId: string;
  /** The object "it" names now (a trigger's event object, or what an earlier instruction acted on; CR 603.2, 608.2c). */
  it?: string;
}

/** Whether the condition holds now; `undefined` when the engine can't tell. */
export function evaluateCondition(s: GameState, c: Condition, ctx: ConditionContext): boolean | undefined {
  if (!conditionEvaluated(c)) return undefined;
  switch (c.kind) {
    case 'control': {
      // "if you control a Wizard" / "if you control no creatures" / "two or more" (CR 109.5: "you" is the controller).
      let n = 0;
      for (const o of battlefieldObjects(s)) {
        if (o.controller !== ctx.controller) continue;
        const ch = computeCharacteristics(s, o);
        if (matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, c.filter, { controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) })) n++;
      }
      return c.none ? n === 0 : n >= (c.count ?? 1);
    }
    case 'turn':
      return (s.activePlayer === ctx.controller) === c.yours;
    case 'hand-size': {
      const n = s.zones[ctx.controller].hand.length;
      return c.none ? n === 0 : n >= (c.atLeast ?? 1);
    }
    case 'state': {
      const o = s.objects.get(ctx.sourceId);
      if (!o || o.zone !== 'battlefield') return false;
      if (c.state === 'face down') return o.faceDown !== null;
      if (c.state === 'face up') return o.faceDown === null;
      return c.state === 'tapped' ? o.tapped : !o.tapped;
    }
    case 'is': {
      // "if it's a creature" (CR 603.4, 608.2c): what "it" names, as it is now; gone from its zone, it is nothing (400.7).
      const o = ctx.it !== undefined ? s.objects.get(ctx.it) : undefined;
      if (!o) return c.negated ? undefined : false;
      const ch = computeCharacteristics(s, o);
      const is = matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, c.filter, { controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) });
      // "if it isn't a land card" (608.2c): the same test, negated.
      return c.negated ? !is : is;
    }
    case 'both': {
      // "… and …" / "… or …": each part as the engine tells it; unknown when an unknown part decides.
      const left = evaluateCondition(s, c.left, ctx);
      const right = evaluateCondition(s, c.right, ctx);
      if (c.op === 'and') return left === false || right === false ? false : left === true && right === true ? true : undefined;
      return left === true || right === true ? true : left === false && right === false ? false : undefined;
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
