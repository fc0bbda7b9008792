// Honest results (CR 706.2, 706.1a): the engine never rolls a die; a roll the scenario never said, or a result the die
// doesn't have, makes what follows inconclusive, quoting the roll, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a die roll never said (CR 706.2)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/die-roll-unsaid.cards'], ROOT);

  it('is inconclusive, quoting the roll', () => {
    expect(r.out).toMatch(/expect you have 20 life {3}\?\n\s+! expectation-inconclusive: .*'roll a d20' of Sylvan Shepherd/);
  });

  it('a result the die does not have is inconclusive too (CR 706.1a)', () => {
    expect(r.out).toMatch(/expect you have 25 life {3}\?\n\s+! expectation-inconclusive: .*'roll a d20' of Sylvan Shepherd/);
    expect(r.out).toContain('2 scenarios: 0 passed, 0 failed, 2 inconclusive');
  });
});
