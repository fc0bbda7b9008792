// Honest results (CR 510.1c, 609.4, 608.2d): "You may have ~ assign its combat damage as though it weren't blocked" is its
// controller's choice, played both ways; an answer resting on it is inconclusive, quoting it; the others stay definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('"you may have ~ assign its combat damage as though it weren\'t blocked" (CR 510.1c, 609.4)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/assign-as-though-unblocked.cards'], ROOT);

  it('is inconclusive how much life the defending player has after a block, quoting the choice', () => {
    expect(r.out).toMatch(/6\. expect opponent has 16 life {3}\?\n\s+! expectation-inconclusive: .*assign its combat damage as th.*never chosen/);
  });

  it('is definite for what the choice cannot change, and for an unblocked attacker', () => {
    expect(r.out).toMatch(/7\. expect @b is on battlefield\n/);
    expect(r.out).toMatch(/scenario "AU2[^\n]*\n(?:.*\n)*?\s+result: passed/);
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
