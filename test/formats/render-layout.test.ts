// The card layout, measured with the embedded font (server/src/formats/render/): every text run and mana symbol
// lies inside the box the layout gives it, the boxes do not overlap one another, and runs and symbols on a line
// do not overlap — for every card face of examples/, every real card of the face-down corpus
// (../shared/data/facedown-cards.json) and the face-down frame of each origin (CR 708.2a; ward {2} for disguise,
// 702.168a, and cloak, 701.58a). Long names and type lines shrink, then condense; long text shrinks; hostile names
// still make well-formed XML (parsed back with a strict XML 1.0 parser).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import fc from 'fast-check';
import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import type { FaceData } from '../../server/src/formats/card-data';
import { cardPreview } from '../../server/src/formats/card-preview';
import { cardData } from '../../server/src/formats/from-model';
import { renderFaceSvg } from '../../server/src/formats/render-card';
import { layoutFace, type FaceDownOrigin } from '../../server/src/formats/render/card-layout';
import { paragraphWords, TEXT_BOX } from '../../server/src/formats/render/rules-text';
import { buildDocument } from '../../server/src/model/document';
import { corpusFace, loadCorpus } from '../support/corpus';
import { layoutProblems } from '../support/layout-problems';

const ROOT = path.resolve(__dirname, '../..');

function cardFiles(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((n) => {
    const f = path.join(dir, n);
    return statSync(f).isDirectory() ? cardFiles(f) : n.endsWith('.cards') ? [f] : [];
  });
}

const ORIGINS: FaceDownOrigin[] = ['morph', 'megamorph', 'disguise', 'manifest', 'cloak'];

function exampleFaces(): { label: string; face: FaceData; rarity?: string }[] {
  const out: { label: string; face: FaceData; rarity?: string }[] = [];
  for (const file of cardFiles(path.join(ROOT, 'examples'))) {
    for (const built of buildDocument(`file://${file}`, readFileSync(file, 'utf8')).cards) {
      const data = cardData(built.card);
      data.faces.forEach((face, i) => out.push({ label: `${path.relative(ROOT, file)}: ${face.name}${i ? ' (back)' : ''}`, face, rarity: data.rarity }));
    }
  }
  return out;
}

describe('card layout: nothing leaves its box', () => {
  it('every face of every card in examples/', () => {
    const faces = exampleFaces();
    expect(faces.length).toBeGreaterThan(30);
    const problems = faces.flatMap(({ label, face, rarity }) => layoutProblems(layoutFace(face, { rarity }), label));
    expect(problems).toEqual([]);
    // The examples are ordinary cards: nothing had to be cut.
    const cut = faces.filter(({ face, rarity }) => Object.values(layoutFace(face, { rarity }).fits).some((f) => f?.cut)).map((f) => f.label);
    expect(cut).toEqual([]);
  });

  it('the face-down frame of each origin: a nameless 2/2 creature, ward {2} for disguise and cloak (CR 708.2a, 702.168a, 701.58a)', () => {
    const face: FaceData = { name: 'Veiled Tidecaller', manaCost: '{4}{U}', typeLine: 'Creature — Merfolk Wizard', power: '3', toughness: '4', text: 'Flying' };
    for (const origin of ORIGINS) {
      const layout = layoutFace(face, { faceDown: origin, rarity: 'rare' });
      expect(layoutProblems(layout, origin)).toEqual([]);
      const text = (box: string) => layout.runs.filter((r) => r.box === box).map((r) => r.shaped.text).join(' ');
      expect(text('name')).toBe('');
      expect(layout.symbols.filter((s) => s.box === 'cost')).toEqual([]);
      expect(text('type')).toBe('Creature');
      expect(text('stat')).toBe('2/2');
      expect(text('art')).toBe(`face down ${origin}`);
      expect(text('text').startsWith('Ward'), origin).toBe(origin === 'disguise' || origin === 'cloak');
      expect(layout.boxes.rarity).toBeUndefined();
    }
  });

  it('every real card of the face-down corpus, face up', () => {
    const cards = loadCorpus();
    expect(cards.length).toBeGreaterThan(400);
    const problems: string[] = [];
    const cut: string[] = [];
    for (const c of cards) {
      const layout = layoutFace(corpusFace(c), { rarity: 'rare' });
      problems.push(...layoutProblems(layout, c.name));
      if (Object.values(layout.fits).some((f) => f?.cut)) cut.push(c.name);
    }
    expect(problems).toEqual([]);
    expect(cut).toEqual([]);
  });
});

describe('fitting as card frames do', () => {
  const base: FaceData = { name: 'Quiet Watcher', manaCost: '{W/U}', typeLine: 'Creature — Spirit', power: '1', toughness: '1', text: 'Flying' };

  it('a long name shrinks, then condenses, before the mana cost; only a hostile length is cut', () => {
    const short = layoutFace(base).fits.name!;
    const long = layoutFace({ ...base, name: 'Ixhelzacoatl, Serpent of the Twelve Hidden Disguises', manaCost: '{3}{G}{G}{U}{U}' });
    expect(layoutProblems(long, 'long name')).toEqual([]);
    expect(long.fits.name!.size).toBeLessThan(short.size);
    expect(long.fits.name!.cut).toBe(false);
    const hostile = layoutFace({ ...base, name: 'Ever'.repeat(200) });
    expect(layoutProblems(hostile, 'hostile name')).toEqual([]);
    expect(hostile.fits.name).toMatchObject({ cut: true });
    expect(hostile.runs.find((r) => r.box === 'name')!.shaped.text.endsWith('…')).toBe(true);
    // A cost without symbols takes no room.
    const unbraced = layoutFace({ ...base, manaCost: '2U' });
    expect(layoutProblems(unbraced, 'cost without braces')).toEqual([]);
    expect(unbraced.boxes.cost).toBeUndefined();
  });

  it('a long type line shrinks before the rarity mark and the color indicator', () => {
    const layout = layoutFace({ ...base, colorIndicator: ['G', 'U'], typeLine: 'Legendary Snow Artifact Creature — Phyrexian Serpent Wizard Shapeshifter Horror' }, { rarity: 'mythic' });
    expect(layoutProblems(layout, 'long type line')).toEqual([]);
    expect(layout.fits.type!.size).toBeLessThan(24);
    expect(layout.boxes.rarity && layout.boxes.indicator).toBeTruthy();
  });

  it('rules text shrinks to its box; text that cannot fit even at the smallest size is cut and says so', () => {
    const long = layoutFace({ ...base, text: Array(6).fill('Whenever a face-down creature you control deals combat damage to a player, you may pay {G/P}{U/P}. If you do, draw a card.').join('\n') });
    expect(layoutProblems(long, 'long text')).toEqual([]);
    expect(long.fits.text).toMatchObject({ cut: false });
    expect(long.fits.text!.size).toBeLessThan(TEXT_BOX.maxSize);
    expect(long.fits.text!.size).toBeGreaterThanOrEqual(TEXT_BOX.minSize);
    const huge = layoutFace({ ...base, text: 'Draw a card. '.repeat(400) });
    expect(layoutProblems(huge, 'huge text')).toEqual([]);
    expect(huge.fits.text).toEqual({ size: TEXT_BOX.minSize, cut: true });
    expect(huge.runs.filter((r) => r.box === 'text').pop()!.shaped.text.endsWith('…')).toBe(true);
    const word = layoutFace({ ...base, text: 'Z'.repeat(400) });
    expect(layoutProblems(word, 'one long word')).toEqual([]);
  });

  it('inline mana symbols take their own measured space: "Disguise {2}{U}" never draws a symbol over a letter', () => {
    const layout = layoutFace({ ...base, text: 'Disguise {2}{U} (You may cast this card face down for {3} as a 2/2 creature with ward {2}.)\n{T}, {Q}: Add {C}{C}.' });
    expect(layoutProblems(layout, 'symbols')).toEqual([]);
    const disguise = layout.runs.find((r) => r.shaped.text.startsWith('Disguise'))!;
    const first = layout.symbols.find((s) => s.box === 'text')!;
    expect(first.symbol).toBe('2');
    expect(first.cx - first.r).toBeGreaterThan(disguise.x + disguise.width);
  });

  it('reminder text and ability words (CR 207.2c) are italic; a keyword with an em-dash cost is not an ability word', () => {
    const styles = (line: string) => paragraphWords(line, false).map((w) => w.map((p) => (p.kind === 'text' ? `${p.style[0]}:${p.text}` : `{${p.symbol}}`)).join(''));
    expect(styles('Landfall — Whenever a land you control enters, scry 1.').slice(0, 3)).toEqual(['i:Landfall', 'r:—', 'r:Whenever']);
    expect(styles('Morph—Pay 3 life.')[0]).toBe('r:Morph—Pay');
    expect(styles('Ward {2} (Pay {2}.)')).toEqual(['r:Ward', '{2}', 'i:(Pay', '{2}i:.)']);
  });
});

/** Parses `xml` with a strict XML 1.0 parser; the first error, or undefined. */
function xmlError(xml: string): string | undefined {
  let error: string | undefined;
  const parser = new SaxesParser({ xmlns: false });
  parser.on('error', (e) => { error ??= e.message; });
  parser.write(xml).close();
  return error;
}

describe('hostile names draw well-formed SVG', () => {
  const HOSTILE = [
    'Ctrl\u0000\u0001\u0007\u001b[31m\u007f\u0085 Card',
    '<script>alert("x")</script> & "quotes" \'apos\' ]]> <!-- -->',
    'A'.repeat(5000),
    'שלום עולם مرحبا \u202eevil\u202c name',
    '🙂👩‍👩‍👧 Emoji ✨ Card 🃏',
    'Lone \ud800 surrogate \udfff here',
    'Æther Jötun Lim-Dûl Ōkami Łódź',
    '\u0301\u0308 leading marks',
    '',
  ];

  it('each face and face-down version parses back as XML, with the name in its title', () => {
    for (const name of HOSTILE) {
      const face: FaceData = { name, manaCost: '{X}{<}{&}{"}', typeLine: name, power: name, toughness: '1', text: `${name}\n{${name}}`, flavor: name };
      for (const svg of [renderFaceSvg(face, { rarity: name }), renderFaceSvg(face, { faceDown: 'cloak' })]) {
        expect(xmlError(svg), JSON.stringify(name)).toBeUndefined();
      }
      expect(layoutProblems(layoutFace(face, { rarity: 'rare' }), JSON.stringify(name).slice(0, 40))).toEqual([]);
    }
  });

  it('the preview of a card with a hostile name: every panel well-formed', () => {
    const source = `card "${'<&"'.repeat(3)}\u0001 ${'W'.repeat(300)}"\n  cost {1}{G/W/P}\n  type Creature — Ooze\n  pt 1/1\n  text\n    Morph {2}\n`;
    const card = buildDocument('file:///h.cards', source).cards[0]!.card;
    const p = cardPreview(card);
    for (const panel of [...p.faces, ...p.faceDown]) expect(xmlError(panel.svg), panel.title).toBeUndefined();
  });
});

describe('never crash on user text (property)', () => {
  const piece = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.constantFrom('{', '}', '{2/U}', '{G/W/P}', '{T}', '{X}{X}', '(', ')', ' — ', '\n', 'Landfall — ', '\u202e', '\u0000', 'W'.repeat(80), ' '),
  );
  const text = fc.array(piece, { maxLength: 12 }).map((p) => p.join(''));
  const face = fc.record({ name: text, manaCost: fc.option(text, { nil: undefined }), typeLine: fc.option(text, { nil: undefined }), power: fc.option(text, { nil: undefined }), toughness: fc.option(text, { nil: undefined }), loyalty: fc.option(text, { nil: undefined }), text: fc.option(text, { nil: undefined }), flavor: fc.option(text, { nil: undefined }) });

  it('any face lays out inside its boxes and draws well-formed SVG', () => {
    fc.assert(fc.property(face, fc.option(fc.constantFrom(...ORIGINS), { nil: undefined }), (f: FaceData, origin) => {
      expect(layoutProblems(layoutFace(f, { rarity: 'rare', faceDown: origin }), 'property')).toEqual([]);
      expect(xmlError(renderFaceSvg(f, { rarity: f.name, faceDown: origin }))).toBeUndefined();
    }), { numRuns: 150, seed: 29 });
  });
});
