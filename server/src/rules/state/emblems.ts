// Emblems (CR 114): markers in the command zone with abilities and no other characteristics (114.3), owned and
// controlled by the player who got them (114.2); their abilities function there (114.4): rules/layers/world.ts applies
// their static abilities, rules/queries/trigger-sources.ts reads their triggered abilities.

import type { GameObject, GameState } from './game-state';
import { PLAYERS } from './game-state';

/** The emblems in the command zone, each player's in the order they got them (CR 114.1). */
export function emblemObjects(s: GameState): GameObject[] {
  const out: GameObject[] = [];
  for (const p of PLAYERS) {
    for (const id of s.zones[p].command) {
      const o = s.objects.get(id);
      if (o?.emblem) out.push(o);
    }
  }
  return out;
}
