// "If you have fewer than seven cards in hand, draw cards equal to the difference" (CR 107.1, 608.2c): "the difference"
// is the number between the count the condition compares and the number it compares it with, counted as the condition
// is checked, for the instructions it governs. Only a comparison of one player's holding the engine counts (the
// ability's controller: "you have fewer than N …", "… more than N …"); another player, or a number it can't count,
// leaves "the difference" untold (rules/effects/effect-context.ts quantityNow: the answer then rests on it).

import type { Condition } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import { holdingOf } from '../state/player-holdings';
import { DIFFERENCE_COMPARISONS } from '../../model/abilities/effect-descriptors';

/** The difference of a condition that holds (CR 107.1): |count − N| for "you have fewer / more than N …"; undefined otherwise. */
export function conditionDifference(s: GameState, c: Condition, controller: PlayerId): number | undefined {
  if (c.kind !== 'player-has' || c.who !== 'you' || c.to || c.n === undefined || !DIFFERENCE_COMPARISONS.has(c.cmp)) return undefined;
  const n = holdingOf(s, controller, c.what, c.who);
  return n === undefined ? undefined : Math.abs(n - c.n);
}
