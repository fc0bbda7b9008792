// Honest results (CR 701.23a, 701.24a, 608.2d): a search of the library and/or graveyard, then "If you search your
// library this way, shuffle". Found in the library, the card drawn next rests on the shuffle; found in the graveyard,
// on the player's choice whether to search their library too; declined, it is definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('the library after a search of several zones (CR 701.23a, 701.24a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/search-zones-order.cards'], ROOT);

  it('rests the card drawn on the shuffle when the card was found in the library', () => {
    expect(r.out).toMatch(/scenario "SO1 [^\n]*\n(?:.*\n)*?\s+8\. expect @f is in hand {3}\?\n\s+! expectation-inconclusive: .*'shuffle' of Planeswalker's Call/);
  });

  it('rests it on whether the library was searched when the card was found in the graveyard', () => {
    expect(r.out).toMatch(/scenario "SO2 [^\n]*\n(?:.*\n)*?\s+8\. expect @f is in hand {3}\?\n\s+! expectation-inconclusive: .*'If you search your library this way, shuffle' of Planeswalker's Call, never chosen/);
  });

  it('keeps it definite when the search was declined', () => {
    expect(r.out).toMatch(/scenario "SO3 [^\n]*\n(?:.*\n)*?\s+result: passed — 1\/1/);
    expect(r.out).toContain('3 scenarios: 1 passed, 0 failed, 2 inconclusive');
  });
});
