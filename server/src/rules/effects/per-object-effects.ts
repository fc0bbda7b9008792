// "For each creature token you control, create a token that's a copy of that creature", "For each Spirit, return it to
// its owner's hand unless that player pays {3}" (CR 608.2c): the objects on the battlefield the phrase names are found
// as the instruction begins, then the instructions are followed once for each, "it" / "that creature" naming it.
// "For each opponent, create a token that's a copy of this card that attacks that opponent this turn if able" (CR
// 702.141a, 608.2c): the instructions once for each opponent still in the game, "that opponent" naming that one.

import type { Effect } from '../../model/types';
import type { Outcome } from '../state/events';
import type { GameState } from '../state/game-state';
import { PLAYERS } from '../state/game-state';
import { objectsMatching } from '../queries/counting';
import type { Cursor, EffectContext } from './effect-context';

/** Follows `e`'s instructions once per object it counts, each with that object as "it" (`apply` follows one). */
export function forEachObject(s: GameState, _out: Outcome, e: Extract<Effect, { kind: 'per-object' }>, ctx: EffectContext, cur: Cursor, apply: (x: Effect) => void): void {
  if (e.per.kind === 'players' && e.per.opponents && !e.per.who) {
    const all: string[] = [];
    for (const p of PLAYERS.filter((x) => x !== ctx.controller && !s.leftGame.includes(x) && !s.losers.includes(x))) {
      cur.eachOpponent = p;
      for (const x of e.effects) apply(x);
      all.push(...cur.it);
    }
    cur.eachOpponent = undefined;
    cur.it = all;
    return;
  }
  if (e.per.kind !== 'count') return;
  const objects = objectsMatching(s, e.per.filter, ctx.controller, ctx.sourceId) ?? [];
  const all: string[] = [];
  for (const o of objects) {
    cur.it = [o.id];
    for (const x of e.effects) apply(x);
    all.push(...cur.it);
  }
  cur.it = all;
}
