// Honest results (CR 701.24a): a card drawn from a library an effect shuffled rests on the shuffle (its order is
// random; the engine keeps one), so the expectation about it is inconclusive; where the shuffled card went is not.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a library shuffled by an effect (CR 701.24a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/shuffled-library.cards'], ROOT);

  it('keeps what the shuffle decides (the card is in the library)', () => {
    expect(r.out).toMatch(/expect @w is in library\n/);
  });

  it('makes the card drawn from it next inconclusive, quoting the shuffle', () => {
    expect(r.out).toMatch(/expect "Forest" is in hand {3}\?\n\s+! expectation-inconclusive: .*'shuffle Worldspine Wurm into its owner's library' of Worldspine Wurm, the library's order is random/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
