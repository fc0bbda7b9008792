// One X for a whole sentence (CR 107.3c, 608.2h): "each opponent loses X life and you gain X life, where X is the number
// of Shrines you control", "You draw X cards and you lose X life, where X is your devotion to black". The parser keeps
// the sentence's "where X is" on its last instruction (model/abilities/effect-descriptors.ts sentenceWhereX); X is
// counted once, as the first instruction of the sentence that reads it is followed, and every instruction of the sentence
// reads that number.

import type { Effect, Quantity } from '../../model/types';
import { sentenceWhereX } from '../../model/abilities/effect-descriptors';
import type { GameState } from '../state/game-state';
import type { Cursor, EffectContext } from './effect-context';
import { quantityNow } from './effect-context';

/** The sentences of one list of instructions whose X a "where X is" of a later instruction defines, and X once counted. */
export type SentenceX = { readers: Map<Effect, Quantity>; holders: Set<Quantity>; counted: Map<Quantity, number | undefined> };

export function sentenceXOf(list: readonly Effect[]): SentenceX | undefined {
  const readers = sentenceWhereX(list);
  return readers.size === 0 ? undefined : { readers, holders: new Set(readers.values()), counted: new Map() };
}

/**
 * The instruction and its context as it is followed: one that reads the sentence's X (or holds its "where X is") reads
 * the number counted for the sentence (counted now if this is the first); any other as it is.
 */
export function withSentenceX(s: GameState, e: Effect, ctx: EffectContext, cur: Cursor, sx: SentenceX | undefined): { e: Effect; ctx: EffectContext } {
  if (!sx) return { e, ctx };
  const q = sx.readers.get(e) ?? (e.whereX && sx.holders.has(e.whereX) ? e.whereX : undefined);
  if (!q) return { e, ctx };
  if (!sx.counted.has(q)) sx.counted.set(q, quantityNow(s, q, ctx, cur));
  const x = sx.counted.get(q);
  // Not counted: each instruction reads the quantity itself, and one it can't count does nothing, resting on its text
  // (effect-context.ts amountOf, amountUnknown).
  if (x === undefined) return { e: e.whereX ? e : ({ ...e, whereX: q } as Effect), ctx };
  // Each reads X through a "where X is" that is the number counted ({ kind: 'x' } is the context's X).
  return { e: { ...e, whereX: { kind: 'x' } } as Effect, ctx: { ...ctx, x } };
}
