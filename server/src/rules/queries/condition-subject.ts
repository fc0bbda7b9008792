// The object a resolving ability's condition names by the attachment of its source: "if enchanted creature is untapped",
// "if equipped creature is a Vampire", "if enchanted creature has flying" (CR 303.4, 301.5, 608.2c, 603.4).

import type { TargetSpec } from '../../model/types';
import { attachedSubject } from '../../model/abilities/condition-subject';
import type { GameState } from '../state/game-state';

/**
 * The id a condition's subject names when it is the object the ability's source is attached to (the Aura's enchanted
 * permanent, the Equipment's equipped creature, CR 303.4, 301.5): `null` when the source is attached to nothing on the
 * battlefield (the subject names no object, 400.7), `undefined` when the subject is no such phrase.
 */
export function attachedSubjectId(s: GameState, subject: TargetSpec, sourceId: string): string | null | undefined {
  if (!attachedSubject(subject)) return undefined;
  const source = s.objects.get(sourceId);
  const to = source && source.zone === 'battlefield' && !source.phasedOut ? source.attachedTo : null;
  const o = to ? s.objects.get(to) : undefined;
  return o && o.zone === 'battlefield' && !o.phasedOut ? o.id : null;
}
