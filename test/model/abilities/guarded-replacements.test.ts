// Conditions around replacements and alternatives (issue 26): a condition on a whole replacement sentence ("If you win the
// flip, the next time that creature would deal combat damage this turn, it deals double that damage instead", CR 608.2c,
// 614.1a), "it deals double that damage instead" printed without a recipient it didn't name, and a condition naming
// permanents by card name ("… instead if you control artifacts named Crown of Thorns and Scepter of Thorns", CR 201.2).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras, recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  sameInBoth('Wild Wager', 'Enchantment', 'Whenever a creature blocks, flip a coin. If you win the flip, the next time that creature would deal combat damage this turn, it deals double that damage instead.'),
  sameInBoth('Fury Doubler', 'Instant', 'The next time target creature would deal combat damage this turn, it deals double that damage instead.'),
  sameInBoth('Orb of Thorns', 'Artifact', '{2}, {T}: Draw a card. Draw three cards instead if you control artifacts named Crown of Thorns and Scepter of Thorns.'),
  // "As long as …, if … would …, … instead" (CR 611.3a, 614.1a): a replacement while a condition holds; "you may instead"
  // an optional replacement (608.2d).
  sameInBoth('Emberhand Idol', 'Artifact', 'As long as you have no cards in hand, if a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.'),
  { name: 'Scroll Ascension', type: 'Enchantment', legacy: 'As long as Scroll Ascension has six or more quest counters on it, if you would draw a card, you may instead search your library for a card, put that card into your hand, then shuffle.', modern: 'As long as this enchantment has six or more quest counters on it, if you would draw a card, you may instead search your library for a card, put that card into your hand, then shuffle.' },
  sameInBoth('Tome of Echoes', 'Enchantment', 'If you would draw a card, you may instead draw two cards.'),
  // A replacement lasting as stated, the duration first (CR 611.2a, 614.1a).
  sameInBoth('Stilled Gate', 'Instant', "Until end of turn, if a nontoken creature would enter the battlefield and it wasn't cast, exile it instead."),
  sameInBoth('Slow Pages', 'Sorcery', 'Until your next turn, if you would draw a card, draw two cards instead.'),
];

describe('conditions around replacements and alternatives (CR 608.2c, 614.1a, 201.2)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      'If you juggle, the next time target creature would deal combat damage this turn, it deals double that damage instead.',
      'Draw three cards instead if you control artifacts named crown of thorns and Scepter of Thorns.',
      'If you would draw a card, you may instead juggle two cards.',
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
