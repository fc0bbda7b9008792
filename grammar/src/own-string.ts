// A copy of a string that keeps nothing else alive. V8 makes a slice of a long string a view into it, so a
// memoized or long-lived slice of a document would keep that version's whole text in memory.

/** `s` as a string of its own (not a view into a larger string), for memos and for text kept across versions. */
export function ownString(s: string): string {
  // V8 copies a slice or a concatenation shorter than 13 characters (SlicedString/ConsString::kMinLength): such a
  // string holds no larger text, and keeping it as it is shares the parser's own constants ('creature', 'static') —
  // a memoized tree holds over a hundred thousand of them on a real card pool.
  if (s.length < 13) return s;
  // Concatenating makes a rope; slicing a rope first flattens it into a new string, and the slice is a view into
  // that new string only. (JSON, Buffer or split/join copies cost more.)
  return (' ' + s).slice(1);
}

/**
 * `s` as a flat string of its own, stored one byte per character when every character allows it. A slice of a document
 * that holds any character past U+00FF (an em dash in a type line) is two bytes per character, and so is ownString's
 * copy of it (plus a 32-byte view into that copy); this copy is half the size for the plain text most rules lines are.
 * About ten times ownString's cost: for what a document keeps for its life (the rules text's abilities), not for every
 * line a memo is keyed on.
 */
export function ownCompactString(s: string): string {
  if (s.length < 13) return s;
  // UTF-16 code units both ways: a lone surrogate (user text) comes back as it was, which a UTF-8 round trip would not.
  return Buffer.from(s, 'utf16le').toString('utf16le');
}
