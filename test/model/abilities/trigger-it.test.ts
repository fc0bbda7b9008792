// What "it" names in a triggered ability whose event passes no object (CR 603.2, 603.4, 603.8; model/abilities/
// trigger-it.ts): the object the state or the intervening "if" names first (this object), or the enchanted creature the
// step's player is named by (CR 303.4) — read as that object and carried out (test/rules/game/trigger-it-binding.cards).
// A leading "it" that names nothing the engine knows is not carried out: the engine would do nothing with it.

import { describe, expect, it } from 'vitest';
import type { ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

const BOUND: [ContextKey, string, string][] = [
  ['e', 'When there are four or more page counters on Hall of Masks, exile it.', 'self'],
  ['e', 'Whenever there are four or more tide counters on Hall of Masks, remove all tide counters from it.', 'self'],
  ['e', 'At the beginning of your upkeep, if Hall of Masks has no charge counters on it, return it to its owner\'s hand.', 'self'],
  ['e', 'At the beginning of your upkeep, if Hall of Masks is tapped, put a storage counter on it.', 'self'],
  ['c', 'At the beginning of each end step, if Veiled Tidecaller was dealt damage this turn, put a +0/+1 counter on it.', 'self'],
  ['e', "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.", 'all'],
];

describe('a trigger\'s "it" when its event passes no object (CR 603.2, 603.4, 603.8)', () => {
  it.each(BOUND)('[%s] %s: "it" is the object the trigger names', (ctx, line, kind) => {
    const a = readCarriedOut(ctx, line);
    const json = JSON.stringify('effects' in a ? a.effects : []);
    expect(json).not.toMatch(/"kind":"it"/);
    expect(json).toContain(`"kind":"${kind}"`);
  });

  // The state names no object: "it" names nothing the engine knows (it does nothing), so the line is not carried out.
  it.each([
    ['c', "When you control no Islands, return it to its owner's hand."],
    ['e', 'At the beginning of your upkeep, if you control an Island, put a storage counter on it.'],
  ] as [ContextKey, string][])('[%s] %s stays not carried out', (ctx, line) => {
    readNotSimulated(ctx, line);
  });
});
