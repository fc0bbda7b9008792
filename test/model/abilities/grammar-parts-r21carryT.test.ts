// Issue 26, engine (round twenty-one, carryT): lines the engine now carries out, and their siblings that stay
// "recognized, not simulated". Invented lines in the shapes of real cards': read fully, printed back exactly in both eras.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 113.1c, 115.1, 701.6a: an activated or triggered ability on the stack as the target of a counter
  // (rules/queries/ability-targets.ts; test/rules/game/carryT-counter-ability.cards).
  [sameInBoth('CarryT21 Quash', 'Instant', 'Counter target activated ability.'), 'counter-spell', true],
  [sameInBoth('CarryT21 Stifle', 'Instant', 'Counter target activated or triggered ability.'), 'counter-spell', true],
  [sameInBoth('CarryT21 Null Sprite', 'Creature — Faerie', '{U}, Sacrifice CarryT21 Null Sprite: Counter target activated ability.'), 'counter-spell', true],
  // CR 113.7: the ability's source by its kind ("from an artifact source") is not matched.
  [sameInBoth('CarryT21 Rust Quash', 'Instant', 'Counter target activated ability from an artifact source.'), 'counter-spell', false],
  // CR 106.1, 107.3, 122.1: the fixed mana once per counter on its own object (rules/queries/mana-abilities.ts;
  // test/rules/game/carryT-mana-per-counter.cards); per counter on another object, not.
  [{ name: 'CarryT21 Vault', type: 'Land', legacy: '{T}: Add {C} for each storage counter on CarryT21 Vault.', modern: '{T}: Add {C} for each storage counter on this land.' }, 'add-mana', true],
  [{ name: 'CarryT21 Altar', type: 'Artifact', legacy: 'At the beginning of your precombat main phase, add {B} for each charge counter on CarryT21 Altar.', modern: 'At the beginning of your first main phase, add {B} for each charge counter on this artifact.' }, 'add-mana', true],
  [sameInBoth('CarryT21 Crown', 'Artifact', '{T}: Add {G} for each +1/+1 counter on target creature you control.'), 'add-mana', false],
  // CR 106.4, 608.2c: "that player adds …": the player the trigger names.
  [sameInBoth('CarryT21 Totem', 'Enchantment', 'Whenever a player casts a creature spell, that player adds {G}.'), 'add-mana', true],
  [sameInBoth('CarryT21 Urn Totem', 'Artifact', "At the beginning of each player's precombat main phase, that player adds {G}{G}."), 'add-mana', true],
  // CR 506.3, 508.1b: whom the attacking creature the trigger names attacks (model/abilities/attacked-recipient.ts;
  // test/rules/game/carryT-attacked-recipient.cards).
  [{ name: 'Rowdy Brawler', type: 'Creature — Devil', legacy: "Whenever Rowdy Brawler becomes blocked, it deals 1 damage to the player or planeswalker it's attacking.", modern: "Whenever this creature becomes blocked, it deals 1 damage to the player or planeswalker it's attacking." }, 'damage', true],
  [sameInBoth('Blade Mark', 'Artifact — Equipment', "Whenever equipped creature attacks, it deals damage equal to its power to the player or planeswalker it's attacking."), 'damage', true],
  [sameInBoth('CarryT21 Cavalcade', 'Enchantment', 'Whenever a creature you control with power 1 or less attacks, CarryT21 Cavalcade deals 1 damage to the player or planeswalker that creature is attacking.'), 'damage', true],
];

describe('round-21 engine rows (carryT)', () => {
  it.each(LINES)('%j', (line, kind, carriedOut) => {
    expectRow(line, kind, carriedOut);
  });
});
