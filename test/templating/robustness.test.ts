// Half-typed input: every prefix of every templating fixture is checked without an exception (no
// internal-error), and every diagnostic and fix edit stays inside the text.

import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATING_CHECKS } from '../../server/src/checks/templating';
import { diagnose } from './support';

const DIR = path.join(__dirname, '../fixtures/templating');

describe('templating checks on half-typed input', () => {
  for (const name of readdirSync(DIR).filter((f) => f.endsWith('.cards')).sort()) {
    it(name, () => {
      const text = readFileSync(path.join(DIR, name), 'utf8');
      // Every 7th prefix (and all of the last line) keeps the test quick while cutting through every token kind.
      for (let n = 0; n <= text.length; n += n > text.length - 80 ? 1 : 7) {
        const prefix = text.slice(0, n);
        for (const d of diagnose(prefix, TEMPLATING_CHECKS)) {
          expect(d.code, `${name}[0..${n}]: ${d.message}`).not.toBe('internal-error');
          expect(d.span.start >= 0 && d.span.end <= prefix.length && d.span.start <= d.span.end).toBe(true);
          for (const e of d.fixes?.flatMap((f) => f.edits) ?? []) expect(e.span.end <= prefix.length && e.span.start <= e.span.end).toBe(true);
        }
      }
    });
  }
});
