// Honest results (CR 608.2d, 701.21a): permanents a player sacrifices as an effect applies are that player's choice
// (`resolve choosing @b`); a choice never made among more that fit than it asks for makes what follows inconclusive,
// quoting it, never a guess; a player with no more than that has none to make.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('permanents chosen as an effect applies, never chosen (CR 608.2d, 701.21a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/chosen-permanents.cards'], ROOT);

  it('is inconclusive with two creatures that fit, quoting the choice', () => {
    expect(r.out).toMatch(/5\. expect @b is on battlefield {3}\?\n\s+! expectation-inconclusive: .*'a creature' of Grim Tribute, never chosen/);
  });

  it("takes no other creature for a choice that doesn't fit; the other player's only creature is sacrificed", () => {
    expect(r.out).toMatch(/6\. expect @b is on battlefield {3}\?\n\s+! expectation-inconclusive: .*'a creature' of Grim Tribute, never chosen/);
    expect(r.out).toMatch(/resolve choosing @ob\n\s+→ Grizzly Bears: battlefield → graveyard\n\s+→ Grim Tribute: stack → graveyard/);
    expect(r.out).toContain('2 scenarios: 0 passed, 0 failed, 2 inconclusive');
  });
});
