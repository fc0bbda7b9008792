// Honest results (CR 702.30a, 500.1): echo on a permanent set up before the scenario began asks what happened before
// it; an answer resting on that is inconclusive, quoting the condition.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('echo on a permanent the scenario set up (CR 702.30a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/echo-history.cards'], ROOT);

  it('is inconclusive at its first upkeep, quoting the condition', () => {
    expect(r.out).toMatch(/5\. expect @g is on battlefield {3}\?\n\s+! expectation-inconclusive: .*'if ~ came under your control since the beginning of your .*what happened before the scenario began is unknown/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
