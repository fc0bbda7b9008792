// Lines round 20 made the engine carry out, moved here from the tables that listed them "recognized, not simulated"
// (each with its scenario): the party counted (CR 700.8, test/rules/game/carryS-party.cards); "that's a Wolf or a
// Werewolf" matched (205.3m, carryS-thats-kinds.cards); a land type or a basic land type chosen as the spell resolves
// (205.3i, 608.2d, carryS-entry-choices.cards); "for each creature card put into your graveyard this way" after a mill
// (608.2c, carryT-this-way-counts.cards). Each is read, printed back in both eras and carried out.

import { describe, expect, it } from 'vitest';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { readCarriedOut } from './read-not-simulated';

const SPELL_LINES = ['Draw a card for each creature in your party.', 'Choose a basic land type.', 'Choose a land type.'];

const ERA_LINES: EraLine[] = [
  { name: 'Hall of Masks', type: 'Enchantment', legacy: "Each creature you control that's a Wolf or a Werewolf enters the battlefield with an additional +1/+1 counter on it.", modern: "Each creature you control that's a Wolf or a Werewolf enters with an additional +1/+1 counter on it." },
  { name: 'Veiled Tidecaller', type: 'Creature — Merfolk Wizard', legacy: "As long as Veiled Tidecaller is equipped, each creature you control that's a Soldier or an Elf gets +1/+1.", modern: "As long as this creature is equipped, each creature you control that's a Soldier or an Elf gets +1/+1." },
  sameInBoth('Grave Census', 'Sorcery', 'Mill X cards. For each creature card put into your graveyard this way, create a 2/2 black Zombie creature token.'),
];

describe('lines carried out since round 20 (CR 700.8, 205.3m, 205.3i, 608.2c)', () => {
  it.each(SPELL_LINES)('[s] %s', (line) => {
    readCarriedOut('s', line);
  });

  it.each(ERA_LINES.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    expect(readInBothEras(line).unsimulated ?? []).toEqual([]);
  });
});
