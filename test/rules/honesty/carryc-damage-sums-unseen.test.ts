// Honest results (CR 500.1, 120.1): damage summed this turn in a turn the engine saw only in part: "4 or more" already
// seen is told; fewer seen is inconclusive, quoting the condition, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('damage summed in a turn seen in part (CR 500.1, 120.1)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryc-damage-sums-unseen.cards'], ROOT);

  it('fewer than 4 seen is inconclusive, quoting the condition', () => {
    expect(r.out).toMatch(/expect you have 20 life {3}\?\n\s+! expectation-inconclusive: .*4 or more damage was dealt to it this turn/);
  });

  it('4 or more seen is told', () => {
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
