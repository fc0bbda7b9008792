// Honest results (CR 701.14a, 614.1a): "If that creature would die this turn, exile it instead" after a fight of two
// target creatures names a creature the engine can't tell; the line is not carried out and what rests on it is
// inconclusive, quoting the line — never the first target exiled on a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe("'that creature' after a fight (CR 701.14a, 614.1a)", async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/honest16-fight-that-creature.cards'], ROOT);

  it('is inconclusive, quoting the line', () => {
    expect(r.out).toMatch(/expectation-inconclusive: .*'If that creature would die this turn, exile it instead' of Honest16 Feral Duel/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
