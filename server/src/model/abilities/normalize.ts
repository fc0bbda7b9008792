// Normalizing rules text for matching, offsets kept (MappedText): the card's own name and "this creature",
// "this permanent", "this Aura", an emblem's "this emblem" (CR 114.1)… become "~" (CR 201.5, 109.2a), typographic minus/apostrophes become ASCII,
// and runs of white space (left by masked reminder text) become one space.

import { MappedText, type Match } from './mapped-text';
import { findReminders, maskReminders } from './reminder';
import { CARD_TYPES, SUBTYPE_LISTS, SUPERTYPES } from '../../data/cr-vocabulary';

/** Words that name a kind (CR 205: card types, supertypes, subtypes): a legendary name's first word that is one ("Sliver
 * Queen") is never its short name, as the card's text names the kind by it. */
let kindWords: ReadonlySet<string> | undefined;
function isKindWord(w: string): boolean {
  kindWords ??= new Set([...CARD_TYPES, ...SUPERTYPES, ...SUBTYPE_LISTS.flatMap((l) => l.names)]);
  return kindWords.has(w);
}

export interface NameContext {
  cardName: string;
  faceName: string;
  typeLine?: string;
}

const SELF_PHRASE = /\b[Tt]his (?:creature|permanent|Aura|enchantment|artifact|Equipment|land|Vehicle|card|Saga|planeswalker|Fortification|Spacecraft|spell|emblem|token|Class)\b/g;
/** The same phrase at the start of a text. */
const SELF_PHRASE_AT_START = /^[Tt]his (?:creature|permanent|Aura|enchantment|artifact|Equipment|land|Vehicle|card|Saga|planeswalker|Fortification|Spacecraft|spell|emblem|token|Class)\b/;

function addName(names: string[], name: string): void {
  if (!names.includes(name)) names.push(name);
}

/** The names `full` (a card's or a face's name, faces split at " // ") gives, added to `names`. */
function addNames(names: string[], full: string | undefined, legendary: boolean): void {
  if (typeof full !== 'string') return;
  // Most names have no " // ": read as they are, no list made.
  if (!full.includes(' // ')) addNamesOfOne(names, full, legendary);
  else for (const n of full.split(' // ')) addNamesOfOne(names, n, legendary);
}

function addNamesOfOne(names: string[], n: string, legendary: boolean): void {
  const name = n.trim();
  if (name.length < 2 || name.length > 200) return;
  addName(names, name);
  if (!legendary) return;
  const comma = name.indexOf(', ');
  if (comma > 1) addName(names, name.slice(0, comma));
  // CR 201.5c: "Phage the Untouchable" writes "Phage", "Svyelun of Sea and Sky" "Svyelun" (a legendary card's first word);
  // "Axelrod Gunnarson" writes "Axelrod" (a first word that names no kind and isn't a possessive, "Urza's Saga").
  const short = comma < 0 ? /^([A-Z][\p{L}'-]+) (?:the |of |(?=[A-Z]))/u.exec(name) : null;
  if (short && short[1] !== 'The' && !short[1]!.endsWith("'s") && !isKindWord(short[1]!)) addName(names, short[1]!);
}

/** "Koma's Coil" on Koma, Cosmos Serpent: a short name followed by "'s" and a capital word is the start of another name (a
 * token's or a card's, CR 111.4, 201.2), never this card. */
const OTHER_NAME_AFTER = /^['\u2019]s [A-Z]/;

/** Names this card uses for itself; a legendary card may also use the part of its name before a comma. */
export function selfNames(ctx: NameContext): string[] {
  const names: string[] = [];
  const legendary = /\bLegendary\b/.test(ctx.typeLine ?? '');
  addNames(names, ctx.cardName, legendary);
  // A face named as its card (every one-faced card) adds nothing more.
  if (ctx.faceName !== ctx.cardName) addNames(names, ctx.faceName, legendary);
  addName(names, 'CARDNAME');
  // Longest first, equal lengths in the order found (what a stable sort gives); a few names: an insertion sort, no copy.
  for (let i = 1; i < names.length; i++) {
    const n = names[i]!;
    let j = i;
    for (; j > 0 && names[j - 1]!.length < n.length; j--) names[j] = names[j - 1]!;
    names[j] = n;
  }
  return names;
}

const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** The code point that ends just before `at` (a surrogate pair read whole), or undefined at the start. */
function codePointBefore(text: string, at: number): number | undefined {
  if (at <= 0) return undefined;
  const low = text.charCodeAt(at - 1);
  if (low >= 0xdc00 && low <= 0xdfff && at >= 2) {
    const high = text.charCodeAt(at - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(at - 2);
  }
  return low;
}

function isLetterOrDigit(cp: number | undefined): boolean {
  return cp !== undefined && LETTER_OR_DIGIT.test(String.fromCodePoint(cp));
}

/**
 * Where the card name stands as a whole word (no letter or digit on either side), left to right, not overlapping:
 * what the pattern `(?<![\p{L}\p{N}])NAME(?![\p{L}\p{N}])` (flags `gu`) matches, found with `indexOf` — a
 * Unicode-property pattern per card name costs a millisecond to compile, and a pool has a name per card.
 */
export function nameMatches(text: string, name: string): Match[] {
  const found: Match[] = [];
  if (name.length === 0) return found;
  let at = text.indexOf(name);
  while (at >= 0) {
    const end = at + name.length;
    // In a Unicode pattern a surrogate pair is one character: a run may not start or end inside one.
    const midPair = (at > 0 && isLowSurrogate(text.charCodeAt(at)) && isHighSurrogate(text.charCodeAt(at - 1)))
      || (end < text.length && isLowSurrogate(text.charCodeAt(end)) && isHighSurrogate(text.charCodeAt(end - 1)));
    if (!midPair && !isLetterOrDigit(codePointBefore(text, at)) && !isLetterOrDigit(end < text.length ? text.codePointAt(end) : undefined)) {
      found.push({ at, text: name });
      at = text.indexOf(name, end);
    } else {
      at = text.indexOf(name, at + 1);
    }
  }
  return found;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

export function normalize(m: MappedText, ctx: NameContext): MappedText {
  let out = m.replace(/\u2019/g, "'").replace(/[\u2212\u2013]/g, '-');
  for (const name of selfNames(ctx)) {
    const plain = name.replace(/\u2019/g, "'");
    const short = name !== ctx.cardName && name !== ctx.faceName && !ctx.cardName.split(' // ').includes(name);
    // "non-Gideon creatures": a name right after "non-" is the subtype it shares with the card (a legendary planeswalker's
    // short name, CR 201.5c, 205.3j), never the card itself.
    const text = out.text;
    out = out.replaceMatches(nameMatches(text, plain).filter((x) => !text.startsWith('non-', x.at - 4) && !(short && OTHER_NAME_AFTER.test(text.slice(x.at + x.text.length, x.at + x.text.length + 4)))), '~');
  }
  return out.replace(SELF_PHRASE, '~').replace(/\s+/g, ' ').trim();
}

/**
 * How `text` names its own object at each place normalize writes "~", in order ("Abbey Matron", "this creature",
 * "This creature" inside a quoted ability): the printer's choices, so a model prints back exactly as written.
 */
export function selfWords(line: string, ctx: NameContext): string[] {
  // Reminder text is not printed: its self-references are not the line's.
  const text = maskReminders(line, findReminders(line, 0));
  const n = normalize(MappedText.from(text, 0), ctx);
  const names = selfNames(ctx);
  const out: string[] = [];
  for (let i = n.text.indexOf('~'); i >= 0; i = n.text.indexOf('~', i + 1)) {
    const rest = text.slice(n.span(i, i + 1).start);
    const name = names.find((w) => rest.startsWith(w) || rest.startsWith(w.replace(/'/g, '\u2019')));
    const phrase = name === undefined ? SELF_PHRASE_AT_START.exec(rest)?.[0] : undefined;
    out.push(name !== undefined ? rest.slice(0, name.length) : phrase ?? '~');
  }
  return out;
}
