// Honest results (CR 208.2): a power the engine doesn't know, compared in a target phrase ("with power less than ~'s
// power", mentor 702.134a), makes the target's legality and what follows inconclusive, quoting the `*`; a known power
// stays definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('an unknown power compared in a target phrase (CR 208.2, 115.1, 702.134a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/unknown-power-compared.cards'], ROOT);
  const block = (name: string) => r.out.split(/\n(?=\S[^\n]*: scenario ")/).find((b) => b.includes(`scenario "${name}`)) ?? '';

  it("a target's unknown power: whether it is legal rests on its `*`", () => {
    expect(block('UP1')).toMatch(/3\. expect illegal: you activate @d targeting @b {3}\?\n\s+! expectation-inconclusive: .*'power\/toughness \*\/3' of Odd Beast, not understood/);
  });

  it('a known power stays definite', () => {
    expect(block('UP2')).toContain('result: passed');
  });

  it("mentor's own unknown power: the trigger's missing target rests on its `*`", () => {
    expect(block('UP3')).toMatch(/expect @s has 0 \+1\/\+1 counters {3}\?\n\s+! expectation-inconclusive: .*'power\/toughness \*\/3' of Odd Mentor, not understood/);
  });
});
