// Parts of conditions and players (issue 26): the attached permanent's power, toughness or mana value ("enchanted
// creature's power is 4 or greater", CR 303.4, 301.5), the cards in a player's library ("you have 200 or more cards in your
// library", CR 401), the controller of "the land" named before ("… deals 2 damage to the land's controller", CR 108.4).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras. The attached permanent's
// values are not evaluated by the engine (recognized, not simulated); the cards in your library and what the land was
// as it last existed (CR 608.2h) are (test/rules/game/player-conditions.cards, last-known-conditions.cards).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  { name: 'Binding Frost', type: 'Enchantment — Aura', legacy: "At the beginning of your upkeep, if enchanted creature's toughness is 3 or less, destroy Binding Frost.", modern: "At the beginning of your upkeep, if enchanted creature's toughness is 3 or less, destroy this Aura." },
  { name: 'Endless Archive', type: 'Enchantment', legacy: 'At the beginning of your upkeep, if you have 100 or more cards in your library, draw a card.', modern: 'At the beginning of your upkeep, if you have 100 or more cards in your library, draw a card.' },
  { name: 'Quake Spike', type: 'Sorcery', legacy: "Destroy target land. If that land was a Forest, Quake Spike deals 3 damage to the land's controller.", modern: "Destroy target land. If that land was a Forest, this spell deals 3 damage to the land's controller." },
];

describe("attached permanents' values, cards in a library, the land's controller (CR 303.4, 401, 108.4)", () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    if (line.name === 'Binding Frost') expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
    else expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('leaves what does not agree unread', () => {
    for (const line of ["If enchanted player's power is 4 or greater, draw a card.", 'If you have 100 or more cards in your deck, draw a card.', "Quake Spike deals 3 damage to the the land's controller."]) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
