// "Target creature gets +0/+X until end of turn, where X is its mana value", "{3}: ~ gets +X/+0 until end of turn, where
// X is its power", "Target creature gets +X/+X until end of turn, where X is that creature's power": X is a value of the
// one object the instruction itself names (CR 608.2h: that object's current information, determined once as the effect
// is applied; 107.3c). rules/effects/layered-effects.ts finds that object first, then counts X from it.

import type { Effect, Quantity } from '../types';

/** The power, toughness or mana value a quantity reads (through "half …", "… plus 1", "twice …"), or undefined. */
function statOf(q: Quantity): (Quantity & { kind: 'stat' }) | undefined {
  if (q.kind === 'stat') return q;
  if (q.kind === 'half' || q.kind === 'plus' || q.kind === 'minus' || q.kind === 'twice') return statOf(q.of);
  return undefined;
}

/**
 * Whether a "+X/+X, where X is its power" instruction's X is a value of the one object it names: a single target ("its",
 * "that creature's"), its own object or the object "it" names ("its" only: after "~ gets", "that creature" may name a
 * trigger's object).
 */
export function xOfItsOwnObject(e: Effect): boolean {
  if (e.kind !== 'modify-pt-x' || !e.whereX) return false;
  const q = statOf(e.whereX);
  if (!q || q.of.kind !== 'it' || q.of.eventObject || q.ofWritten) return false;
  const word = q.of.word ?? 'it';
  const t = e.target;
  if (t.kind === 'self') return word === 'it';
  // "target creature gains trample and gets +X/+0, where X is its power": the object named before, "it" (CR 608.2c).
  if (t.kind === 'it') return !t.eventObject && (t.word === undefined || t.word === 'it') && word === 'it';
  return t.kind === 'target' && t.count === 1 && !t.upTo && !t.oneTo && !t.countIsX && !t.andTarget && !t.sameNameAlso && !t.sharesColorAlso && !t.ordinal
    && (word === 'it' || word === 'that creature');
}
