// Honest results (CR 118.12a, 101.4, 608.2d): "unless any player pays {3}" is the opponent's choice when they can pay; no
// step makes it, so an answer resting on it is inconclusive, quoting the instruction, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('any player who can pay for an "unless" (CR 118.12a, 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/unless-any-player-pays.cards'], ROOT);

  it('is inconclusive, quoting the instruction', () => {
    expect(r.out).toMatch(/expect @c is on battlefield {3}\?\n\s+! expectation-inconclusive: .*'sacrifice this enchantment unless any player pays \{3\}' of Frozen Cell, never chosen/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
