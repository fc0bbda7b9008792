// Honest results (CR 608.2c, 603.4): conditions about objects and players built from parts (model/abilities/
// object-conditions.ts) are read, not evaluated: an expectation that rests on one is inconclusive, quoting the sentence,
// never a confident answer.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('conditions about objects and players, read and not evaluated (CR 608.2c, 603.4)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/object-conditions.cards'], ROOT);

  it("makes the destroyed creature's zone inconclusive, quoting the condition", () => {
    expect(r.out).toMatch(/expect @b is in graveyard {3}\?\n\s+! expectation-inconclusive: .*'Destroy target creature if it has mana value 2 or less' of Measured Push, not simulated/);
  });

  it('makes the life total a trigger would change inconclusive, quoting its condition', () => {
    expect(r.out).toMatch(/expect you have 23 life {3}\?\n\s+! expectation-inconclusive: .*'if you have a full party, you gain 3 life' of Crown Herald, not simulated/);
    expect(r.out).toContain('2 scenarios: 0 passed, 0 failed, 2 inconclusive');
  });
});
