// Honest results (CR 502.3, 608.2d): "You may choose not to untap ~ during your untap step" is its controller's
// choice, played both ways; an answer resting on it is inconclusive, quoting it; the others stay definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('"you may choose not to untap ~" (CR 502.3)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/may-not-untap.cards'], ROOT);

  it('is inconclusive whether it is tapped after its controller untap step, quoting the choice', () => {
    expect(r.out).toMatch(/5\. expect @t is tapped {3}\?\n\s+! expectation-inconclusive: .*choose not to untap Rusting Tick during your unta.*never chosen/);
  });

  it('is definite for what the choice cannot change, and with no choice to make', () => {
    expect(r.out).toMatch(/6\. expect @g is untapped\n/);
    expect(r.out).toMatch(/7\. expect @t is 1\/1\n/);
    expect(r.out).toMatch(/scenario "MU2[^\n]*\n(?:.*\n)*?\s+result: passed/);
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
