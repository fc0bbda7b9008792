// Honest results (issue 26): each phrase family the grammar reads but the simulator doesn't carry out makes what rests on
// it inconclusive (`?`), quoting the sentence — never a confident answer. One scenario per family.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('phrase families read, not simulated: what rests on them is inconclusive', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/read-families.cards'], ROOT);

  it('"The next time you would draw …, … instead" (CR 614.1a, 615.8)', () => {
    expect(r.out).toMatch(/expect you have 20 life {3}\?\n\s+! expectation-inconclusive: .*'The next time you would draw a card this turn, you gain 5…' of Ward Scribe, not simulated/);
  });

  it('a condition comparing a player named before with you (CR 119, 603.4)', () => {
    expect(r.out).toMatch(/expect you have 23 life {3}\?\n\s+! expectation-inconclusive: .*'if that player has more life than you, you gain 3 life' of Envious Herald, not simulated/);
  });

  // A token that enters tapped and attacking (CR 508.4) is carried out now: test/rules/game/ninjutsu.cards EA1.

  it('an offer to any player, "If a player does, …" (CR 608.2d)', () => {
    expect(r.out).toMatch(/expect you have 0 cards in hand {3}\?\n\s+! expectation-inconclusive: .*'any player may sacrifice a land' of Toll Collector, not simulated/);
  });

  it('a player losing the game by an effect (CR 104.3a)', () => {
    expect(r.out).toMatch(/expect opponent has lost {3}\?\n\s+! expectation-inconclusive: .*'Target player loses the game' of Final Verdict, not simulated/);
  });

  it('answers no scenario confidently', () => {
    expect(r.out).toMatch(/(\d+) scenarios?: 0 passed, 0 failed, \1 inconclusive/);
  });
});
