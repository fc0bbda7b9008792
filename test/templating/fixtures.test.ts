// The templating fixtures (test/fixtures/templating/*.cards) checked against their caret annotations with the
// templating checks added to the registered ones, so they pass before and after the lead registers them.

import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare, readAnnotations } from '../support/annotations';
import { toActual } from '../support/analyze';
import { diagnose } from './support';

const DIR = path.join(__dirname, '../fixtures/templating');

describe('templating fixtures (CR 107.4, 205, 207.2, 702.37, 702.168, 702.21)', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.cards')).sort();
  it('has fixtures', () => expect(files.length).toBeGreaterThanOrEqual(7));
  for (const name of files) {
    it(name, () => {
      const text = readFileSync(path.join(DIR, name), 'utf8');
      const diagnostics = diagnose(text, undefined, path.join(DIR, name)).filter((d) => d.severity !== 'hint');
      const cmp = compare(readAnnotations(text), diagnostics.map((d) => toActual(text, d)));
      expect(cmp.actual, diagnostics.map((d) => `${d.code}: ${d.message}`).join('\n')).toEqual(cmp.expected);
      expect(cmp.messageErrors).toEqual([]);
    });
  }
});
