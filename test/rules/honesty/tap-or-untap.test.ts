// Honest results (CR 701.26, 608.2d): "tap or untap target creature" is a choice as it resolves that no step makes;
// both are played, and whether the creature is tapped after it is inconclusive, quoting the choice, while what both
// agree on stays definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('"tap or untap" (CR 701.26, 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/tap-or-untap.cards'], ROOT);

  it('makes whether the creature is tapped inconclusive, quoting the choice; its P/T stays definite', () => {
    expect(r.out).toMatch(/expect @b is tapped {3}\?\n\s+! expectation-inconclusive: .*'tap or untap target creature' of Bounding Kid, never chosen/);
    expect(r.out).toMatch(/\d+\. expect @b is 2\/2\n/);
  });
});
