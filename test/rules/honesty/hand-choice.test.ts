// Honest results (CR 701.20a, 608.2d, 701.9b): the card chosen from a revealed hand is the controller's choice. Without
// a `choosing` step among several that fit, an answer telling the cards apart is inconclusive, quoting the choice;
// how many cards are left stays definite; a card that doesn't fit is no choice.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a card chosen from a revealed hand, never chosen (CR 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/hand-choice.cards'], ROOT);

  it('makes which card was discarded inconclusive, quoting the choice; how many stays definite', () => {
    expect(r.out).toMatch(/5\. expect @s is in hand {3}\?\n\s+! expectation-inconclusive: .*'choose a nonland card from it' of Mind Pry, never chosen/);
    expect(r.out).toMatch(/6\. expect opponent has 1 cards in hand\n\s+result: INCONCLUSIVE/);
  });

  it('refuses a card that does not fit, leaving the choice unmade', () => {
    expect(r.out).toMatch(/7\. expect @g is in hand {3}\?\n\s+! expectation-inconclusive: .*'choose a nonland card from it' of Mind Pry, never chosen/);
    expect(r.out).toContain('2 scenarios: 0 passed, 0 failed, 2 inconclusive');
  });
});
