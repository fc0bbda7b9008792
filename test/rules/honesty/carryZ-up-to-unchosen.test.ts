// Honest results (CR 608.2d): "Put up to two land cards from among them onto the battlefield tapped" with no step
// choosing which cards: the engine takes none, and an answer about those cards is inconclusive, quoting the choice never
// made (rules/effects/effect-context.ts anyNumberChosen with its most; chosen: test/rules/game/carryZ-up-to-chosen.cards).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('up to two cards from among them, never chosen (CR 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryZ-up-to-unchosen.cards'], ROOT);

  it('is inconclusive, quoting the choice', () => {
    expect(r.out).toMatch(/expect "CarryZH20 Forest" is in library {3}\?\n\s+! expectation-inconclusive: .*'up to 2 land cards from among them' of CarryZH20 Land Seer, never chosen/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
