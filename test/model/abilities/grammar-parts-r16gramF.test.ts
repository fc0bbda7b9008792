// Issue 26, grammar (round sixteen, gramF): small parts that combine. "half …" with no rounding word in the phrase
// ("half X", "half the number of …"; CR 107.1a: an ability that could make a fraction tells which way to round, so with
// none told here the amount is read but not worked out); "Curses attached to that player", "Auras attached to enchanted
// player" as an object phrase (CR 303.4, 702.5a). Invented lines in the shapes of real cards': read fully,
// printed back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 107.1a: "half …" with no rounding word: read, not worked out (which way to round is not told in the phrase).
  [sameInBoth('GramF16 Abyss Glimpse', 'Sorcery', 'Target player draws cards equal to half the number of cards in their library.'), 'draw', false],
  [sameInBoth('GramF16 Split Tonic', 'Instant', 'You gain half X life.'), 'life', false],
  [{ name: 'GramF16 Half Stone', type: 'Creature — Golem', legacy: 'GramF16 Half Stone deals damage equal to half its power to any target.', modern: 'This creature deals damage equal to half its power to any target.' }, 'damage', false],
  // CR 107.1a: with the rounding told, the same part is worked out (as before this round).
  [sameInBoth('GramF16 Even Tonic', 'Instant', 'You gain life equal to half the number of cards in your hand, rounded down.'), 'life', true],
  // CR 303.4, 702.5a: Auras attached to a player ("Curses attached to that player", "Auras attached to enchanted player"),
  // an object phrase of its own: read, not told (the engine keeps no Aura on a player: relation-told.ts).
  [sameInBoth('GramF16 Curse of Tally', 'Enchantment — Aura Curse', "At the beginning of enchanted player's upkeep, that player loses 1 life for each Curse attached to that player."), 'life', false],
  [sameInBoth('GramF16 Hex Count', 'Sorcery', 'Target player draws cards equal to the number of Curses attached to that player.'), 'draw', false],
  [sameInBoth('GramF16 Curse Breaker', 'Enchantment — Aura Curse', 'Destroy all Auras attached to enchanted player.'), 'zone-change', false],
  // CR 701.24a: a player other than "you" shuffles their own library (carried out: test/rules/game/gramF-player-shuffles.cards).
  [sameInBoth('GramF16 Reshuffle', 'Sorcery', 'Each player shuffles their library, then draws a card.'), 'player-action', true],
  [sameInBoth('GramF16 Lone Shuffle', 'Sorcery', 'Target player shuffles their library.'), 'player-action', true],
  // CR 608.2c, 115.1: the next instruction's left-out subject is the same target player, announced once and followed
  // again (round seventeen, carryZ: test/rules/game/carryZ-same-target-player.cards).
  [sameInBoth('GramF16 Shuffle Draw', 'Sorcery', 'Target player shuffles their library, then draws a card.'), 'draw', true],
  [sameInBoth('GramF16 Mill Draw', 'Sorcery', 'Target player mills a card, then draws a card.'), 'draw', true],
];

describe('grammar parts, round sixteen (gramF)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
