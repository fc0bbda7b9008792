// An error whose reason is a catalog message: thrown where the words can't be chosen yet (a reader of a malformed
// file, a file-system failure), worded at the edge in the reader's language (`errorWords`). Its own `message` is the
// English, for logs and for code that only knows `Error`.

import { render } from './format';
import type { Locale } from './locales';
import type { Message } from './message';

export class WordedError extends Error {
  constructor(readonly why: Message) {
    super(render(why, 'en'));
  }
}

/** What an error says, in `locale`: a WordedError's message in that language, else the error's own text. */
export function errorWords(err: unknown, locale: Locale): string {
  if (err instanceof WordedError) return render(err.why, locale);
  return err instanceof Error ? err.message : String(err);
}
