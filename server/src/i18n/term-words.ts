// The game's terms as messages: a keyword ("ward {2}", "flying") or a card type ("Creature") the engine reports or a
// designer writes, worded with the glossary's printed term in the reader's language (glossary.ts `termText`); words
// that name no term stay as written.

import { keywordTerm, typeTerm } from './glossary';
import { msg, type Message } from './message';
import { isTypeWord } from './type-line-words';

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

/**
 * Type words as the designer or the engine gives them ("Legendary Artifact Creature", "Frog Creature"): the supertypes
 * and card types as the reader's language prints them (type-line-words.ts: Italian "Creatura Artefatto Leggendaria"),
 * the subtypes as written, placed where the language puts them.
 */
export function typePhrase(words: string): Message {
  const all = words.split(/\s+/).filter(Boolean);
  const types = all.filter(isTypeWord);
  const subtypes = all.filter((w) => !isTypeWord(w)).join(' ');
  if (!types.length) return msg('glossary.words', { words });
  const phrase = msg('glossary.types', { types });
  return subtypes ? msg('glossary.subtyped', { types: phrase, subtypes }) : phrase;
}
