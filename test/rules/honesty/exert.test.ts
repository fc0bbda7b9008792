// Honest results (CR 701.43a, 701.43d, 508.1g, 608.2d): "You may exert ~ as it attacks" is its controller's choice as it
// attacks, played both ways; an answer resting on it is inconclusive, quoting it; the others stay definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('"you may exert ~ as it attacks" (CR 701.43a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/exert.cards'], ROOT);

  it('is inconclusive whether it untaps during its controller\'s next untap step, quoting the choice', () => {
    expect(r.out).toMatch(/8\. expect @d is tapped {3}\?\n\s+! expectation-inconclusive: .*exert this creature as it attacks.*never chosen/);
  });

  it('is definite for what the choice cannot change, and without an attack', () => {
    expect(r.out).toMatch(/5\. expect opponent has 16 life\n/);
    expect(r.out).toMatch(/9\. expect @h is untapped\n/);
    expect(r.out).toMatch(/scenario "EX2[^\n]*\n(?:.*\n)*?\s+result: passed/);
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
