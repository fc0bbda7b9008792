// CR 205.3c, 205.3d: each subtype is correlated to its card type, and an object can't have a subtype that corresponds
// to none of its types. An effect that takes a card type away ("~ isn't a creature", a reconfigured Equipment) takes
// that type's subtypes with it (the rulings of the Theros Gods and of the reconfigure cards say so: "it loses the type
// creature and all creature subtypes"); subtypes of the types that stay are kept.

import { SUBTYPE_LISTS } from '../../data/cr-vocabulary';

/** A card type in lower case; "Tribal" is Kindred's name in Oracle text before 2024 (CR 205.3m). */
function norm(t: string): string {
  const l = t.toLowerCase();
  return l === 'tribal' ? 'kindred' : l;
}

/** For each subtype (lower case), the card types it corresponds to (CR 205.3g–205.3q). */
const CORRESPONDS = new Map<string, Set<string>>();
for (const list of SUBTYPE_LISTS) {
  for (const name of list.names) {
    const set = CORRESPONDS.get(name.toLowerCase()) ?? new Set<string>();
    for (const t of list.cardTypes) set.add(norm(t));
    CORRESPONDS.set(name.toLowerCase(), set);
  }
}

/** The subtypes an object keeps with `cardTypes` (CR 205.3d): a subtype no list names is kept as it is. */
export function correlatedSubtypes(cardTypes: readonly string[], subtypes: readonly string[]): string[] {
  const have = new Set(cardTypes.map(norm));
  return subtypes.filter((s) => {
    const of = CORRESPONDS.get(s.toLowerCase());
    return !of || [...of].some((t) => have.has(t));
  });
}
