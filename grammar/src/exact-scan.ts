// Lines read by a plain scan instead of the lexer and parser, where the scan gives exactly what they give: a line of
// rules text, and a `card` / `back` / `flavor` line with a quoted name. Anything else returns undefined (the caller
// lexes and parses the line). test/grammar/exact-scan.test.ts proves the equivalence on fixtures and random text.

import type { Line } from './ast';
import { unescapeString } from './build-ast';
import { placed } from './span';

/** The skipped whitespace of the lexer (`Whitespace` in tokens.ts). */
export const isBlank = (c: number) => c === 0x20 || c === 0x09 || c === 0xa0 || c === 0xfeff;

/** What a scanned line adds: its line node (none for a blank or comment-only line) and its comment. */
export interface ScannedLine {
  line?: Line;
  comment?: { text: string; span: { start: number; end: number } };
}

/** Field keywords and `text`: at the start of a rules-mode line the lexer may read one as a keyword (not a rules line). */
const KEYWORD_START = /^(?:set|card|back|scenario|cost|type|pt|loyalty|defense|color|rarity|flavor|text)/;

/**
 * A line of `text` that starts in the rules mode: blanks, then a `RulesLine` token (up to a `#` or the line's end),
 * then maybe a comment. `base`: the offset of `text` in the document. Undefined when the line starts with a field
 * keyword or a character the lexer would reject. `hashFrom`: the first `#` of `text` at or after `from`, -1 if none (a
 * caller scanning many lines of one text keeps it, instead of each line's characters being walked for it).
 */
export function scanRulesLine(text: string, from: number, to: number, base: number, hashFrom?: number): ScannedLine | undefined {
  let i = from;
  while (i < to && isBlank(text.charCodeAt(i))) i++;
  if (i === to) return {};
  const c = text.charCodeAt(i);
  if (c === 0x23 /* # */) return { comment: { text: text.slice(i, to), span: placed({ start: base + i, end: base + to }) } };
  // `\s` other than the lexer's blanks has no token: the lexer reports it.
  if ((c < 0x21 || c > 0x7e) && /\s/.test(text[i]!)) return undefined;
  if (c >= 0x62 && c <= 0x74 && KEYWORD_START.test(text.slice(i, Math.min(to, i + 8)))) return undefined;
  let hash = i;
  if (hashFrom === undefined) while (hash < to && text.charCodeAt(hash) !== 0x23) hash++;
  else hash = hashFrom >= 0 && hashFrom < to ? hashFrom : to;
  // The token keeps its trailing blanks; the line node does not (String.prototype.trimEnd, as build-ast does).
  const trimmed = text.slice(i, hash).trimEnd();
  const out: ScannedLine = { line: { kind: 'rules', text: trimmed, span: placed({ start: base + i, end: base + i + trimmed.length }) } };
  if (hash < to) out.comment = { text: text.slice(hash, to), span: placed({ start: base + hash, end: base + to }) };
  return out;
}

/**
 * `card "…"`, `back "…"` or `flavor "…"` (a closed straight-quoted string, as the `StringLiteral` token reads it),
 * with blanks around and maybe a comment after. The keyword needs a blank after it (then it cannot be a longer word).
 */
const NAMED_LINE = /^[ \t\u00A0\uFEFF]*(card|back|flavor)[ \t\u00A0\uFEFF]+("(?:[^"\\\r\n]|\\.)*")[ \t\u00A0\uFEFF]*(#[^\r\n]*)?$/;

/** A named line of `line` (at document offset `at`), read in either mode; undefined when it is not one. */
export function scanNamedLine(line: string, at: number): ScannedLine | undefined {
  const m = NAMED_LINE.exec(line);
  if (!m) return undefined;
  const keyword = m[1]!;
  const image = m[2]!;
  const kwStart = at + line.indexOf(keyword);
  const strStart = at + line.indexOf('"', kwStart - at + keyword.length);
  const strEnd = strStart + image.length;
  const span = placed({ start: kwStart, end: strEnd });
  const { value, closed } = unescapeString(image);
  const name = { value, closed, span: placed({ start: strStart, end: strEnd }) };
  const out: ScannedLine = {
    line: keyword === 'flavor'
      ? { kind: 'flavor', span, value: name }
      : { kind: keyword as 'card' | 'back', span, name },
  };
  if (m[3] !== undefined) {
    const hashAt = at + line.length - m[3].length;
    out.comment = { text: m[3], span: placed({ start: hashAt, end: hashAt + m[3].length }) };
  }
  return out;
}

/**
 * The plainest named line, read from `text` without a slice of the line, a match or an unescape: blanks, `card`,
 * `back` or `flavor`, blanks, a straight-quoted name without a backslash, blanks to the line's end. What
 * scanNamedLine reads it as (the same node); undefined for anything else (the caller tries scanNamedLine).
 */
export function scanPlainNamedLine(text: string, from: number, to: number, base: number): Line | undefined {
  let k = from;
  while (k < to && isBlank(text.charCodeAt(k))) k++;
  const c = text.charCodeAt(k);
  const keyword = c === 0x63 /* c */ ? 'card' : c === 0x62 /* b */ ? 'back' : c === 0x66 /* f */ ? 'flavor' : undefined;
  if (keyword === undefined || !text.startsWith(keyword, k)) return undefined;
  let q = k + keyword.length;
  if (q >= to || !isBlank(text.charCodeAt(q))) return undefined;
  while (q < to && isBlank(text.charCodeAt(q))) q++;
  if (q === to || text.charCodeAt(q) !== 0x22 /* " */) return undefined;
  let close = q + 1;
  for (; close < to; close++) {
    const d = text.charCodeAt(close);
    if (d === 0x22) break;
    if (d === 0x5c /* \ */) return undefined;
  }
  if (close === to) return undefined;
  for (let j = close + 1; j < to; j++) if (!isBlank(text.charCodeAt(j))) return undefined;
  const kwStart = base + k;
  const strStart = base + q;
  const strEnd = base + close + 1;
  const span = placed({ start: kwStart, end: strEnd });
  const name = { value: text.slice(q + 1, close), closed: true, span: placed({ start: strStart, end: strEnd }) };
  return keyword === 'flavor'
    ? { kind: 'flavor', span, value: name }
    : { kind: keyword, span, name };
}
