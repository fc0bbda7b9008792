// Every fixture under test/fixtures is checked against the caret annotations written inside it.
// A folder whose name ends in `.workspace` is one workspace (its files are checked together).
// A fixture containing the line `# fixture: show-unmodeled` also expects unmodeled-text hints.
// Every code of the diagnostic registry is expected by at least one fixture (so disabling a check fails here).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare, readAnnotations } from './support/annotations';
import { analyzeFiles, toActual } from './support/analyze';
import { CODES } from '../server/src/diagnostics/registry';

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

/** Codes no user text can produce: each is exercised by the named suite instead. */
const NOT_FROM_USER_TEXT: Record<string, string> = {
  'internal-error': 'only a faulty check raises it (test/robustness, test/fuzz: runGuarded turns a throw into it)',
};

describe('fixture coverage', () => {
  it('every registered diagnostic code has at least one caret-annotated fixture', () => {
    const annotated = new Set<string>();
    for (const group of walk(ROOT)) for (const file of group) for (const e of readAnnotations(readFileSync(file, 'utf8'))) annotated.add(e.code);
    const missing = Object.keys(CODES).filter((code) => !annotated.has(code) && !(code in NOT_FROM_USER_TEXT));
    expect(missing, 'codes without an annotated fixture under test/fixtures').toEqual([]);
  });

  it('annotations name only registered codes', () => {
    const unknown: string[] = [];
    for (const group of walk(ROOT)) for (const file of group) for (const e of readAnnotations(readFileSync(file, 'utf8'))) if (!(e.code in CODES)) unknown.push(`${path.relative(ROOT, file)}: ${e.code}`);
    expect(unknown).toEqual([]);
  });
});
