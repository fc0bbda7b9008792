// Emerge (CR 702.119a, 702.119c): "You may cast this spell by paying [cost] and sacrificing a creature rather than
// paying its mana cost", its total cost reduced by an amount of generic mana equal to the sacrificed creature's mana
// value. The creature is chosen as the emerge cost is (601.2b) and sacrificed as the total cost is paid (601.2h): the
// scenario names it `paying @c`.

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { hasType } from '../state/objects';

/**
 * The creature emerge sacrifices: the first creature named to pay with that the caster controls, else the first the
 * caster controls (the order the cost's payment takes them in, rules/actions/nonmana-costs.ts), or undefined: none.
 */
export function emergeCreature(s: GameState, player: PlayerId, named: readonly string[], spellId: string): GameObject | undefined {
  const ok = (o: GameObject | undefined): o is GameObject =>
    !!o && o.id !== spellId && o.zone === 'battlefield' && o.controller === player && hasType(computeCharacteristics(s, o).cardTypes, 'creature');
  return named.map((id) => s.objects.get(id)).find(ok) ?? battlefieldObjects(s).find(ok);
}
