// Honest results (CR 611.3a, 500.1): a permanent set up on the battlefield has no entry record (it was there before the
// scenario began), so "as long as it entered the battlefield this turn" is inconclusive on it, quoting the condition —
// never held as if it entered in the scenario's turn (issue 27 made it without the record instead of deleting it).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a permanent set up on the battlefield did not enter in the scenario (CR 611.3a, 500.1)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/set-up-entry.cards'], ROOT);

  it('is inconclusive about entering this turn, quoting the condition', () => {
    expect(r.out).toMatch(/expect @r lacks indestructible {3}\?\n\s+! expectation-inconclusive: .*'if it entered the battlefield this turn' of Fresh Recruit, what happened before the scenario began is unknown/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
