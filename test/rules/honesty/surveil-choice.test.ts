// Honest results (CR 701.25a, 608.2d): surveil leaves which cards go to the graveyard to the player's choice; without a
// step choosing them the engine leaves them on top, and what follows is inconclusive, quoting the surveil as a choice
// never made. With the cards chosen, or nothing to look at, the answer is definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('the graveyard after a surveil (CR 701.25a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/surveil-choice.cards'], ROOT);

  it('is inconclusive when no step chose the cards, quoting the surveil', () => {
    expect(r.out).toMatch(/expect you have 1 cards in graveyard {3}\?\n\s+! expectation-inconclusive: .*'surveil 2' of Gaze Within, never chosen/);
  });

  it('is definite with the cards chosen, or with nothing to look at', () => {
    expect(r.out).toContain('3 scenarios: 2 passed, 0 failed, 1 inconclusive');
  });
});
