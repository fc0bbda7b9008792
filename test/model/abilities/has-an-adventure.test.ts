// "… that has an Adventure" after a noun (issue 26, CR 715.2a: an object with an Adventure's alternative characteristics,
// even if it doesn't use them). Invented lines in the shapes of real cards': read fully, printed back exactly in both eras,
// and carried out (the engine's matcher reads it: rules/state/filters.ts).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { parseFilter } from '../../../server/src/model/abilities/targets';
import { readInBothEras, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  { name: 'Tale Keeper', type: 'Creature — Human', legacy: 'Whenever you cast a creature spell that has an Adventure, draw a card.', modern: 'Whenever you cast a creature spell that has an Adventure, draw a card.' },
  { name: 'Tale Keeper', type: 'Creature — Human', legacy: 'Whenever you cast a creature spell that has an Adventure, Tale Keeper gets +1/+1 until end of turn.', modern: 'Whenever you cast a creature spell that has an Adventure, this creature gets +1/+1 until end of turn.' },
];

describe('"that has an Adventure" (CR 715.2a)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    // CR 715.2a: matched by rules/state/filters.ts (test/rules/game/cast-spell-kinds.cards).
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('is a part of the filter', () => {
    expect(parseFilter('creature spell that has an Adventure')?.filter.hasAdventure).toBe(true);
  });

  it('leaves what does not agree unread', () => {
    expect(parseAbility('Whenever you cast a creature spell that has an Odyssey, draw a card.', 0, CONTEXTS.c).unmodeled.length).toBeGreaterThan(0);
  });
});
