// Honest results (CR 401.4): cards put on top of a library at once are in the order their owner chooses, written or
// not; the card drawn next is inconclusive, quoting the place the text names as a choice never made. One card alone is
// on top, and how many cards the library holds is definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('several cards put on top of a library at once (CR 401.4)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/library-top-order.cards'], ROOT);

  it('makes the card drawn next inconclusive, quoting the place as a choice never made', () => {
    expect(r.out).toMatch(/expect @s is in hand {3}\?\n\s+! expectation-inconclusive: .*'on top' of Ancestral Heap, never chosen/);
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });

  it('keeps how many cards the library holds definite', () => {
    expect(r.out).toMatch(/5\. expect you have 2 cards in library\n/);
  });
});
