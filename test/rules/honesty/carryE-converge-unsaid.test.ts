// Honest results (CR 702.119a, 601.2g–h): converge's "for each color of mana spent to cast this spell" in a scenario that
// never says how the cost was paid (no `mana is paid`) rests on that payment; the answer is inconclusive, quoting it.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('converge with the mana spent never said (CR 702.119a, 601.2h)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryE-converge-unsaid.cards'], ROOT);

  it('is inconclusive, quoting the payment', () => {
    expect(r.out).toMatch(/expect you control 0 creatures {3}\?\n\s+! expectation-inconclusive: .*'the mana spent to cast carryE Unsaid Muster' of carryE Unsaid Muster, never chosen/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
