// Honest results (issue 26, grammar-a): each phrase family the grammar now reads but the simulator doesn't carry out
// makes what rests on it inconclusive (`?`), quoting the sentence — never a confident answer. One scenario per family.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('grammar-a families read, not simulated: what rests on them is inconclusive', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/grammar-a-families.cards'], ROOT);

  it('a static regeneration "If a creature you control would be destroyed, regenerate it" (CR 701.19b, 614.8)', () => {
    expect(r.out).toMatch(/expect @t is in graveyard {3}\?\n\s+! expectation-inconclusive: .*'If a creature you control would be destroyed, regenerate it' of Bog Lurker, not simulated/);
  });

  it('more land plays this turn (CR 305.2): the refused land play and the count are inconclusive', () => {
    expect(r.out).toMatch(/you play "Forest" {3}\?\n\s+! expectation-inconclusive: .*'You may play up to two additional lands this turn' of Rich Harvest, not simulated/);
    expect(r.out).toMatch(/expect you control 2 lands {3}\?/);
  });

  it('answers no scenario confidently', () => {
    expect(r.out).toMatch(/(\d+) scenarios?: 0 passed, 0 failed, \1 inconclusive/);
  });
});
