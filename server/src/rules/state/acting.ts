// When a game may be written: the engine's actions (and setup) run "acting"; between them the game only changes when
// another action starts. A layer pass made while nothing acts is kept for later reads until the next action starts or
// ends (rules/layers/world.ts): whatever an action's code writes, and however (directly, in any file), happens inside
// an acting section, and every section's end makes a new version of the game.

import type { GameState } from './game-state';

interface Pace {
  /** Bumped as every acting section starts and ends: a pass made at another version is never reused. */
  version: number;
  /** Acting sections open now (they nest: an action's state-based actions, a setup inside a test). */
  depth: number;
}

const paces = new WeakMap<GameState, Pace>();

function paceOf(s: GameState): Pace {
  let p = paces.get(s);
  if (!p) paces.set(s, (p = { version: 0, depth: 0 }));
  return p;
}

/**
 * Runs `write`, which may change `s` in any way: no layer pass made before it is reused after it, and none made
 * inside it is reused outside the read that made it (rules/layers/world.ts `whileUnchanged`).
 */
export function acting<T>(s: GameState, write: () => T): T {
  const p = paceOf(s);
  p.depth++;
  p.version++;
  try {
    return write();
  } finally {
    p.depth--;
    p.version++;
  }
}

/** The game's version: the same number means no acting section started or ended in between. */
export function gameVersion(s: GameState): number {
  return paceOf(s).version;
}

/** Whether an action (or setup) is running on `s` now: its code may have written since the last read. */
export function isActing(s: GameState): boolean {
  return paceOf(s).depth > 0;
}
