// The creature types of CR 205.3m (from the generated CR vocabulary): the words a creature type stands as ("choose a
// creature type other than Wall", a champion's "a Faerie or Elf").

import { SUBTYPE_LISTS } from '../../data/cr-vocabulary';

export const CREATURE_TYPES: ReadonlySet<string> = new Set(SUBTYPE_LISTS.filter((l) => l.cardTypes.includes('Creature')).flatMap((l) => l.names));
