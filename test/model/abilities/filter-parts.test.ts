// Which parts of an object filter the engine's matcher reads (server/src/model/abilities/filter-parts.ts): one row per
// field of ObjectFilter, checked by the compiler (`npm test` runs tsc first), so a new part is never matched by default.
// Honest results: an instruction whose filter has a part the matcher doesn't read is not carried out (CR 608.2c, 121.1).

import { describe, expect, it } from 'vitest';
import { filterSimulated } from '../../../server/src/model/abilities/filter-parts';
import type { ObjectFilter } from '../../../server/src/model/types';

const creature: ObjectFilter = { types: ['creature'], text: 'creature' };

describe('filter parts the engine matches (model/abilities/filter-parts.ts)', () => {
  it('reads a plain filter, its status words and a fixed comparison', () => {
    expect(filterSimulated(creature)).toBe(true);
    expect(filterSimulated({ ...creature, status: ['tapped'] })).toBe(true);
    expect(filterSimulated({ ...creature, adjectives: ['historic'] })).toBe(true);
  });

  it('does not read a part it has no matcher for: drawn this turn (CR 121.1), a commander (CR 903.3d), a vote (CR 701.38a)', () => {
    expect(filterSimulated({ ...creature, drawnThisTurn: true } as ObjectFilter)).toBe(false);
    expect(filterSimulated({ types: ['commander'], text: 'commander' })).toBe(false);
    expect(filterSimulated({ ...creature, mostVotes: 'most' })).toBe(false);
    expect(filterSimulated({ ...creature, adjectives: ['modified'] })).toBe(false);
  });

  it('checks every alternative of an or-list and an "except for" filter', () => {
    expect(filterSimulated({ types: [], text: 'creature or creature', anyOf: [creature, { ...creature, drawnThisTurn: true } as ObjectFilter] })).toBe(false);
    expect(filterSimulated({ ...creature, exceptFor: { types: ['commander'], text: 'commander' } })).toBe(false);
  });
});
