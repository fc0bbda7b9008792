// What can't target an object (issue 26, family "types and abilities"; CR 115.1, 702.11b, 702.11d, 702.18a): spells,
// abilities or both, of a color, controlled by some players, from sources of a kind, for a turn; written "the target" or
// "the targets". Invented lines in real cards' shapes: read fully, printed back exactly in both eras, "recognized, not
// simulated" (target legality doesn't read them: test/rules/honesty/grammar-families.cards).

import { describe, expect, it } from 'vitest';
import { SLOTS } from '../../../server/src/model/abilities/slots';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';

const LINES: EraLine[] = [
  sameInBoth('Vine Shield', 'Instant', "Target creature can't be the target of spells or abilities your opponents control this turn."),
  sameInBoth('Veil Amulet', 'Artifact', "{1}, {T}: Creatures you control can't be the targets of spells or abilities your opponents control this turn."),
  sameInBoth('Grave Seal', 'Enchantment', "Cards in graveyards can't be the targets of spells or abilities."),
  {
    name: 'Dusk Warden', type: 'Creature — Human Knight',
    legacy: "Dusk Warden can't be the target of black spells or abilities from black sources.",
    modern: "This creature can't be the target of black spells or abilities from black sources.",
  },
  {
    name: 'Orsa, Keeper of Masks', type: 'Legendary Creature — Human Rogue',
    legacy: "Orsa, Keeper of Masks can't be the target of abilities your opponents control.",
    modern: "This creature can't be the target of abilities your opponents control.",
  },
  sameInBoth('Rust Ward', 'Enchantment — Aura', "Enchanted creature can't be the target of abilities from artifact sources."),
  // Siblings: another color, spells alone, another player.
  sameInBoth('Rust Ward', 'Enchantment — Aura', "Enchanted creature can't be the target of red spells or abilities from red sources."),
  sameInBoth('Vine Shield', 'Instant', "Target creature can't be the target of spells your opponents control this turn."),
  sameInBoth('Grave Seal', 'Enchantment', "Creatures you control can't be the targets of abilities you don't control."),
];

describe("what can't target an object (CR 115.1, 702.11b, 702.18a)", () => {
  it.each(LINES.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    expect('effects' in a ? a.effects[0]?.kind : undefined).toBe('untargetable');
  });

  it('types the spells and abilities, and leaves wordings Oracle never writes unread', () => {
    expect(SLOTS.targeters.parse('black spells or abilities from black sources')).toEqual({ what: 'spells or abilities', color: 'black', from: 'black sources' });
    expect(SLOTS.targeters.parse('abilities your opponents control')).toEqual({ what: 'abilities', controller: 'your opponents control' });
    for (const t of ['black abilities', 'spells from black sources', 'spells and abilities', 'purple spells']) expect(SLOTS.targeters.parse(t), t).toBeUndefined();
  });
});
