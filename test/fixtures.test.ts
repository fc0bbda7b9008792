// Every fixture under test/fixtures is checked against the caret annotations written inside it.
// A folder whose name ends in `.workspace` is one workspace (its files are checked together).
// A fixture containing the line `# fixture: show-unmodeled` also expects unmodeled-text hints.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare, readAnnotations } from './support/annotations';
import { analyzeFiles, toActual } from './support/analyze';

const ROOT = path.join(__dirname, 'fixtures');

function walk(dir: string): string[][] {
  const groups: string[][] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name.endsWith('.workspace')) groups.push(readdirSync(full).filter((f) => /\.cards?$/.test(f)).sort().map((f) => path.join(full, f)));
      else groups.push(...walk(full));
    } else if (/\.cards?$/.test(name)) groups.push([full]);
  }
  return groups;
}

describe('fixtures', () => {
  for (const group of walk(ROOT)) {
    for (const file of group) {
      it(path.relative(ROOT, file), () => {
        const text = readFileSync(file, 'utf8');
        const showUnmodeled = /^# fixture: show-unmodeled$/m.test(text);
        const result = analyzeFiles(group, { showUnmodeled }).get(file)!;
        const cmp = compare(readAnnotations(text), result.diagnostics.map((d) => toActual(text, d)));
        expect(cmp.actual, result.diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n')).toEqual(cmp.expected);
        expect(cmp.messageErrors).toEqual([]);
      });
    }
  }
});
