// Field lines read by a plain scan instead of the lexer and parser, where the scan gives exactly what they give (the
// node fieldLineFromTokens builds, no error, no comment): `cost {2}{G}`, `type Creature — Elf`, `pt 2/2`, `loyalty 3`,
// `defense 4`, `color red`, `rarity rare`, and `text` alone. The line may start in either lexer mode: a field keyword
// at the start of a rules-mode line pops back to the main mode and the rest is lexed alike (`text` stays in the rules
// mode either way). Anything the scan does not prove returns undefined (the caller reads the line as before).
// test/grammar/line-reading.test.ts proves the equivalence on fixtures, near misses and random text.
//
// Why: item 1 of the bench reads 10,000 cards, five field lines each; a memo hit cost a slice of the line, its hash,
// and a copy of the memoized node driven by its plan. The scan builds the node directly, and its words are shared
// strings (`wordString`), not a new string each.

import type { Line, Word } from './ast';
import { isBlank } from './exact-scan';
import { placed } from './span';
import { PowerToughness } from './tokens';

/** The field keywords the scan reads a line of. */
type FieldKind = 'cost' | 'type' | 'pt' | 'loyalty' | 'defense' | 'color' | 'rarity' | 'text';

/** The field keyword of `text` at `i`, with a blank or the line's end after it (then it is no longer word), else undefined. */
function fieldKeyword(text: string, i: number, to: number): FieldKind | undefined {
  let kind: FieldKind;
  switch (text.charCodeAt(i)) {
    case 0x63 /* c */:
      if (text.startsWith('cost', i)) kind = 'cost';
      else if (text.startsWith('color', i)) kind = 'color';
      else return undefined;
      break;
    case 0x74 /* t */:
      if (text.startsWith('type', i)) kind = 'type';
      else if (text.startsWith('text', i)) kind = 'text';
      else return undefined;
      break;
    case 0x70 /* p */:
      if (text.startsWith('pt', i)) kind = 'pt';
      else return undefined;
      break;
    case 0x6c /* l */:
      if (text.startsWith('loyalty', i)) kind = 'loyalty';
      else return undefined;
      break;
    case 0x64 /* d */:
      if (text.startsWith('defense', i)) kind = 'defense';
      else return undefined;
      break;
    case 0x72 /* r */:
      if (text.startsWith('rarity', i)) kind = 'rarity';
      else return undefined;
      break;
    default:
      return undefined;
  }
  const end = i + kind.length;
  return end === to || isBlank(text.charCodeAt(end)) ? kind : undefined;
}

/** Where the blanks from `i` end. */
function skipBlanks(text: string, i: number, to: number): number {
  while (i < to && isBlank(text.charCodeAt(i))) i++;
  return i;
}

const isAsciiLetter = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * Where a word token (an identifier or a keyword: the `Word` category) from `i` ends, when the scan proves it: an ASCII
 * letter, then ASCII letters, digits, `_`, `'`, `’`, `-`, then a blank or the line's end. Else -1. The lexer's word
 * takes these characters and more letters; a word followed by anything else (another letter, a `/` after an `X`, which
 * may be a power/toughness) is left to it. `text` is not a plain word: its token pushes the rules mode.
 */
function wordEnd(text: string, i: number, to: number): number {
  if (!isAsciiLetter(text.charCodeAt(i))) return -1;
  let j = i + 1;
  for (; j < to; j++) {
    const d = text.charCodeAt(j);
    if (!(isAsciiLetter(d) || (d >= 0x30 && d <= 0x39) || d === 0x5f || d === 0x27 || d === 0x2019 || d === 0x2d)) break;
  }
  if (j < to && !isBlank(text.charCodeAt(j))) return -1;
  if (j - i === 4 && text.startsWith('text', i)) return -1;
  return j;
}

/** Where a run of digits (a `NumberLiteral`) from `i` ends, with a blank or the line's end after it; else -1. */
function numberEnd(text: string, i: number, to: number): number {
  let j = i;
  for (; j < to; j++) {
    const d = text.charCodeAt(j);
    if (d < 0x30 || d > 0x39) break;
  }
  if (j === i || (j < to && !isBlank(text.charCodeAt(j)))) return -1;
  return j;
}

/**
 * Where a mana symbol (`ManaSymbol`: `{`, no brace or white space, `}`) from `i` ends, when the scan proves it: only
 * printable ASCII inside, and after it a blank, the line's end or the next `{`. Else -1.
 */
function manaSymbolEnd(text: string, i: number, to: number): number {
  if (text.charCodeAt(i) !== 0x7b) return -1;
  let j = i + 1;
  for (; j < to; j++) {
    const d = text.charCodeAt(j);
    if (d === 0x7d) break;
    if (d <= 0x20 || d >= 0x7f || d === 0x7b) return -1;
  }
  if (j === to) return -1;
  j++;
  if (j < to && !isBlank(text.charCodeAt(j)) && text.charCodeAt(j) !== 0x7b) return -1;
  return j;
}

/** The `PowerToughness` token's own pattern, sticky (the lexer tries it before a number or a word). */
const POWER_TOUGHNESS = new RegExp(PowerToughness.PATTERN instanceof RegExp ? PowerToughness.PATTERN.source : '(?!)', 'y');

/** Where a power/toughness from `i` ends, with a blank or the line's end after it; else -1. */
function powerToughnessEnd(text: string, i: number, to: number): number {
  POWER_TOUGHNESS.lastIndex = i;
  if (!POWER_TOUGHNESS.test(text)) return -1;
  const j = POWER_TOUGHNESS.lastIndex;
  if (j > to || (j < to && !isBlank(text.charCodeAt(j)))) return -1;
  return j;
}

/** The dash token (`Dash`: `—`, `–` or `--`) at `i`, with a blank or the line's end after it: where it ends, else -1. */
function dashEnd(text: string, i: number, to: number): number {
  const c = text.charCodeAt(i);
  const j = c === 0x2014 || c === 0x2013 ? i + 1 : c === 0x2d && text.charCodeAt(i + 1) === 0x2d && i + 1 < to ? i + 2 : -1;
  if (j < 0 || (j < to && !isBlank(text.charCodeAt(j)))) return -1;
  return j;
}

/**
 * Short words seen before, by a hash of their characters: a field line's words repeat across a file (`{G}`,
 * `Creature`, `2/2`, `common`), and a slice shorter than 13 characters is a new string each time (ownString.ts).
 * A hit is checked against the text, so a hash collision only costs a slice.
 */
const words = new Map<number, string>();
const MAX_WORDS = 4096;

/** `text.slice(start, end)`, a string seen before when there is one (the same characters). */
function wordString(text: string, start: number, end: number): string {
  const n = end - start;
  if (n >= 13) return text.slice(start, end);
  let h = n;
  for (let i = start; i < end; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
  const known = words.get(h);
  if (known !== undefined && known.length === n && text.startsWith(known, start)) return known;
  const s = text.slice(start, end);
  if (words.size >= MAX_WORDS) words.clear();
  words.set(h, s);
  return s;
}

/** Reusable holders of a line's word bounds while it is scanned (no list grown per line). */
const starts: number[] = [];
const ends: number[] = [];

function wordNodes(text: string, base: number, count: number, skip: number): Word[] {
  const out = new Array<Word>(skip < 0 ? count : count - 1);
  let k = 0;
  for (let w = 0; w < count; w++) {
    if (w === skip) continue;
    out[k++] = { text: wordString(text, starts[w]!, ends[w]!), span: placed({ start: base + starts[w]!, end: base + ends[w]! }) };
  }
  return out;
}

/**
 * The field line of `text` from `from` to `to` (one line, no line break; `base`: the offset of `text` in the document)
 * when the scan proves it, else undefined. The mode after it: `rules` after `text`, else `main`.
 */
export function scanFieldLine(text: string, from: number, to: number, base: number): Line | undefined {
  const k = skipBlanks(text, from, to);
  if (k === to) return undefined;
  const kind = fieldKeyword(text, k, to);
  if (kind === undefined) return undefined;
  const kwEnd = k + kind.length;
  let i = skipBlanks(text, kwEnd, to);
  if (kind === 'text') {
    if (i !== to) return undefined;
    return { kind: 'text', span: placed({ start: base + k, end: base + kwEnd }), first: undefined };
  }
  if (i === to) return undefined;
  if (kind === 'pt' || kind === 'loyalty' || kind === 'defense') {
    const end = kind === 'pt' ? powerToughnessEnd(text, i, to) : numberEnd(text, i, to);
    // A number followed by `/` or a sign is a power/toughness to the lexer: numberEnd leaves it (no blank after).
    if (end < 0 || skipBlanks(text, end, to) !== to) return undefined;
    return { kind, span: placed({ start: base + k, end: base + end }), value: { text: wordString(text, i, end), span: placed({ start: base + i, end: base + end }) } };
  }
  // cost: symbols; type: words, maybe one dash after the first; color, rarity: words (rarity one).
  let count = 0;
  let dash = -1;
  let last = i;
  while (i < to) {
    let end: number;
    if (kind === 'cost') end = manaSymbolEnd(text, i, to);
    else {
      end = wordEnd(text, i, to);
      if (end < 0 && kind === 'type' && dash < 0 && count > 0) {
        end = dashEnd(text, i, to);
        if (end >= 0) dash = count;
      }
    }
    if (end < 0) return undefined;
    starts[count] = i;
    ends[count] = end;
    count++;
    last = end;
    i = skipBlanks(text, end, to);
  }
  if (kind === 'rarity' && count !== 1) return undefined;
  const span = placed({ start: base + k, end: base + last });
  if (kind === 'cost') return { kind, span, symbols: wordNodes(text, base, count, -1) };
  if (kind === 'color') return { kind, span, colors: wordNodes(text, base, count, -1) };
  if (kind === 'rarity') return { kind, span, value: { text: wordString(text, starts[0]!, ends[0]!), span: placed({ start: base + starts[0]!, end: base + ends[0]! }) } };
  return { kind: 'type', span, words: wordNodes(text, base, count, dash), dash: dash < 0 ? undefined : placed({ start: base + starts[dash]!, end: base + ends[dash]! }) };
}
