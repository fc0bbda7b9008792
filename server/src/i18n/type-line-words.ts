// A type line's supertypes and card types in the reader's language, ordered, written and agreeing as that language's
// printed type lines do (glossary/type-lines.json, checked against every combination the real cards print:
// test/corpus/type-lines.corpus.test.ts): Italian "Creatura Artefatto Leggendaria" and Spanish "Criatura artefacto
// legendaria" put the head card type first and the rest after it from the last to the first, German
// "Legendäre Artefaktkreatur" glues the card types into one compound after the adjectives. The head noun (the last
// card type as English type lines print them) is what the words, and a message's article and participles, agree with (`nounOf`).

import data from './glossary/type-lines.json';
import { termText } from './glossary';
import type { Locale, TranslatedLocale } from './locales';

/**
 * The card types of a permanent or a spell (CR 205.2a lists them alphabetically; 205.2b: an object can have more than
 * one) in the order printed type lines put them, the head noun last: Kindred Instant, Enchantment Artifact, Artifact
 * Land, Enchantment Creature, Land Creature. Tribal is Kindred's older name, which the data's printings carry.
 */
export const CARD_TYPES = ['Tribal', 'Kindred', 'Enchantment', 'Artifact', 'Battle', 'Land', 'Planeswalker', 'Creature', 'Instant', 'Sorcery'] as const;

/** The supertypes, printed before the card types in English (CR 205.4a). */
export const SUPERTYPES = ['Basic', 'Legendary', 'Ongoing', 'Snow', 'World'] as const;

type Gender = 'm' | 'f' | 'n';
type WordForms = string | { adjective?: boolean; prefix?: string; m?: string; f?: string; n?: string };
interface Grammar {
  order: 'head-first' | 'english';
  /** Head-first: the order of the supertypes after the card types (the ones it lacks after them, last to first). */
  supertypes?: string[];
  case: 'every' | 'first' | 'nouns';
  gender: Record<string, Gender>;
  words: Record<string, WordForms>;
  listed?: string[];
  unverified?: Record<string, string>;
}

const GRAMMAR = data as unknown as Record<TranslatedLocale, Grammar>;
const CARD_LOWER = CARD_TYPES.map((t) => t.toLowerCase());
const isCardType = (w: string) => CARD_LOWER.includes(w.toLowerCase());

/** Whether `word` is a supertype or a card type (else a subtype, or a word the type line doesn't know). */
export function isTypeWord(word: string): boolean {
  return isCardType(word) || (SUPERTYPES as readonly string[]).some((s) => s.toLowerCase() === word.toLowerCase());
}

/**
 * The noun an object is spoken of by, for the languages whose articles, adjectives and participles agree with it (a
 * catalog `select` on `noun`: Italian "girata" for a Creatura, "girato" for an Artefatto): the head of its type line,
 * its last card type in the order type lines print them (`CARD_TYPES`: an Artifact Creature is a Creatura Artefatto, a
 * Creature; an Enchantment Artifact an Artefatto Incantesimo, an Artifact), or `none`.
 */
export function nounOf(types: readonly string[]): string {
  const lower = new Set(types.map((t) => t.toLowerCase()));
  for (let i = CARD_TYPES.length - 1; i >= 0; i--) if (lower.has(CARD_LOWER[i]!)) return CARD_TYPES[i] === 'Tribal' ? 'Kindred' : CARD_TYPES[i]!;
  return 'none';
}

const capital = (w: string) => (w ? w[0]!.toUpperCase() + w.slice(1) : w);
const small = (w: string) => (w ? w[0]!.toLowerCase() + w.slice(1) : w);

/** A word's printed form agreeing with `gender` (the word as written when the language's data lacks it). */
function formOf(word: string, g: Grammar, locale: TranslatedLocale, gender: Gender): string {
  const id = word.toLowerCase();
  const forms = g.words[id];
  if (typeof forms === 'string') return forms;
  if (forms && (forms[gender] ?? forms.m ?? forms.f)) return (forms[gender] ?? forms.m ?? forms.f)!;
  if (isCardType(word)) return termText(id, locale) ?? word;
  return word;
}

/**
 * Type words (supertypes and card types, English, in type-line order: "Legendary Artifact Creature") as `locale`
 * prints them. `line`: as a type line starts (German "Legendäre Kreatur"); else as running text says them after an
 * article ("eine legendäre Kreatur"; Italian and Spanish write them the same way in both). English: as given.
 */
export function typeLineWords(words: readonly string[], locale: Locale, form: 'line' | 'running' = 'running'): string {
  const list = words.filter(Boolean);
  if (locale === 'en' || !list.length) return list.join(' ');
  const g = GRAMMAR[locale];
  let headAt = -1;
  for (let i = list.length - 1; i >= 0 && headAt < 0; i--) if (isCardType(list[i]!)) headAt = i;
  const head = headAt >= 0 ? list[headAt]! : undefined;
  const gender: Gender = (head && g.gender[head.toLowerCase()]) || 'm';
  if (g.order === 'head-first') {
    // The head first, then the other card types from the last to the first, then the supertypes in the language's order.
    const rest = list.filter((_, i) => i !== headAt).reverse();
    const rank = (w: string) => { const i = (g.supertypes ?? []).indexOf(w.toLowerCase()); return i < 0 ? Infinity : i; };
    const supers = rest.filter((w) => !isCardType(w)).map((w, i) => ({ w, i })).sort((a, b) => rank(a.w) - rank(b.w) || a.i - b.i).map((x) => x.w);
    const order = [...(head ? [head] : []), ...rest.filter(isCardType), ...supers];
    const printed = order.map((w) => formOf(w, g, locale, gender));
    return printed.map((w, i) => (g.case === 'every' || i === 0 ? capital(w) : small(w))).join(' ');
  }
  // German: the adjectives (agreeing with the head) before one noun: the other words glued to the head as a compound
  // (Artefakt + Kreatur), or listed with commas before it where the language prints them so (Artefakt, Land).
  const adjectives: string[] = [];
  const prefixes: string[] = [];
  const listed: string[] = [];
  const listsHere = head !== undefined && (g.listed ?? []).includes(head.toLowerCase());
  for (const [i, w] of list.entries()) {
    if (i === headAt) continue;
    const forms = g.words[w.toLowerCase()];
    if (typeof forms === 'object' && forms.adjective) adjectives.push(small(formOf(w, g, locale, gender)));
    else if (typeof forms === 'object' && forms.prefix && !(listsHere && isCardType(w))) prefixes.push(forms.prefix);
    else listed.push(capital(formOf(w, g, locale, gender)));
  }
  let noun = head ? formOf(head, g, locale, gender) : '';
  for (let i = prefixes.length - 1; i >= 0; i--) {
    const p = prefixes[i]!;
    noun = noun ? p + (p.endsWith('-') ? capital(noun) : small(noun)) : p;
  }
  const nouns = [...listed, ...(noun ? [noun] : [])].join(', ');
  const out = [...adjectives, nouns].filter(Boolean).join(' ');
  return form === 'line' ? capital(out) : out;
}

/** The words of the language's type-line data that no printed card of the data shows, and why (glossary/type-lines.json). */
export function unverifiedTypeWords(locale: TranslatedLocale): Record<string, string> {
  return { ...(GRAMMAR[locale].unverified ?? {}) };
}
