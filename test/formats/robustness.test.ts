// Never crash on user input: every reader, the streaming JSON reader, the XML reader and the query parser take
// arbitrary input and either answer or throw their own typed error (which the CLI reports with exit 2).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCockatrice } from '../../server/src/formats/cockatrice';
import { readForge } from '../../server/src/formats/forge';
import { JsonStreamError, streamJson } from '../../server/src/formats/json-stream';
import { readMtgjsonCard } from '../../server/src/formats/mtgjson';
import { readOurRecord } from '../../server/src/formats/our-json';
import { readScryfallCard } from '../../server/src/formats/scryfall';
import { QueryError, search } from '../../server/src/formats/search';
import { toCardScript } from '../../server/src/formats/to-cardscript';
import { XmlError } from '../../server/src/formats/xml';

const RUNS = { numRuns: 300, seed: 16 };
const cardish = fc.dictionary(
  fc.constantFrom('name', 'mana_cost', 'type_line', 'oracle_text', 'card_faces', 'layout', 'power', 'rarity', 'color_indicator', 'manaCost', 'type', 'text', 'side', 'faceName', 'oracleText', 'typeLine', 'flavor_text', 'loyalty'),
  fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.oneof(fc.string(), fc.constant(null), fc.dictionary(fc.constantFrom('name', 'mana_cost', 'oracle_text'), fc.string())))),
);

function allowOnly<E extends Error>(type: new (...a: never[]) => E, fn: () => unknown): void {
  try { fn(); } catch (err) { if (!(err instanceof type)) throw err; }
}

describe('readers never crash', () => {
  it('Scryfall, MTGJSON and our records, then written as CardScript', async () => {
    await fc.assert(fc.asyncProperty(cardish, async (o) => {
      for (const r of [readScryfallCard(o), readMtgjsonCard([o, o]), readOurRecord(o)]) {
        expect(Array.isArray(r.warnings)).toBe(true);
        if (r.card) await toCardScript({ cards: [r.card], warnings: [] });
      }
    }), RUNS);
  });

  it('Forge scripts', async () => {
    await fc.assert(fc.asyncProperty(fc.array(fc.oneof(fc.string(), fc.constantFrom('Name:X', 'ManaCost:2 GWH', 'ALTERNATE', 'Colors:green,', 'PT:1', 'Types:', 'Oracle:\\n'))), async (lines) => {
      const r = readForge(lines.join('\n'));
      for (const c of r.cards) await toCardScript({ cards: [c], warnings: [] });
    }), RUNS);
  });

  it('Cockatrice XML: an answer or an XmlError', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('<cockatrice_carddatabase version="4">', '<cards>', '<card>', '<name>', '</name>', '</card>', '<prop>', '<manacost>2{W/U}', '&amp;', '<![CDATA[', '<!--'))), (parts) => {
      allowOnly(XmlError, () => readCockatrice(parts.join('')));
    }), RUNS);
  });

  it('streaming JSON: values or a JsonStreamError', () => {
    fc.assert(fc.property(fc.oneof(fc.json(), fc.string()), fc.integer({ min: 1, max: 9 }), (text, size) => {
      const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));
      allowOnly(JsonStreamError, () => [...streamJson(chunks, (p) => p.length === 1)]);
    }), RUNS);
  });

  it('search queries: matches or a QueryError', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('t:', 'c<=', 'mv>', '(', ')', '-', 'or', '"', 'is:morph', 'r>=rare'))), (parts) => {
      allowOnly(QueryError, () => search([], parts.join(' ')));
    }), RUNS);
  });
});
