// Honest results (CR 608.2d): "Put any number of them into your graveyard" with no step choosing which cards: the engine
// takes none, and an answer about those cards is inconclusive, quoting the choice never made
// (rules/effects/effect-context.ts anyNumberChosen; chosen: test/rules/game/carryZ-any-number-of-them.cards).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('any number of the cards looked at, never chosen (CR 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryZ-any-number-unchosen.cards'], ROOT);

  it('is inconclusive, quoting the choice', () => {
    expect(r.out).toMatch(/expect "CarryZH Card A" is in library {3}\?\n\s+! expectation-inconclusive: .*'any number of them' of CarryZH Oracle, never chosen/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
