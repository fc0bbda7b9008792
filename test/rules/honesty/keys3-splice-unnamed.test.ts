// Honest results (CR 702.47a): which cards are spliced onto a spell is the caster's choice; with more than one card that
// could be, a scenario that names none leaves what rests on it inconclusive, quoting the choice, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('splice with no card named (CR 702.47a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/keys3-splice-unnamed.cards'], ROOT);

  it('splices the only card that can be, definitely (CR 702.47a)', () => {
    expect(r.out).toMatch(/scenario "KS1[^\n]*\n(?:.*\n)*?\s+\d+\. expect you have 25 life\n/);
  });

  it('is inconclusive with two cards that could be, quoting the choice (CR 702.47a)', () => {
    expect(r.out).toMatch(/expect you have 25 life {3}\?\n\s+! expectation-inconclusive: .*'Splice' of keys3 Unnamed Call/);
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
