// An activation cost that names its own card when the name has a comma (issue 26, family "counters"; CR 201.5, 602.1a):
// "Remove a ki counter from Ichiga, Who Topples Oaks: …" is one cost part, not two. Invented cards in real cards' shapes:
// read fully, printed back exactly in both eras, and the counter removal is carried out as before (CR 122.1).

import { describe, expect, it } from 'vitest';
import { readInBothEras, type EraLine } from './both-eras';

const LINES: EraLine[] = [
  {
    name: 'Orsa, Keeper of Masks', type: 'Legendary Creature — Human Rogue',
    legacy: 'Remove a ki counter from Orsa, Keeper of Masks: Draw a card.',
    modern: 'Remove a ki counter from this creature: Draw a card.',
  },
  // Siblings: more cost parts around it, another counter.
  {
    name: 'Orsa, Keeper of Masks', type: 'Legendary Creature — Human Rogue',
    legacy: '{1}, {T}, Remove a charge counter from Orsa, Keeper of Masks: Draw a card.',
    modern: '{1}, {T}, Remove a charge counter from this creature: Draw a card.',
  },
  {
    name: 'Orsa, Keeper of Masks', type: 'Legendary Creature — Human Rogue',
    legacy: '{T}, Sacrifice Orsa, Keeper of Masks: Draw a card.',
    modern: '{T}, Sacrifice this creature: Draw a card.',
  },
];

describe('a cost naming its own card, the name with a comma (CR 201.5, 602.1a)', () => {
  it.each(LINES.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    expect(a.kind).toBe('activated');
    expect(a.unsimulated ?? []).toEqual([]);
  });
});
