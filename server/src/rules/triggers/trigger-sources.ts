// The triggered abilities that function now (CR 113.6, 603.2): the permanents' on the battlefield as the layers leave
// them (an ability triggers only while its source has it, 613), and the cards' in graveyards whose abilities work only
// there (113.6m: "return this card from your graveyard …") — the one walk every kind of trigger event starts from.

import type { TriggeredAbility, TriggerEvent } from '../../model/types';
import type { AbilityRef, GameObject, GameState } from '../state/game-state';
import { battlefieldObjects, PLAYERS } from '../state/game-state';
import { functionsOnlyIn } from '../../model/abilities/functioning-zone';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';

export interface TriggerSource {
  /** A permanent, or a card in a graveyard whose ability works only there (CR 113.6m). */
  src: GameObject;
  /** The source's name as it is now ("face-down permanent" when it has none, CR 708.2a). */
  name: string;
  ref: AbilityRef;
  event: TriggerEvent | undefined;
}

/**
 * Each triggered ability that functions now (characteristics computed per object, as it is reached): a permanent's,
 * unless it works only in another zone (CR 113.6m), then a graveyard card's that works only there (its owner's, 603.3a).
 */
export function* triggerSources(s: GameState): Generator<TriggerSource> {
  const worksInGraveyard = (o: GameObject | undefined) => !!o && (o.card.faces ?? []).some((f) => (f.abilities ?? []).some((a) => functionsOnlyIn(a) === 'graveyard'));
  const objects = [
    ...battlefieldObjects(s).map((o) => ({ o, zone: undefined })),
    ...PLAYERS.flatMap((p) => s.zones[p].graveyard.map((id) => ({ o: s.objects.get(id), zone: 'graveyard' as const })).filter((x) => worksInGraveyard(x.o))),
  ];
  for (const { o: src, zone } of objects) {
    if (!src) continue;
    const chars = computeCharacteristics(s, src);
    const name = chars.name ?? 'face-down permanent';
    for (const ref of chars.abilities) {
      if (ref.ability.kind !== 'triggered' || functionsOnlyIn(ref.ability) !== zone) continue;
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
