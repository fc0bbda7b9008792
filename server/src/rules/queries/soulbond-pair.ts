// Soulbond pairs (CR 702.95b, 702.95e): which creature an object is paired with, read wherever a pair matters (the
// conditions "as long as ~ is paired with another creature", the soulbond triggers and their resolution,
// rules/game/soulbond.ts). A pair lasts while both remain creatures on the battlefield under the same player's control
// (702.95e); an object that leaves the battlefield is a new object (400.7), so its pair never follows it.

import type { GameObject, GameState } from '../state/game-state';
import { hasType } from '../state/objects';
import { computeCharacteristics } from '../layers';

/** A creature on the battlefield, by its current characteristics (a face-down 2/2 is one, 708.2). */
export function isCreatureOnBattlefield(s: GameState, o: GameObject | undefined): o is GameObject {
  return !!o && o.zone === 'battlefield' && hasType(computeCharacteristics(s, o).cardTypes, 'creature');
}

/** CR 702.95b, 702.95e: the creature `o` is paired with, if the pair still holds. */
export function pairedPartner(s: GameState, o: GameObject): GameObject | undefined {
  if (!o.pairedWith) return undefined;
  const p = s.objects.get(o.pairedWith);
  if (!isCreatureOnBattlefield(s, o) || !isCreatureOnBattlefield(s, p) || p.pairedWith !== o.id || p.controller !== o.controller) return undefined;
  return p;
}

/** CR 702.95b: whether `o` is unpaired. */
export function unpaired(s: GameState, o: GameObject): boolean {
  return pairedPartner(s, o) === undefined;
}
