// Class cards (CR 716): a class level bar "[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N.
// Activate only if this Class is level N-1 and only as a sorcery" and "As long as this Class is level N or greater, it
// has [abilities]" (716.2a). The abilities printed after a bar, up to the next bar, are its section's (716.2); those
// before the first bar are had at all times (716.3). A level is a designation of the object, not a copiable value
// (716.2b); an object without one is level 1 (716.2d): a Class off the battlefield, a copy, a new object (400.7).

import type { Amount } from '../../model/types';
import type { AbilityRef, GameObject } from '../state/game-state';

/** The level a class level bar's ability gives ("{2}{W}: Level 2" → 2), or undefined for any other ability (CR 716.2a). */
export function classLevelBar(r: AbilityRef): number | undefined {
  const a = r.ability;
  if (a.kind !== 'activated') return undefined;
  const e = a.effects?.length === 1 ? a.effects[0] : undefined;
  return e?.kind === 'class-level' ? fixedLevel(e.level) : undefined;
}

function fixedLevel(q: Amount): number | undefined {
  return q.kind === 'fixed' && Number.isInteger(q.n) && q.n >= 1 ? q.n : undefined;
}

/** CR 716.2b, 716.2d: the object's level (1 when it has none). */
export function classLevelOf(obj: GameObject): number {
  return obj.classLevel ?? 1;
}

/**
 * The abilities the object has before layer 2 on: its printed ones without the sections of class level bars above its
 * level (CR 716.2a). The bars themselves stay: each is also the activated ability that raises the level.
 * OPEN QUESTION: CR 716.2a words a section's abilities as had "as long as" the Class is level N or greater, i.e. granted
 * by the bar's static ability (layer 6); here they are present or not from the start of the layers, which gives the
 * same answer unless an effect removes the bar but not the abilities it would grant (as for leveler striations, 711.2).
 */
export function withoutClassLevelsAbove(obj: GameObject, abilities: AbilityRef[]): AbilityRef[] {
  if (!abilities.some((r) => classLevelBar(r) !== undefined)) return abilities;
  const level = classLevelOf(obj);
  let section = 1;
  return abilities.filter((r) => {
    const bar = classLevelBar(r);
    if (bar !== undefined) {
      section = bar;
      return true;
    }
    // A granted ability (index -1) belongs to no section of the printed text box (716.2).
    return r.index < 0 || section <= level;
  });
}
