// A copy of a string that keeps nothing else alive. V8 makes a slice of a long string a view into it, so a
// memoized or long-lived slice of a document would keep that version's whole text in memory.

/** `s` as a string of its own (not a view into a larger string), for memos and for text kept across versions. */
export function ownString(s: string): string {
  // Concatenating makes a rope; slicing a rope first flattens it into a new string, and the slice is a view into
  // that new string only. (JSON, Buffer or split/join copies cost more.)
  return (' ' + s).slice(1);
}
