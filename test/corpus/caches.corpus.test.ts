// The caches change no answer on real cards: the face-down corpus (452 cards) and a sample of the real pool
// cards-a.json (every 25th card, imported as `cardscript import` writes it) give the same diagnostics on the editor's
// cached, incremental path (cold and warm) as from scratch with every cache switched off.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCard } from '../../server/src/cli/import-cards';
import { readCardFile } from '../../server/src/formats/read-file';
import { toCardScript } from '../../server/src/formats/to-cardscript';
import { checkedWithCaches, checkedWithoutCaches } from '../support/caches';
import { corpusDir, loadCorpus } from '../support/corpus';

function same(files: Map<string, string>): void {
  const without = checkedWithoutCaches(files);
  const { cold, warm } = checkedWithCaches(files);
  expect([...without.values()].reduce((n, ds) => n + ds.length, 0)).toBeGreaterThan(100);
  expect(cold).toEqual(without);
  expect(warm).toEqual(without);
}

describe('real cards: the caches change no diagnostic', () => {
  it('the face-down corpus', () => {
    const text = 'set "Corpus" code COR\n\n' + loadCorpus().map((c) => writeCard(c)).join('\n');
    same(new Map([['file:///corpus/corpus.cards', text]]));
  });

  const CARDS_A = path.join(corpusDir(), 'oracle-2022', 'cards-a.json');
  it.skipIf(!existsSync(CARDS_A))('a sample of cards-a.json (every 25th card)', async () => {
    const read = readCardFile(CARDS_A);
    const sample = { ...read, cards: read.cards.filter((_c, i) => i % 25 === 0) };
    const { text } = await toCardScript(sample);
    same(new Map([['file:///pool/cards-a-sample.cards', text]]));
  });
});
