// Honest results (issue 26, round 13 gramD): a counter of each kind on a target (CR 122.1, 608.2c) and damage equal to a
// counted amount divided among targets (CR 601.2d) are read, not carried out: what rests on them is inconclusive (`?`),
// quoting the sentence — never a confident answer (grammar-d-families.cards).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('round 13 gramD families read, not simulated: what rests on them is inconclusive', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/grammar-d-families.cards'], ROOT);

  it('a counter of each kind on it (CR 122.1, 608.2c)', () => {
    expect(r.out).toMatch(/expect @g has 0 \+1\/\+1 counters {3}\?\n\s+! expectation-inconclusive: .*'For each kind of counter on target creature[^']*' of Gramd Counter Echo, not simulated/);
  });

  it('damage equal to its power divided among targets (CR 601.2d)', () => {
    expect(r.out).toMatch(/expect @t is in graveyard {3}\?\n\s+! expectation-inconclusive: .*of Gramd Ember Hydra, not simulated/);
  });

  it('answers no scenario confidently', () => {
    expect(r.out).toMatch(/(\d+) scenarios?: 0 passed, 0 failed, \1 inconclusive/);
  });
});
