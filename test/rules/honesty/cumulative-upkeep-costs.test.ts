// Honest results (CR 702.24a): cumulative upkeep with a cost of mana and life is recognized, not simulated; what rests on
// it from its first upkeep is inconclusive, quoting the keyword (a mana cost is carried out:
// test/rules/game/cumulative-upkeep.cards).

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('cumulative upkeep with a cost other than mana (CR 702.24a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/cumulative-upkeep-costs.cards'], ROOT);

  it('is inconclusive at its first upkeep, quoting the keyword', () => {
    expect(r.out).toMatch(/4\. expect @t is on battlefield {3}\?\n\s+! expectation-inconclusive: .*'Cumulative upkeep—Pay \{B\} and 1 life' of Blood Pact Idol, not simulated/);
    expect(r.out).toMatch(/5\. expect you have 20 life {3}\?/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
