// Honest results (CR 701.9a, 608.2d): which cards a player discards (or puts from their hand elsewhere) is their choice.
// Named by the scenario (`resolve choosing …`) the answer is definite; otherwise an answer that could tell the cards
// apart is inconclusive, quoting the discard as a choice never made, while how many cards are left stays definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a discard the scenario did not choose (CR 701.9a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/discard-choice.cards'], ROOT);

  it('makes which card was discarded inconclusive, quoting the discard; how many stays definite', () => {
    expect(r.out).toMatch(/6\. expect @a is in hand {3}\?\n\s+! expectation-inconclusive: .*'discard 2 cards' of Rotting Thoughts, never chosen/);
    expect(r.out).toMatch(/7\. expect you have 1 cards in hand\n\s+8\. expect you have 3 cards in graveyard\n/);
  });

  it('gives a definite answer when the scenario names the cards, or there is no choice', () => {
    expect(r.out).toMatch(/scenario "D2 [^\n]*\n(?:.*\n)*?\s+result: passed — 3\/3/);
    expect(r.out).toMatch(/scenario "D3 [^\n]*\n(?:.*\n)*?\s+result: passed — 2\/2/);
  });

  it('treats a card put from the hand elsewhere the same way (CR 608.2d)', () => {
    expect(r.out).toMatch(/expect @a is in hand {3}\?\n\s+! expectation-inconclusive: .*'a card from your hand' of Hand Back, never chosen/);
  });

  it('rests the counters on which permanents a player proliferates when no step chose (CR 701.34a)', () => {
    expect(r.out).toMatch(/expect @m has 2 \+1\/\+1 counters {3}\?\n\s+! expectation-inconclusive: .*'proliferate' of Steady Progress, never chosen/);
  });

  it('rests a card chosen from among the cards revealed on the choice, not how many were taken (CR 608.2c-d)', () => {
    expect(r.out).toMatch(/expect "Field Mouse" is in hand {3}\?\n\s+! expectation-inconclusive: .*'a creature card from among them' of Grisly Salvage, never chosen/);
    expect(r.out).toMatch(/expect you have 1 cards in hand\n\s+result: INCONCLUSIVE/);
  });

  it('rests the card drawn after cards were put back in any order on that order (CR 401.4)', () => {
    expect(r.out).toMatch(/scenario "D7 [^\n]*\n(?:.*\n)*?\s+\d+\. expect "Field Mouse" is in hand {3}\?\n\s+! expectation-inconclusive: .*'in any order' of Ponder the Order/);
    expect(r.out).toContain('7 scenarios: 2 passed, 0 failed, 5 inconclusive');
  });
});
