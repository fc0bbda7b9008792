// A player's party (CR 700.8): up to one Cleric, one Rogue, one Warrior and one Wizard creature they control. "The number
// of creatures in your party" is worked out by the game (700.8a), each creature counted for one of its types only and
// in the way that gives the highest number (700.8b); a full party is four (700.8c).

import type { GameState, PlayerId } from '../state/game-state';
import { computeAllCharacteristics } from '../layers';
import { hasType } from '../state/objects';

const PARTY_TYPES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'] as const;

/** CR 700.8a–b: how many creatures are in `player`'s party now (0–4). */
export function partySize(s: GameState, player: PlayerId): number {
  // Each creature as the set of party types it has (a 4-bit mask); how many creatures have each set, up to four.
  const byMask = new Array<number>(16).fill(0);
  for (const [id, ch] of computeAllCharacteristics(s)) {
    if (s.objects.get(id)?.controller !== player || !hasType(ch.cardTypes, 'creature')) continue;
    let mask = 0;
    PARTY_TYPES.forEach((t, i) => { if (ch.subtypes.includes(t)) mask |= 1 << i; });
    if (mask !== 0) byMask[mask] = Math.min(4, byMask[mask]! + 1);
  }
  // CR 700.8b: the highest count — each party type filled by a different creature that has it, tried every way.
  const fill = (type: number): number => {
    if (type === PARTY_TYPES.length) return 0;
    let best = fill(type + 1);
    for (let mask = 1; mask < 16; mask++) {
      if (!(mask & (1 << type)) || byMask[mask] === 0) continue;
      byMask[mask]!--;
      best = Math.max(best, 1 + fill(type + 1));
      byMask[mask]!++;
      if (best === PARTY_TYPES.length - type) break;
    }
    return best;
  };
  return fill(0);
}
