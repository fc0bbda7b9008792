// Honest results (CR 118.12a, 608.2d): "that player loses 3 life unless they discard a card" is that player's choice
// when they can discard; no step makes it, so both are played: an answer they differ on is inconclusive, quoting it.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('another player who can take the action of an "unless" (CR 118.12a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/unless-other-player-action.cards'], ROOT);

  it('makes what the choice decides inconclusive, quoting it, and keeps what both branches share', () => {
    expect(r.out).toMatch(/expect opponent has 17 life {3}\?\n\s+! expectation-inconclusive: .*of Bog Tollkeeper, never chosen/);
    expect(r.out).toMatch(/expect you have 20 life\n/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
