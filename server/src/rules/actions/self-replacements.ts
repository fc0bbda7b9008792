// A permanent's or card's own replacement of where it goes (CR 614.1a): "If ~ would be put into a graveyard from
// anywhere, exile it instead", "If ~ would die, exile it instead" (700.4: put into a graveyard from the battlefield).
// The object's abilities as it is now decide (a face-down permanent has none, 708.2).
// OPEN QUESTION (113.6): no exception of 113.6 says that "If ~ would be put into a graveyard from anywhere" works from the
// hand, the library or the stack; the rulings of such cards (Progenitus, Darksteel Colossus) apply it from every zone,
// and so does the engine. Another replacement of the same event (616.1: the affected player's choice) is not read
// by the engine, so an outcome resting on it is already inconclusive.

import { selfExileInstead } from '../../model/abilities/effect-descriptors';
import type { GameObject, GameState, ZoneName } from '../state/game-state';
import { computeCharacteristics } from '../layers';

/** Whether `obj` moving from `from` to a graveyard is exiled instead by its own static ability (CR 614.1a, 700.4). */
export function exiledInsteadOfGraveyard(s: GameState, obj: GameObject, from: ZoneName): boolean {
  const abilities = computeCharacteristics(s, obj).abilities;
  return abilities.some((r) => r.ability.kind === 'static' && (r.ability.unsimulated ?? []).length === 0 && (r.ability.effects ?? []).some((e) =>
    selfExileInstead(e) && e.kind === 'instead' && (e.event === 'be put into a graveyard from anywhere' || from === 'battlefield')));
}
