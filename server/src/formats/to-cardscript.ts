// Card data → a CardScript file, proven faithful: the written text is read back and every field compared, so a
// field that does not survive is a warning, never a silent loss.

import { FACE_FIELDS, type CardData, type ReadResult } from './card-data';
import { eraOf } from './era';
import { fieldLineMemo, loadFullReader, readWrittenCards, type FieldLineMemo, type FullReader } from './read-written';
import { joinCardScript, writeCardData, type Era } from './write-cardscript';
import { msg, type Message } from '../i18n';
import { about } from './warnings';

export interface ToCardScriptOptions {
  /** Forces the `templating` era; otherwise it is told from the text. */
  era?: Era;
  /** The set line's name when the data names none. */
  fallbackName?: string;
}

export interface ToCardScript {
  text: string;
  era: Era;
  warnings: Message[];
  /**
   * Why the text must not be written: it does not parse back, or not as the same cards (a field's text read as
   * another field or another card — an injection). Field-level losses stay warnings.
   */
  refused?: Message;
}

/** Field values are strings, numbers or lists of strings: compared as JSON only when they are not equal as values. */
const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

const VERIFY_BATCH = 500;

/** What `cleanFace` drops: a field without a value. */
const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Fields of `want` that `got` does not hold equally, as warnings. */
export function compareCards(want: readonly CardData[], got: readonly CardData[]): Message[] {
  const out: Message[] = [];
  const byName = new Map(got.map((c) => [c.name, c]));
  for (const w of want) {
    const g = byName.get(w.name);
    if (!g) { out.push(about(w.name, msg('import.back.lost'))); continue; }
    if ((w.rarity ?? undefined) !== (g.rarity ?? undefined)) out.push(about(w.name, msg('import.back.rarity', { before: String(w.rarity), after: g.rarity ?? '' })));
    if (w.faces.length !== g.faces.length) out.push(about(w.name, msg('import.back.faces', { before: w.faces.length, after: g.faces.length })));
    w.faces.forEach((wf, i) => {
      // The fields of both faces as `cleanFace` keeps them: first those `want` has, then those only `got` has.
      const a = wf as unknown as Record<string, unknown>;
      const b = (g.faces[i] ?? { name: '' }) as unknown as Record<string, unknown>;
      const differs = (k: string) => {
        // `cleanFace` keeps the name as it is, empty or not.
        const x = k !== 'name' && empty(a[k]) ? undefined : a[k];
        const y = k !== 'name' && empty(b[k]) ? undefined : b[k];
        if (!same(x, y)) out.push(about(w.name, msg('import.back.field', { field: k, face: i + 1, before: String(JSON.stringify(x)), after: String(JSON.stringify(y)) })));
      };
      for (const k of FACE_FIELDS) if (k === 'name' || !empty(a[k])) differs(k);
      for (const k of FACE_FIELDS) if (k !== 'name' && empty(a[k]) && !empty(b[k])) differs(k);
    });
  }
  return out;
}

/** The CardScript text of `read` (what `cardscript import` writes), without reading it back. */
export function cardScriptText(read: ReadResult, opts: ToCardScriptOptions = {}): { text: string; era: Era } {
  return fileText(read, read.cards.map(writeCardData), opts);
}

function fileText(read: ReadResult, cardTexts: readonly string[], opts: ToCardScriptOptions): { text: string; era: Era } {
  const era = opts.era ?? eraOf(read.cards);
  return { text: joinCardScript(cardTexts, { name: read.set?.name ?? opts.fallbackName, code: read.set?.code, era }), era };
}

/** What reading a batch of written cards back gives: its syntax errors, its cards and the unknown mana symbols. */
interface ReadBack {
  /** The text read by the full reader (the errors' spans are in it); empty when read line by line. */
  part: string;
  errors: readonly { message: string; span: { start: number; end: number } }[];
  cards: CardData[];
  unknownSymbols: readonly { card: string; symbol: string }[];
}

/**
 * A batch read back: line by line when every card reads so (`readWrittenCards`: no error, no unknown symbol there),
 * else by the full reader (the document builder, rules text not read); undefined when that is needed and `full` is
 * not loaded yet.
 */
function readBack(cardTexts: readonly string[], memo: FieldLineMemo, full: FullReader | undefined): ReadBack | undefined {
  const cards = readWrittenCards(cardTexts, memo, full);
  if (cards) return { part: '', errors: [], cards, unknownSymbols: [] };
  if (!full) return undefined;
  const part = joinCardScript(cardTexts);
  const back = full.readCardScript('file:///import.cards', part, { readRules: false });
  return {
    part,
    errors: back.doc.parse.errors,
    cards: back.cards,
    unknownSymbols: back.doc.cards.flatMap((b) => b.unknownSymbols.map((u) => ({ card: b.card.name, symbol: u.text }))),
  };
}

/**
 * The CardScript text of `read`, read back and compared field by field. The full reader is loaded only if a batch
 * needs it (`loadFullReader`): most imports read back line by line, without the grammar.
 */
export async function toCardScript(read: ReadResult, opts: ToCardScriptOptions = {}, load: () => Promise<FullReader> = loadFullReader): Promise<ToCardScript> {
  // Each card is written once: the file and the batches read back are made of the same card texts.
  const cardTexts = read.cards.map(writeCardData);
  const { text, era } = fileText(read, cardTexts, opts);
  // Read back in batches (the same text the file holds, card by card): a bulk file's model never sits in memory whole.
  const warnings: Message[] = [];
  let refused: Message | undefined;
  const memo = fieldLineMemo();
  let full: FullReader | undefined;
  for (let i = 0; i < read.cards.length; i += VERIFY_BATCH) {
    const batch = read.cards.slice(i, i + VERIFY_BATCH);
    const texts = cardTexts.slice(i, i + VERIFY_BATCH);
    const back = readBack(texts, memo, full) ?? readBack(texts, memo, (full = await load()))!;
    for (const e of back.errors) {
      const problem = msg('import.back.no-parse', { error: e.message, excerpt: JSON.stringify(back.part.slice(e.span.start, Math.min(e.span.end, e.span.start + 60))) });
      warnings.push(problem);
      refused ??= problem;
    }
    if (!refused && (back.cards.length !== batch.length || back.cards.some((c, k) => c.name !== batch[k]!.name))) {
      const extra = back.cards.find((c) => !batch.some((b) => b.name === c.name));
      refused = extra
        ? msg('import.back.other-cards-from', { got: back.cards.length, want: batch.length, name: extra.name })
        : msg('import.back.other-cards', { got: back.cards.length, want: batch.length });
    }
    for (const u of back.unknownSymbols) warnings.push(about(u.card, msg('import.back.symbol', { symbol: u.symbol })));
    warnings.push(...compareCards(batch, back.cards));
  }
  return { text, era, warnings, ...(refused ? { refused } : {}) };
}
