// Every creature type or basic land type at once, or none (issue 26, family "types and abilities"; CR 205.3m, 205.1b,
// 613.1d): "gains all creature types", "loses all creature types", "is every creature type", "are every basic land type in
// addition to their other types", and Mutavault's "becomes a 2/2 creature with all creature types". Invented lines in
// real cards' shapes: read fully, printed back exactly in both eras, "recognized, not simulated" (the layers don't apply
// them yet: test/rules/honesty/grammar-families.cards).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  sameInBoth('Nameless Rite', 'Kindred Instant — Shapeshifter', 'Target creature gets +3/-3 and loses all creature types until end of turn.'),
  sameInBoth('Velis Blades', 'Kindred Instant — Shapeshifter', 'Up to two target creatures each get +2/+0 and gain all creature types until end of turn.'),
  sameInBoth('Shifting Axe', 'Artifact — Equipment', 'Equipped creature gets +1/+0 and is every creature type.'),
  sameInBoth('Mask Nexus', 'Artifact', 'Creatures you control are every creature type.'),
  sameInBoth('Grove Presence', 'Enchantment — Aura', 'Enchanted land is every basic land type in addition to its other types.'),
  sameInBoth('Grove Dryad', 'Enchantment Creature — Dryad', 'Lands you control are every basic land type in addition to their other types.'),
  {
    name: 'Shifting Vault', type: 'Land',
    legacy: "{1}: Shifting Vault becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
    modern: "{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
  },
  {
    name: 'Faceless Hall', type: 'Snow Land',
    legacy: "{S}{S}{S}: Faceless Hall becomes a 4/3 creature with vigilance and all creature types until end of turn. It's still a land.",
    modern: "{S}{S}{S}: This land becomes a 4/3 creature with vigilance and all creature types until end of turn. It's still a land.",
  },
  // Siblings: a target gaining them alone, a plural subject losing them.
  sameInBoth('Mimic Glass', 'Artifact', '{T}: Target creature gains all creature types until end of turn.'),
  sameInBoth('Grey Veil', 'Enchantment', 'Creatures your opponents control lose all creature types.'),
];

describe('every creature or basic land type at once (CR 205.3m, 205.1b, 613.1d)', () => {
  it.each(LINES.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    expect(JSON.stringify('effects' in a ? a.effects : [])).toContain('"kind":"all-subtypes"');
  });

  it('leaves "every card type" and other sets unread', () => {
    for (const line of ['All permanents are every card type in addition to their other types.', 'Creatures you control are every land type.']) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled, line).not.toEqual([]);
    }
  });
});
