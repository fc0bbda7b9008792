// A line or ability read from a memo is a copy of the tree the line's first reader got, moved to where this line is:
// every node of it (and of the card, face and text block around it) must have the offsets a fresh reading gives. Every
// card file of examples/ and test/fixtures/ is read after the same text was read at other offsets (its lines then hit
// the memos), and again after that first reader's chunks were moved in place by an edit before them; the parse tree and
// the cards must equal, span for span, a build with every memo off. Real cards: test/corpus/memo-offsets.corpus.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sameAsFreshReading } from '../support/memo-offsets';
import { setLineMemoEnabled } from '../../grammar/src/parse';
import { setBoundedCachesEnabled } from '../../server/src/model/bounded-cache';

const ROOT = path.join(__dirname, '..', '..');

function cardFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cardFiles(path.join(dir, e.name)) : /\.cards?$/.test(e.name) ? [path.join(dir, e.name)] : []);
}

describe('lines read from the memos have the offsets of a fresh reading', () => {
  afterEach(() => {
    setLineMemoEnabled(true);
    setBoundedCachesEnabled(true);
  });
  const files = [...cardFiles(path.join(ROOT, 'examples')), ...cardFiles(path.join(ROOT, 'test', 'fixtures'))];
  it('finds the files', () => expect(files.length).toBeGreaterThan(60));
  it('every card file of examples/ and test/fixtures/', () => {
    let hits = 0;
    for (const file of files) hits += sameAsFreshReading(readFileSync(file, 'utf8'), path.relative(ROOT, file));
    // The files' lines were read from the memos (not every line read anew): the copies were what was compared.
    expect(hits).toBeGreaterThan(1000);
  }, 120_000);
});
