// Golden parse trees: each file in test/grammar/golden is parsed and its AST compared with the
// .ast.json file beside it. Run with UPDATE_GOLDENS=1 to (re)write the goldens after a deliberate change.

import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/src/parse';
import { expectGolden } from '../support/golden';

const DIR = path.join(__dirname, 'golden');

describe('golden parse trees', () => {
  for (const name of readdirSync(DIR).filter((f) => f.endsWith('.cards')).sort()) {
    it(name, () => {
      const text = readFileSync(path.join(DIR, name), 'utf8');
      const { ast, errors } = parse(text);
      const actual = JSON.stringify({ errors, items: ast.items, set: ast.set }, null, 1) + '\n';
      const golden = path.join(DIR, name.replace(/\.cards$/, '.ast.json'));
      expectGolden(golden, actual);
      expect(errors).toEqual([]);
    });
  }
});
