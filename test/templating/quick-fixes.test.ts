// Quick-fix golden files: for every fixable code, test/templating/fixes/<code>.before.cards with every preferred
// fix of that code applied must equal <code>.after.cards; the result no longer has fixable diagnostics of the
// code, and the fix keeps every line and comment the user wrote.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyPreferredFixes, diagnose } from './support';

const DIR = path.join(__dirname, 'fixes');
const CODES = readdirSync(DIR).filter((f) => f.endsWith('.before.cards')).map((f) => f.replace(/\.before\.cards$/, '')).sort();

describe('templating quick fixes (golden files)', () => {
  it('covers every fixable templating code', () => {
    expect(CODES).toEqual(expect.arrayContaining([
      'mana-symbol-order', 'outdated-reminder-text', 'outdated-wording', 'reminder-text-mismatch', 'self-reference', 'style', 'type-line', 'unknown-subtype',
    ]));
  });
  for (const code of CODES) {
    it(`${code}: preferred fixes turn before into after`, () => {
      const before = readFileSync(path.join(DIR, `${code}.before.cards`), 'utf8');
      const afterPath = path.join(DIR, `${code}.after.cards`);
      expect(existsSync(afterPath), `${afterPath} is missing`).toBe(true);
      const result = applyPreferredFixes(before, code);
      expect(result.applied).toBeGreaterThan(0);
      expect(result.text).toBe(readFileSync(afterPath, 'utf8'));
      // Nothing of the code is left that a preferred fix could still change.
      const left = diagnose(result.text).filter((d) => d.code === code && d.fixes?.some((f) => f.preferred));
      expect(left.map((d) => d.message)).toEqual([]);
      // Fixes rewrite inside lines: same number of lines, every comment kept.
      expect(result.text.split('\n').length).toBe(before.split('\n').length);
      const comments = (t: string) => t.split('\n').filter((l) => l.trimStart().startsWith('#'));
      expect(comments(result.text)).toEqual(comments(before));
    });
  }
});
