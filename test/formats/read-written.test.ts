// The import's line-by-line read-back (formats/read-written.ts) gives exactly what the full reader gives
// (readCardScript with { readRules: false }: the document builder) wherever it answers: the same card data, and only
// where the full reader finds no syntax error and no unknown mana symbol or color. Where it is not sure, the import
// reads with the full reader (to-cardscript.ts), so no warning and no refusal can change.

import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanFace, type CardData, type FaceData } from '../../server/src/formats/card-data';
import { readCardScript } from '../../server/src/formats/from-model';
import * as FULL from '../../server/src/formats/full-reader';
import { fieldLineMemo, readWrittenCards, scannedFieldLine, type FullReader } from '../../server/src/formats/read-written';
import { compareCards, toCardScript } from '../../server/src/formats/to-cardscript';
import { writeCardData } from '../../server/src/formats/write-cardscript';
import { msg, type Message } from '../../server/src/i18n';
import { about } from '../../server/src/formats/warnings';
import { fcParams } from '../fuzz/support/config';

function cardFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? cardFiles(p) : /\.cards?$/.test(e.name) ? [p] : [];
  });
}

/** The full reader's answer for one written card, when it has no error and no unknown symbol (else undefined). */
function fullReading(text: string): CardData[] | undefined {
  const full = readCardScript('file:///import.cards', text, { readRules: false });
  if (full.doc.parse.errors.length) return undefined;
  if (full.doc.cards.some((b) => b.unknownSymbols.length || b.unknownColors.length)) return undefined;
  return full.cards;
}

/** Each card alone and all together: where the line reading answers, the full reader answers the same. */
function agree(cards: readonly CardData[]): { answered: number } {
  const memo = fieldLineMemo();
  let answered = 0;
  const texts = cards.map(writeCardData);
  for (const text of texts) {
    const line = readWrittenCards([text], memo, FULL);
    if (!line) continue;
    answered++;
    expect(line).toEqual(fullReading(text));
  }
  const all = readWrittenCards(texts, fieldLineMemo(), FULL);
  if (all) expect(all).toEqual(fullReading(texts.join('\n')));
  return { answered };
}

const FILES = [...cardFiles('examples'), ...cardFiles('test/fixtures')];

describe('reading written cards back line by line', () => {
  it('answers as the full reader on every card of the examples and fixtures, and answers for most', () => {
    const cards = FILES.flatMap((f) => readCardScript('file:///x.cards', readFileSync(f, 'utf8'), { readRules: false }).cards);
    expect(cards.length).toBeGreaterThan(250);
    const { answered } = agree(cards);
    expect(answered).toBeGreaterThan(cards.length * 0.9);
  });

  const front: FaceData = { name: 'Plain Elf', manaCost: '{1}{G}', typeLine: 'Creature — Elf', power: '1', toughness: '1', text: 'Reach' };
  const card = (face: Partial<FaceData>, more: Partial<CardData> = {}): CardData => ({ name: 'Plain Elf', layout: 'normal', faces: [{ ...front, ...face }], ...more });

  it.each([
    ['an unknown mana symbol', card({ manaCost: '{Q}' })],
    ['an unknown color', card({ colorIndicator: ['purple' as never] })],
    ['rules text that reads as another card', card({ text: 'Reach\ncard "Injected"' })],
    ['rules text that reads as a field', card({ text: 'Reach\ntype Instant' })],
    ['rules text with a comment', card({ text: 'Reach # no' })],
    ['a type line that does not parse', card({ typeLine: 'x card "Injected"' })],
    ['a P/T box that does not parse', card({ power: '1/2', toughness: '3' })],
  ])('is not sure of %s (the full reader reads it)', (_what, c) => {
    expect(readWrittenCards([writeCardData(c)], fieldLineMemo(), FULL)).toBeUndefined();
  });

  it('reads what the full reader reads where a field changes on the way (the compare then reports it)', () => {
    const cases = [card({ flavor: '“Hi”' }), card({ power: '*', toughness: '1+*' }), card({ typeLine: 'Creature  —   Elf' }), card({ text: 'Reach\n\n  Flying  ' }), card({ flavor: 'two\nlines' })];
    for (const c of cases) {
      const line = readWrittenCards([writeCardData(c)], fieldLineMemo(), FULL);
      expect(line).toBeDefined();
      expect(line).toEqual(fullReading(writeCardData(c)));
    }
  });

  // Issue 27: the full reader (the grammar's set-up) is loaded only when a line needs it; the same answers either way.
  it('needs the full reader only for a field line no scan reads (a color indicator); without it, it is not sure', () => {
    const plain = writeCardData(card({}));
    const colored = writeCardData(card({ colorIndicator: ['G'] }));
    expect(readWrittenCards([plain], fieldLineMemo())).toEqual(fullReading(plain));
    expect(readWrittenCards([colored], fieldLineMemo())).toBeUndefined();
    expect(readWrittenCards([colored], fieldLineMemo(), FULL)).toEqual(fullReading(colored));
  });

  it('an import loads the full reader only when a batch needs it, and writes the same either way', async () => {
    let loads = 0;
    const load = async (): Promise<FullReader> => { loads++; return FULL; };
    const scanned = await toCardScript({ cards: [card({}), card({ name: 'Day' }, { name: 'Day' })], warnings: [] }, {}, load);
    expect(loads).toBe(0);
    expect(scanned.warnings).toEqual([]);
    const cards = [card({}), card({ name: 'Tinted', colorIndicator: ['G'] }, { name: 'Tinted' }), card({ name: 'Odd', manaCost: '{Q}' }, { name: 'Odd' })];
    const needing = await toCardScript({ cards, warnings: [] }, {}, load);
    expect(loads).toBe(1);
    expect(needing).toEqual(await toCardScript({ cards, warnings: [] }));
    // The full reader's findings: the unknown symbol, and the cost it could not keep.
    expect(needing.warnings.map((w) => (w as Message<'import.card'>).params!.what.id)).toEqual(['import.back.symbol', 'import.back.field']);
  });

  it('reads two-faced cards and rarity as the full reader', () => {
    const c: CardData = { name: 'Day', layout: 'transform', rarity: 'rare', faces: [{ ...front, name: 'Day' }, { name: 'Night', typeLine: 'Creature — Wolf', power: '3', toughness: '3', text: 'Trample', colorIndicator: ['G'] }] };
    const line = readWrittenCards([writeCardData(c)], fieldLineMemo(), FULL);
    expect(line).toBeDefined();
    expect(line).toEqual(fullReading(writeCardData(c)));
  });


  // The scan reads a field line without the lexer only where the full reader reads it the same, at either face.
  const TYPE_WORDS = ['Creature', 'Elf', "Urza's", 'Power-Plant', 'Time', 'Lord', 'Legendary', 'Snow', 'X', 'Text', 'Card', 'A', "O'", 'Bo-', 'Ab-c', 'Éclair', 'elf', 'type', 'McDonald', 'Elf2'];
  const SEPARATORS = [' ', ' — ', ' - ', '  ', ' -- ', ' – ', '—'];
  const typeValue = fc.array(fc.tuple(fc.constantFrom(...TYPE_WORDS), fc.constantFrom(...SEPARATORS)), { minLength: 1, maxLength: 5 })
    .map((parts) => parts.map(([w, sep], i) => (i === 0 ? w : sep + w)).join(''));
  const SYMBOLS = ['{2}', '{W}', '{U}', '{W/U}', '{2/W}', '{W/P}', '{X}', '{C}', '{S}', '{10}', '{Q}', '{HW}', '{½}', '{w}', '{1000000}', '{1000001}', '{0}', '{T}', '{E}', '{WU}', '{}', '{B/G/P}'];
  const costValue = fc.array(fc.constantFrom(...SYMBOLS), { minLength: 1, maxLength: 5 }).map((p) => p.join(''));
  const PTS = ['1', '0', '*', '1+*', '-1', '007', '1000000', 'X', '', '2', '*+1', '2+*', '-*', '1-1', '−1', '+1', '1+', '**'];
  const ptValue = fc.tuple(fc.constantFrom(...PTS), fc.constantFrom(...PTS)).map(([p, t]) => `${p}/${t}`);
  const NUMBERS = ['0', '4', '10', 'X', '-1', '1000000', '12345678', '+2', '3 '];
  const numberLine = fc.tuple(fc.constantFrom('loyalty', 'defense'), fc.constantFrom(...NUMBERS)).map(([k, v]) => `  ${k} ${v}`);
  const fieldLine = fc.oneof(typeValue.map((v) => `  type ${v}`), costValue.map((v) => `  cost ${v}`), ptValue.map((v) => `  pt ${v}`), numberLine);

  it('scans a field line only where the full reader reads the same fields (front and back faces)', () => {
    let scanned = 0;
    fc.assert(fc.property(fieldLine, fc.boolean(), (line, back) => {
      const scan = scannedFieldLine(line);
      if (!scan) return;
      scanned++;
      const full = fullReading(`card "P"\n${back ? '  back "Q"\n' : ''}${line}\n`);
      expect(full).toBeDefined();
      const { name: _n, ...face } = full![0]!.faces[back ? 1 : 0]!;
      expect(scan).toEqual({ face });
      expect(full![0]!.rarity).toBeUndefined();
    }), fcParams('read-written-scan', 1500));
    expect(scanned).toBeGreaterThan(50);
  });

  it.each(['  type Creature — Elf', "  type Legendary Creature — Urza's Power-Plant", '  cost {2}{W/U}{W/P}', '  cost {X}{0}', '  pt */1', '  pt 10/2', '  pt 1+*/-1', '  loyalty 4', '  defense 5'])('scans %s', (line) => {
    expect(scannedFieldLine(line)).toBeDefined();
  });


  /** The comparison as it was first written (both faces through `cleanFace`, their keys' union): the reference. */
  function reference(want: readonly CardData[], got: readonly CardData[]): Message[] {
    const out: Message[] = [];
    const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));
    const byName = new Map(got.map((c) => [c.name, c]));
    for (const w of want) {
      const g = byName.get(w.name);
      if (!g) { out.push(about(w.name, msg('import.back.lost'))); continue; }
      if ((w.rarity ?? undefined) !== (g.rarity ?? undefined)) out.push(about(w.name, msg('import.back.rarity', { before: String(w.rarity), after: g.rarity ?? '' })));
      if (w.faces.length !== g.faces.length) out.push(about(w.name, msg('import.back.faces', { before: w.faces.length, after: g.faces.length })));
      w.faces.forEach((wf, i) => {
        const a = cleanFace(wf) as unknown as Record<string, unknown>;
        const b = cleanFace(g.faces[i] ?? { name: '' }) as unknown as Record<string, unknown>;
        for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
          if (!same(a[k], b[k])) out.push(about(w.name, msg('import.back.field', { field: k, face: i + 1, before: String(JSON.stringify(a[k])), after: String(JSON.stringify(b[k])) })));
        }
      });
    }
    return out;
  }

  it('compares cards field by field as cleanFace does, warnings in the same order', () => {
    const value = fc.constantFrom(undefined, null, '', 'a', 'b', '{1}');
    const colors = fc.constantFrom(undefined, [], ['W'], ['W', 'U'], ['U', 'W']);
    const side = fc.record({ name: fc.constantFrom('', 'A', 'B', undefined), manaCost: value, typeLine: value, power: value, toughness: value, loyalty: value, defense: value, colorIndicator: colors, flavor: value, text: value });
    const cardOf = (faces: unknown[], rarity: string | undefined): CardData => ({ name: 'C', layout: 'normal', faces: faces as FaceData[], ...(rarity ? { rarity } : {}) });
    fc.assert(fc.property(fc.array(side, { minLength: 1, maxLength: 2 }), fc.array(side, { minLength: 0, maxLength: 2 }), fc.constantFrom(undefined, 'rare'), (w, g, r) => {
      const want = [cardOf(w, r)];
      const got = [cardOf(g, undefined)];
      expect(compareCards(want, got)).toEqual(reference(want, got));
    }), fcParams('compare-cards', 1500));
  });

  const PIECES = [
    '\n', '\r\n', '\u2028', '"', '\\', '#', '{', '}', '{Q}', '{2}', '{W/U}', '/', '—', '-', ' ', '\t', '\u00A0', '\uFEFF', '\u201C',
    'card "Injected"', 'back "B"', 'type ', 'text', 'cost ', 'pt ', 'flavor "f"', 'rarity ', 'set "S"', 'scenario "s"', 'Elf', 'é', '😀', '\u0000',
  ];
  const hostile = fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 })), { maxLength: 6 }).map((p) => p.join(''));
  const maybe = fc.option(hostile, { nil: undefined });
  const face = fc.record({
    name: hostile,
    manaCost: maybe,
    typeLine: maybe,
    power: maybe,
    toughness: maybe,
    loyalty: maybe,
    defense: maybe,
    colorIndicator: fc.option(fc.subarray(['W', 'U', 'B', 'R', 'G'] as const).map((c) => [...c]), { nil: undefined }),
    flavor: maybe,
    text: maybe,
  }, { requiredKeys: ['name'] });

  it('answers as the full reader on hostile field values, one and two faces', () => {
    fc.assert(fc.property(fc.array(face, { minLength: 1, maxLength: 2 }), maybe, hostile, (faces, rarity, name) => {
      agree([{ name, layout: 'normal', faces: faces as FaceData[], ...(rarity ? { rarity } : {}) }]);
    }), fcParams('read-written', 600));
  });
});
