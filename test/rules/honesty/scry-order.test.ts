// Honest results (CR 701.22a): a scry leaves the library's order to the player's choice (the engine leaves the cards
// on top), so which card is drawn after it is inconclusive, quoting the scry as a choice never made. How many cards
// were drawn doesn't rest on it (121.1) while nothing could read the cards drawn (scenario/identity.ts); a permanent
// that triggers on drawing could, so then the hand count rests on it too. Without a scry the top card is drawn.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('the library after a scry (CR 701.22a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/scry-order.cards'], ROOT);

  it('makes the card drawn next inconclusive, quoting the scry; without one it is the top card', () => {
    expect(r.out).toMatch(/expect @i is in hand {3}\?\n\s+! expectation-inconclusive: .*'scry 2' of Glimpse Ahead, never chosen/);
    expect(r.out).toMatch(/expect "Forest" is in hand {3}\?\n\s+! expectation-inconclusive: .*'scry 2' of Glimpse Ahead, never chosen/);
    expect(r.out).toContain('4 scenarios: 1 passed, 0 failed, 3 inconclusive');
  });

  it('keeps how many cards were drawn definite while nothing could read them (CR 121.1)', () => {
    expect(r.out).toMatch(/4\. expect you have 1 cards in hand\n\s+5\. expect @i is in hand {3}\?/);
    expect(r.out).toMatch(/7\. expect you have 2 cards in hand\n\s+8\. expect you have 1 cards in library\n/);
  });

  it('rests the hand count on the scry once a permanent that triggers on drawing could read the card drawn', () => {
    expect(r.out).toMatch(/5\. expect you have 1 cards in hand {3}\?\n\s+! expectation-inconclusive: .*'scry 2' of Glimpse Ahead/);
  });
});
