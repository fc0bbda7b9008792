// "If it shares a creature type with ~" (kinship, CR 207.2c), "if it shares a card type / color with ~": two objects
// share a characteristic when each has at least one value of it in common (CR 105.2 colors, 205.2a card types, 205.3m
// creature types; a changeling is every creature type, 702.73a, in every zone). The object "it" names — a trigger's event
// object, or the one card an instruction just looked at (rules/effects/zone-effects.ts) — and the ability's own object,
// each as it is now where it is. Which conditions: model/abilities/effect-descriptors.ts `sharesTold`.

import { SUBTYPE_LISTS } from '../../data/cr-vocabulary';
import type { Condition } from '../../model/types';
import type { GameObject, GameState } from '../state/game-state';
import { computeCharacteristics } from '../layers';

/** CR 205.3m: the creature types. */
const CREATURE_TYPES: ReadonlySet<string> = new Set(SUBTYPE_LISTS.find((l) => l.rule === '205.3m')?.names ?? []);
/** CR 205.3i: the land types. */
const LAND_TYPES: ReadonlySet<string> = new Set(SUBTYPE_LISTS.find((l) => l.rule === '205.3i')?.names ?? []);

/** CR 205.3m, 702.73a: an object's creature types as it is now where it is (a changeling's: every one). */
export function creatureTypesOf(s: GameState, o: GameObject): readonly string[] {
  return computeCharacteristics(s, o).subtypes.filter((t) => CREATURE_TYPES.has(t));
}

/** Whether the two objects share what the condition names; undefined when either is gone (CR 400.7). */
export function sharesHolds(s: GameState, c: Condition & { kind: 'shares' }, ids: { it?: string; sourceId: string }): boolean | undefined {
  const idOf = (kind: string) => (kind === 'self' ? ids.sourceId : kind === 'it' ? ids.it : undefined);
  const a = s.objects.get(idOf(c.subject.kind) ?? '');
  const b = s.objects.get(idOf(c.with.kind) ?? '');
  if (!a || !b) return undefined;
  const values = (id: typeof a): readonly string[] => {
    const ch = computeCharacteristics(s, id);
    switch (c.what) {
      case 'color': return ch.colors;
      case 'card type': return ch.cardTypes;
      case 'creature type': return ch.subtypes.filter((t) => CREATURE_TYPES.has(t));
      case 'land type': return ch.subtypes.filter((t) => LAND_TYPES.has(t));
    }
    return [];
  };
  const theirs = new Set(values(b));
  const shares = values(a).some((v) => theirs.has(v));
  return c.negated ? !shares : shares;
}
