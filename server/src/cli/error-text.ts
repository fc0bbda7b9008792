// What an error a command shows says, in the run's language: a catalog message's error (WordedError: a malformed
// file, an output failure) or a refused file (files/: a link, not a regular file, too large) worded through the
// catalog; any other error's own text (the system's words).

import { FileRefusedError } from '../files/regular-file';
import { errorWords, msg, render, type Locale } from '../i18n';

export function errorText(err: unknown, locale: Locale): string {
  if (err instanceof FileRefusedError) {
    const r = err.refusal;
    const file = err.file;
    return render(r.kind === 'symlink' ? msg('cli.refused.symlink', { file })
      : r.kind === 'too-large' ? msg('cli.refused.too-large', { file, max: String(r.max) })
      : msg('cli.refused.not-regular', { file, what: r.what }), locale);
  }
  return errorWords(err, locale);
}
