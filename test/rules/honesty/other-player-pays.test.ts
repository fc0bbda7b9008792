// Honest results (CR 118.12, 608.2d): "each opponent sacrifices a permanent unless they pay {3}" is that player's choice
// when they can pay; no step makes it, so both are played and an answer they differ on is inconclusive, quoting it.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('another player who can pay for an "unless" (CR 118.12)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/other-player-pays.cards'], ROOT);

  it('makes what the payment decides inconclusive, quoting the choice', () => {
    expect(r.out).toMatch(/expect @h is on battlefield {3}\?\n\s+! expectation-inconclusive: .*of Toll Skimmer, never chosen/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
