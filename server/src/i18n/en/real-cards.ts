// A real card of the user's card database as hover, completion and `cardscript lookup` show it (its Oracle text,
// printed names and rulings come from the database as they are), and the names of the languages they are in.

import { def } from '../define';

export const REAL_CARD_MESSAGES = {
  'realcard.heading': def('{head} — Oracle text (from your card database)', { head: 'text' }),
  'realcard.loyalty': def('Loyalty {value}', { value: 'text' }),
  'realcard.defense': def('Defense {value}', { value: 'text' }),
  'realcard.printed-name': def('Printed name ({language}): {name}', { language: 'message', name: 'text' }),
  'realcard.printed-text': def('As printed in {language} ({name}):', { language: 'message', name: 'text' }),
  'realcard.rulings': def('Rulings:'),
  'realcard.rulings-in': def('Rulings ({language}):', { language: 'message' }),
  'realcard.completion': def('real card (your card database)'),
  'realcard.completion-printed': def('{name} — real card (your card database)', { name: 'text' }),

  'language.en': def('English'),
  'language.it': def('Italian'),
  'language.es': def('Spanish'),
  'language.de': def('German'),
  'language.fr': def('French'),
  /** A language CardScript has no name for: its code, as the data gives it. */
  'language.other': def('{code}', { code: 'text' }),
} as const;
