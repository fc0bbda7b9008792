// Honest results (CR 608.2d, 305.7): a basic land type "of your choice" never chosen as the ability resolved makes
// what follows inconclusive, quoting the choice, never a guess.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('a basic land type never chosen (CR 608.2d)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/chosen-type-unsaid.cards'], ROOT);

  it('is inconclusive, quoting the choice', () => {
    expect(r.out).toMatch(/expect @f is a Forest {3}\?\n\s+! expectation-inconclusive: .*'the basic land type of your choice' of Reef Shaman/);
    expect(r.out).toContain('1 scenario: 0 passed, 0 failed, 1 inconclusive');
  });
});
