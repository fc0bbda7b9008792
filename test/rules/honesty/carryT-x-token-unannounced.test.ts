// Honest results (CR 107.3, 107.3f, 111.4): "create an X/X … token" in a triggered ability with no "where X is" has no X;
// the engine doesn't carry it out and an answer resting on it is inconclusive, quoting the text.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('an X/X token whose X nothing announces (CR 107.3f, 111.4)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/carryT-x-token-unannounced.cards'], ROOT);

  it('is inconclusive, quoting the instruction', () => {
    expect(r.out).toMatch(/expect you control 2 creatures {3}\?\n\s+! expectation-inconclusive: .*'create an X\/X green Ooze creature token' of carryT Unannounced Ooze, not simulated/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
