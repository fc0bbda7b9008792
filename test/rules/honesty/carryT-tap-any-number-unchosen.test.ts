// Honest results (CR 608.2d): "Tap any number of untapped creatures you control" with the choice never said taps
// nothing and the life counted from it rests on that choice: inconclusive, quoting it.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('"tap any number of …" with the choice never said (CR 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryT-tap-any-number-unchosen.cards'], ROOT);

  it('is inconclusive, quoting the choice', () => {
    expect(r.out).toMatch(/expect you have 28 life {3}\?\n\s+! expectation-inconclusive: .*'any number of untapped creatures you control' of carryT Unsaid Prayer, never chosen/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
