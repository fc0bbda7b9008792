// Honest results (CR 111.10): a predefined token whose defined abilities the grammar doesn't read (a Map's explore,
// 111.10s) or that the engine doesn't make (an Incubator's two faces, 111.10i) is "recognized, not simulated": what
// rests on it is inconclusive, quoting the instruction. One the engine makes as defined (a Treasure, 111.10a) is definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a predefined token the engine does not make as defined (CR 111.10)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/predefined-tokens.cards'], ROOT);

  it('is inconclusive, quoting the creation', () => {
    expect(r.out).toMatch(/expect you control 1 Map {3}\?\n\s+! expectation-inconclusive: .*'Create a Map token' of Chart a Course, not simulated/);
    expect(r.out).toMatch(/expect you control 1 artifact {3}\?\n\s+! expectation-inconclusive: .*'Create an Incubator token' of Grow an Incubator, not simulated/);
  });

  it('a Treasure token is made as defined: definite', () => {
    expect(r.out).toContain('3 scenarios: 1 passed, 0 failed, 2 inconclusive');
  });
});
