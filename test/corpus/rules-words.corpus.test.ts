// The grammar's own words (server/src/data/rules-words.ts, what "did you mean" measures a misspelled word of rules text
// against: checks/rules-typos.ts) are words the grammar reads: each is a word of a rules line read whole in examples/,
// the test card files or the real cards. A word no line reads any more fails here (regenerate: `npm run rules-words`).
// SKIPPED when the real-card data is absent.

import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWords, sources } from '../../scripts/rules-words';
import { RULES_WORDS } from '../../server/src/data/rules-words';

const dataDir = process.env['CARDSCRIPT_CORPUS'] ? path.resolve(process.env['CARDSCRIPT_CORPUS']) : path.resolve(__dirname, '../../../shared/data');
const realFiles = [path.join(dataDir, 'oracle-2022', 'cards-a.json'), path.join(dataDir, 'facedown-cards.json')];

describe.skipIf(!realFiles.every(existsSync))("the grammar's own words", () => {
  it('every listed word is a word of a rules line the grammar reads whole', () => {
    expect(RULES_WORDS.length).toBeGreaterThan(500);
    const read = readWords(sources());
    expect(RULES_WORDS.filter((w) => !read.has(w)), 'words no understood line holds any more').toEqual([]);
  }, 600_000);
});
