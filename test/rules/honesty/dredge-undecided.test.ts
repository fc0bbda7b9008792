// Honest results (CR 702.52a, 614.1a, 616.1): whether a player dredges instead of drawing is their choice; a draw no
// step decides is played both ways, and what the ways differ on is inconclusive; a library never set up leaves whether
// dredge was possible unknown.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('dredge, a draw never decided (CR 702.52a, 616.1)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/dredge-undecided.cards'], ROOT);

  it("is inconclusive on which card the draw step's draw put in the hand, quoting the choice", () => {
    expect(r.out).toMatch(/5\. expect "Silt Grubber" is in graveyard {3}\?\n\s+! expectation-inconclusive: .*'Dredge 2' of Silt Grubber, never chosen/);
  });

  it('is inconclusive when the library was never set up', () => {
    expect(r.out).toMatch(/4\. expect "Silt Grubber" is in graveyard {3}\?\n\s+! expectation-inconclusive: .*'Dredge 2' of Silt Grubber, never chosen/);
    expect(r.out).toContain('2 scenarios: 0 passed, 0 failed, 2 inconclusive');
  });
});
