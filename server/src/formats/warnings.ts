// The warnings of the card-format readers are catalog messages (i18n/en/import.ts), worded at the edge in the
// reader's language; one about a single card names it around what happened, so repeats can be counted.

import { msg, type Message } from '../i18n';

/** A warning about one card (or one file, one face): "<card>: <what>". */
export function about(card: string, what: Message): Message {
  return msg('import.card', { card, what });
}
