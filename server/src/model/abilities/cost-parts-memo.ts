// The honesty pass's cost texts read once (issue 27): an activation cost, a keyword's cost, an additional or alternative
// cost is read by cost-parts.ts parseCostParts each time an ability of the set holds it ("{T}", "{2}, {T}", "Sacrifice a
// creature"); the pass (effect-descriptors.ts) asks this memo instead. Its parts are only read, never changed.

import type { CostPart } from '../types';
import { BoundedCache, stringBytes } from '../bounded-cache';
import { parseCostParts } from './cost-parts';

/** A cost text's parts, and (once asked) whether the engine pays it as written (effect-descriptors.ts activationCostPaid). */
export interface ReadCost {
  readonly parts: readonly CostPart[];
  paid?: boolean;
}

/** ~16 KB a thousand entries beyond the keys: cost texts are short; a set's distinct ones are a few thousand. */
const memo = new BoundedCache<string, ReadCost>(8 << 20, (k, v) => stringBytes(k) + 64 + 96 * v.parts.length);

/**
 * parseCostParts(text, selfName || undefined), shared by every ability whose cost reads alike. The card's name matters
 * only where the text holds it or its short form before ", " (cost-parts.ts parseCostParts, parseCostPart, withShortName:
 * its only uses of the name); a text holding neither reads as it would for any card, so it is keyed by the text alone.
 */
export function readCost(text: string, selfName?: string): ReadCost {
  const named = !!selfName && (text.includes(selfName) || shortNameIn(text, selfName));
  // A named key starts with a NUL, which no line of rules text holds (as build-card.ts memoContext's named context).
  const key = named ? `\u0000${selfName}\u0000${text}` : text;
  const hit = memo.get(key);
  if (hit) return hit;
  return memo.set(key, { parts: Object.freeze(parseCostParts(text, selfName || undefined)) });
}

/** Whether the part of `selfName` before its ", " (cost-parts.ts withShortName's `short`) is in `text`. */
function shortNameIn(text: string, selfName: string): boolean {
  const comma = selfName.indexOf(', ');
  return comma >= 2 && text.includes(selfName.slice(0, comma));
}
