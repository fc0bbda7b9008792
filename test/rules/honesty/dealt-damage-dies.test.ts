// Honest results (CR 500.1, 700.4, 120.1): "Whenever a creature dealt damage by ~ this turn dies" in the turn a scenario
// starts in: not seen dealt damage by the source, the answer is inconclusive, quoting the words; seen, it is definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('"a creature dealt damage by ~ this turn dies" in the turn a scenario starts in (CR 500.1, 700.4)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/dealt-damage-dies.cards'], ROOT);

  it('makes "it didn\'t trigger" inconclusive mid-turn, quoting the words', () => {
    expect(r.out).toMatch(/expect @b didn't trigger {3}\?\n\s+! expectation-inconclusive: .*'creature dealt damage by ~ this turn' of Blood Baron, what happened before the scenario began is unknown/);
  });

  it('keeps what was seen definite', () => {
    expect(r.out).toMatch(/expect you have 22 life\n\s+result: passed/);
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
