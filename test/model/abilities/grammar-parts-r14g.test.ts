// Issue 26, grammar (round fourteen, gramG): parts of real rules text that open "Destroy all …", "You may …", "If …",
// "Until end …" on cards whose only not-understood line they were: a subtype whose plural is itself after "all"
// ("all Plains", "all Equipment", CR 205.3, 608.2c). Invented lines in the shapes of real cards': read fully, printed
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
];

describe('shared parts, round fourteen (gramG): read in both eras and printed back exactly', () => {
  for (const [line, kind, carriedOut] of LINES) {
    it(line.legacy, () => {
      expectRow(line, kind, carriedOut);
    });
  }
});
