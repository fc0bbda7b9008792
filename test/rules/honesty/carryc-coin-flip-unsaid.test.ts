// Honest results (CR 705.2): the engine never flips a coin; a flip the scenario never said makes what rests on it
// inconclusive, quoting the flip, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a coin flip never said (CR 705.2)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryc-coin-flip-unsaid.cards'], ROOT);

  it('is inconclusive, quoting the flip', () => {
    expect(r.out).toMatch(/expect you have 20 life {3}\?\n\s+! expectation-inconclusive: .*'flip a coin' of CarryC Risky Wager/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
