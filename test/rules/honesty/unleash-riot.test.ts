// Honest results (CR 702.98a unleash, 702.136a riot, 614.12a, 608.2d): "You may have this permanent enter with an
// additional +1/+1 counter on it" is a choice as it enters that no step makes: both ways are played, the branch shown
// puts the counter on it, what the branches differ on (the counter, riot's haste) is inconclusive, and what both share
// (it is on the battlefield) stays definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a choice as a permanent with unleash or riot enters that no step makes (CR 702.98a, 702.136a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/unleash-riot.cards'], ROOT);

  it('puts the counter in the branch shown; the other branch has none (CR 702.98a)', () => {
    expect(r.out).toMatch(/1 \+1\/\+1 counter put on Unleashed Brute/);
    expect(r.out).toMatch(/expect @u is on battlefield\n/);
    expect(r.out).toMatch(/expect @u has 1 \+1\/\+1 counter {3}\?\n\s+! expectation-inconclusive: .*of Unleashed Brute, never chosen/);
  });

  it('gives riot haste in the branch without the counter (CR 702.136a)', () => {
    expect(r.out).toMatch(/1 \+1\/\+1 counter put on Riot Goblin/);
    // Inconclusive, not failed: the declining branch's Riot Goblin has haste.
    expect(r.out).toMatch(/expect @g has haste {3}\?\n\s+! expectation-inconclusive: .*of Riot Goblin, never chosen/);
    expect(r.out).toContain('2 scenarios: 0 passed, 0 failed, 2 inconclusive');
  });
});
