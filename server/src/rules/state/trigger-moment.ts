// The moment a game event happened, as the triggered abilities see it (CR 603.2, 603.10): which triggered abilities
// existed on the battlefield just after the event, and the object the event is about as it was then — or, for a
// permanent leaving the battlefield, as it last existed there (603.10a, look back in time). The event log keeps one
// moment beside each event it is stamped with; triggers are found by reading the log before a player would receive
// priority (603.3), from these moments rather than from the state at that later time.

import type { TriggerEvent } from '../../model/types';
import type { Characteristics } from './characteristics';
import type { AbilityRef, GameObject } from './game-state';

/** One triggered ability that functions: a permanent's, as the layers leave it (CR 603.2, 613), or a graveyard card's that works only there (113.6m). */
export interface TriggerSource {
  src: GameObject;
  /** The source's name as it was ("face-down permanent" when it has none, CR 708.2a). */
  name: string;
  ref: AbilityRef;
  /** One trigger event ("whenever A or B" is listed once per part, CR 603.2). */
  event: TriggerEvent | undefined;
  /** A delayed trigger about particular objects only (CR 603.7c): "a creature dealt damage this way" (turn-delayed-triggers.ts). */
  objects?: readonly string[];
}

/** The object an event is about, with its characteristics at the moment. */
export interface EventSubject {
  obj: GameObject;
  view: Characteristics;
}

export interface TriggerMoment {
  /** The triggered abilities that functioned just after the event; absent when the log wasn't stamped. */
  sources?: readonly TriggerSource[];
  /** The object the event is about (leaving the battlefield: as it last existed there, CR 603.10a). */
  subject?: EventSubject;
  /** Leaving the battlefield: the new object it became in a public zone, which its abilities may find (CR 400.7e). */
  became?: GameObject | null;
  /** Damage: the source that dealt it, as it was then (CR 120.3, 603.10: a spell's source is gone when triggers are read). */
  damageSource?: EventSubject;
}

/** What an action that moves a permanent off the battlefield hands the log (CR 603.10a): the look back. */
export interface LookBack {
  subject: EventSubject;
  became: GameObject | null;
}
