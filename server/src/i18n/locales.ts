// The languages CardScript speaks, and locale negotiation: any tag an editor or a shell gives ("it", "it-IT",
// "es_ES.UTF-8", "de-DE", "de_CH@euro", "C") becomes one of them; anything else is English.

export const LOCALES = ['en', 'it', 'es', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** The languages with a translated catalog (English is the source of truth, `messages.en.ts`). */
export const TRANSLATED_LOCALES = ['it', 'es', 'de'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** The BCP 47 tag given to Intl (plural rules, lists, numbers) for each language. */
export const LOCALE_TAG: Record<Locale, string> = { en: 'en', it: 'it', es: 'es', de: 'de' };

/**
 * Each language's quotation marks as CardScript's messages use them: the outer pair, and the inner pair for text that
 * holds the outer closing mark. Italian and Spanish catalogs quote with straight quotes like the English, German
 * with „…“ — as the printed cards quote a granted ability (Whisperwood Elemental in cards-a.json: German „Wenn diese
 * Kreatur stirbt, …", Italian and Spanish "Quando questa creatura muore, …" / "Cuando esta criatura muera, …").
 */
export const QUOTES: Record<Locale, { outer: readonly [string, string]; inner: readonly [string, string] }> = {
  en: { outer: ['"', '"'], inner: ['\u2018', '\u2019'] },
  it: { outer: ['"', '"'], inner: ['\u2018', '\u2019'] },
  es: { outer: ['"', '"'], inner: ['\u2018', '\u2019'] },
  de: { outer: ['\u201E', '\u201C'], inner: ['\u201A', '\u2018'] },
};

export function isLocale(s: string): s is Locale {
  return (LOCALES as readonly string[]).includes(s);
}

/**
 * The language of a locale tag: BCP 47 ("it-IT", "de-CH"), POSIX ("es_ES.UTF-8", "de_DE@euro") or a bare language
 * ("it"); case is ignored. Undefined when the tag names no language we ship ("fr-FR", "C", "POSIX", "").
 */
export function matchLocale(tag: string | undefined): Locale | undefined {
  if (!tag) return undefined;
  const language = tag.trim().split(/[-_.@]/)[0]!.toLowerCase();
  return isLocale(language) ? language : undefined;
}

/** `matchLocale`, English when the tag names no language we ship. */
export function negotiateLocale(tag: string | undefined): Locale {
  return matchLocale(tag) ?? 'en';
}

/**
 * The command line's language, as POSIX programs choose their messages' language: the first of LC_ALL, LC_MESSAGES
 * and LANG that is set and not empty decides (so `LC_ALL=C` means English even with `LANG=it_IT.UTF-8`).
 */
export function localeFromEnv(env: Readonly<Record<string, string | undefined>>): Locale {
  const tag = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '');
  return negotiateLocale(tag);
}
