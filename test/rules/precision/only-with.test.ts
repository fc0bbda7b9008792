// Precision of "inconclusive" (issue 23 part 3): text the engine doesn't read, whose shape alone shows it can't matter
// in the game at hand, leaves the answer definite; each mechanism has a sibling where the same text could matter and
// the answer stays inconclusive, quoting it.

import { describe, expect, it } from 'vitest';
import { simulate } from './simulate';

describe('"… can\'t be regenerated" read by its shape (CR 701.19c)', () => {
  it('can\'t matter when no card of the game regenerates', async () => {
    expect(await simulate('regeneration-inert')).toMatch(/1 scenario: 1 passed, 0 failed\n/);
  });

  it('makes what could be destroyed inconclusive when a card regenerates', async () => {
    expect(await simulate('regeneration-possible')).toMatch(/expect @b is in graveyard {3}\?\n\s+! expectation-inconclusive: .*'Creatures dealt damage this turn can't be regenerated' of Bone Ward/);
  });
});

describe('a prohibition on searching or cycling read by its shape (CR 701.23a, 702.29a)', () => {
  it('can\'t matter when no card of the game searches or cycles', async () => {
    expect(await simulate('search-inert')).toMatch(/1 scenario: 1 passed, 0 failed\n/);
  });

  it('makes the answers inconclusive when a card searches', async () => {
    expect(await simulate('search-possible')).toMatch(/expect @b is 2\/2 {3}\?\n\s+! expectation-inconclusive: .*'Players can't search libraries' of Sealed Archive/);
  });
});
