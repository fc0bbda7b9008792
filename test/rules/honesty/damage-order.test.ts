// Honest results (CR 616.1): two replacement effects that change how much damage one event deals are applied in the
// order the affected player chooses; no step chooses it, so an answer another order would change is inconclusive,
// quoting both replacements, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('the order of damage replacements, never chosen (CR 616.1)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/damage-order.cards'], ROOT);

  it('is inconclusive when the order changes the amount, quoting both', () => {
    expect(r.out).toMatch(/expect opponent has 15 life {3}\?\n\s+! expectation-inconclusive: .*of Twin Flames, never chosen.*of Forge Chief, never chosen/);
  });

  it('stays definite with one replacement', () => {
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
