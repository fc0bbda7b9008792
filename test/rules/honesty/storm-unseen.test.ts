// Honest results (CR 702.40a, 500.1): storm counts the spells cast before it this turn; in the turn a scenario starts
// in, which the engine didn't see from its beginning, the copies it makes rest on spells it may not have seen.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('storm in a turn not seen whole (CR 702.40a, 500.1)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/storm-unseen.cards'], ROOT);

  it('is inconclusive in the turn the scenario starts in, quoting storm', () => {
    expect(r.out).toMatch(/expect opponent has 19 life {3}\?\n\s+! expectation-inconclusive: .*'Storm' of Spark Flurry, what happened before the scenario began is unknown/);
  });

  it('is definite in a turn seen whole', () => {
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
