// Honest results (CR 500.1, 608.2c): how often this ability was activated or resolved this turn, in a turn the engine
// saw only in part, is inconclusive where what came before could change it, quoting the condition, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('activations and resolutions counted in a turn seen in part (CR 500.1, 608.2c)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryc-ability-count-unseen.cards'], ROOT);

  it('quotes the condition the answer rests on', () => {
    expect(r.out).toMatch(/expect @a is on battlefield {3}\?\n\s+! expectation-inconclusive: .*if this ability has been activated three or more times/);
    expect(r.out).toMatch(/expect you have 24 life {3}\?\n\s+! expectation-inconclusive: .*if this is the first time this ability has resolved/);
  });

  it('tells none of them', () => {
    expect(r.out).toContain('3 scenarios: 0 passed, 0 failed, 3 inconclusive');
  });
});
