// Honest results (CR 701.30a, 701.30c–d): a clash with a library never set up has no result the engine can tell, and the
// card on top after a clash rests on each player's choice to put theirs on the bottom: both answers are inconclusive.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a clash whose result or aftermath the engine can\'t tell (CR 701.30)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryc-clash-unknown.cards'], ROOT);

  it('an unknown library leaves "If you win" inconclusive', () => {
    expect(r.out).toMatch(/expect @b has 1 \+1\/\+1 counters {3}\?\n\s+! expectation-inconclusive: .*clash with an opponent/);
  });

  it('tells neither', () => {
    expect(r.out).toContain('2 scenarios: 0 passed, 0 failed, 2 inconclusive');
  });
});
