// The triggered abilities of the permanents on the battlefield as the layers leave them (an ability triggers only
// while its source has it, CR 603.2, 613): the one walk every kind of trigger event starts from.

import type { TriggeredAbility, TriggerEvent } from '../../model/types';
import type { AbilityRef, GameObject, GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';

export interface TriggerSource {
  src: GameObject;
  /** The source's name as it is now ("face-down permanent" when it has none, CR 708.2a). */
  name: string;
  ref: AbilityRef;
  event: TriggerEvent | undefined;
}

/** Each triggered ability of each permanent (characteristics computed per permanent, as it is reached). */
export function* battlefieldTriggers(s: GameState): Generator<TriggerSource> {
  for (const src of battlefieldObjects(s)) {
    const chars = computeCharacteristics(s, src);
    const name = chars.name ?? 'face-down permanent';
    for (const ref of chars.abilities) {
      if (ref.ability.kind !== 'triggered') continue;
      const event = (ref.ability as TriggeredAbility).event;
      // CR 603.2: "Whenever A and whenever B" is one ability that triggers on either event.
      // OPEN QUESTION: one event matching both halves would make it trigger twice here.
      if (event?.kind === 'either') for (const part of event.events) yield { src, name, ref, event: part };
      else yield { src, name, ref, event };
    }
  }
}

/** Does `ev`'s subject name `obj` for an ability of `src` (CR 603.2)? */
export function eventSubjectMatches(s: GameState, ev: Extract<TriggerEvent, { kind: 'object-event' }>, src: GameObject, obj: GameObject): boolean {
  const sub = ev.subject;
  if (sub.self) return src.id === obj.id || (!!sub.filter && matches(s, sub.filter, src, obj) && (!sub.other || src.id !== obj.id));
  if (sub.attached) return src.attachedTo === obj.id;
  if (sub.other && src.id === obj.id) return false;
  return !!sub.filter && matches(s, sub.filter, src, obj);
}

function matches(s: GameState, filter: NonNullable<Extract<TriggerEvent, { kind: 'object-event' }>['subject']['filter']>, src: GameObject, obj: GameObject): boolean {
  const c = computeCharacteristics(s, obj);
  return matchesFilter(obj, { ...c, keywords: keywordsOf(c.abilities) }, filter, { controller: src.controller, sourceId: src.id, chosen: src.chosen, sourceAttachedTo: src.attachedTo });
}
