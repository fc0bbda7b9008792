// Document spans of the parts of an ability kept relative to the ability (offsets into its text), not as spans of
// their own: such a part is the same object at any offset, shared by every copy of a memoized ability (a memo hit
// moves only the spans it still holds). Every reader of such a part's place goes through here.

import type { Ability, Span } from './types';

/** The document span of `a`'s reminder text, parentheses included (CR 207.2); undefined when it has none. */
export function reminderSpan(a: Ability): Span | undefined {
  const r = a.reminder;
  if (!r) return undefined;
  const at = a.span.start;
  return { start: (at + r.from) | 0, end: (at + r.to) | 0 };
}
