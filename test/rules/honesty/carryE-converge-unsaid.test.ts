// Honest results (CR 702.119a, 601.2g–h): converge's "for each color of mana spent to cast this spell" in a scenario that
// never says how the cost was paid (no `mana is paid`) rests on that payment; the answer is inconclusive, quoting it.
// CR 107.3c: an instruction reading X before the sentence's "where X is" (kept on the last one) is not simulated when
// the engine can't count that X.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('converge with the mana spent never said (CR 702.119a, 601.2h)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryE-converge-unsaid.cards'], ROOT);

  it('is inconclusive, quoting the payment', () => {
    expect(r.out).toMatch(/expect you control 0 creatures {3}\?\n\s+! expectation-inconclusive: .*'the mana spent to cast carryE Unsaid Muster' of carryE Unsaid Muster, never chosen/);
  });

  // CR 107.3c: an instruction reading the sentence's X (its "where X is" kept on a later one) that the engine can't count:
  // not simulated, the earlier instruction too (rules/effects/sentence-x.ts gives it the sentence's X).
  it('an earlier instruction of a "where X is" sentence the engine can\'t count is inconclusive, a trigger and a spell', () => {
    expect(r.out).toMatch(/expect opponent has 17 life {3}\?\n\s+! expectation-inconclusive: .*'each opponent loses X life' of carryE Epicure, not simulated/);
    expect(r.out).toMatch(/expect you have 2 cards in hand {3}\?\n\s+! expectation-inconclusive: .*'You draw X cards' of carryE Painful Study, not simulated/);
    expect(r.out).toContain('3 scenarios: 0 passed, 0 failed, 3 inconclusive');
  });
});
