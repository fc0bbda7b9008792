// Issue 26, grammar (round twenty, gramB): parts that combine. Keywords and quoted abilities written as one list after
// "with", "has" or "gains" (CR 113.1a, 111.4, 613.1f, 114.2: `model/abilities/ability-list.ts`): a token "with flying and
// "…"", an Equipment's "has first strike, trample, and "…"" or "has "…" and "…"", an emblem "with "…" and "…"". The next N
// damage a source would deal redirected, the source written first after "that" (CR 614.9, 615.1).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the
// engine does it (test/rules/game/gramB-ability-lists.cards), "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 111.4, 113.1a: a token with a keyword and a quoted ability, and with two quoted abilities (the first written without a period).
  [{ name: 'GramB20 Wyrm Egg', type: 'Creature — Dragon Egg', legacy: 'When GramB20 Wyrm Egg dies, create a 2/2 red Dragon creature token with flying and "{R}: This creature gets +1/+0 until end of turn."', modern: 'When this creature dies, create a 2/2 red Dragon creature token with flying and "{R}: This creature gets +1/+0 until end of turn."' }, 'create-token', true],
  [{ name: 'GramB20 Chased Whale', type: 'Creature — Whale', legacy: 'When GramB20 Chased Whale enters the battlefield, each opponent creates a 1/1 red Pirate creature token with "This creature can\'t block" and "Creatures you control attack each combat if able."', modern: 'When this creature enters, each opponent creates a 1/1 red Pirate creature token with "This creature can\'t block" and "Creatures you control attack each combat if able."' }, 'create-token', undefined],
  [sameInBoth('GramB20 Blood Rite', 'Sorcery', 'Create a 3/6 black and red Avatar creature token with haste and "Whenever this creature attacks, it deals 3 damage to each opponent."'), 'create-token', undefined],
  [sameInBoth('GramB20 Demon Saga', 'Sorcery', 'Create a 6/6 black Demon creature token with flying, trample, and "At the beginning of your upkeep, sacrifice another creature. If you can\'t, this creature deals 6 damage to you."'), 'create-token', undefined],
  // CR 613.1f: an Equipment's keywords and quoted ability, four keywords and one quote; two quoted abilities.
  [sameInBoth('GramB20 Compleat Plate', 'Artifact — Equipment', 'Equipped creature gets +5/+5 and has first strike, trample, indestructible, haste, and "Whenever this creature deals combat damage to a creature, exile that creature."'), 'grant-ability', undefined],
  [sameInBoth('GramB20 Thorn Staff', 'Artifact — Equipment', 'Equipped creature has "{2}, {T}: This creature deals 1 damage to any target" and "Whenever a creature dies, untap this creature."'), 'grant-ability', undefined],
  [sameInBoth('GramB20 Twin Charm', 'Artifact — Equipment', 'Equipped creature has "{T}: You gain 2 life." and "Whenever this creature attacks, you gain 1 life."'), 'grant-ability', true],
  // CR 613.1f, 611.2a: granted until end of turn by a resolving spell.
  [sameInBoth('GramB20 Moon Call', 'Instant', 'Until end of turn, target creature gets +1/+0 and gains trample, vigilance, and "Whenever this creature deals combat damage to a player, draw a card."'), 'grant-ability', undefined],
  // CR 114.2: an emblem with two abilities.
  [sameInBoth('GramB20 Dragonspeaker', 'Legendary Planeswalker — Sarkhan', '[-6]: You get an emblem with "At the beginning of your draw step, draw two additional cards" and "At the beginning of your end step, discard your hand."'), 'emblem', undefined],
  [sameInBoth('GramB20 Oathstone', 'Artifact', '{T}, Sacrifice this artifact: You get an emblem with "Creatures you control get +1/+1." and "At the beginning of your end step, create a 1/1 white Cat creature token."'), 'emblem', true],
  // CR 614.9, 615.1, 609.7a: the next N damage a source would deal, the source written first after "that" (carried out for
  // a chosen source and one recipient: test/rules/game/gramB-next-damage-source-first.cards; "you and/or permanents you
  // control" is not).
  [sameInBoth('GramB20 Harm\'s Path', 'Instant', 'The next 2 damage that a source of your choice would deal to you this turn is dealt to target creature instead.'), 'redirect-damage', true],
  [sameInBoth('GramB20 Harm\'s Way', 'Instant', 'The next 2 damage that a source of your choice would deal to you and/or permanents you control this turn is dealt to any target instead.'), 'redirect-damage', false],
];

describe('grammar parts, round twenty (gramB)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));

  // A list whose quoted ability is not read, or whose keywords follow a quoted ability, is not read as a list.
  it.each([
    'Create a 1/1 white Soldier creature token with haste and "Blorp the frobnitz."',
    'Equipped creature has "{T}: You gain 2 life." and flying.',
    'You get an emblem with flying and "Creatures you control get +1/+1."',
  ])('not read: %s', (line) => {
    expect(parseAbility(line, 0, { cardName: 'GramB20 Probe', faceName: 'GramB20 Probe', typeLine: 'Artifact' }).unmodeled.length).toBeGreaterThan(0);
  });
});
