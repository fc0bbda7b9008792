// Quantities of the game as it is now, counted for the player whose ability it is (CR 107.3, 608.2h): domain (305.6),
// devotion (700.5), the greatest power, toughness or mana value among objects of a kind (208.1, 202.3), the players and
// opponents in the game (102.1), life totals (119.1). What this can't tell is undefined, never a guess.

import type { Quantity } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import { PLAYERS } from '../state/game-state';
import { basicLandTypesNow, computeCharacteristics, devotionNow } from '../layers';
import { objectsMatching } from './counting';
import { timesKicked } from './kicked';
import { statValue } from './object-stats';
import { partySize } from './party';
import { lifeTallyCounted } from '../../model/abilities/effect-descriptors';
import { quantityNow as conditionQuantityNow, type ConditionContext } from './conditions';

/** The players still in the game (CR 104.3, 800.4a: one who lost or left no longer counts). */
function playersIn(s: GameState): PlayerId[] {
  return PLAYERS.filter((p) => !s.leftGame.includes(p) && !s.losers.includes(p));
}

/** The kinds `gameQuantity` counts (model/abilities/effect-descriptors.ts marks them carried out). */
export type GameQuantity = Extract<Quantity, { kind: 'basic-land-types' | 'devotion' | 'greatest' | 'opponents' | 'players' | 'life-total' | 'life-among' | 'times' | 'opponents-attacked' | 'tally' | 'party' }>;

/** A quantity of the game now, for `controller`'s ability from `sourceId`; undefined for one not counted here. */
export function gameQuantity(s: GameState, q: Quantity, controller: PlayerId, sourceId: string): number | undefined {
  switch (q.kind) {
    // CR 305.6, 700.5: domain and devotion, counted as the layers count them for a CDA (rules/layers/cda-values.ts).
    case 'basic-land-types': return basicLandTypesNow(s, controller);
    case 'devotion': return devotionNow(s, controller, q.colors);
    // CR 208.1, 202.3: the greatest value among the objects the filter names (0 when there are none, 107.1).
    case 'greatest': {
      const objs = objectsMatching(s, q.filter, controller, sourceId);
      if (!objs) return undefined;
      let best = 0;
      for (const o of objs) {
        const ch = computeCharacteristics(s, o);
        // CR 208.1: "the greatest power and/or toughness": each object's power and its toughness are both values compared.
        for (const stat of q.orToughness ? (['power', 'toughness'] as const) : [q.stat]) {
          const v = statValue(ch, stat);
          if (v === undefined) return undefined; // a `*` the engine doesn't know (CR 208.2): the greatest isn't known
          best = Math.max(best, v);
        }
      }
      return best;
    }
    // CR 102.1: "for each opponent you have", "for each player".
    case 'opponents': return playersIn(s).filter((p) => p !== controller).length;
    // CR 702.121a: "for each opponent you attacked with a creature this combat": the players (not planeswalkers or
    // battles) creatures were declared attacking this combat, when `controller` declared them (rules/game/combat.ts).
    case 'opponents-attacked': {
      const a = s.combat?.playersAttacked;
      return a && a.by === controller ? a.players.filter((p) => p !== controller).length : 0;
    }
    case 'players': return q.who ? undefined : playersIn(s).filter((p) => !q.opponents || p !== controller).length;
    // CR 119.1: life totals.
    case 'life-total': return s.life[controller];
    case 'life-among': {
      const lives = playersIn(s).map((p) => s.life[p]);
      return lives.length === 0 ? undefined : q.which === 'highest' ? Math.max(...lives) : Math.min(...lives);
    }
    // CR 702.33d, 400.7d: "for each time it was kicked": the spell, or the permanent it became.
    case 'times': return q.event === 'was kicked' ? timesKicked(s, sourceId) : undefined;
    // CR 700.8a: "the number of creatures in your party", worked out by the game (party.ts).
    case 'party': return partySize(s, controller);
    // CR 119.3, 500.1: "the amount of life you gained this turn", "the life they lost this turn": the turn's history
    // (rules/state/turn-history.ts); a turn the engine didn't see from its beginning may hide more: not counted.
    case 'tally': {
      if (!lifeTallyCounted(q)) return undefined;
      const r = s.history.current;
      if (!r.whole) return undefined;
      return q.verb === 'gained' ? r.gained[controller] : r.lost[controller];
    }
  }
  return undefined;
}

/**
 * A quantity counted outside a resolving ability's instructions — as a permanent enters with counters (CR 614.1c,
 * 107.3c) — or one of the kinds rules/queries/conditions.ts counts: arithmetic on counted numbers (107.1, 107.1a: half
 * rounded as written), the game's quantities above, then what conditions count (objects of a kind, counters, an
 * object's stat, mana spent). Undefined when it can't be told.
 */
export function quantityOf(s: GameState, q: Quantity, ctx: ConditionContext): number | undefined {
  switch (q.kind) {
    case 'twice': case 'plus': case 'minus': case 'half': {
      const of = quantityOf(s, q.of, ctx);
      if (of === undefined) return undefined;
      // CR 107.1a: rounded as told; "half X" with no rounding told is not worked out.
      if (q.kind === 'half') return !q.round ? undefined : q.round === 'up' ? Math.ceil(of / 2) : Math.floor(of / 2);
      return q.kind === 'twice' ? 2 * of : q.kind === 'plus' ? of + q.n : q.ofFirst ? of - q.n : q.n - of;
    }
    case 'sum': {
      const a = quantityOf(s, q.of[0], ctx);
      const b = a === undefined ? undefined : quantityOf(s, q.of[1], ctx);
      return a === undefined || b === undefined ? undefined : a + b;
    }
    // CR 614.12: a permanent about to enter is not yet among the objects it counts.
    case 'count': {
      if (q.asCast) return undefined;
      const objs = objectsMatching(s, q.filter, ctx.controller, ctx.sourceId);
      return objs?.filter((o) => o.id !== ctx.entering).length;
    }
  }
  return gameQuantity(s, q, ctx.controller, ctx.sourceId) ?? conditionQuantityNow(s, q, ctx);
}
