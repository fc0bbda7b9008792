// Precision of "inconclusive" (issue 23 part 3): text the engine doesn't read, whose shape alone shows it can't matter
// in the game at hand, leaves the answer definite; each mechanism has a sibling where the same text could matter and
// the answer stays inconclusive, quoting it.

import { describe, expect, it } from 'vitest';
import { scenario, simulate } from './simulate';

describe('an ability that states it works only in the graveyard (CR 113.6b)', async () => {
  const out = await simulate('graveyard-zone');

  it('can\'t matter while its card is on the battlefield', () => {
    expect(scenario(out, 'G1')).toContain('result: passed — 1/1 expectations hold');
  });

  it('makes the answer inconclusive while its card is in a graveyard, quoting it (CR 611.3b)', () => {
    expect(scenario(out, 'G2')).toMatch(/expect @b is 2\/2 {3}\?\n\s+! expectation-inconclusive: .*'As long as this card is in your graveyard and you control…' of Ashen Reliquary/);
  });

  it('counts from the moment its card is put into a graveyard', () => {
    expect(scenario(out, 'G3')).toMatch(/3\. expect @b is 2\/2\n[\s\S]*5\. expect @b is 2\/2 {3}\?/);
  });

  it('reads "in your graveyard or on the battlefield" as working on the battlefield too', () => {
    expect(scenario(out, 'G4')).toMatch(/expect @b is 2\/2 {3}\?\n\s+! expectation-inconclusive: .*of Ashen Lantern/);
  });
});
