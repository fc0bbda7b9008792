// Honest results (CR 608.2c, 601.2h): "for each card discarded this way" whose only deed is the spell's additional cost
// is not counted from the resolution (where nothing was discarded): the line is not carried out and the answer resting
// on it is inconclusive, quoting the line — never "you have 20 life" as a confident answer.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe("'this way' whose deed is a cost (CR 608.2c, 601.2h)", async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/lead20-this-way-of-a-cost.cards'], ROOT);

  it('is inconclusive, quoting the line', () => {
    expect(r.out).toMatch(/expectation-inconclusive: .*'You gain 2 life for each card discarded this way' of Lead20 Paid Insight, not simulated/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
