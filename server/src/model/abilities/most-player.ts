// "the player with the most life", "the player who has the most cards in hand" (CR 102.1, 119.1, 402.1): the player a
// comparison among all players picks, as written (`who: 'most-player'`, its words in `whoWord`). Read here into what is
// compared — life or cards in hand, the most or the fewest — for the engine (rules/state/player-holdings.ts mostPlayer),
// and told only where the words can't leave a tie: after "if a player has more life than each other player" of the same
// measure, an intervening condition checked as the ability resolves (CR 603.4), only one player can be that player.

import type { Condition, Effect, PlayerRef } from '../types';
import { PLAYER_TEXT } from './targets';

/** What "the player with the most …" compares: a player's life total or cards in hand, the greatest or the least. */
export interface MostPlayerMeasure { what: 'life' | 'cards in hand'; most: boolean }

const MEASURES: [RegExp, MostPlayerMeasure][] = [
  [/^the player with the (most life|highest life total)$/, { what: 'life', most: true }],
  [/^the player with the (fewest life|lowest life total)$/, { what: 'life', most: false }],
  [/^the player (?:with|who has) the most cards in hand$/, { what: 'cards in hand', most: true }],
  [/^the player (?:with|who has) the fewest cards in hand$/, { what: 'cards in hand', most: false }],
];

/** The measure of a "most-player" phrase (its written words, or the usual ones); undefined for any other comparison. */
export function mostPlayerMeasure(who: PlayerRef | undefined, whoWord: string | undefined): MostPlayerMeasure | undefined {
  if (who !== 'most-player') return undefined;
  const words = whoWord ?? PLAYER_TEXT['most-player'];
  return MEASURES.find(([re]) => re.test(words))?.[1];
}

/**
 * "At the beginning of your upkeep, if a player has more life than each other player, the player with the most life gains
 * control of ~" (CR 603.4, 613.1b): a gain of control by "the player with the most …" under a condition that one player
 * has more (fewer) of the same than each other player — so that player, and no tie. rules/effects/layered-effects.ts
 * gives the control to that player.
 */
export function mostPlayerControlTold(c: Condition, e: Effect): boolean {
  if (e.kind !== 'gain-control') return false;
  const m = mostPlayerMeasure(e.who, (e as { whoWord?: string }).whoWord);
  return !!m && c.kind === 'player-compare' && c.who === 'a-player' && c.than === 'each other player' && !c.filter && !c.asActivated && c.atLeast === undefined
    && c.what === m.what && c.more === m.most;
}
