// A spell's own limits on casting it (CR 601.3: no rule or effect may prohibit it; the card's "Cast this spell only
// during combat", "… only during an opponent's upkeep", "… only if you control two or more Vampires"): the timings
// rules/queries/activation-limits.ts tells and the conditions rules/queries/conditions.ts evaluates. A limit the engine
// can't tell refuses nothing (the model marks it "recognized, not simulated", so outcomes resting on it are inconclusive).

import type { Ability, UseLimit } from '../../model/types';
import type { GameState, PlayerId, Reason } from '../state/game-state';
import { illegal } from '../state/events';
import { msg } from '../../i18n';
import { toldConditionOrRest } from './conditions';
import { printCondition } from '../../model/abilities/print';
import { evaluateFact } from './facts';
import { timingHolds } from './activation-limits';

/** The "Cast this spell only …" limits among a card's abilities (its spell abilities' own sentences). */
export function castLimits(abilities: readonly Ability[]): UseLimit[] {
  return abilities.flatMap((a) => ('effects' in a ? (a.effects ?? []) : []).flatMap((e) => (e.kind === 'activate-only' && e.cast && !e.anyPlayer ? e.limits : [])));
}

/** Why `player` can't cast the spell `sourceId` now by its own limits, or null (CR 601.3; 506.7f for combat timings). */
export function castLimitProblem(s: GameState, abilities: readonly Ability[], sourceId: string, player: PlayerId, card: string): Reason | null {
  for (const limit of castLimits(abilities)) {
    if (limit.kind === 'timing' && timingHolds(s, player, limit.when) === false) {
      return illegal(msg('rules.cast.only-when', { card, when: limit.when }), ['601.3', '506.7f']);
    }
    // CR 601.2i: "if you've cast another spell this turn", asked as this spell is cast, before its own cast is counted —
    // read here only (facts.ts; effect-descriptors.ts leaves it out of resolving text).
    const c = limit.kind === 'if' ? limit.condition : undefined;
    const holds = !c ? undefined : c.kind === 'fact' && c.fact === 'cast-another-spell-this-turn' ? evaluateFact(s, c.fact, c.n, { controller: player, sourceId }) : toldConditionOrRest(s, c, { controller: player, sourceId }, card, `Cast this spell only if ${printCondition(c)}`);
    if (limit.kind === 'if' && holds === false) {
      return illegal(msg('rules.cast.only-if', { card }), ['601.3', '608.2c']);
    }
  }
  return null;
}
