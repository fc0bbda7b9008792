// Type lines (CR 205): supertypes, card types and subtypes, read from the words of a `type` field.

import { ownString } from '../../../grammar/src/own-string';
import { BoundedCache, stringBytes } from './bounded-cache';
import type { Span, TypeLine } from './types';

/** CR 205.4a */
export const SUPERTYPES = ['Basic', 'Legendary', 'Ongoing', 'Snow', 'World'] as const;
/** CR 205.2a (Tribal is the older name of Kindred). */
export const CARD_TYPES = [
  'Artifact', 'Battle', 'Conspiracy', 'Creature', 'Dungeon', 'Enchantment', 'Instant', 'Kindred', 'Land',
  'Phenomenon', 'Plane', 'Planeswalker', 'Scheme', 'Sorcery', 'Tribal', 'Vanguard',
] as const;

const SUPER = new Set<string>(SUPERTYPES);
const CARD = new Set<string>(CARD_TYPES);

export function isCardType(word: string): boolean {
  return CARD.has(word);
}

/**
 * Words before the dash are supertypes or card types (an unknown word there is kept as a card type so the
 * checks can report it); words after it are subtypes.
 */
export function buildTypeLine(before: string[], after: string[], span: Span): TypeLine {
  const supertypes: string[] = [];
  const cardTypes: string[] = [];
  for (const w of before) (SUPER.has(w) ? supertypes : cardTypes).push(w);
  const text = after.length ? `${before.join(' ')} — ${after.join(' ')}` : before.join(' ');
  // Empty lists are the one shared frozen empty list (most type lines have no supertype, many no subtype).
  return { supertypes: kept(supertypes), cardTypes: kept(cardTypes), subtypes: kept(after), text, span };
}

const NO_WORDS: string[] = Object.freeze([]) as unknown as string[];

/**
 * The lists type lines keep, one frozen list per content (["Creature"], ["Elf", "Druid"]): a set repeats a few dozen,
 * and a built card's model is not written after its build (test/model/shared-lists.test.ts). Keyed on the words
 * joined by NUL (a type word never holds one); strings of their own (the table outlives the document read). A real
 * pool has a few thousand subtype lists: they fit, the least used go first.
 */
const keptLists = new BoundedCache<string, string[]>(1 << 20, (k, v) => 2 * stringBytes(k) + 32 + 8 * v.length);

/** A list kept with the type line: the shared frozen list of its content (never the caller's list), or the shared empty list. */
function kept(words: string[]): string[] {
  if (words.length === 0) return NO_WORDS;
  const key = words.length === 1 ? words[0]! : words.join('\u0000');
  let list = keptLists.get(key);
  if (list === undefined) {
    list = Object.freeze(words.map(ownString)) as string[];
    keptLists.set(ownString(key), list);
  }
  return list;
}

/** Reads a printed type line such as "Legendary Creature — Elf Druid" (also with "-" or "--"). */
export function readTypeLine(text: string, span: Span = { start: 0, end: text.length }): TypeLine {
  // (?<!\s): a blank run is tried from its start only (without it, a long run of blanks is quadratic).
  const [left = '', right = ''] = text.split(/(?<!\s)\s+(?:—|–|--|-)\s+/, 2);
  const words = (s: string) => s.split(/\s+/).filter(Boolean);
  return buildTypeLine(words(left), words(right), span);
}
