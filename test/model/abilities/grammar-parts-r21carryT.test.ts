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
];

describe('round-21 engine rows (carryT)', () => {
  it.each(LINES)('%j', (line, kind, carriedOut) => {
    expectRow(line, kind, carriedOut);
  });
});
