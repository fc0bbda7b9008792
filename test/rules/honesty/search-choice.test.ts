// Honest results (CR 701.23b, 701.23d, 608.2d, 701.24a): a search the scenario names no cards for rests on the choice
// never made; a search for "a card" in a library of one card does not (test/rules/game/search-library.cards); the
// card drawn after the search's shuffle rests on the library's random order.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('searching a library (CR 701.23)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/search-choice.cards'], ROOT);

  it('a stated quality: even the only fitting card may be left unfound (CR 701.23b)', () => {
    expect(r.out).toMatch(/expect @f is on battlefield {3}\?\n\s+! expectation-inconclusive: .*'search for a basic land card' of Rampant Growth, never chosen/);
  });

  it("'a card' among two: which one rests on the choice (CR 701.23d)", () => {
    expect(r.out).toMatch(/expect @g is in hand {3}\?\n\s+! expectation-inconclusive: .*'search for a card' of Demonic Tutor, never chosen/);
  });

  it('a library never set up: what the search finds is unknown (CR 701.23a)', () => {
    expect(r.out).toMatch(/expect you have 0 cards in hand {3}\?\n\s+! expectation-inconclusive: .*'search for a basic land card' of Rampant Growth/);
  });

  it('the search chosen holds; the card drawn after the shuffle rests on the order (CR 701.24a)', () => {
    expect(r.out).toMatch(/expect @f is on battlefield\n/);
    expect(r.out).toMatch(/expect @p is in hand {3}\?\n\s+! expectation-inconclusive: .*'shuffle' of Rampant Growth, the library's order is random/);
    expect(r.out).toContain('4 scenarios: 0 passed, 0 failed, 4 inconclusive');
  });
});
