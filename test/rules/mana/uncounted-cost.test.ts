// Honest costs (CR 601.2f): `was cast for` rests on the cost-changing text around the spell; a "for each …" the
// simulator can't count makes it inconclusive, a countable one is computed and holds.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('cost changes the simulator cannot count (CR 601.2f)', async () => {
  const r = await runCli(['simulate', 'test/rules/mana/uncounted-cost.cards'], ROOT);

  it('make `was cast for` inconclusive, naming the text', () => {
    expect(r.out).toMatch(/expect @b was cast for \{1\}\{G\} {3}\?\n\s+! expectation-inconclusive: .*'Creature spells you cast cost \{1\} less to cast for each c…' of Zealous Tutor, not simulated/);
  });

  it('while a countable "for each" is computed and holds', () => {
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
