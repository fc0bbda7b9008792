// Issue 26, engine (round seventeen, carryZ): understood lines now carried out because the engine does their effect.
// An instruction whose subject is left out names the same target player (CR 608.2c, 115.1); an additional cost written
// as a choice between costs (CR 601.2b, 601.2f). Invented lines in the shapes of real cards': read fully, printed back
// exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 608.2c, 115.1: test/rules/game/carryZ-same-target-player.cards.
  [sameInBoth('CarryZ Night Tithe', 'Sorcery', 'Target player draws two cards and loses 2 life.'), 'life', true],
  [sameInBoth('CarryZ Mind Tax', 'Sorcery', 'Target opponent discards two cards, mills a card, and loses 1 life.'), 'life', true],
  // CR 601.2b, 601.2f, 118.8: test/rules/game/carryZ-either-additional-cost.cards.
  [sameInBoth('CarryZ Grim Bargain', 'Sorcery', 'As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.'), 'additional-cost', true],
  [sameInBoth('CarryZ Triple Toll', 'Instant', 'As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 4 life.'), 'additional-cost', true],
  // A choice the caster makes with "you may", or an alternative the cost grammar doesn't read ("choose a Dragon you
  // control"): not carried out.
  [sameInBoth('CarryZ Dragon Oath', 'Instant', 'As an additional cost to cast this spell, you may reveal a Dragon card from your hand or choose a Dragon you control.'), 'additional-cost', false],
  [sameInBoth('CarryZ Counted Toll', 'Sorcery', 'As an additional cost to cast this spell, sacrifice X creatures or pay {3}.'), 'additional-cost', false],
  // CR 113.6f, 601.3: a card's own permission to be cast from exile (test/rules/game/carryZ-own-permission-exile.cards);
  // with another cost, not carried out; "but not from anywhere else" is (CR 101.2: r23-carryZ-own-permission-conditions.cards).
  [{ name: 'CarryZ Exile Griffin', type: 'Creature — Griffin', legacy: 'You may cast CarryZ Exile Griffin from exile.', modern: 'You may cast this card from exile.' }, 'cast-from', true],
  [{ name: 'CarryZ Grave Wyrm', type: 'Creature — Dragon', legacy: 'You may cast CarryZ Grave Wyrm from your graveyard, but not from anywhere else.', modern: 'You may cast this card from your graveyard, but not from anywhere else.' }, 'cast-from', true],
  // CR 122.1, 608.2h: counters of every kind on the object named before, as it last existed (carryZ-counters-on-it-amount.cards).
  [sameInBoth('CarryZ Flay Spirit', 'Sorcery', 'Exile target creature or planeswalker. You gain life equal to the number of counters on it.'), 'life', true],
  // CR 208.1, 202.3: "for each <objects> with <stat> N or greater", a stat against a fixed number (carryZ-for-each-compared.cards);
  // against X or another object's value, not carried out here.
  [sameInBoth('CarryZ Ferocious Feast', 'Sorcery', 'You gain 4 life for each creature you control with power 4 or greater.'), 'life', true],
  [sameInBoth('CarryZ Small Counsel', 'Sorcery', 'Draw a card for each creature you control with power 2 or less.'), 'draw', true],
  [sameInBoth('CarryZ X Feast', 'Sorcery', 'You gain 2 life for each creature you control with power X or greater.'), 'life', false],
  // CR 201.2, 404.1: cards named like the card itself, in all graveyards (carryZ-named-self-counts.cards).
  [{ name: 'CarryZ Kindle Spark', type: 'Instant', legacy: 'CarryZ Kindle Spark deals X damage to any target, where X is 2 plus the number of cards named CarryZ Kindle Spark in all graveyards.', modern: 'This spell deals X damage to any target, where X is 2 plus the number of cards named CarryZ Kindle Spark in all graveyards.' }, 'damage', true],
  [{ name: 'CarryZ Rat Pack', type: 'Creature — Rat', legacy: 'CarryZ Rat Pack gets +1/+1 for each other creature on the battlefield named CarryZ Rat Pack.', modern: 'This creature gets +1/+1 for each other creature on the battlefield named CarryZ Rat Pack.' }, 'modify-pt', true],
  [sameInBoth('CarryZ Grave Census', 'Sorcery', 'You gain 2 life for each creature card in each graveyard.'), 'life', true],
  [sameInBoth('Sudden Shroud', 'Instant', 'Target player gains 4 life, then gains 4 life for each card named Sudden Shroud in each graveyard.'), 'life', true],
  // CR 404.1, 608.2c: all cards of several kinds from one graveyard (carryZ-kinds-from-one-zone.cards).
  [sameInBoth('CarryZ Second Dawn', 'Sorcery', 'Return all artifact and enchantment cards from your graveyard to the battlefield.'), 'zone-change', true],
  [sameInBoth('CarryZ Spell Purge', 'Instant', "Exile all instant and sorcery cards from target player's graveyard."), 'zone-change', true],
];

describe('grammar parts, round seventeen (carryZ)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
