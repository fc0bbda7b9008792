// Honest results (CR 701.22a): a scry leaves the library's order to the player's choice (the engine leaves the cards
// on top), so what is drawn after it is inconclusive, quoting the scry as a choice never made. Without a scry the top
// card is drawn (CR 121.1), a definite answer.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('the library after a scry (CR 701.22a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/scry-order.cards'], ROOT);

  it('makes the card drawn next inconclusive, quoting the scry; without one it is the top card', () => {
    expect(r.out).toMatch(/expect @i is in hand {3}\?\n\s+! expectation-inconclusive: .*'scry 2' of Glimpse Ahead, never chosen/);
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
