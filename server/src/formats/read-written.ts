// The import's own output read back line by line, without building the model: what `readCardScript` (the document
// builder, rules text not read) gives for a card that `writeCardData` wrote, when each line is one the writer writes
// and reads back as that line. Anything else is "not sure" (undefined), and the caller reads the text with the full
// reader. test/formats/read-written.test.ts proves both readings equal wherever this one answers.
//
// Why it is exact: a card's text parses alone (a `card` line starts a chunk, model/document.ts), each line is read
// on its own in the lexer mode it starts in (grammar/src/parse.ts), and a face's fields each come from one line
// (model/build-card.ts). So a card whose lines are a `card` line, field lines each read (as in a card, at the same
// face) once per distinct text, a `text` line, rules lines the exact scan reads as rules text, and `back` lines, reads
// as those lines' readings put together.
//
// The full reader (the document builder, the lexer) is passed in, `FullReader`, and loaded only when a line needs
// it (`loadFullReader`): a file whose every line this reading knows never sets up the grammar (issue 27).

import { scanNamedLine, scanRulesLine } from '../../../grammar/src/exact-scan';
import type { lexLine } from '../../../grammar/src/lexer';
import { buildManaCost, readManaSymbol } from '../model/mana';
import type { ManaSymbol } from '../model/types';
import { buildTypeLine } from '../model/type-line';
import { cleanFace, inferLayout, type CardData, type FaceData } from './card-data';
import type { readCardScript } from './from-model';

/** The full reader and the lexer (`full-reader.ts`), for the lines a scan does not read. */
export interface FullReader {
  readCardScript: typeof readCardScript;
  lexLine: typeof lexLine;
}

/** Loads the full reader: a module set up only when first asked for (a bundle keeps it, unrun, until then). */
export const loadFullReader = (): Promise<FullReader> => import('./full-reader');

/** What one field line reads as on a face: the face's fields it sets (no name) and, on a front face, the rarity. */
interface FieldReading {
  face: Omit<FaceData, 'name'>;
  rarity?: string;
}

/**
 * Field lines read so far, by line text, for a front face and for a back face; null: the line does not read as a
 * field alone.
 */
export interface FieldLineMemo {
  front: Map<string, FieldReading | null>;
  back: Map<string, FieldReading | null>;
}

export const fieldLineMemo = (): FieldLineMemo => ({ front: new Map(), back: new Map() });

/** The field keywords the writer writes on a line of their own, unquoted (write-cardscript.ts `faceLines`). */
const FIELD_KEYWORD = /^ {2}(cost|type|color|pt|loyalty|defense|rarity) /;
const KEYWORD_BIT = new Map([['cost', 1], ['type', 2], ['color', 4], ['pt', 8], ['loyalty', 16], ['defense', 32], ['rarity', 64]]);
/** The line that opens a face's rules text, as the writer writes it. */
const TEXT_LINE = '  text';

/** A card holding one field line, at its front face or its back face. */
const probeText = (line: string, back: boolean) => `card "P"\n${back ? '  back "Q"\n' : ''}${line}\n`;

/** Type words that are no keyword (keywords are lower case), each one `Word` token: a capital, letters, inner ' or -. */
const TYPE_LINE = /^ {2}type ([A-Z][a-z]*(?:['-][A-Za-z]+)*(?: [A-Z][a-z]*(?:['-][A-Za-z]+)*)*)(?: — ([A-Z][a-z]*(?:['-][A-Za-z]+)*(?: [A-Z][a-z]*(?:['-][A-Za-z]+)*)*))?$/;
/** Each side of a P/T box: a number or `*`, maybe signed, maybe plus or minus another (`1+*`, `-1`). */
const PT_LINE = /^ {2}pt (-?(?:\d{1,6}|\*)(?:[+-](?:\d{1,6}|\*))?)\/(-?(?:\d{1,6}|\*)(?:[+-](?:\d{1,6}|\*))?)$/;
/** As the full reader reads them: loyalty a number or X, defense a number (`defense X` is a syntax error). */
const NUMBER_LINE = /^ {2}(?:(loyalty) (\d{1,6}|X)|(defense) (\d{1,6}))$/;
const COST_LINE = /^ {2}cost (?:\{[0-9A-Z/]{1,5}\})+$/;
const NO_SPAN = { start: 0, end: 0 };

/**
 * The commonest field lines (a type line of plain words, a cost of known mana symbols, a P/T box, a number) read
 * by a scan, without the lexer: the same reading as the full reader's (test/formats/read-written.test.ts compares
 * them on every shape it accepts and its near misses). Undefined: not one of these shapes.
 */
export function scannedFieldLine(line: string): FieldReading | undefined {
  const type = TYPE_LINE.exec(line);
  if (type) return { face: { typeLine: buildTypeLine(type[1]!.split(' '), type[2]?.split(' ') ?? [], NO_SPAN).text } };
  const pt = PT_LINE.exec(line);
  if (pt) return { face: { power: pt[1]!, toughness: pt[2]! } };
  const number = NUMBER_LINE.exec(line);
  if (number) return { face: number[1] ? { loyalty: number[2]! } : { defense: number[4]! } };
  if (COST_LINE.test(line)) {
    const symbols: ManaSymbol[] = [];
    for (const inner of line.slice(8, -1).split('}{')) {
      const symbol = readManaSymbol(inner, NO_SPAN);
      if (!symbol) return undefined;
      symbols.push(symbol);
    }
    return { face: { manaCost: buildManaCost(symbols, NO_SPAN).text } };
  }
  return undefined;
}

/**
 * Field lines as the full reader reads them inside a card, at the front face or a back face, read together (each in
 * a card of its own: cards are read alone) and kept in `memo`. A line that is not a field alone (a syntax error, an
 * unknown mana symbol or color, another line, a lexer mode change) reads as null. When the cards read together show
 * a syntax error, each line is read again alone, so that it is known which line it belongs to.
 */
function readFieldLines(lines: readonly string[], back: boolean, memo: Map<string, FieldReading | null>, full: FullReader): void {
  const probe = full.readCardScript('file:///probe.cards', lines.map((l) => probeText(l, back)).join('\n'), { readRules: false });
  const together = probe.doc.parse.errors.length === 0 && probe.doc.cards.length === lines.length && probe.cards.length === lines.length;
  lines.forEach((line, i) => {
    if (full.lexLine(line, 'main').endMode !== 'main') { memo.set(line, null); return; }
    const one = together ? { built: probe.doc.cards[i]!, card: probe.cards[i]! } : alone(line, back, full);
    if (!one || one.built.unknownSymbols.length || one.built.unknownColors.length || one.card.faces.length !== (back ? 2 : 1)) { memo.set(line, null); return; }
    const { name: _name, ...face } = one.card.faces[back ? 1 : 0]!;
    memo.set(line, { face, ...(one.card.rarity ? { rarity: one.card.rarity } : {}) });
  });
}

/** One field line's card read alone; undefined when it does not read as one card without an error. */
function alone(line: string, back: boolean, full: FullReader) {
  const probe = full.readCardScript('file:///probe.cards', probeText(line, back), { readRules: false });
  if (probe.doc.parse.errors.length || probe.doc.cards.length !== 1 || probe.cards.length !== 1) return undefined;
  return { built: probe.doc.cards[0]!, card: probe.cards[0]! };
}

/**
 * The card data `readCardScript(…, { readRules: false })` gives for each of `texts` (cards as `writeCardData` writes
 * them), or undefined when this reading is not sure of one of them (the caller then reads them with the full reader).
 * Field lines no scan reads are read by `full`; without it, a card holding one is "not sure" too.
 */
export function readWrittenCards(texts: readonly string[], memo: FieldLineMemo, full?: FullReader): CardData[] | undefined {
  const missing = { front: new Set<string>(), back: new Set<string>() };
  const cards: (CardData | undefined)[] = texts.map((t) => readWrittenCard(t, memo, missing));
  if (missing.front.size || missing.back.size) {
    if (!full) return undefined;
    if (missing.front.size) readFieldLines([...missing.front], false, memo.front, full);
    if (missing.back.size) readFieldLines([...missing.back], true, memo.back, full);
    cards.forEach((c, i) => { if (!c) cards[i] = readWrittenCard(texts[i]!, memo); });
  }
  return cards.every((c) => c !== undefined) ? (cards as CardData[]) : undefined;
}

interface FaceBeingRead {
  /** Every field named up front (in `FACE_FIELDS` order): one object shape for every face read. */
  data: FaceData;
  /** Keywords seen on this face (each written once), as bits. */
  seen: number;
  text?: string[];
}

const faceBeingRead = (name: string): FaceBeingRead => ({
  data: { name, manaCost: undefined, typeLine: undefined, power: undefined, toughness: undefined, loyalty: undefined, defense: undefined, colorIndicator: undefined, flavor: undefined, text: undefined },
  seen: 0,
});

/**
 * The card data `readCardScript(…, { readRules: false })` gives for `text`, one card as `writeCardData` writes it, or
 * undefined when this reading is not sure. A field line not yet in `memo` makes it undefined too, and goes to `missing`.
 */
function readWrittenCard(text: string, memo: FieldLineMemo, missing?: { front: Set<string>; back: Set<string> }): CardData | undefined {
  let mode: 'main' | 'rules' = 'main';
  let name: string | undefined;
  let rarity: string | undefined;
  const faces: FaceBeingRead[] = [];
  /** A field line not read yet: the card is read again once it is. */
  let unsure = false;
  // Line by line (as `split('\n')` gives them, without the list).
  for (let at = 0, end = 0; at < text.length; at = end + 1) {
    end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    if (end === at) continue;
    const line = text.slice(at, end);
    const face = faces[faces.length - 1];
    if (mode === 'rules') {
      const scanned = scanRulesLine(line, 0, line.length, 0);
      if (scanned) {
        if (scanned.comment || !face?.text) return undefined;
        if (scanned.line?.kind === 'rules') face.text.push(scanned.line.text);
        continue;
      }
    }
    if (line.includes('"') || line.includes('\u201C')) {
      const scanned = scanNamedLine(line, 0);
      const named = scanned?.line;
      if (!named || scanned.comment) return undefined;
      if (named.kind === 'card') {
        if (name !== undefined || !named.name) return undefined;
        name = named.name.value;
        faces.push(faceBeingRead(name));
      } else if (named.kind === 'back') {
        if (name === undefined || !named.name) return undefined;
        faces.push(faceBeingRead(named.name.value));
      } else if (named.kind === 'flavor') {
        if (mode !== 'main' || !face || face.text || face.data.flavor !== undefined || !named.value) return undefined;
        face.data.flavor = named.value.value;
      } else {
        return undefined;
      }
      mode = 'main';
      continue;
    }
    if (mode !== 'main' || !face) return undefined;
    if (line === TEXT_LINE) {
      if (face.text) return undefined;
      face.text = [];
      mode = 'rules';
      continue;
    }
    const keyword = FIELD_KEYWORD.exec(line)?.[1];
    const bit = keyword ? KEYWORD_BIT.get(keyword)! : 0;
    if (!bit || face.text || face.seen & bit) return undefined;
    face.seen |= bit;
    const back = faces.length > 1;
    const known = back ? memo.back : memo.front;
    let reading = known.get(line);
    if (reading === undefined && (reading = scannedFieldLine(line))) known.set(line, reading);
    if (reading === undefined) {
      if (!missing) return undefined;
      (back ? missing.back : missing.front).add(line);
      unsure = true;
      continue;
    }
    if (!reading) return undefined;
    const fields = reading.face as Record<string, unknown>;
    for (const k in fields) (face.data as unknown as Record<string, unknown>)[k] = fields[k];
    if (!back && reading.rarity) rarity = reading.rarity;
  }
  if (name === undefined || unsure) return undefined;
  const data = faces.map((f) => {
    if (f.text) f.data.text = f.text.join('\n');
    return cleanFace(f.data);
  });
  data[0]!.name = name;
  return { name, faces: data, layout: inferLayout(data), ...(rarity ? { rarity } : {}) };
}
