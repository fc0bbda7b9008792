// Issue 26, honesty (round nineteen): what "it" / "that spell" / "its controller" names after "Counter target spell"
// (CR 701.6a, 608.2c, 608.2h, 202.3e): the countered spell as it last existed on the stack, carried out by the engine
// after countering a spell (rules/actions/counter.ts, rules/effects/zone-effects.ts; scenarios:
// test/rules/game/honest19-countered-spell.cards) — including a delayed trigger at the next main phase (603.7c, 505.1);
// after countering an ability (no object, 113.7a) or "unless its controller pays" (a spell kept, 118.12) the engine's
// "it" names nothing: "recognized, not simulated".

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 701.6a, 608.2c, 608.2h: the countered spell's controller, as it last existed on the stack.
  [sameInBoth('Honest19 Tax Denial', 'Instant', 'Counter target spell. Its controller loses 2 life.'), 'life', true],
  [sameInBoth('Honest19 Delayed Drain', 'Instant', 'Counter target spell. At the beginning of the next end step, its controller loses 2 life.'), 'delayed-trigger', true],
  // CR 603.7c, 505.1, 202.3e: "that spell's mana value" at your next main phase (the Mana Drain shape).
  [sameInBoth('Honest19 Mana Siphon', 'Instant', "Counter target spell. At the beginning of your next main phase, add an amount of {C} equal to that spell's mana value."), 'delayed-trigger', true],
  // CR 113.7a: a countered ability is no object: "its controller" after it is not carried out.
  [sameInBoth('Honest19 Null Rod', 'Instant', 'Counter target activated ability. Its controller loses 2 life.'), 'life', false],
  [sameInBoth('Honest19 Null Wave', 'Instant', 'Counter target spell or ability. At the beginning of the next end step, its controller loses 2 life.'), 'delayed-trigger', false],
  // CR 118.12: a spell kept by paying is not countered, and "it" is not set: not carried out.
  [sameInBoth('Honest19 Tax Ask', 'Instant', 'Counter target spell unless its controller pays {2}. Its controller loses 2 life.'), 'life', false],
];

describe('what "it" names after a counter (CR 701.6a, 608.2h)', () => {
  for (const [line, kind, carried] of LINES) it(line.legacy, () => { expectRow(line, kind, carried); });
});
