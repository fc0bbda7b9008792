// Honest results (CR 118.9, 601.2b, 608.2c): a card's own alternative cost whose condition the engine can't tell as the
// spell is cast is not paid, but the refusal rests on that condition — inconclusive, quoting it, never a definite no.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('an alternative cost under a condition the engine cannot tell (CR 118.9, 601.2b)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/alternative-condition-unknown.cards'], ROOT);

  it('the refusal is inconclusive and quotes the condition', () => {
    expect(r.out).toMatch(/! expectation-inconclusive: .*rests on 'if it's a creature' of Honest Shapeless Bolt/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
