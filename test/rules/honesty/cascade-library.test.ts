// Honest results (CR 702.85a): cascade from a library the scenario never set up can't say what it exiles and casts;
// an answer after it is inconclusive, quoting it, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('cascade from a library never set up (CR 702.85a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/cascade-library.cards'], ROOT);

  it('is inconclusive, quoting cascade', () => {
    expect(r.out).toMatch(/expect opponent has 18 life {3}\?\n\s+! expectation-inconclusive: .*'Cascade' of Rolling Avalanche/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
