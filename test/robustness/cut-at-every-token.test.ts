// Robustness: every fixture and example, cut at every token boundary, goes through parse and model
// without throwing (and, cut at every line boundary, through all the checks). `npm run fuzz` makes every cut;
// `npm test` every third one (a different third in each file, the whole text always), which is a part of the same run.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lex } from '../../grammar/src/lexer';
import { checkDocument } from '../../server/src/checks';
import { buildDocument } from '../../server/src/model/document';
import { Workspace } from '../../server/src/model/workspace';
import { fullOr } from '../fuzz/support/config';

const ROOT = path.join(__dirname, '..', '..');

export function cardFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? cardFiles(full) : /\.cards?$/.test(name) ? [full] : [];
  });
}

/** Every cut under `npm run fuzz`; every STRIDE-th under `npm test`, from a phase that differs from file to file. */
const STRIDE = fullOr(3, 1);
const sampled = <T>(cuts: T[], phase: number): T[] => cuts.filter((_, i) => i % STRIDE === phase % STRIDE || i === cuts.length - 1);

const files = [...cardFiles(path.join(ROOT, 'examples')), ...cardFiles(path.join(ROOT, 'test', 'fixtures')), ...cardFiles(path.join(ROOT, 'test', 'grammar', 'golden'))];

describe('cut at every token boundary', () => {
  it('has files to cut', () => expect(files.length).toBeGreaterThan(5));
  files.forEach((file, phase) => {
    it(path.relative(ROOT, file), () => {
      const text = readFileSync(file, 'utf8');
      const cuts = new Set<number>([0, text.length]);
      for (const t of lex(text).tokens) { cuts.add(t.startOffset); cuts.add(t.startOffset + t.image.length); }
      const chosen = sampled([...cuts].sort((a, b) => a - b), phase);
      let built = 0;
      for (const cut of chosen) {
        const doc = buildDocument('file:///cut.cards', text.slice(0, cut));
        expect(doc.parse.ast.span.end).toBe(cut);
        built++;
      }
      expect(built).toBe(chosen.length);
      const ws = new Workspace();
      const lineEnds: number[] = [];
      let offset = 0;
      for (const line of text.split('\n')) lineEnds.push((offset += line.length + 1));
      for (const end of sampled(lineEnds, phase)) {
        ws.update('file:///cut.cards', text.slice(0, end));
        const diags = checkDocument(ws, 'file:///cut.cards');
        expect(diags.filter((d) => d.code === 'internal-error')).toEqual([]);
      }
    });
  });
});
