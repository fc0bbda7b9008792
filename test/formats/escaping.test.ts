// Hostile text through every writer that escapes, parsed back (issue 22, "tests that cannot catch these"): XML and SVG
// read by a strict XML 1.0 parser (saxes) give back exactly the text that went in (less what XML cannot hold); the set
// overview's cells and the preview's captions likewise; a CardScript string read back by the grammar is the name that
// was written; a Forge file name is never a path; MSE's tagged text has no '<' of the card's own. Property tests with
// fixed seeds: a failure names its input.

import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardData, FaceData } from '../../server/src/formats/card-data';
import { cardFacts } from '../../server/src/formats/card-facts';
import { cardPreview, previewHtml } from '../../server/src/formats/card-preview';
import { readCockatrice, writeCockatrice } from '../../server/src/formats/cockatrice';
import { forgeFileName } from '../../server/src/formats/forge';
import { readCardScript } from '../../server/src/formats/from-model';
import { readMseSet, writeMseSet, writeMseSetFile } from '../../server/src/formats/mse';
import { displayText } from '../../server/src/formats/render/fonts';
import { renderFace } from '../../server/src/formats/render-card';
import { setOverviewHtml, type OverviewRow } from '../../server/src/formats/set-overview';
import { DEFAULT_BOOSTER, setStats } from '../../server/src/formats/stats';
import { quote, writeCardData } from '../../server/src/formats/write-cardscript';
import { escapeXml, parseXml } from '../../server/src/formats/xml';
import { buildDocument } from '../../server/src/model/document';
import { elements, parseStrictXml, sameXmlText, type Node } from '../support/xml-tree';

/** Strings made to break markup: XML's special characters, quotes, backslashes, controls, lone surrogates, emoji. */
const MARKUP = ['<', '>', '&', '"', "'", '\\', '/', '.', ' ', 'a', 'Z', '<script>', ']]>', '&amp;', '&#0;', '--', '\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\t', '\r', '\n', '\ud800', '\udfff', '\ufffe', '\uffff', '\ufffd', '😀', '\u202e', 'é', 'e\u0301', '{', '}', '—'];
const hostile = fc.oneof(
  fc.string({ unit: fc.constantFrom(...MARKUP), maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
);
const RUNS = { numRuns: 300, seed: 22 };

const strict = (xml: string): Node => {
  const r = parseStrictXml(xml);
  if (typeof r === 'string') throw new Error(`${r}\n${xml.slice(0, 400)}`);
  return r;
};

describe('escapeXml', () => {
  it('turns the five markup characters into references (and leaves the rest)', () => {
    expect(escapeXml(`<a href="x">Fish & 'Chips'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Fish &amp; \'Chips\'&lt;/a&gt;');
    expect(escapeXml('&lt;')).toBe('&amp;lt;');
    expect(escapeXml('Jötun 😀 — {2}{U}')).toBe('Jötun 😀 — {2}{U}');
  });

  it('any text, as element text and as an attribute, parses back to itself (strict parser and our reader)', () => {
    fc.assert(fc.property(hostile, (s) => {
      const doc = `<a t="${escapeXml(s)}">${escapeXml(s)}</a>`;
      const el = strict(doc);
      expect(sameXmlText(el.text, s), 'text').toBe(true);
      expect(sameXmlText(el.attrs['t']!, s, 'attribute'), 'attribute').toBe(true);
      // Our own reader does no line-end or attribute normalization: it gives back the text itself.
      const own = parseXml(doc);
      expect(sameXmlText(own.text, s, 'raw'), 'our reader: text').toBe(true);
      expect(sameXmlText(own.attrs['t']!, s, 'raw'), 'our reader: attribute').toBe(true);
    }), RUNS);
  });
});

describe('SVG of a card face', () => {
  const face = (name: string): FaceData => ({ name, manaCost: '{1}{U}', typeLine: `Creature — ${name}`, power: '2', toughness: '2', text: `Flying\n${name} can't block.`, flavor: name });

  it('the name, type line and rarity read back from the title, aria-label and desc', () => {
    fc.assert(fc.property(hostile, (name) => {
      const { svg } = renderFace(face(name), { rarity: name });
      const root = strict(svg);
      expect(root.name).toBe('svg');
      const shown = displayText(name);
      expect(sameXmlText(root.attrs['aria-label']!, shown, 'attribute'), 'aria-label').toBe(true);
      const [title, rarityTitle] = elements(root, 'title');
      expect(sameXmlText(title!.text, shown), 'title').toBe(true);
      // The rarity's own title (no rarity, no mark).
      if (name) expect(sameXmlText(rarityTitle!.text, name), 'rarity title').toBe(true);
      else expect(rarityTitle).toBeUndefined();
      const desc = elements(root, 'desc')[0]!.text;
      expect(sameXmlText(desc.split(' · ')[0]!, displayText(`Creature — ${name}`)), 'desc').toBe(true);
    }), { numRuns: 25, seed: 22 });
  });

  it('the face-down picture names no card, whatever the name', () => {
    const { svg } = renderFace(face('<Secret & "Name">'), { faceDown: 'disguise' });
    const root = strict(svg);
    expect(elements(root, 'title')[0]!.text).toBe('Face-down 2/2 creature (disguise)');
    expect(svg).not.toContain('Secret');
  });
});

describe('set overview page', () => {
  const PAGE = { cspSource: 'vscode-resource:', nonce: 'n0nce' };
  const row = (s: string, i: number): OverviewRow => ({
    name: s, cost: `{${s}}`, manaValue: i, colors: i % 2 ? ['U'] : [], identity: [], supertypes: [], cardTypes: ['Creature'], subtypes: [s],
    typeLine: `Creature — ${s}`, rarity: s, power: s, toughness: '1', text: s, families: ['morph'], faces: 1,
  });
  /** The page's body as XML: its one script (not markup) left out. */
  const body = (html: string) => strict(/<body>[\s\S]*<\/body>/.exec(html)![0].replace(/<script[\s\S]*?<\/script>/, ''));

  it('every cell, the title and the counts read back as the text that went in', () => {
    fc.assert(fc.property(fc.array(hostile, { minLength: 1, maxLength: 4 }), hostile, (names, title) => {
      const rows = names.map(row);
      const html = setOverviewHtml(title, rows, setStats(rows), DEFAULT_BOOSTER, PAGE);
      const page = body(html);
      expect(sameXmlText(elements(page, 'h1')[0]!.text, `${title}: ${rows.length} card${rows.length === 1 ? '' : 's'}`)).toBe(true);
      const table = elements(page, 'table').find((t) => t.attrs['id'] === 'cards')!;
      const trs = elements(table, 'tbody')[0]!.children;
      expect(trs).toHaveLength(rows.length);
      trs.forEach((tr, i) => {
        const r = rows[i]!;
        const want = [r.name, r.cost, String(i), i % 2 ? 'U' : 'C', r.typeLine, r.rarity!, `${r.power}/1`, 'morph'];
        const cells = tr.children.map((td) => td.text);
        expect(cells).toHaveLength(want.length);
        cells.forEach((c, j) => expect(sameXmlText(c, want[j]!), `row ${i} cell ${j}`).toBe(true));
      });
      // The counts name each rarity as the cards say it (the rarity list is the second).
      const stats = setStats(rows);
      const dds = elements(page, 'dd').map((d) => d.text);
      expect(sameXmlText(dds[1]!, Object.entries(stats.rarity).map(([k, v]) => `${k} ${v}`).join(', '))).toBe(true);
    }), { numRuns: 150, seed: 22 });
  });

  it('only the page\'s own script runs: a card named like a script tag stays text', () => {
    const rows = [row('</td><script>alert(1)</script>', 1)];
    const html = setOverviewHtml('<script>x</script>', rows, setStats(rows), DEFAULT_BOOSTER, PAGE);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('&lt;/td&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('card preview page', () => {
  const PAGE = { cspSource: 'vscode-resource:', nonce: 'n0nce' };
  const names = fc.string({ unit: fc.constantFrom('<', '>', '&', '"', "'", 'a', ' ', '\\', '/', '😀', '\u0001', '\u202e'), minLength: 1, maxLength: 16 }).filter((s) => s.trim().length > 0 && !/^[\s\u0001\u202e]|[\s\u0001\u202e]$/.test(s));

  it('the card name reads back from the heading, captions and notes of the page', () => {
    fc.assert(fc.property(names, (name) => {
      const text = `card ${quote(name)}\n  cost {1}{U}\n  type Creature — Wizard\n  pt 1/1\n  text\n    Disguise {2}\n`;
      const card = buildDocument('file:///p.cards', text).cards[0]!.card;
      expect(card.name).toBe(name);
      const html = previewHtml(cardPreview(card), PAGE);
      const page = strict(/<body>[\s\S]*<\/body>/.exec(html)![0]);
      expect(sameXmlText(elements(page, 'h1')[0]!.text, name)).toBe(true);
      const captions = elements(page, 'figcaption').map((f) => f.text);
      expect(sameXmlText(captions[0]!, name)).toBe(true);
      expect(captions[1]).toBe('Face down (disguise): ward {2}');
      const note = elements(page, 'p').find((p) => p.attrs['class'] === 'note')!.text;
      expect(sameXmlText(note, `Its controller may look at it: ${name} (CR 708.5). Opponents see a face-down 2/2 creature with no name, no mana cost, no color and no subtypes, with ward {2} (CR 708.2a).`)).toBe(true);
    }), { numRuns: 25, seed: 22 });
  });
});

describe('Cockatrice XML', () => {
  it('any name, type, rules text, P/T, rarity and set names: a strict parser and our importer read them back (property)', () => {
    const line = hostile.map((t) => t.replace(/[\r\n]/g, ' ').trim()).filter((t) => t.length > 0);
    fc.assert(fc.property(line, line, hostile, line, (name, sub, text, set) => {
      const card: CardData = { name, layout: 'normal', rarity: sub, faces: [{ name, typeLine: `Creature — ${sub}`, power: sub, toughness: '1', text }] };
      const xml = writeCockatrice([card], { code: set, name: set, date: '2026-01-02' });
      const root = strict(xml);
      const el = elements(root, 'card')[0]!;
      const childText = (n: Node, name: string) => n.children.find((c) => c.name === name)!.text;
      expect(sameXmlText(childText(el, 'name'), name), 'name').toBe(true);
      expect(sameXmlText(childText(el, 'text'), text), 'text').toBe(true);
      const prop = el.children.find((c) => c.name === 'prop')!;
      expect(sameXmlText(childText(prop, 'type'), `Creature — ${sub}`), 'type').toBe(true);
      expect(sameXmlText(childText(prop, 'pt'), `${sub}/1`), 'pt').toBe(true);
      const setEl = el.children.find((c) => c.name === 'set')!;
      expect(sameXmlText(setEl.attrs['rarity']!, sub, 'attribute'), 'rarity').toBe(true);
      expect(sameXmlText(setEl.text, set), 'set code').toBe(true);
      expect(sameXmlText(elements(root, 'longname')[0]!.text, set), 'set name').toBe(true);
      // Our importer reads the same file back (it keeps what it reads as written: no line-end normalization).
      const back = readCockatrice(xml);
      expect(sameXmlText(back.cards[0]!.name, name, 'raw')).toBe(true);
      expect(sameXmlText(back.cards[0]!.rarity ?? '', sub, 'raw')).toBe(true);
    }), { numRuns: 200, seed: 22 });
  });
});

describe('CardScript strings (quote)', () => {
  it('escapes exactly the backslash and the double quote', () => {
    expect(quote('a\\b"c')).toBe('"a\\\\b\\"c"');
    expect(quote('\\"')).toBe('"\\\\\\""');
    expect(quote('“curly” \'single\'')).toBe('"“curly” \'single\'"');
  });

  // One line of any characters but line breaks (a field is one line: docs/language.md).
  const oneLine = fc.string({ unit: fc.constantFrom('\\', '"', '\\"', '\\\\', 'a', ' ', '“', '”', '#', '{', '}', 'é', '😀', '\t'), minLength: 1, maxLength: 20 })
    .filter((s) => s.trim() === s && s.length > 0);

  it('a name and flavor text written by the importer read back as written (the grammar unescapes what quote escapes)', () => {
    fc.assert(fc.property(oneLine, oneLine, (name, flavor) => {
      const card: CardData = { name, layout: 'normal', faces: [{ name, typeLine: 'Creature — Elf', power: '1', toughness: '1', flavor }] };
      const back = readCardScript('file:///q.cards', writeCardData(card)).cards;
      expect(back.map((c) => c.name)).toEqual([name]);
      expect(back[0]!.faces[0]!.flavor).toBe(flavor);
    }), RUNS);
  });
});

describe('Forge file names', () => {
  it('are the names Forge uses', () => {
    expect(forgeFileName('Fire // Ice')).toBe('fire_ice.txt');
    expect(forgeFileName('Lim-Dûl the Necromancer')).toBe('lim_dul_the_necromancer.txt');
    expect(forgeFileName("Jace, the Mind Sculptor")).toBe('jace_the_mind_sculptor.txt');
    expect(forgeFileName('Looter il-Kor')).toBe('looter_il_kor.txt');
  });

  // At most 100 characters before the extension (characters, not UTF-16 units: a letter outside the BMP is one), and
  // a cut that ends on a run of other characters drops its `_`.
  it.each([
    ['a'.repeat(150), `${'a'.repeat(100)}.txt`],
    [`${'b'.repeat(99)} tail`, `${'b'.repeat(99)}.txt`],
    [`${'c'.repeat(98)} d tail`, `${'c'.repeat(98)}_d.txt`],
    ['𝔄'.repeat(120), `${'𝔄'.repeat(100)}.txt`],
  ])('%s is cut to %s', (name, file) => {
    expect(forgeFileName(name)).toBe(file);
  });

  it('are never a path: no separator, no dot but the extension\'s, and inside the export folder', () => {
    expect(forgeFileName('../../x')).toBe('x.txt');
    expect(forgeFileName('..\\..\\evil.sh')).toBe('evil_sh.txt');
    expect(forgeFileName('/etc/passwd')).toBe('etc_passwd.txt');
    const dir = path.resolve('/export/forge');
    fc.assert(fc.property(hostile, (name) => {
      const file = forgeFileName(name);
      expect(file.endsWith('.txt')).toBe(true);
      const base = file.slice(0, -'.txt'.length);
      expect(base).not.toMatch(/[/\\.\s\u0000-\u001f\u007f-\u009f\u202a-\u202e]/);
      expect(base).not.toMatch(/^_|_$/);
      expect(path.dirname(path.resolve(dir, file))).toBe(dir);
    }), RUNS);
  });
});

describe('Magic Set Editor tagged text', () => {
  const SET = { title: 'T', code: 'TST', date: '2026-01-02' };
  /** MSE's own tags we write; any other '<' would be read as a tag. */
  const OUR_TAGS = /<\/?(?:sym|word-list-type|word-list-race|i-flavor)>/g;

  it("a card's '<' is written as the character 1, its own U+0001 dropped, and no line of the card leaves its field", () => {
    fc.assert(fc.property(hostile.filter((s) => !/[\r\n]/.test(s) && s.length > 0), (s) => {
      const card: CardData = { name: s, layout: 'normal', faces: [{ name: s, typeLine: `Creature — ${s}`, text: `Flying\n${s}`, flavor: s }] };
      const file = writeMseSetFile([card], { ...SET, title: s });
      expect(file.replace(OUR_TAGS, '')).not.toContain('<');
      const lines = file.split('\n');
      const field = (key: string) => lines.find((l) => l.startsWith(`\t${key}: `))?.slice(key.length + 3);
      // MSE reads the character 1 as '<': the card's own controls are dropped (a U+0001 would open a tag).
      const kept = s.replace(/[\u0000-\u0008\u000b-\u001f]/g, '');
      if (kept) expect(field('name')!.replace(/\u0001/g, '<')).toBe(kept);
      expect(field('title')!.replace(/\u0001/g, '<')).toBe(kept);
      expect(field('flavor_text')!.replace(/\u0001/g, '<')).toBe(`<i-flavor>${kept}</i-flavor>`);
      // Every line of the card is a field at one tab, or a continuation at two.
      const cardLines = lines.slice(lines.indexOf('card:') + 1, lines.indexOf('version_control:'));
      for (const l of cardLines) expect(l, JSON.stringify(l)).toMatch(/^\t(?:[a-z_0-9]+:(?: |$)|\t)/);
    }), RUNS);
  });

  it('the package read back by our MSE importer gives the name, flavor and set title that went in (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('<', '>', '&', '"', 'a', 'B', ' ', '\\', '/', '😀', 'é', '<b>', '</sym>', '<sym>', '\u0001', ':'), minLength: 1, maxLength: 16 })
      .map((s) => s.trim()).filter((s) => /[^\u0001\s]/.test(s) && !/^[\u0001]|[\u0001]$/.test(s));
    fc.assert(fc.property(text, text, (name, flavor) => {
      const card: CardData = { name, layout: 'normal', faces: [{ name, typeLine: 'Creature — Elf', power: '1', toughness: '1', flavor }] };
      const back = readMseSet(writeMseSet([card], { ...SET, title: name }));
      const kept = (s: string) => s.replace(/\u0001/g, '');
      expect(back.cards.map((c) => c.name)).toEqual([kept(name)]);
      expect(back.cards[0]!.faces[0]!.flavor).toBe(kept(flavor));
      expect(back.set?.name).toBe(kept(name));
    }), RUNS);
  });

  it('rules text: mana symbols as <sym> runs, the rest of the text escaped', () => {
    const card: CardData = { name: 'X', layout: 'normal', faces: [{ name: 'X', manaCost: '{2}{G/W}', typeLine: 'Creature — Elf', text: '{T}: Add {G}{G}. a<b\nMorph {1}{U}' }] };
    const file = writeMseSetFile([card], SET);
    expect(file).toContain('\tcasting_cost: 2G/W\n');
    expect(file).toContain('\trule_text:\n\t\t<sym>T</sym>: Add <sym>GG</sym>. a\u0001b\n\t\tMorph <sym>1U</sym>\n');
  });
});
