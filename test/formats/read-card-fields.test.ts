// The import's read-back (readCardScript with { readRules: false }: fields only, the rules-text grammar not run) gives exactly the card data,
// syntax errors and unknown mana symbols that the full model (readCardScript) gives, on every example and fixture.
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCardScript } from '../../server/src/formats/from-model';

function cardFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? cardFiles(p) : /\.cards?$/.test(e.name) ? [p] : [];
  });
}

const FILES = [...cardFiles('examples'), ...cardFiles('test/fixtures')];

describe('reading CardScript for its fields only', () => {
  it('has files to read', () => expect(FILES.length).toBeGreaterThan(20));
  it.each(FILES)('%s reads as the full model does', (file) => {
    const text = readFileSync(file, 'utf8');
    const full = readCardScript('file:///x.cards', text);
    const fields = readCardScript('file:///x.cards', text, { readRules: false });
    expect(fields.cards).toEqual(full.cards);
    expect(fields.doc.parse.errors).toEqual(full.doc.parse.errors);
    expect(fields.doc.set).toEqual(full.doc.set);
    expect(fields.doc.cards.map((b) => [b.unknownSymbols, b.unknownColors])).toEqual(full.doc.cards.map((b) => [b.unknownSymbols, b.unknownColors]));
  });
});
