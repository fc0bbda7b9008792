// Ascend and the city's blessing (CR 702.131). On a permanent, a static ability (702.131b): any time its controller
// controls ten or more permanents and doesn't have the city's blessing, they get it for the rest of the game; checked
// whenever the engine looks at the game before a player would receive priority (priority.ts) — the engine carries out
// no action that puts permanents onto the battlefield without a check after it. On an instant or sorcery, a spell
// ability (702.131a) carried out as the spell resolves (stack.ts). The blessing is a designation and never goes away
// (702.131c); a condition reads it (rules/queries/conditions.ts).

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, hasCityBlessing, PLAYERS } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics } from '../layers';
import { findKeyword } from '../state/objects';

/** CR 702.131a–b: ten or more permanents. */
const PERMANENTS_NEEDED = 10;

/** Whether object `o` has ascend (CR 702.131). */
export function hasAscend(s: GameState, o: GameObject): boolean {
  return !!findKeyword(computeCharacteristics(s, o).abilities, 'Ascend');
}

/** CR 702.131a–b: `player` gets the city's blessing if they control ten or more permanents and don't have it. */
export function ascend(s: GameState, out: Outcome, player: PlayerId): void {
  if (hasCityBlessing(s, player)) return;
  if (battlefieldObjects(s).filter((o) => o.controller === player).length < PERMANENTS_NEEDED) return;
  (s.cityBlessing ??= []).push(player);
  out.event({ type: 'city-blessing', player });
}

/** CR 702.131b: every player who controls a permanent with ascend and ten or more permanents gets the city's blessing. */
export function checkAscend(s: GameState, out: Outcome): void {
  for (const p of PLAYERS) {
    if (hasCityBlessing(s, p)) continue;
    // Fewer than ten permanents: no blessing whatever they have (702.131b), so no layer pass asks who has ascend.
    const theirs = battlefieldObjects(s).filter((o) => o.controller === p);
    if (theirs.length < PERMANENTS_NEEDED) continue;
    if (theirs.some((o) => hasAscend(s, o))) ascend(s, out, p);
  }
}
