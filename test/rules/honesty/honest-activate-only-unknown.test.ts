// Honest results (CR 602.5b, 608.2c, 500.1): an activation's own "Activate only if …" limit that reads this ability's
// count is evaluated with the ability known; where it still can't be told the answer rests on it (inconclusive,
// quoting the limit), and where it can it refuses — never a silent yes.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('"Activate only if this ability has been activated …" (CR 602.5b, 608.2c)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/honest-activate-only-unknown.cards'], ROOT);

  it('a turn seen in part: inconclusive, quoting the limit', () => {
    expect(r.out).toMatch(/expect you have 21 life {3}\?\n\s+! expectation-inconclusive: .*if this ability has been activated two or more times/);
  });

  it('"if it\'s a creature" with nothing named: inconclusive, quoting the limit, not refused', () => {
    expect(r.out).toMatch(/! expectation-inconclusive: .*'Activate only if it's a creature' of Honest Shape Idol/);
  });

  it('a turn seen whole: refused', () => {
    expect(r.out).toContain('3 scenarios: 1 passed, 0 failed, 2 inconclusive');
  });
});
