// Issue 26 (round twenty-four, lead): lines the engine now carries out. A resolved combat restriction on "all" creatures
// of a description read from the object alone is matched live (CR 611.2c; test/rules/game/lead24-live-restriction.cards);
// one reading a target stays a locked set, not carried out. "If ~ is in your opening hand, you may begin the game with it
// on the battlefield" does nothing in a game in progress (CR 103.6a; test/rules/game/lead24-opening-hand.cards). Hands played
// revealed (CR 402.3, 701.20a).

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  [sameInBoth('Ground Quake', 'Sorcery', "Creatures without flying can't block this turn."), 'restriction', true],
  [sameInBoth('Lull Horn', 'Instant', "Creatures can't attack this turn."), 'restriction', true],
  [sameInBoth('Wall Key', 'Instant', "Creatures with defender can't block this turn."), 'restriction', true],
  [sameInBoth('Ember Squall', 'Sorcery', "Creatures target player controls can't block this turn."), 'restriction', false],
  [sameInBoth('Flood Gauge', 'Instant', "Each creature with mana value X can't attack or block this turn."), 'restriction', false],
  // CR 402.3, 701.20a: hands revealed while the permanent's rule applies (rules/queries/visibility.ts,
  // test/rules/game/lead24-hands-revealed.cards).
  [sameInBoth('Open Palm', 'Enchantment', 'Play with your hand revealed.'), 'rule', true],
  [sameInBoth('Glass Mind', 'Enchantment', 'Your opponents play with their hands revealed.'), 'rule', true],
  [sameInBoth('Clear Table', 'Artifact', 'Players play with their hands revealed.'), 'rule', true],
  [{ name: 'Leyline of Dusk', type: 'Enchantment', legacy: 'If Leyline of Dusk is in your opening hand, you may begin the game with it on the battlefield.', modern: 'If this card is in your opening hand, you may begin the game with it on the battlefield.' }, 'rule', true],
];

describe('carried out, round twenty-four (lead): live combat restrictions (CR 611.2c), the opening hand (CR 103.6a)', () => {
  it.each(LINES)('%o', (line, kind, carriedOut) => {
    expectRow(line, kind, carriedOut);
  });
});
