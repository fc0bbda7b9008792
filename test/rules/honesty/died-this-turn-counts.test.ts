// Honest results (CR 500.1, 700.4, 608.2h): a count of creatures "that died this turn" in the turn a scenario starts in
// is not made (deaths before the scenario began are unknown): the answer resting on it is inconclusive, quoting the
// instruction. In a turn the engine saw whole, it is definite (rules/state/died-this-turn.ts).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('counts of creatures that died this turn in the turn a scenario starts in (CR 500.1, 700.4)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/died-this-turn-counts.cards'], ROOT);

  it('makes the answer inconclusive mid-turn, quoting the instruction', () => {
    expect(r.out).toMatch(/expect you have 21 life {3}\?\n\s+! expectation-inconclusive: .*for each creature that died this turn/);
  });

  it('keeps a whole turn definite', () => {
    expect(r.out).toMatch(/expect you have 22 life\n\s+result: passed/);
    expect(r.out).toContain('4 scenarios: 1 passed, 0 failed, 3 inconclusive');
  });

  it('makes "the life they lost this turn" inconclusive mid-turn too (CR 119.3, 500.1)', () => {
    expect(r.out).toMatch(/expect opponent has 20 life {3}\?\n\s+! expectation-inconclusive: .*the life they lost this/);
  });

  it('makes a cost change by such a count inconclusive mid-turn, not applied (CR 601.2f, 500.1)', () => {
    expect(r.out).toMatch(/expect @r was cast for \{4\}\{B\} {3}\?\n\s+! expectation-inconclusive: .*for each creature that died this turn/);
  });
});
