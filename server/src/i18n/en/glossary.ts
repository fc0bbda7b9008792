// The game's terms inside messages (term-words.ts): a keyword or a card type named by the engine or written by the
// designer, said with the glossary's printed term (glossary/, a `term` parameter); what follows a keyword (a cost,
// a quality: "{2}", " from red") stays as written.

import { def } from '../define';

export const GLOSSARY_MESSAGES = {
  /** A keyword: its term (glossary id) and what follows it, as written ("ward" + " {2}"). */
  'glossary.keyword': def('{keyword}{rest}', { keyword: 'term', rest: 'text' }),
  /** A keyword ability something has, gains or lacks: its term (glossary id) as running text names it then, and what follows it. */
  'glossary.keyword-held': def('{keyword}{rest}', { keyword: 'ability', rest: 'text' }),
  /** Words that name no term of the glossary (a keyword it lacks, a subtype): shown as written. */
  'glossary.words': def('{words}', { words: 'text' }),
  /** Supertypes and card types (English words, type-line order) as the language's type line prints them (type-line-words.ts). */
  'glossary.types': def('{types}', { types: 'types' }),
  /** Type words with subtypes the designer wrote among them ("Frog Creature"): the subtypes as written. */
  'glossary.subtyped': def('{subtypes} {types}', { types: 'message', subtypes: 'text' }),
  /** A type line: its types, then its subtypes as written ("Creature — Frog"). */
  'glossary.type-line': def('{types} — {subtypes}', { types: 'message', subtypes: 'text' }),
  /** A card type (glossary id: creature, land…). */
  'glossary.type': def('{type}', { type: 'term' }),
} as const;
