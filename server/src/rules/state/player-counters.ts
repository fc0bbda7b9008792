// Counters on players (CR 122.1): poison counters are the state's `poison` (a player with ten or more loses, 704.5c),
// energy its `energy` (107.14), any other kind (experience…) `playerCounters` (122.1f: no state-based matter).

import type { GameState, PlayerId } from './game-state';

/** How many counters of `kind` player `p` has (CR 122.1). */
export function playerCounterCount(s: GameState, p: PlayerId, kind: string): number {
  if (kind === 'poison') return s.poison[p];
  if (kind === 'energy') return s.energy?.[p] ?? 0;
  return s.playerCounters?.[p]?.[kind] ?? 0;
}

/** Sets player `p`'s counters of `kind` to `n` (CR 122.1). */
export function setPlayerCounters(s: GameState, p: PlayerId, kind: string, n: number): void {
  if (kind === 'poison') s.poison[p] = n;
  else if (kind === 'energy') (s.energy ??= {})[p] = n;
  else ((s.playerCounters ??= {})[p] ??= {})[kind] = n;
}

/** The kinds of counters player `p` has (CR 701.34a: proliferate gives one more of each). */
export function playerCounterKinds(s: GameState, p: PlayerId): string[] {
  const kinds = Object.entries(s.playerCounters?.[p] ?? {}).filter(([, n]) => n > 0).map(([k]) => k);
  if ((s.energy?.[p] ?? 0) > 0) kinds.unshift('energy');
  if (s.poison[p] > 0) kinds.unshift('poison');
  return kinds;
}
