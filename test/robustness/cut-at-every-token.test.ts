// Robustness: every fixture and example, cut at every token boundary, goes through parse and model
// without throwing (and, cut at every line boundary, through all the checks).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lex } from '../../grammar/src/lexer';
import { checkDocument } from '../../server/src/checks';
import { buildDocument } from '../../server/src/model/document';
import { Workspace } from '../../server/src/model/workspace';

const ROOT = path.join(__dirname, '..', '..');

export function cardFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? cardFiles(full) : /\.cards?$/.test(name) ? [full] : [];
  });
}

const files = [...cardFiles(path.join(ROOT, 'examples')), ...cardFiles(path.join(ROOT, 'test', 'fixtures')), ...cardFiles(path.join(ROOT, 'test', 'grammar', 'golden'))];

describe('cut at every token boundary', () => {
  it('has files to cut', () => expect(files.length).toBeGreaterThan(5));
  for (const file of files) {
    it(path.relative(ROOT, file), () => {
      const text = readFileSync(file, 'utf8');
      const cuts = new Set<number>([0, text.length]);
      for (const t of lex(text).tokens) { cuts.add(t.startOffset); cuts.add(t.startOffset + t.image.length); }
      let built = 0;
      for (const cut of [...cuts].sort((a, b) => a - b)) {
        const doc = buildDocument('file:///cut.cards', text.slice(0, cut));
        expect(doc.parse.ast.span.end).toBe(cut);
        built++;
      }
      expect(built).toBe(cuts.size);
      const ws = new Workspace();
      let offset = 0;
      for (const line of text.split('\n')) {
        offset += line.length + 1;
        ws.update('file:///cut.cards', text.slice(0, offset));
        const diags = checkDocument(ws, 'file:///cut.cards');
        expect(diags.filter((d) => d.code === 'internal-error')).toEqual([]);
      }
    });
  }
});
