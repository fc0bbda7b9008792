// Round twenty, carryZ: what a target's or a resolving effect's objects are matched by — attachment words ("enchanted",
// "equipped", "modified", "that isn't enchanted", CR 301.5a, 303.4, 700.9) and what an object did this turn ("that
// attacked / entered the battlefield / dealt damage to you this turn", CR 508.1, 603.6a, 120.1) — are carried out there
// (test/rules/game/carryZ-attachment-words.cards, carryZ-did-this-turn.cards); a static ability's objects are matched by
// the layer system, which reads the attachment words (rules/layers/attachment-words.ts) but not what an object did this
// turn: recognized, not simulated (effect-descriptors.ts staticUntoldWords).

import { describe, it } from 'vitest';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';
import type { ContextKey } from './rules-lines';

const CARRIED_OUT: [ContextKey, string][] = [
  ['c', '{T}: Destroy target enchanted creature.'],
  ['i', "Destroy target creature that isn't enchanted. It can't be regenerated."],
  ['s', "Destroy all creatures that aren't enchanted. They can't be regenerated."],
  ['i', 'Destroy target equipped creature or enchantment creature.'],
  // A static ability's layered effects: the layers' matcher reads what is attached now (CR 611.3a, 613.1;
  // rules/layers/attachment-words.ts, test/rules/game/carryS-static-attached-words.cards).
  ['e', 'Equipped creatures you control have flying and haste.'],
  ['e', 'Enchanted creatures you control have shroud.'],
  ['e', 'Creatures you control that are enchanted get +1/+1 and have first strike.'],
];

// What an object did this turn in a static ability: the layers have no turn history (CR 508.1, 611.3a).
const NOT_SIMULATED: [ContextKey, string][] = [
  ['e', 'Creatures you control that attacked this turn get +1/+0.'],
];

describe('attachment words and what an object did this turn (CR 301.5a, 303.4, 700.9, 508.1)', () => {
  it.each(CARRIED_OUT)('[%s] carried out: %s', (ctx, line) => {
    readCarriedOut(ctx, line);
  });
  it.each(NOT_SIMULATED)('[%s] a static ability: recognized, not simulated: %s', (ctx, line) => {
    readNotSimulated(ctx, line);
  });
});
