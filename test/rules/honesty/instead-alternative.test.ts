// Honest results (CR 608.2c): "If …, <effect> instead" replaces the instruction before it when its condition holds. When
// the condition is one the simulator can't tell, it doesn't follow the alternative (nor undo the instruction
// it replaces): an expectation it could change is inconclusive, quoting the sentence, never a confident answer.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('an alternative instruction, "… instead" (CR 608.2c)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/instead-alternative.cards'], ROOT);

  it('makes the damage it would change inconclusive, quoting the alternative', () => {
    expect(r.out).toMatch(/expect @g has 3 damage {3}\?\n\s+! expectation-inconclusive: .*'If an opponent searched their library this turn, Low Blow…' of Low Blow, not simulated/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
