// Honest results (CR 500.1, 120.1): "target creature that was dealt damage this turn" in the turn a scenario starts in:
// not seen dealt damage, whether it can be targeted is inconclusive, quoting the words; seen, it is definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('"target creature that was dealt damage this turn" in the turn a scenario starts in (CR 500.1, 120.1)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/dealt-damage-targets.cards'], ROOT);

  it('makes "the target is illegal" inconclusive mid-turn, quoting the words', () => {
    expect(r.out).toMatch(/! expectation-inconclusive: .*'creature that was dealt damage this turn' of Finishing Blow, what happened before the scenario began is unknown/);
  });

  it('keeps what was seen definite', () => {
    expect(r.out).toMatch(/expect @g is in graveyard\n\s+result: passed/);
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
