// Honest results (CR 701.43a, 701.43d, 508.1g, 608.2d, 603.12): "You may exert ~ as it attacks" is its controller's choice as it
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
    expect(r.out).toContain('3 scenarios: 1 passed, 0 failed, 2 inconclusive');
  });

  // CR 603.12: "When you do, it gets +2/+2": exerting it makes the reflexive ability trigger, its "it" the exerted creature
  // (the transcript is the run that exerts it); not exerted, it deals 3: the answer rests on the choice.
  it('exerted, the reflexive ability triggers and the creature deals 5; the answer rests on the choice', () => {
    const ex3 = r.out.split(/\n(?=\S[^\n]*: scenario ")/).find((b) => b.includes('scenario "EX3')) ?? '';
    expect(ex3).toMatch(/Straining Brute triggered: reflexive/);
    expect(ex3).toMatch(/5 damage to opponent from Straining Brute/);
    expect(ex3).toMatch(/expect opponent has 15 life {3}\?\n\s+! expectation-inconclusive: .*exert this creature as it attacks/);
  });
});
