// Honest results (CR 709.3): which half of a split card is cast is the caster's choice; a half never named leaves what
// rests on it inconclusive, quoting the choice, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a split card cast with no half named (CR 709.3)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryk-split-half-unnamed.cards'], ROOT);

  it('is inconclusive, quoting the choice', () => {
    expect(r.out).toMatch(/expect you have 20 life {3}\?\n\s+! expectation-inconclusive: .*'carryK Unnamed Singe \/\/ carryK Unnamed Soothe' of carryK Unnamed Singe/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
