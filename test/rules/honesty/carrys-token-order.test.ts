// Honest results (CR 616.1, 614.1a, 111.1): two replacement effects that change the tokens one event creates are
// applied in the order the creating player chooses; no step chooses it, so an answer another order would change is
// inconclusive, quoting both replacements, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('the order of token replacements, never chosen (CR 616.1)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carrys-token-order.cards'], ROOT);

  it('is inconclusive when the order changes the tokens, quoting both', () => {
    expect(r.out).toMatch(/expect you control 3 Treasure artifact tokens {3}\?\n\s+! expectation-inconclusive: .*of carryS Twin Seasons, never chosen.*of carryS Gold Hoard, never chosen/);
  });

  it('stays definite with one replacement', () => {
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
