// Honest results (CR 702.38a, 614.12a): the cards an amplify permanent's controller reveals as it enters are that
// player's choice; never made while a card in the hand could be revealed, what follows is inconclusive, quoting it;
// with no card that could be revealed there is no choice and the answer stays definite.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('amplify, cards never revealed (CR 702.38a, 614.12a)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/amplify-unrevealed.cards'], ROOT);

  it('is inconclusive with a card that could be revealed, quoting the choice', () => {
    expect(r.out).toMatch(/4\. expect @h is 2\/2 {3}\?\n\s+! expectation-inconclusive: .*'Amplify' of Baying Hound, never chosen/);
  });

  it('stays definite with no card that could be revealed', () => {
    expect(r.out).toContain('2 scenarios: 1 passed, 0 failed, 1 inconclusive');
  });
});
