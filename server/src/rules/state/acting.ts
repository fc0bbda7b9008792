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

/**
 * Runs one of the steps the engine takes before a player gets priority (CR 117.5: control effects, triggers looked
 * for and put on the stack, creatures removed from combat, players losing; rules/game/priority.ts) as an acting
 * section that makes a new version only when it logged an event: each of these steps reports every change it makes
 * to the game as an event (the bookkeeping it keeps — triggers waiting, deathtouch seen — is read by no layer), and
 * most of the time finds nothing to do. A write these steps make without an event is caught by the tests' check of
 * every reused pass (rules/layers/world.ts `checkSame`). An action's own code is never run this way.
 */
export function actingLogged<T>(s: GameState, log: { readonly events: readonly unknown[] }, write: () => T): T {
  const p = paceOf(s);
  const logged = log.events.length;
  p.depth++;
  try {
    return write();
  } finally {
    p.depth--;
    if (log.events.length !== logged) p.version++;
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
