// "If you don't put the card onto the battlefield, put it into your hand" (CR 608.2c, 608.2d): whether the instructions
// of the resolving ability before the condition put the object named before — the card looked at, "it" — into the zone
// the words name (model/abilities/happened-reading.ts namedPutReading). The moves this resolution made are kept by
// rules/effects/apply-effects.ts (new id → the id before, CR 400.7).

import type { GameState } from '../state/game-state';

export interface NamedPutContext {
  /** The object "it" names now, and the id it had before this resolution moved it (CR 400.7, 608.2h). */
  it?: string;
  itBefore?: string;
  /** The moves this resolution made so far: each new object's id → the id it had before. */
  moved?: ReadonlyMap<string, string>;
}

/**
 * Whether the object "it" names was put into `zone` by this resolution so far; `negated`: that it wasn't. Undefined when
 * no object is named or the resolution's moves are not known here (an activation's limit, a static ability).
 */
export function namedPutHolds(s: GameState, zone: 'battlefield' | 'hand', negated: boolean, ctx: NamedPutContext): boolean | undefined {
  if (ctx.it === undefined || !ctx.moved) return undefined;
  const ids = new Set([ctx.it, ...(ctx.itBefore !== undefined ? [ctx.itBefore] : [])]);
  let put = false;
  for (const [now, before] of ctx.moved) if ((ids.has(now) || ids.has(before)) && s.objects.get(now)?.zone === zone) put = true;
  return put !== negated;
}
