// Rendering messages in a language: the catalog's ICU MessageFormat text (intl-messageformat, with the language's
// plural rules), compiled once per (language, id) on first use. A message missing from a catalog, or one that does
// not compile, falls back to English; rendering never throws.

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat, type Formatters } from 'intl-messageformat';
import { EN } from './messages.en';
import { LOCALE_TAG, QUOTES, type Locale, type TranslatedLocale } from './locales';
import { isMessage, type Message, type MessageArgs, type MessageId } from './message';
import { heldText, termText } from './glossary';
import { typeLineWords } from './type-line-words';

type Catalog = Readonly<Record<string, string>>;

/**
 * The translated catalogs: data keyed by the English catalog's ids (a missing id falls back to English). Each is read
 * when first used: a run in English never reads one (the CLI's bundles keep them beside them as JSON files,
 * esbuild.mjs; issue 27).
 */
const loaded: Partial<Record<TranslatedLocale, Catalog>> = {};
export const CATALOGS: Readonly<Record<TranslatedLocale, Catalog>> = {
  get it() { return (loaded.it ??= require('./catalogs/it.json') as Catalog); },
  get es() { return (loaded.es ??= require('./catalogs/es.json') as Catalog); },
  get de() { return (loaded.de ??= require('./catalogs/de.json') as Catalog); },
};

/** A mana, tap or other symbol in braces ("{3}", "{T}", "{W/U/P}", "{…}"): printed as written, never a parameter. */
const SYMBOL = /\{([0-9A-Z½∞][0-9A-Z/½∞]*|…)\}/g;

/**
 * Catalog text → ICU MessageFormat source and the symbols it stands in for: apostrophes are doubled (literal
 * apostrophes, never ICU quoting) and each symbol becomes a parameter `_sN` whose value is the symbol.
 */
export function toIcu(text: string): { source: string; symbols: string[] } {
  const symbols: string[] = [];
  const source = text.replace(/'/g, "''").replace(SYMBOL, (s) => `{_s${symbols.push(s) - 1}}`);
  return { source, symbols };
}

/**
 * A compiled message: plain text and parameters only (most messages: filled in by concatenation, no Intl at all), or
 * with plural, select or number parts (intl-messageformat over the parsed text, sharing one set of Intl formatters).
 */
type Compiled =
  | { kind: 'plain'; parts: (string | { arg: string })[]; symbols: string[] }
  | { kind: 'icu'; format: IntlMessageFormat; symbols: string[] };

const compiled = new Map<string, Compiled | null>();

/** Intl formatters shared by every compiled message (each IntlMessageFormat would otherwise build its own). */
function sharedFormatters(): Formatters {
  const cache = new Map<string, unknown>();
  const memo = <T>(kind: string, make: () => T, args: unknown[]): T => {
    const key = `${kind}:${JSON.stringify(args)}`;
    let f = cache.get(key) as T | undefined;
    if (f === undefined) cache.set(key, (f = make()));
    return f;
  };
  return {
    getNumberFormat: (...a) => memo('n', () => new Intl.NumberFormat(...(a as ConstructorParameters<typeof Intl.NumberFormat>)), a),
    getDateTimeFormat: (...a) => memo('d', () => new Intl.DateTimeFormat(...a), a),
    getPluralRules: (...a) => memo('p', () => new Intl.PluralRules(...a), a),
  };
}
const formatters = sharedFormatters();

function compile(text: string, locale: Locale): Compiled | null {
  try {
    const { source, symbols } = toIcu(text);
    // Plain text and `{name}` parameters only (most messages): split, without the ICU parser (a first render is cheap).
    if (!/\{\s*[A-Za-z_][\w]*\s*,|[{}](?![A-Za-z_]\w*\})(?<!\{[A-Za-z_]\w*)/.test(source)) {
      const parts = source.split(/\{([A-Za-z_]\w*)\}/).map((p, i) => (i % 2 ? { arg: p } : p.replace(/''/g, "'"))).filter((p) => p !== '');
      return { kind: 'plain', parts, symbols };
    }
    const ast: MessageFormatElement[] = parse(source, { ignoreTag: true });
    if (ast.every((e) => e.type === TYPE.literal || e.type === TYPE.argument)) {
      return { kind: 'plain', parts: ast.map((e) => (e.type === TYPE.literal ? e.value : { arg: (e as { value: string }).value })), symbols };
    }
    return { kind: 'icu', format: new IntlMessageFormat(ast, LOCALE_TAG[locale], undefined, { formatters }), symbols };
  } catch {
    return null;
  }
}

/** The catalog text of `id` in `locale`, undefined when the catalog lacks it. */
export function catalogText(locale: Locale, id: string): string | undefined {
  if (locale === 'en') return (EN as Record<string, { text: string }>)[id]?.text;
  return CATALOGS[locale][id];
}

function compiledFor(locale: Locale, id: string): { c: Compiled; locale: Locale } | undefined {
  for (const l of locale === 'en' ? (['en'] as const) : [locale, 'en' as const]) {
    const key = `${l}\u0000${id}`;
    let c = compiled.get(key);
    if (c === undefined) {
      const text = catalogText(l, id);
      c = text === undefined ? null : compile(text, l);
      compiled.set(key, c);
    }
    if (c) return { c, locale: l };
  }
  return undefined;
}

const lists = new Map<string, Intl.ListFormat>();
function listFormat(locale: Locale, type: 'conjunction' | 'disjunction'): Intl.ListFormat {
  const key = `${locale}:${type}`;
  let f = lists.get(key);
  if (!f) lists.set(key, (f = new Intl.ListFormat(LOCALE_TAG[locale], { style: 'long', type })));
  return f;
}

/** `text` in `locale`'s quotation marks: the inner ones when it holds the outer closing mark. */
export function quote(text: string, locale: Locale): string {
  const { outer, inner } = QUOTES[locale];
  const [open, close] = text.includes(outer[1]) ? inner : outer;
  return `${open}${text}${close}`;
}

/** A parameter's value as the formatter takes it: nested messages rendered (with the `noun` they agree with), lists joined, in `locale`. */
function value(v: unknown, kind: string | undefined, locale: Locale, noun: string | undefined): string | number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return kind === 'quoted' ? quote(v, locale) : kind === 'term' ? termText(v, locale) ?? v : kind === 'ability' ? heldText(v, locale) ?? v : v;
  if (isMessage(v)) return render(v, locale, noun);
  if (kind === 'types' && Array.isArray(v)) return typeLineWords(v.map(String), locale);
  if (Array.isArray(v)) {
    const items = v.map((x) => (isMessage(x) ? render(x, locale, noun) : String(x)));
    if (kind === 'commas') return [...new Set(items)].join(', ');
    return listFormat(locale, kind === 'orList' ? 'disjunction' : 'conjunction').format(items);
  }
  return String(v);
}

/**
 * `message` in `locale` (English where the catalog lacks it). Never throws: an unknown id renders as the id.
 * Agreement: a message with a `noun` parameter (the noun its words agree with: Italian "girata" for a Creatura) that is
 * not given takes `noun`, the one of the message it is a parameter of ("Expected @s to be tapped": the subject's), else `none`.
 */
export function render(message: Message, locale: Locale, noun?: string): string {
  // A message never changes once made (message.ts: readonly): its words are made once per language and agreeing noun
  // (the pool's notes share their outcomes' messages: each was rendered again for every note).
  if (!renderMemo) return renderNow(message, locale, noun);
  let byWords = rendered.get(message);
  if (!byWords) rendered.set(message, (byWords = new Map()));
  const key = noun === undefined ? locale : `${locale}\u0000${noun}`;
  let out = byWords.get(key);
  if (out === undefined) byWords.set(key, (out = renderNow(message, locale, noun)));
  return out;
}

const rendered = new WeakMap<Message, Map<string, string>>();
let renderMemo = true;

/** Tests switch the words kept per message (and per values, `formatted`) off, to show they change no words (test/support/caches.ts). */
export function setRenderMemoEnabled(on: boolean): void {
  renderMemo = on;
}

function renderNow(message: Message, locale: Locale, noun?: string): string {
  const found = compiledFor(locale, message.id);
  if (!found) return message.id;
  const kinds = (EN as Record<string, { params: Record<string, string> }>)[message.id]?.params ?? {};
  const params = (message.params ?? {}) as Record<string, unknown>;
  const agrees = typeof params.noun === 'string' ? params.noun : noun;
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) values[k] = value(v, kinds[k], found.locale, agrees);
  if ('noun' in kinds && values.noun === undefined) values.noun = agrees ?? 'none';
  found.c.symbols.forEach((s, i) => { values[`_s${i}`] = s; });
  try {
    if (found.c.kind === 'plain') {
      let out = '';
      for (const p of found.c.parts) {
        if (typeof p === 'string') out += p;
        else if (p.arg in values) out += String(values[p.arg]);
        else throw new Error(`no value for {${p.arg}}`);
      }
      return out;
    }
    return formatted(found.locale, message.id, found.c.format, values);
  } catch {
    return found.locale === 'en' ? message.id : render(message, 'en', noun);
  }
}

/**
 * A compiled message's words for its values (strings and numbers, its inner messages already worded), kept by language,
 * id and values: a message object made again with the same words (a set-wide note put together again after an edit,
 * each of its "same as …" notes) is formatted once, not once per object. Values as JSON: a number JSON can't tell apart
 * (-0, NaN, ±Infinity) is not kept.
 */
function formatted(locale: Locale, id: string, format: IntlMessageFormat, values: Record<string, string | number>): string {
  if (!renderMemo) return formatNow(format, values);
  for (const k in values) {
    const v = values[k];
    if (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0))) return formatNow(format, values);
  }
  const key = `${locale}\u0000${id}\u0000${JSON.stringify(values)}`;
  let out = byValues.get(key);
  if (out === undefined) {
    out = formatNow(format, values);
    if (byValuesChars + key.length + out.length > MAX_VALUES_CHARS) {
      byValues.clear();
      byValuesChars = 0;
    }
    byValues.set(key, out);
    byValuesChars += key.length + out.length;
  }
  return out;
}

function formatNow(format: IntlMessageFormat, values: Record<string, string | number>): string {
  const out = format.format(values);
  return typeof out === 'string' ? out : String(out);
}

const byValues = new Map<string, string>();
/** The characters of keys and words `byValues` holds at most (~2 MB as one-byte strings), then it starts again. */
const MAX_VALUES_CHARS = 2_000_000;
let byValuesChars = 0;

/** Message `id` with its parameters, in `locale`: `t(locale, 'names.unresolved', { name })`. */
export function t<K extends MessageId>(locale: Locale, id: K, ...args: MessageArgs<K>): string {
  return render(args.length ? { id, params: args[0] } : { id }, locale);
}

/** The ids of the English catalog that `locale`'s catalog lacks (0 for every shipped language: i18n test). */
export function missingIds(locale: TranslatedLocale): MessageId[] {
  return (Object.keys(EN) as MessageId[]).filter((id) => CATALOGS[locale][id] === undefined);
}
