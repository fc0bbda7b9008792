// A state an object is not in ("if ~ isn't renowned", "as long as ~ isn't tapped", CR 702.112a, 611.3a), and "it becomes
// renowned" (702.112b): invented lines read fully and printed back exactly; the engine evaluates the state of the
// ability's own object and of the object "it" names (rules/queries/conditions.ts, rules/layers/static-conditions.ts), not
// of an object named otherwise ("enchanted creature").

import { describe, expect, it } from 'vitest';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';
import type { ContextKey } from './rules-lines';

describe('negated states and "becomes renowned" (CR 702.112a–b, 611.3a, 603.4)', () => {
  it.each<[ContextKey, string]>([
    ['c', "When Veiled Tidecaller deals combat damage to a player, if Veiled Tidecaller isn't renowned, put a +1/+1 counter on it and it becomes renowned."],
    ['c', "As long as Veiled Tidecaller isn't tapped, it has flying."],
    ['c', "As long as Veiled Tidecaller isn't monstrous, it gets +0/+2."],
    ['c', "Whenever Veiled Tidecaller attacks, if Veiled Tidecaller isn't renowned, you gain 2 life."],
    // "it" after a trigger event names the event's object, as it is now (CR 603.4; test/rules/game/condition-facts.cards).
    ['c', "Whenever a creature you control deals combat damage to a player, if it isn't renowned, put a +1/+1 counter on it."],
  ])('[%s] %s: carried out', (ctx, line) => {
    readCarriedOut(ctx, line);
  });

  it.each<[ContextKey, string]>([
    // The state of an object named by its attachment ("enchanted creature"): not evaluated by the engine.
    ['c', "At the beginning of each upkeep, if enchanted creature is untapped, tap it."],
  ])('[%s] %s: read, not simulated', (ctx, line) => {
    readNotSimulated(ctx, line);
  });

  it('a state the grammar doesn\'t know stays unread', () => {
    expect(() => readCarriedOut('c', "As long as Veiled Tidecaller isn't famous, it has flying.")).toThrow();
  });
});
