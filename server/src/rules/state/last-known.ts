// What is known of an object as it last existed on the battlefield (CR 608.2h, 603.10a): its power, toughness, mana
// value, controller, types and counters as it left (kept by rules/actions/zones.ts in `lkiStats`).

import type { GameState } from './game-state';

/**
 * What is known of an object as it last existed on the battlefield (CR 608.2h): found by the id it had there — named, the
 * id before this resolution moved it, or the one it had before it became `now` (400.7).
 */
export function lastKnown(s: GameState, named: string | undefined, before: string | undefined, now: string | undefined) {
  const formerId = now !== undefined ? [...s.formerIds].find(([, next]) => next === now)?.[0] : undefined;
  for (const id of [before, named, formerId]) {
    const last = id !== undefined ? s.lkiStats?.get(id) : undefined;
    if (last) return last;
  }
  return undefined;
}
