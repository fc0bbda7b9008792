// A stat compared with a number counted as the instruction is followed: "each creature with power greater than the number
// of cards in your hand", "a card with mana value less than or equal to the number of lands you control" (CR 208.1,
// 202.3, 107.3c, 608.2h). The number is counted once, as the instruction begins, and the filter then compares with it
// like a printed number (rules/state/filters.ts); model/abilities/effect-descriptors.ts tells which numbers are counted.

import type { ObjectFilter } from '../../model/types';
import type { GameState } from '../state/game-state';
import type { Cursor, EffectContext } from './effect-context';
import { quantityNow } from './effect-context';

/**
 * `f` with each comparison with a counted number ("than" a quantity) made one with the number now; undefined when a number
 * can't be counted now (the source gone): then no object is found, rather than every one the rest of the filter fits.
 */
export function countedCompare(s: GameState, f: ObjectFilter, ctx: EffectContext, cur: Cursor): ObjectFilter | undefined {
  let lost = false;
  const one = (x: ObjectFilter): ObjectFilter => {
    const c = x.compare;
    if (!c?.than) return x;
    const n = quantityNow(s, c.than, ctx, cur);
    if (n === undefined) lost = true;
    return { ...x, compare: { ...c, than: undefined, n: n ?? 0 } };
  };
  const counted = f.anyOf ? { ...one(f), anyOf: f.anyOf.map(one) } : one(f);
  return lost ? undefined : counted;
}
