// Issue 26, grammar (round fourteen, gramG): parts of real rules text that open "Destroy all …", "You may …", "If …",
// "Until end …" on cards whose only not-understood line they were: a subtype whose plural is itself after "all"
// ("all Plains", "all Equipment", CR 205.3, 608.2c) and one of two sets of objects ("Destroy all lands or all creatures",
// CR 608.2d). Invented lines in the shapes of real cards': read fully, printed
// back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 205.3i, 608.2c, 701.8a: "all Plains", a land subtype whose plural is itself (carried out as "all Islands" is).
  [sameInBoth('Marsh Blaze', 'Sorcery', 'Destroy all Plains.'), 'zone-change', true],
  // CR 205.3g, 701.8a: "all Equipment", an artifact subtype whose plural is itself (carried out).
  [sameInBoth('Forge Collapse', 'Sorcery', 'Destroy all Equipment.'), 'zone-change', true],
  // CR 301.5, 608.2c: "all Equipment attached to that creature": the attachment is read; the engine does not tell
  // which objects are attached to a creature named before (recognized, not simulated).
  [sameInBoth('Strip Bolt', 'Instant', 'Strip Bolt deals 5 damage to target creature. Destroy all Equipment attached to that creature.'), 'zone-change', false],
  // CR 608.2d, 701.8a: "all lands or all creatures": one of two sets, chosen as the spell resolves (the engine doesn't
  // choose: recognized, not simulated); the pronoun after it and "this way" read as after any "Destroy all …".
  [sameInBoth('Ruin or Rot', 'Sorcery', "Destroy all artifacts or all creatures. Creatures destroyed this way can't be regenerated."), 'zone-change', false],
  [sameInBoth('Pale Filter', 'Instant', 'Destroy all enchantments or all nongreen enchantments.'), 'zone-change', false],
  [sameInBoth('Reign of Mist', 'Sorcery', "Destroy all red creatures or all blue creatures. They can't be regenerated. You lose 1 life for each creature that died this way."), 'zone-change', false],
  // CR 608.2d, 406.2: the same two sets after another verb ("Exile all …").
  [sameInBoth('Banish Choice', 'Sorcery', 'Exile all artifacts or all enchantments.'), 'zone-change', false],
];

describe('shared parts, round fourteen (gramG): read in both eras and printed back exactly', () => {
  for (const [line, kind, carriedOut] of LINES) {
    it(line.legacy, () => {
      expectRow(line, kind, carriedOut);
    });
  }
});
