// Honest results (CR 500.1, 603.4): a condition about this turn ("if a creature died this turn", CR 700.4) in the turn
// a scenario starts in, mid-turn: seen to hold, it is definite; not seen, the answer is inconclusive, quoting the
// condition as resting on what happened before the scenario began. In a turn the engine saw whole, it is definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('conditions about this turn in the turn a scenario starts in (CR 500.1, 603.4)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/turn-history.cards'], ROOT);

  it('makes a "didn\'t happen" inconclusive mid-turn, quoting the condition', () => {
    expect(r.out).toMatch(/expect you have 20 life {3}\?\n\s+! expectation-inconclusive: .*'if a creature died this turn' of Morbid Gravekeeper, what happened before the scenario began is unknown/);
  });

  it('keeps what was seen definite, and a whole turn definite', () => {
    expect(r.out).toMatch(/expect you have 23 life\n\s+result: passed/);
    expect(r.out).toContain('3 scenarios: 2 passed, 0 failed, 1 inconclusive');
  });
});
