// Who and what a trigger event names (CR 603.2): whether the object an event is about is the subject an ability names
// ("this creature", "another creature you control", "enchanted creature"), and whether "you" / "an opponent" /
// "a player" names the player who acted, from the ability's controller's side (109.5).

import type { EventSubject as SubjectWords, TriggerEvent } from '../../model/types';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import type { Characteristics } from '../state/characteristics';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';

/** Does "you" / "an opponent" / "a player" name `player`, for an ability controlled by `controller` (CR 109.5)? */
export function namesPlayer(who: 'you' | 'an opponent' | 'a player' | 'enchanted player' | 'enchanted opponent', player: PlayerId, controller: PlayerId): boolean {
  // The player a Curse enchants (CR 303.4) is not tracked here: such an ability is marked not carried out.
  if (who === 'enchanted player' || who === 'enchanted opponent') return false;
  return who === 'a player' || (who === 'you') === (player === controller);
}

/** Does `ev`'s subject name `obj` (as `view` shows it, else as it is now) for an ability of `src` (CR 603.2)? */
export function eventSubjectMatches(s: GameState, ev: Pick<Extract<TriggerEvent, { kind: 'object-event' }>, 'subject'>, src: GameObject, obj: GameObject, view?: Characteristics): boolean {
  const sub = ev.subject;
  // "~ or enchanted creature attacks": this object or the one it is attached to (CR 603.2, 303.4).
  if (sub.self && sub.attached) return src.id === obj.id || src.attachedTo === obj.id;
  if (sub.self) return src.id === obj.id || (!!sub.filter && matches(s, sub.filter, src, obj, view) && (!sub.other || src.id !== obj.id));
  if (sub.attached) return src.attachedTo === obj.id;
  if (sub.other && src.id === obj.id) return false;
  return !!sub.filter && matches(s, sub.filter, src, obj, view);
}

/** Whether `obj` is what an object action is done to ("~ becomes blocked by a creature without flanking", CR 509.3f). */
export function eventObjectMatches(s: GameState, filter: NonNullable<SubjectWords['filter']>, src: GameObject, obj: GameObject): boolean {
  return matches(s, filter, src, obj);
}

function matches(s: GameState, filter: NonNullable<SubjectWords['filter']>, src: GameObject, obj: GameObject, view?: Characteristics): boolean {
  const c = view ?? computeCharacteristics(s, obj);
  return matchesFilter(obj, { ...c, keywords: keywordsOf(c.abilities) }, filter, { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: src.chosen, sourceAttachedTo: src.attachedTo });
}

/**
 * Is the object a leaves-the-battlefield event is about the subject an ability names (CR 603.6c, 603.10a: seen as it
 * last existed)? "This creature or another …", "another …", "a creature" (itself too), "enchanted creature" (the
 * object the source was attached to, 303.4); not "one or more".
 * OPEN QUESTION (as for every leaving permanent here): an Aura leaving at the same time as the creature it enchants is
 * already gone when the creature is checked, so its "When enchanted creature dies" doesn't trigger (603.10a says it
 * looks back and does).
 */
export function leaverMatches(subject: SubjectWords, obj: GameObject, view: Characteristics, src: GameObject, controller: PlayerId): boolean {
  // "that token", "it": an object an instruction named (CR 603.7c) is not tracked here; the ability is marked not carried out.
  if (subject.oneOrMore || subject.pronoun) return false;
  if (subject.attached) return !subject.self && src.attachedTo === obj.id;
  if (obj.id === src.id ? subject.self || subject.other : subject.self && !subject.other) return obj.id === src.id && subject.self;
  return matchesFilter(obj, { ...view, keywords: keywordsOf(view.abilities) }, subject.filter, { controller, sourceId: src.id, chosen: src.chosen });
}
