// Honest results (CR 702.140c): over or under is the mutating spell's controller's choice as it resolves; a choice the
// scenario never made leaves what rests on it inconclusive, quoting the choice, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a mutate over or under never chosen (CR 702.140c)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryk-mutate-unchosen.cards'], ROOT);

  it('is inconclusive, quoting the choice', () => {
    expect(r.out).toMatch(/expect @b is 4\/4 {3}\?\n\s+! expectation-inconclusive: .*'Mutate' of carryK Unsure Gnarlback/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
