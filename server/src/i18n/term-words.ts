// The game's terms as messages: a keyword ("ward {2}", "flying") or a card type ("Creature") the engine reports or a
// designer writes, worded with the glossary's printed term in the reader's language (glossary.ts `termText`); words
// that name no term stay as written.

import { keywordTerm, typeTerm } from './glossary';
import { msg, type Message } from './message';

/** A keyword and what follows it ("ward {2}" → the term ward, then " {2}" as written). */
export function keywordWords(words: string): Message {
  const { term, rest } = keywordTerm(words);
  return term ? msg('glossary.keyword', { keyword: term, rest }) : msg('glossary.words', { words });
}

/**
 * A keyword ability something has, gains or lacks ("with flying"): the glossary's running-text form where the language
 * has one (Spanish "la habilidad de volar", German "Flugfähigkeit"), else as `keywordWords`.
 */
export function keywordHeld(words: string): Message {
  const { term, rest } = keywordTerm(words);
  return term ? msg('glossary.keyword-held', { keyword: term, rest }) : msg('glossary.words', { words });
}

/** A card type ("Creature", "land") by its glossary term, else as written (a subtype: "Frog"). */
export function typeWords(type: string): Message {
  const term = typeTerm(type);
  return term ? msg('glossary.type', { type: term }) : msg('glossary.words', { words: type });
}

/** Type words ("Legendary Creature", "Frog") each by its glossary term where it has one, side by side as written. */
export function typePhrase(words: string): Message {
  const parts = words.split(/\s+/).filter(Boolean).map(typeWords);
  return parts.length ? parts.reduce((a, b) => msg('glossary.then', { a, b })) : msg('glossary.words', { words });
}

/** The card types in type-line order (CR 205.2a). */
export const CARD_TYPES = ['Kindred', 'Artifact', 'Enchantment', 'Battle', 'Land', 'Planeswalker', 'Creature', 'Instant', 'Sorcery'] as const;

/**
 * The noun an object is spoken of by, for the languages whose articles, adjectives and participles agree with it (a
 * catalog `select` on `noun`: Italian "girata" for a Creatura, "girato" for an Artefatto): its first card type in
 * type-line order, or `none`.
 */
export function nounOf(types: readonly string[]): string {
  const lower = types.map((t) => t.toLowerCase());
  return CARD_TYPES.find((t) => lower.includes(t.toLowerCase())) ?? 'none';
}
