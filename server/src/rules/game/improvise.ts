// Improvise (CR 702.126a–c): "For each generic mana in this spell's total cost, you may tap an untapped artifact you
// control rather than pay that mana." Like convoke and delve (convoke.ts, delve.ts) it is neither an alternative nor
// an additional cost: it applies after the total cost is determined (702.126b, 601.2f), as the cost is paid (601.2h);
// more than one instance is redundant (CR 702.126c). The scenario names the artifacts it taps: `cast … paying @a, @b` (an
// artifact with a mana ability named there stays a mana source, as for convoke).

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { hasType } from '../state/objects';
import { manaAbilitiesOf } from '../queries/mana-abilities';

/**
 * The objects named to pay with that improvise taps: untapped artifacts the caster controls with no mana ability, not
 * already tapped for convoke (CR 702.126a).
 */
export function improviseArtifacts(s: GameState, player: PlayerId, named: readonly string[], taken: readonly GameObject[]): GameObject[] {
  return [...new Set(named)].map((id) => s.objects.get(id)).filter((o): o is GameObject =>
    !!o && !taken.includes(o) && o.zone === 'battlefield' && o.controller === player && !o.tapped && hasType(computeCharacteristics(s, o).cardTypes, 'artifact') && manaAbilitiesOf(s, o).length === 0);
}
