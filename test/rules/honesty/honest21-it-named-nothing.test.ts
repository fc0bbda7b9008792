// Honest results (CR 608.2c): an "it" that no earlier instruction of the resolving spell named ("Draw a card. Put a
// +1/+1 counter on it.") is not read as "nothing, confidently": the answer resting on it is inconclusive, quoting the
// line (rules/effects/effect-context.ts itNamedNothing; apply-effects.ts tracks whether anything named "it").

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe("'it' that nothing named (CR 608.2c)", async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/honest21-it-named-nothing.cards'], ROOT);

  it('is inconclusive, quoting the line', () => {
    expect(r.out).toMatch(/expectation-inconclusive: .*'Put a \+1\/\+1 counter on it' of Honest21 Loose Blessing, not simulated/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
