// Honest results (CR 601.2g–h): "if {G} was spent to cast this spell" in a scenario that never says how the cost was
// paid (no `mana is paid`) rests on that payment; the answer is inconclusive, quoting it, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('the mana spent to cast a spell, never said (CR 601.2h)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/mana-spent-unsaid.cards'], ROOT);

  it('is inconclusive, quoting the payment', () => {
    expect(r.out).toMatch(/expect you have 20 life {3}\?\n\s+! expectation-inconclusive: .*'the mana spent to cast Thornwild Rend' of Thornwild Rend, never chosen/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
