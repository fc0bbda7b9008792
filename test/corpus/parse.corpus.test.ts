// Corpus: the Oracle text of every real card in facedown-cards.json, written into CardScript by the
// importer, parses with zero syntax errors; the modeled / unmodeled share of its rules lines is printed.

import { describe, expect, it } from 'vitest';
import { writeCard } from '../../server/src/cli/import-cards';
import { buildDocument } from '../../server/src/model/document';
import { loadCorpus } from '../support/corpus';

describe('real-card corpus: parsing', () => {
  const cards = loadCorpus();

  it('has the 452 cards', () => expect(cards.length).toBe(452));

  it('every card parses with zero syntax errors, one CardScript card per record', () => {
    const text = cards.map((c) => writeCard(c)).join('\n');
    const doc = buildDocument('file:///corpus.cards', text, 'legacy');
    const errors = doc.parse.errors.map((e) => `${e.message} @ ${JSON.stringify(text.slice(e.span.start - 20, e.span.end + 20))}`);
    expect(errors).toEqual([]);
    expect(doc.cards.map((b) => b.card.name)).toEqual(cards.map((c) => c.name));
    for (const b of doc.cards) for (const u of b.unknownSymbols) throw new Error(`${b.card.name}: unknown symbol ${u.text}`);

    const lines = doc.cards.flatMap((b) => b.card.faces.flatMap((f) => f.abilities));
    const modeled = lines.filter((a) => a.unmodeled.length === 0).length;
    const oracleLines = cards.reduce((n, c) => n + (c.oracleText ?? '').split('\n').filter((l) => l.trim()).length, 0);
    expect(lines.length).toBe(oracleLines);
    console.log(`corpus: ${cards.length} cards, ${lines.length} rules lines: ${modeled} modeled, ${lines.length - modeled} with unmodeled text (${((100 * modeled) / lines.length).toFixed(1)}% modeled); 0 syntax errors`);
  });
});
