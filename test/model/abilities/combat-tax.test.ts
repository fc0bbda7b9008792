// Costs to attack or block with each creature (issue 26, CR 508.1h, 509.1d): "Creatures can't attack you unless their
// controller pays {2} for each creature they control that's attacking you", "… can't attack you or planeswalkers you control
// unless their controller pays {1} for each of those creatures", "… can't block unless …" — a row of the phrase table that
// says "for each" itself. Invented lines in the shapes of real cards': read fully, printed back exactly in both eras, and
// recognized, not simulated (the engine asks no cost to attack or block).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  sameInBoth('Toll of Banners', 'Enchantment', "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you."),
  sameInBoth('Spectral Toll', 'Enchantment', "Creatures can't attack you or planeswalkers you control unless their controller pays {1} for each of those creatures."),
  sameInBoth('Warded Toll', 'Enchantment', "Creatures can't attack you or planeswalkers you control unless their controller pays {X} for each of those creatures, where X is the number of enchantments you control."),
  { name: 'Toll Spirit', type: 'Creature — Spirit', legacy: "When Toll Spirit enters the battlefield, until your next turn, creatures can't attack you or planeswalkers you control unless their controller pays {2} for each of those creatures.", modern: "When this creature enters, until your next turn, creatures can't attack you or planeswalkers you control unless their controller pays {2} for each of those creatures." },
];

describe('costs to attack or block (CR 508.1h, 509.1d)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    const e = 'effects' in a ? a.effects[0] : undefined;
    expect(e?.kind).toBe('combat-tax');
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('leaves what does not agree unread', () => {
    for (const line of ["Creatures can't attack you unless their controller pays {2} for each creature they own.", "Creatures can't attack you unless their controller pays two for each of those creatures."]) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
