// Honest results (CR 118.12, 608.2d): "Counter target spell unless its controller pays {3}" is that player's choice
// when they can pay; no step makes it, so both are played and an answer they differ on is inconclusive, quoting the
// choice. What both agree on (the counterspell itself went to the graveyard) stays definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a counterspell its target\'s controller can pay for (CR 118.12)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/counter-unless-pays.cards'], ROOT);

  it('makes what the payment decides inconclusive, quoting the choice', () => {
    expect(r.out).toMatch(/expect you have 20 life {3}\?\n\s+! expectation-inconclusive: .*'Counter target spell unless its controller pays \{3\}' of Mana Leak, never chosen/);
  });

  it('keeps what both choices agree on definite', () => {
    expect(r.out).toMatch(/\d+\. expect "Mana Leak" is in graveyard\n/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
