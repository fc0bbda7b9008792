// The set-wide pool (server/src/checks/interaction-pool.ts, issue 27) changes no diagnostic on real cards: the face-down
// corpus (452 cards) and a sample of the real pool cards-a.json (every 25th card, imported as `cardscript import` writes
// it) give the same diagnostics, in the same order, with and without worker threads (examples/:
// test/checks/interaction-pool.test.ts).
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCard } from '../../server/src/cli/import-cards';
import { readCardFile } from '../../server/src/formats/read-file';
import { toCardScript } from '../../server/src/formats/to-cardscript';
import { corpusDir, loadCorpus } from '../support/corpus';
import { checkedWithAndWithoutPool, removeWorker, type Files } from '../support/interaction-pool';

afterAll(removeWorker);

async function same(files: Files, least: number): Promise<void> {
  const { without, workersOnly, shared, chunks } = await checkedWithAndWithoutPool(files);
  expect([...without.values()].flat().filter((d) => (d as { code: string }).code === 'interaction').length).toBeGreaterThan(least);
  expect(workersOnly).toEqual(without);
  expect(shared).toEqual(without);
  expect(chunks.byWorkers).toBeGreaterThan(0);
  expect(chunks.redone).toBe(0);
}

describe('real cards: the set-wide pool changes no diagnostic', () => {
  it('the face-down corpus', async () => {
    await same(new Map([['file:///corpus/corpus.cards', 'set "Corpus" code COR\n\n' + loadCorpus().map((c) => writeCard(c)).join('\n')]]), 100);
  });

  const CARDS_A = path.join(corpusDir(), 'oracle-2022', 'cards-a.json');
  it.skipIf(!existsSync(CARDS_A))('a sample of cards-a.json (every 25th card)', async () => {
    const read = readCardFile(CARDS_A);
    const { text } = await toCardScript({ ...read, cards: read.cards.filter((_c, i) => i % 25 === 0) });
    await same(new Map([['file:///pool/cards-a-sample.cards', text]]), 0);
  });
});
