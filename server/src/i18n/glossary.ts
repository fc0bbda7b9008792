// The game's official terms per language, as data (glossary/terms.json: the English side; glossary/{it,es,de}.json:
// the printed translations), and aligned English/foreign card text read from an MTGJSON file's `foreignData`, which
// the glossary is checked against (test/corpus/glossary.corpus.test.ts) and proposed from
// (scripts/glossary-candidates.ts).

import de from './glossary/de.json';
import es from './glossary/es.json';
import it from './glossary/it.json';
import terms from './glossary/terms.json';
import type { TranslatedLocale } from './locales';

export type TermPart = 'text' | 'type' | 'name';

export interface TermSource {
  id: string;
  /** The term as our English messages write it ("ward", "first strike", "Creature"). */
  english: string;
  /** How English card text writes the term (case-insensitive regular expression). */
  en: string;
  where: TermPart;
}

export interface GlossaryEntry extends TermSource {
  /** The printed term (a keyword as printed at the start of a line, otherwise in running text). */
  term: string;
  /** Every form the printed cards use (inflections, older printings' words), lower case. */
  forms: string[];
  /** Why the term is not checked against the printed cards: the data holds no printing of it (e.g. named after 2019). */
  unverified?: string;
  /** Real cards whose printed text in this language has the term where the English has it: the evidence (verified terms). */
  evidence: Evidence[];
  /**
   * How running text names a keyword ability something has, where the language says it otherwise than the printed
   * keyword (Spanish "criaturas con la habilidad de volar", German "erhält Flugfähigkeit"); the term when absent.
   */
  held?: string;
  /** Real cards whose printed text shows `held` (as `evidence` shows the term). */
  heldEvidence?: Evidence[];
  /** Why `held` is not shown by a printed card of the data. */
  heldUnverified?: string;
}

/** A printed card that shows the term: its English name, the printing's set and an excerpt of its printed text. */
export interface Evidence {
  card: string;
  set: string;
  printed: string;
}

interface LanguageFile {
  language: TranslatedLocale;
  terms: Record<string, { term: string; forms: string[]; unverified?: string; evidence?: Evidence[]; held?: string; heldEvidence?: Evidence[]; heldUnverified?: string }>;
}

export const GLOSSARY_LANGUAGES = ['it', 'es', 'de'] as const satisfies readonly TranslatedLocale[];

/** MTGJSON's name of each language in `foreignData`. */
export const MTGJSON_LANGUAGE: Record<TranslatedLocale, string> = { it: 'Italian', es: 'Spanish', de: 'German' };

const FILES: Record<TranslatedLocale, LanguageFile> = { it: it as LanguageFile, es: es as LanguageFile, de: de as LanguageFile };

/**
 * The terms whose printed translation is an open question (their `unverified` reason says OPEN QUESTION), by
 * language: the catalogs use them, and the report of each session that touches them says so.
 */
// OPEN QUESTION: the printed German "cloak" keyword action (CR 701.58, named in 2024). The data's German printings
// end in 2019: no card prints the keyword, and the one German printing of the stem, Cloak and Dagger's "verhüllt", is
// shroud (CR 702.18), not cloak. The glossary and the catalogs say "verhüllen" until a printed card settles it.
export function openTerms(language: TranslatedLocale): GlossaryEntry[] {
  return loadGlossary(language).terms.filter((t) => t.unverified?.includes('OPEN QUESTION'));
}

/** The glossary of `language`: every term of terms.json with its printed translation. */
export function loadGlossary(language: TranslatedLocale): { language: TranslatedLocale; terms: GlossaryEntry[] } {
  const file = FILES[language];
  return {
    language,
    terms: (terms.terms as TermSource[]).map((t) => {
      const tr = file.terms[t.id];
      return {
        ...t, term: tr?.term ?? '', forms: tr?.forms ?? [], evidence: tr?.evidence ?? [], ...(tr?.unverified ? { unverified: tr.unverified } : {}),
        ...(tr?.held ? { held: tr.held, heldEvidence: tr.heldEvidence ?? [], ...(tr.heldUnverified ? { heldUnverified: tr.heldUnverified } : {}) } : {}),
      };
    }),
  };
}

/** Term id → its printed term in each translated language, and its English (built on first use). */
let byId: Map<string, { english: string; where: TermPart; printed: Partial<Record<TranslatedLocale, string>>; held: Partial<Record<TranslatedLocale, string>> }> | undefined;
function termsById() {
  if (byId) return byId;
  byId = new Map();
  for (const t of terms.terms as TermSource[]) {
    const printed: Partial<Record<TranslatedLocale, string>> = {};
    const held: Partial<Record<TranslatedLocale, string>> = {};
    for (const l of GLOSSARY_LANGUAGES) {
      const tr = FILES[l].terms[t.id];
      if (tr?.term) printed[l] = tr.term;
      if (tr?.held) held[l] = tr.held;
    }
    byId.set(t.id, { english: t.english, where: t.where, printed, held });
  }
  return byId;
}

/**
 * The glossary term `id` as a message says it in running text, in `locale`: the printed term (Italian and Spanish
 * print a keyword capitalized at the start of its line and write it lower case inside a sentence: "con custodia {2}";
 * German keeps its nouns' capitals), the English term in English. Undefined for an id the glossary lacks.
 */
export function termText(id: string, locale: TranslatedLocale | 'en'): string | undefined {
  const t = termsById().get(id);
  if (!t) return undefined;
  if (locale === 'en') return t.english;
  const printed = t.printed[locale];
  if (!printed) return t.english;
  return t.where === 'text' && locale !== 'de' ? printed[0]!.toLowerCase() + printed.slice(1) : printed;
}

/**
 * The keyword ability `id` as running text names it when something has, gains or lacks it, in `locale`: the language's
 * `held` form ("la habilidad de volar", "Flugfähigkeit") where it has one, else the term as `termText` says it.
 */
export function heldText(id: string, locale: TranslatedLocale | 'en'): string | undefined {
  const held = locale === 'en' ? undefined : termsById().get(id)?.held[locale];
  return held ?? termText(id, locale);
}

/**
 * A keyword as the game writes it ("ward {2}", "Flying", "protection from red") split into the glossary's term and
 * what follows it, as written (a cost, a quality: card text, never translated). `term` is undefined when the words
 * name no term of the glossary (they are then shown as written).
 */
export function keywordTerm(words: string): { term?: string; rest: string } {
  const lower = words.toLowerCase();
  let best: { id: string; length: number } | undefined;
  for (const [id, t] of termsById()) {
    if (t.where !== 'text') continue;
    const e = t.english.toLowerCase();
    if (lower.startsWith(e) && (lower.length === e.length || /[\s{—:-]/.test(lower[e.length]!)) && (!best || e.length > best.length)) best = { id, length: e.length };
  }
  return best ? { term: best.id, rest: words.slice(best.length) } : { rest: words };
}

/** A card type of a type line ("Creature", "Land") as the glossary's term id, when it has one. */
export function typeTerm(type: string): string | undefined {
  const id = type.toLowerCase();
  const t = termsById().get(id);
  return t && t.where === 'type' ? id : undefined;
}

export interface AlignedText {
  card: string;
  english: string;
  foreign: string;
}

interface MtgjsonFace {
  name?: string;
  type?: string;
  text?: string;
  foreignData?: { language?: string; name?: string; type?: string; text?: string }[];
}

/** Where a form of a term starts a word of `text` (lower case): "decke" in "Decke sie auf", not in "verdecke". */
export function hasForm(text: string, form: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(form); at >= 0; at = lower.indexOf(form, at + 1)) {
    if (at === 0 || !/\p{L}/u.test(lower[at - 1]!)) return true;
  }
  return false;
}

/** The English and `language` texts of one part of every card face of an MTGJSON file (`{data: {name: [face…]}}`). */
export function pairsOf(data: { data: Record<string, unknown[]> }, language: TranslatedLocale, where: TermPart): AlignedText[] {
  const out: AlignedText[] = [];
  for (const [card, faces] of Object.entries(data.data ?? {})) {
    for (const f of faces as MtgjsonFace[]) {
      const english = f[where];
      const fd = f.foreignData?.find((x) => x.language === MTGJSON_LANGUAGE[language]);
      const foreign = fd?.[where];
      if (typeof english === 'string' && typeof foreign === 'string' && foreign) out.push({ card, english, foreign });
    }
  }
  return out;
}
