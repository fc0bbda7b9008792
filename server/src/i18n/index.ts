// The message catalog: ids with typed parameters (messages.en.ts, the source of truth), one translated catalog per
// language (catalogs/*.json), rendering in the reader's language (format.ts) and locale negotiation (locales.ts).

export { def, type MessageDef, type ParamKind } from './define';
export { CATALOGS, missingIds, quote, render, t, toIcu, catalogText } from './format';
export { isLocale, LOCALES, localeFromEnv, matchLocale, negotiateLocale, TRANSLATED_LOCALES, type Locale, type TranslatedLocale } from './locales';
export { isMessage, msg, type Message, type MessageArgs, type MessageId, type ParamsOf } from './message';
export { EN } from './messages.en';
export { keywordHeld, keywordWords, typePhrase, typeWords } from './term-words';
export { CARD_TYPES, isTypeWord, nounOf, SUPERTYPES, typeLineWords } from './type-line-words';
export { GLOSSARY_LANGUAGES, hasForm, keywordTerm, loadGlossary, MTGJSON_LANGUAGE, pairsOf, type AlignedText, type Evidence, type GlossaryEntry } from './glossary';
export { errorWords, WordedError } from './worded-error';
