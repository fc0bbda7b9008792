// Honest results (CR 701.48a, 400.11a): learn without a discard may put a Lesson card from outside the game into the
// player's hand; no scenario holds cards outside the game, so what follows is inconclusive, quoting learn — declined,
// or with no card in hand to discard (118.3). A learn whose discard was chosen stays definite (test/rules/game/learn.cards).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('learn without a discard (CR 701.48a, 400.11a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/learn-outside-game.cards'], ROOT);

  it('leaves the hand inconclusive, quoting learn', () => {
    expect(r.out).toMatch(/5\. expect you have 1 card in hand {3}\?\n\s+! expectation-inconclusive: .*'learn' of Quiet Tutelage/);
    expect(r.out).toMatch(/3\. expect you have 0 cards in hand {3}\?\n\s+! expectation-inconclusive: .*'learn' of Quiet Tutelage/);
    expect(r.out).toContain('2 scenarios: 0 passed, 0 failed, 2 inconclusive');
  });
});
