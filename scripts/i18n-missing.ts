// What each shipped language's catalog lacks: for every id of the English catalog (messages.en.ts) that
// catalogs/{it,es,de}.json does not have, the English text, printed as a JSON object to translate and merge
// (`bash scripts/i18n-missing.sh [it|es|de]`). A new message lands with its three translations: the i18n suite
// fails while any id is missing (test/i18n/translations.test.ts, test/i18n/ids-in-code.test.ts).

import { EN, missingIds, TRANSLATED_LOCALES, type TranslatedLocale } from '../server/src/i18n';

const asked = process.argv.slice(2).filter((a): a is TranslatedLocale => (TRANSLATED_LOCALES as readonly string[]).includes(a));
const out: Record<string, Record<string, string>> = {};
for (const locale of asked.length ? asked : TRANSLATED_LOCALES) {
  out[locale] = Object.fromEntries(missingIds(locale).map((id) => [id, EN[id].text]));
}
process.stdout.write(JSON.stringify(out, null, 1) + '\n');
