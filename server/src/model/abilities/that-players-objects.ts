// "target player and each creature that player controls", "target player or planeswalker and each creature that player
// or that planeswalker's controller controls", "… 3 damage to target player and 1 damage to each creature that player
// controls" (CR 120.3, 115.4, 608.2c): objects a player named by a target phrase before them controls — the target
// player, or the target planeswalker's controller. Read by rules/effects/effect-context.ts resolveSpec (the target
// announced, then that player's objects) and by effect-descriptors.ts (which shapes are carried out).

import type { Effect, TargetSpec } from '../types';

type All = TargetSpec & { kind: 'all' };

/** The player target phrase written before the objects, when "that player (or that planeswalker's controller)" names it. */
function namesThatPlayer(t: TargetSpec | undefined, orPlaneswalker: boolean): boolean {
  if (!t) return false;
  if (t.kind === 'player') return !orPlaneswalker && (t.who === 'target-player' || t.who === 'target-opponent');
  return t.kind === 'player-or' && orPlaneswalker && (t.who === 'target-player' || t.who === 'target-opponent');
}

/**
 * The parts of an "each <objects> that player controls" phrase: the player target written with it (`withPlayer`, "target
 * player and each creature that player controls") and the objects without "that player controls" (their controller is
 * matched as it resolves); undefined for any other phrase. Without `withPlayer`, "that player" is the one an earlier
 * instruction's target phrase named (`thatPlayerBefore` tells where that is so).
 */
export function thatPlayersObjects(t: TargetSpec | undefined): { withPlayer?: TargetSpec; objects: All } | undefined {
  if (!t || t.kind !== 'all' || !t.filter.controlledByThatPlayer || t.filter.theyControl) return undefined;
  const orPlaneswalker = !!t.filter.thatPlayerOrPlaneswalker;
  if (t.withPlayer && !namesThatPlayer(t.withPlayer, orPlaneswalker)) return undefined;
  const { withPlayer, ...rest } = t;
  const { controlledByThatPlayer: _c, thatPlayerOrPlaneswalker: _p, ...filter } = t.filter;
  return { ...(withPlayer ? { withPlayer } : {}), objects: { ...rest, filter } };
}

/**
 * CR 608.2c: "… deals 3 damage to target player and 1 damage to each creature that player controls": the instruction
 * `effects[i]` names "that player" through the target phrase of the instruction written just before it in the same
 * sentence, its subject left out ("and 1 damage to …").
 */
export function thatPlayerBefore(effects: readonly Effect[], i: number): boolean {
  const e = effects[i];
  const before = effects[i - 1];
  if (!e || !before || e.sep !== ' and ' || e.kind !== 'damage' || before.kind !== 'damage') return false;
  const theirs = thatPlayersObjects(e.to);
  return !!theirs && !theirs.withPlayer && e.to.kind === 'all' && namesThatPlayer(before.to, !!e.to.filter.thatPlayerOrPlaneswalker);
}
