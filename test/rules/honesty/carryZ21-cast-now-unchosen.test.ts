// Honest results (CR 608.2d, 608.2g): "You may cast a spell with mana value 4 or less from your hand without paying its
// mana cost" with two cards that fit and no step choosing which: the engine casts the first, and an answer about those
// cards is inconclusive, quoting the choice never made (rules/effects/permission-effects.ts castNow through
// rules/effects/effect-context.ts chooseFromZone; chosen: test/rules/game/carryZ21-cast-during-resolution.cards).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a spell cast from the hand as it resolves, never chosen (CR 608.2d, 608.2g)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryZ21-cast-now-unchosen.cards'], ROOT);

  it('is inconclusive, quoting the choice', () => {
    expect(r.out).toMatch(/expect @b is in hand {3}\?\n\s+! expectation-inconclusive: .*'a spell with mana value 4 or less from your hand' of CarryZH21 Hand Surge, never chosen/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
