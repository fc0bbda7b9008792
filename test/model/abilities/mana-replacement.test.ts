// What a land tapped for mana produces instead (issue 26; CR 106.12, 614.1a): "If a land is tapped for mana, it produces {B}
// instead of any other type", who taps it ("if you tap …", "if a player taps …"), "… and amount", for a while ("Until end of
// turn, …"). Invented lines in the shapes of real cards': read fully, printed back exactly in both eras, recognized, not
// simulated (the engine's mana abilities produce what they say).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES = [
  sameInBoth('Ashen Sky', 'Enchantment', 'If a land is tapped for mana, it produces {R} instead of any other type.'),
  sameInBoth('Ashen Sky', 'Enchantment', 'If a nonbasic land you control is tapped for mana, it produces colorless mana instead of any other type.'),
  sameInBoth('Ashen Sky', 'Enchantment', 'If a basic land is tapped for mana, it produces mana of a color of your choice instead of any other type.'),
  sameInBoth('Drained Well', 'Instant', 'Until end of turn, if you tap a land you control for mana, it produces {G} instead of any other type.'),
  sameInBoth('Drained Well', 'Instant', 'Until end of turn, if a player taps a basic land for mana, it produces colorless mana instead of any other type.'),
  sameInBoth('Drained Well', 'Instant', 'Until end of turn, if you tap a land for mana, it produces one mana of a color of your choice instead of any other type and amount.'),
];

describe('what a land tapped for mana produces instead (CR 106.12, 614.1a)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect('effects' in a ? a.effects?.[0]?.kind : undefined).toBe('mana-instead');
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      'If a land is tapped for mana, it produces purple mana instead of any other type.',
      'If you taps a land for mana, it produces {G} instead of any other type.',
      'If a land is tapped for mana, it produces {G} instead of any other color.',
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
