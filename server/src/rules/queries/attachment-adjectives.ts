// The adjectives of an object phrase that name what is attached to a permanent or on it: "equipped" (an Equipment
// attached to it, CR 301.5a), "enchanted" (an Aura attached to it, 303.4), "modified" (700.9: one or more counters on it,
// equipped, or enchanted by an Aura its controller controls). Read where the state is at hand (a condition's "if you
// control a modified creature", rules/queries/conditions.ts countControlled); the filter matcher, which has no state,
// doesn't (model/abilities/effect-descriptors.ts withoutAttachmentAdjectives).

import type { ObjectFilter } from '../../model/types';
import type { FilterContext } from '../state/filters';
import { ATTACHMENT_ADJECTIVES } from '../../model/abilities/effect-descriptors';
import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import type { AttachmentWord } from '../layers/attachment-words';
import { attachmentWordHolds } from '../layers/attachment-words';

/** Whether permanent `o` is each of the filter's equipped / enchanted / modified (CR 301.5a, 303.4, 700.9). */
export function attachmentAdjectivesHold(s: GameState, o: GameObject, f: ObjectFilter): boolean {
  const words = (f.adjectives ?? []).filter((a) => ATTACHMENT_ADJECTIVES.has(a));
  if (words.length === 0) return true;
  const attached = battlefieldObjects(s).filter((x) => x.attachedTo === o.id && !x.phasedOut).map((x) => ({ subtypes: computeCharacteristics(s, x).subtypes, controller: x.controller }));
  return words.every((w) => attachmentWordHolds(o, w as AttachmentWord, attached));
}

/** The `attachments` reader of a filter's context (CR 301.5a, 303.4, 700.9): where a target or an effect's objects are found. */
export function attachmentReader(s: GameState): NonNullable<FilterContext['attachments']> {
  return (o, word) => attachmentAdjectivesHold(s, o, { types: [], text: word, adjectives: [word] });
}
