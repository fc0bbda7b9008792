// "is every creature type", "gains all creature types", "loses all creature types", "is every basic land type in
// addition to its other types" (CR 205.3m, 613.1d): a layer-4 type change naming a whole subtype list at once.

import { SUBTYPE_LISTS } from '../../data/cr-vocabulary';
import type { Effect } from '../../model/types';
import type { Working } from './types';

/** CR 305.6: the basic land types. */
const BASIC_LAND_TYPES: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** CR 205.3m: every creature type. */
const CREATURE_TYPES: readonly string[] = SUBTYPE_LISTS.find((l) => l.rule === '205.3m')?.names ?? [];

/** Applies one "all subtypes" change to an object's subtypes in layer 4 (CR 613.1d); returns the words for provenance. */
export function applyAllSubtypes(w: Working, e: Extract<Effect, { kind: 'all-subtypes' }>): string {
  const list = e.subtypes === 'creature' ? CREATURE_TYPES : BASIC_LAND_TYPES;
  const named = new Set(list.map((t) => t.toLowerCase()));
  if (e.change === 'lose-all') {
    // CR 205.3m: it has none of those subtypes now; its other subtypes stay.
    w.subtypes = w.subtypes.filter((t) => !named.has(t.toLowerCase()));
    return `loses all ${e.subtypes} types`;
  }
  // CR 205.3m, 205.1b: every subtype of the list, in addition to its other types.
  const have = new Set(w.subtypes.map((t) => t.toLowerCase()));
  w.subtypes = [...w.subtypes, ...list.filter((t) => !have.has(t.toLowerCase()))];
  return `is every ${e.subtypes} type`;
}
