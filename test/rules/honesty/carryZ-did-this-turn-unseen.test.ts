// Honest results (CR 603.6a, 500.1): "Destroy all creatures that entered the battlefield this turn" in a turn the engine
// didn't see from its beginning: a creature not seen entering is not taken, and an answer about it is inconclusive,
// quoting the phrase (rules/state/did-this-turn.ts; seen whole: test/rules/game/carryZ-did-this-turn.cards).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('entered the battlefield this turn, in a turn not seen whole (CR 500.1)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryZ-did-this-turn-unseen.cards'], ROOT);

  it('is inconclusive, quoting the phrase', () => {
    expect(r.out).toMatch(/expect @o is on battlefield {3}\?\n\s+! expectation-inconclusive: .*'creatures that entered the battlefield this turn' of CarryZH20D Purge, what happened before the scenario began is unknown/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
