// Honest results (CR 608.2d, 115.10): an object chosen as a spell resolves is the player's choice (`resolve choosing
// @h`); a choice never made among several that fit makes what follows inconclusive, quoting it, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('an object chosen as it resolves, never chosen (CR 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/chosen-object.cards'], ROOT);

  it('is inconclusive with several creatures that fit, quoting the choice', () => {
    expect(r.out).toMatch(/expect @g is named "Grizzly Bears" {3}\?\n\s+! expectation-inconclusive: .*'choose a creature on the battlefield' of Mirror Mold, never chosen/);
  });

  it('takes the only creature that fits', () => {
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
