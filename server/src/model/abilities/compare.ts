// A number compared, as rules text writes it (CR 107.1): "four or more", "10 or less", "less than 7", "exactly one",
// "greater than or equal to your starting life total". Shared by the condition readers (conditions.ts, event-conditions.ts).

import type { Comparison, Compared } from '../types';
import { parseQuantity, printQuantity } from './amounts';
import { numberWord, parseCount } from './numbers';

/** The comparisons written after the number ("four or more") and before it ("less than 7"), longest first. */
const SUFFIXES: readonly [string, Comparison][] = [[' or more', 'or-more'], [' or greater', 'or-greater'], [' or less', 'or-less'], [' or fewer', 'or-fewer'], [' or higher', 'or-higher']];
const PREFIXES: readonly [string, Comparison][] = [
  ['less than or equal to ', 'less-than-or-equal-to'], ['greater than or equal to ', 'greater-than-or-equal-to'],
  ['less than ', 'less-than'], ['greater than ', 'greater-than'], ['fewer than ', 'fewer-than'], ['more than ', 'more-than'],
  ['exactly ', 'exactly'], ['at least ', 'at-least'], ['at most ', 'at-most'],
  // "its mana value is equal to the amount of unspent mana you have" (CR 107.1): a quantity only.
  ['equal to ', 'equal-to'],
];

/** "four or more", "10 or less", "less than 7", "exactly one", "greater than or equal to your starting life total". */
/** `bare`: a number alone is "equal to" it, as after "is" ("the result is 12", CR 706.2). */
export function parseCompared(text: string, opts: { quantity?: boolean; bare?: boolean } = {}): Compared | undefined {
  const number = (w: string): Compared | undefined => {
    const n = /^(?:\d{1,3}|[a-z]+)$/.test(w) ? parseCount(w) : undefined;
    return n === undefined || w === 'a' || w === 'an' ? undefined : { cmp: 'exactly', n, ...(/^\d/.test(w) ? { digits: true } : {}) };
  };
  for (const [suffix, cmp] of SUFFIXES) {
    if (!text.endsWith(suffix)) continue;
    // "its toughness is X or less" (CR 107.3: the X the spell or ability defined).
    if (opts.quantity && text === `X${suffix}`) return { cmp, to: { kind: 'x' } };
    const got = number(text.slice(0, -suffix.length));
    return got ? { ...got, cmp } : undefined;
  }
  for (const [prefix, cmp] of PREFIXES) {
    if (!text.startsWith(prefix)) continue;
    const rest = text.slice(prefix.length);
    const got = cmp === 'equal-to' ? undefined : number(rest);
    if (got) return { ...got, cmp };
    const to = opts.quantity && cmp !== 'exactly' ? parseQuantity(rest) : undefined;
    return to ? { cmp, to } : undefined;
  }
  const alone = opts.bare ? number(text) : undefined;
  return alone ? { ...alone, cmp: 'equal' } : undefined;
}

export function printCompared(c: Compared): string {
  const n = c.to ? printQuantity(c.to) : c.digits ? String(c.n ?? 0) : numberWord(c.n ?? 0);
  if (c.cmp === 'none') return 'no';
  if (c.cmp === 'equal') return n;
  const suffix = SUFFIXES.find(([, k]) => k === c.cmp);
  if (suffix) return `${n}${suffix[0]}`;
  const prefix = PREFIXES.find(([, k]) => k === c.cmp);
  return prefix ? `${prefix[0]}${n}` : n;
}
