// A number against what a condition compares it with (CR 107.1): "two or fewer", "four or more", "exactly one", "no",
// "a" — shared by rules/queries/conditions.ts ("if …") and rules/layers/static-conditions.ts ("as long as …").

import type { Compared } from '../../model/types';

/** "two or fewer", "four or more", "no", "a" (CR 107.1): a count against what the condition compares it with. */
export function countHolds(n: number, c: Compared & { article?: string; dont?: boolean }): boolean {
  if (c.dont || c.cmp === 'none') return n === 0;
  if (c.article) return n >= 1;
  const k = c.n ?? 0;
  switch (c.cmp) {
    case 'or-more': case 'or-greater': case 'or-higher': case 'at-least': case 'greater-than-or-equal-to': return n >= k;
    case 'or-less': case 'or-fewer': case 'at-most': case 'less-than-or-equal-to': return n <= k;
    case 'less-than': case 'fewer-than': return n < k;
    case 'greater-than': case 'more-than': return n > k;
    default: return n === k;
  }
}

