// Issue 26, grammar (round twenty-three, lead): parts of real rules text outside the round's areas — "Do this only once
// each turn" after a triggered ability's optional instruction (CR 603.2, 608.2c), "the other creature" of a trigger event, "nontoken" after a color or type word, "it enters with" as the older wording wrote it. Invented lines in the shapes of real
// cards': read fully, printed back exactly in both eras; "recognized, not simulated" where the engine doesn't do it.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean][] = [
  // CR 603.2, 608.2c: the ability triggers each time; its optional instruction is done at most once each turn (not
  // carried out: the engine keeps no count of what a resolution chose to do).
  [{ name: 'Grovetender Adept', type: 'Creature — Elf Druid', legacy: 'Whenever you gain life, you may put a +1/+1 counter on Grovetender Adept. Do this only once each turn.', modern: 'Whenever you gain life, you may put a +1/+1 counter on this creature. Do this only once each turn.' }, 'rule', false],
  [{ name: 'Salvage Rite', type: 'Enchantment', legacy: 'Whenever you sacrifice a creature, you may draw a card. Do this only once each turn.', modern: 'Whenever you sacrifice a creature, you may draw a card. Do this only once each turn.' }, 'rule', false],
  // CR 603.2, 608.2c: "the other creature", the object a trigger event names besides its subject. Carried out after the
  // combat events that pass it (test/rules/game/lead23-other-creature.cards); after a damage event it isn't passed.
  [sameInBoth('Tusk Harness', 'Enchantment — Aura', 'Whenever enchanted creature blocks or becomes blocked by a creature, the other creature gains first strike until end of turn.'), 'gain-keyword', true],
  [sameInBoth('Venom Sting', 'Enchantment — Aura', 'Whenever enchanted creature deals damage to a creature, destroy the other creature.'), 'zone-change', false],
  // CR 111.1, 105.2: "nontoken" written after a color or a type word, printed where it was written.
  [sameInBoth('Moss Mourner', 'Enchantment', 'Whenever a green nontoken creature dies, you gain 1 life.'), 'life', true],
  [{ name: 'Twin Replica', type: 'Artifact Creature — Construct', legacy: 'When Twin Replica enters the battlefield, if you control two or more nonland, nontoken permanents, draw a card.', modern: 'When this creature enters, if you control two or more nonland, nontoken permanents, draw a card.' }, 'draw', true],
  // CR 614.1c: "it enters with …" after an instruction that puts the object onto the battlefield; the older wording wrote it
  // both with and without "the battlefield": each printed as written.
  [{ name: 'Root Rite', type: 'Sorcery', legacy: 'Return target creature card from your graveyard to the battlefield. It enters with an additional +1/+1 counter on it.', modern: 'Return target creature card from your graveyard to the battlefield. It enters with an additional +1/+1 counter on it.' }, 'enters-with-counters', false],
  [{ name: 'Root Rite Again', type: 'Sorcery', legacy: 'Return target creature card from your graveyard to the battlefield. It enters the battlefield with an additional +1/+1 counter on it.', modern: 'Return target creature card from your graveyard to the battlefield. It enters with an additional +1/+1 counter on it.' }, 'enters-with-counters', false],
];

describe('shared parts, round twenty-three (lead): "Do this only once each turn" (CR 603.2, 608.2c)', () => {
  it.each(LINES)('%o', (line, kind, carriedOut) => {
    expectRow(line, kind, carriedOut);
  });
});
