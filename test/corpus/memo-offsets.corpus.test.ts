// Real cards read from the line and ability memos have the offsets of a fresh reading (test/model/memo-offsets.test.ts
// does the same on examples/ and test/fixtures/): the face-down corpus and a sample of cards-a.json (every 25th card, as
// `cardscript import` writes it), each read after the same text was read at other offsets.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeCard } from '../../server/src/cli/import-cards';
import { readCardFile } from '../../server/src/formats/read-file';
import { toCardScript } from '../../server/src/formats/to-cardscript';
import { corpusDir, loadCorpus } from '../support/corpus';
import { sameAsFreshReading } from '../support/memo-offsets';

describe('real cards read from the memos have the offsets of a fresh reading', () => {
  it('the face-down corpus', () => {
    const text = 'set "Corpus" code COR\n\n' + loadCorpus().map((c) => writeCard(c)).join('\n');
    expect(sameAsFreshReading(text, 'corpus')).toBeGreaterThan(2000);
  }, 300_000);

  const CARDS_A = path.join(corpusDir(), 'oracle-2022', 'cards-a.json');
  it.skipIf(!existsSync(CARDS_A))('a sample of cards-a.json (every 25th card)', async () => {
    const read = readCardFile(CARDS_A);
    const { text } = await toCardScript({ ...read, cards: read.cards.filter((_c, i) => i % 25 === 0) });
    expect(sameAsFreshReading(text, 'cards-a sample')).toBeGreaterThan(2000);
  }, 300_000);
});
