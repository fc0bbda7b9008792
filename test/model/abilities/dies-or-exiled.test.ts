// "dies or is put into exile" and "dies or is put into the command zone" as object events (issue 26; CR 700.4, 406.1,
// 603.6c, 603.10a; 408.1 the command zone): read fully, printed back exactly in both eras. Going into exile or dying is
// fired by the engine (test/rules/game/dies-or-exiled.cards); the command zone it doesn't track (not simulated).

import { describe, expect, it } from 'vitest';
import { readInBothEras, type EraLine } from './both-eras';

const LINES: [EraLine, boolean][] = [
  [{ name: 'Spirit Ward', type: 'Enchantment — Aura', legacy: 'When enchanted creature dies or is put into exile, return that card to the battlefield under your control.', modern: 'When enchanted creature dies or is put into exile, return that card to the battlefield under your control.' }, true],
  [{ name: 'Grave Witness', type: 'Creature — Human Cleric', legacy: 'Whenever Grave Witness or another creature you control dies or is put into exile, you gain 2 life.', modern: 'Whenever this creature or another creature you control dies or is put into exile, you gain 2 life.' }, true],
  [{ name: 'Coin Keeper', type: 'Creature — Human Cleric', legacy: 'Whenever a creature with a coin counter on it dies or is put into exile, draw a card.', modern: 'Whenever a creature with a coin counter on it dies or is put into exile, draw a card.' }, true],
  [{ name: 'Grave Witness', type: 'Creature — Human Cleric', legacy: 'Whenever a creature you control dies or is put into the command zone, draw a card.', modern: 'Whenever a creature you control dies or is put into the command zone, draw a card.' }, false],
];

describe('dies or is put into exile / the command zone (CR 700.4, 406.1, 408.1)', () => {
  it.each(LINES)('%o', (line, carriedOut) => {
    const a = readInBothEras(line);
    expect((a.unsimulated ?? []).length === 0, 'carried out').toBe(carriedOut);
  });
});
