// Honest results (CR 613.1f, 702.116a): a keyword granted by a static ability or by a resolved "until end of turn"
// effect is carried out only as the same keyword printed on the card is (keywords.ts keywordTextCarriedOut); an answer
// resting on a granted keyword the engine doesn't carry out (myriad) is inconclusive, quoting the grant.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a granted keyword the engine does not carry out (CR 613.1f, 702.116a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/granted-keyword-unsimulated.cards'], ROOT);

  it('a static grant: inconclusive, quoting the grant', () => {
    expect(r.out).toMatch(/expect @b is in graveyard {3}\?\n\s+! expectation-inconclusive: .*'Other creatures you control have myriad' of Myriad Lord, not simulated/);
  });

  it('an until-end-of-turn grant: inconclusive, quoting the grant', () => {
    expect(r.out).toMatch(/expect @b is in graveyard {3}\?\n\s+! expectation-inconclusive: .*'Target creature gains myriad until end of turn' of Myriad Gift, not simulated/);
  });

  it('a granted keyword the engine carries out (flying, CR 702.9b) stays definite', () => {
    expect(r.out).toContain('3 scenarios: 1 passed, 0 failed, 2 inconclusive');
  });
});
