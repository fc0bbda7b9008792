// Property suite "hostile names" (issue 22): card names and texts made of what breaks outputs — control characters,
// `<`, `&`, quotes, `../`, bidi marks, Markdown, prototype keys, huge strings — rendered, exported, imported and
// hovered, and the result parsed back. Size and seed as the other fuzz suites (support/config.ts).

import { createRequire } from 'node:module';
import * as path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { showControls } from '../../server/src/cli/io';
import { cardPreview, previewHtml } from '../../server/src/formats/card-preview';
import type { CardData } from '../../server/src/formats/card-data';
import { readCockatrice, writeCockatrice } from '../../server/src/formats/cockatrice';
import { forgeFileName } from '../../server/src/formats/forge';
import { toCardScript } from '../../server/src/formats/to-cardscript';
import { writeCardData } from '../../server/src/formats/write-cardscript';
import { parseXml } from '../../server/src/formats/xml';
import { describeRealCard } from '../../server/src/ide/real-cards';
import { buildDocument } from '../../server/src/model/document';
import { fcParams } from './support/config';

const TIMEOUT = 600_000;
const MarkdownIt = createRequire(__filename)('markdown-it') as new (o: object) => { render(s: string): string };
const markdown = new MarkdownIt({ html: true, linkify: true });

const PIECES = [
  '<', '>', '&', '&amp;', '"', "'", '\\', '../', '..\\', '/', '.', '\u202E', '\u200F', '\u2066', '\u0000', '\u0007', '\u001b[31m',
  '\u009b', '\n', '\r\n', '\t', '\uFFFE', '\uD800', '{', '}', '#', '//', '—', 'é', 'Ж', '火', '😀', 'constructor', '__proto__',
  '![x](https://evil.example/t.png)', '[a](https://evil.example)', '<img src=x>', '<script>', ']]>', '<!--', '`', '*', '_', '~~',
  'https://evil.example', 'www.evil.example', 'card "Injected"', ' ', 'Elf',
];
/** A hostile string: pieces and arbitrary characters, now and then very long. */
const hostile = fc.oneof(
  { weight: 6, arbitrary: fc.array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 4, unit: 'binary' })), { minLength: 1, maxLength: 12 }).map((p) => p.join('')) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...PIECES), fc.integer({ min: 1000, max: 20_000 })).map(([p, n]) => p.repeat(Math.ceil(n / p.length))) },
);
const named = hostile.filter((s) => s.trim() !== '');

const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const dropNotXml = (s: string) => s.replace(new RegExp(NOT_XML.source, 'g'), '\uFFFD');
const card = (name: string, text: string): CardData => ({ name, layout: 'normal', faces: [{ name, manaCost: '{1}{U}', typeLine: 'Creature — Elf', power: '1', toughness: '1', text }] });

describe('fuzz: hostile names through every output', () => {
  it('Cockatrice XML parses back, with the names as given (what XML 1.0 forbids shown as U+FFFD)', () => {
    fc.assert(fc.property(fc.array(named, { minLength: 1, maxLength: 3 }), hostile, (names, text) => {
      const xml = writeCockatrice(names.map((n) => card(n, text)), { code: 'H', name: 'Hostile', date: '2026-01-01' });
      expect(xml).not.toMatch(NOT_XML);
      const back = readCockatrice(xml).cards.map((c) => c.name);
      expect(back).toEqual(names.map((n) => dropNotXml(n).trim()));
    }), fcParams('hostile-cockatrice', 150));
  }, TIMEOUT);

  it('SVG drawings and the preview page parse and hold nothing XML forbids; the page runs and loads nothing', () => {
    fc.assert(fc.property(named, hostile, (name, text) => {
      const built = buildDocument('file:///h.cards', writeCardData(card(name, text))).cards[0];
      if (!built) return;
      const p = cardPreview(built.card);
      for (const f of [...p.faces, ...p.faceDown]) {
        expect(f.svg).not.toMatch(NOT_XML);
        expect(parseXml(f.svg).name).toBe('svg');
      }
      const page = previewHtml(p, { cspSource: 'vscode-resource:', nonce: 'n0nce' });
      expect(page).not.toMatch(NOT_XML);
      expect(page.match(/<script|<img|javascript:/gi) ?? []).toEqual([]);
    }), fcParams('hostile-svg', 150));
  }, TIMEOUT);

  it('a Forge file name is one name inside the export folder', () => {
    fc.assert(fc.property(hostile, (name) => {
      const file = forgeFileName(name);
      expect(file).toMatch(/\.txt$/);
      expect(file).not.toMatch(/[/\\\0-\u001f]/);
      expect([...file.slice(0, -4)].length).toBeLessThanOrEqual(100);
      expect(path.dirname(path.join('/out', file))).toBe('/out');
    }), fcParams('hostile-forge-name', 2000));
  }, TIMEOUT);

  it('an import writes the cards it read or nothing: never another card', async () => {
    await fc.assert(fc.asyncProperty(fc.array(named, { minLength: 1, maxLength: 3 }), hostile, hostile, async (names, type, text) => {
      const unique = [...new Set(names)];
      const cards = unique.map((n) => ({ ...card(n, text), faces: [{ ...card(n, text).faces[0]!, typeLine: type }] }));
      const r = await toCardScript({ cards, warnings: [] }, { fallbackName: 'Hostile' });
      if (r.refused) return;
      const back = buildDocument('file:///i.cards', r.text).cards;
      expect(back.length).toBe(cards.length);
    }), fcParams('hostile-import', 150));
  }, TIMEOUT);

  it('a real card\'s hover renders no link, image, HTML, heading or quote', () => {
    fc.assert(fc.property(named, hostile, hostile, (name, text, ruling) => {
      const html = markdown.render(describeRealCard({ name, manaCost: '{1}', typeLine: text, oracleText: text, rulings: [{ date: '2026-01-01', text: ruling }] }));
      expect(html).not.toMatch(/<(a|img|script|h\d|blockquote|table)\b/);
    }), fcParams('hostile-hover', 300));
  }, TIMEOUT);

  it('terminal text holds no control character; as JSON it reads back unchanged', () => {
    fc.assert(fc.property(hostile, (s) => {
      expect(showControls(s)).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
      const json = JSON.stringify({ name: s });
      expect((JSON.parse(showControls(json)) as { name: string }).name).toBe(s);
    }), fcParams('hostile-terminal', 2000));
  }, TIMEOUT);
});
