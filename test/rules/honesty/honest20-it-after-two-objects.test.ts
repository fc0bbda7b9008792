// Honest results (CR 608.2c): "that creature" after an instruction naming two sets of objects (a redirection, CR 614.9,
// 615.8) is not told to the engine; the line is not carried out and what rests on it is inconclusive, quoting the line —
// never "it" left stale (nothing tapped) while the line counts as carried out.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe("'that creature' after an instruction naming two sets of objects (CR 608.2c)", async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/honest20-it-after-two-objects.cards'], ROOT);

  it('is inconclusive, quoting the line', () => {
    expect(r.out).toMatch(/expectation-inconclusive: .*'Tap that creature' of Honest20 Damage Swap, not simulated/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
