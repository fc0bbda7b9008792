// Honest results (CR 601.3, 500.1): "You can't cast more than one spell each turn" in the turn the scenario starts in,
// mid-turn: a spell may have been cast before the engine saw the turn; an answer resting on allowing the first spell it
// sees is inconclusive, quoting the restriction.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe("can't cast more than one spell each turn, in a turn seen mid-way (CR 601.3)", async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/one-spell-unseen.cards'], ROOT);

  it('is inconclusive, quoting the restriction', () => {
    expect(r.out).toMatch(/4\. expect you have 21 life {3}\?\n\s+! expectation-inconclusive: .*'can't cast more than one spell each turn' of Solemn Abbot, what happened before the scenario began is unknown/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
