// Where an ability functions (CR 113.6): most abilities of a permanent work only on the battlefield, but one whose
// effect moves the object it's on out of a particular zone ("return this card from your graveyard to the
// battlefield") works only in that zone (113.6m) — unless its trigger condition says the object is put into that zone
// ("When this creature dies, return it from your graveyard …" is a leaves-the-battlefield ability). A delayed
// triggered ability it creates counts too (113.6m).

import type { Ability, TriggerEvent } from '../types';
import { walkEffects } from './effect-descriptors';

/** The zone a printed zone phrase names for the object itself ("~ from your graveyard"). */
const SELF_FROM_ZONE = { 'your graveyard': 'graveyard' } as const;

export type FunctioningZone = (typeof SELF_FROM_ZONE)[keyof typeof SELF_FROM_ZONE];

/** Does the trigger condition say the object is put into `zone` (CR 113.6m's exception)? */
function putsSelfInto(ev: TriggerEvent | undefined, zone: FunctioningZone): boolean {
  if (!ev) return false;
  if (ev.kind === 'either') return ev.events.some((e) => putsSelfInto(e, zone));
  if (zone !== 'graveyard') return false;
  if (ev.kind === 'self-dies') return true;
  return ev.kind === 'object-event' && !!ev.subject.self && !ev.subject.other && /^(dies|is put into a graveyard\b)/.test(ev.event);
}

/**
 * CR 113.6m: the one zone a triggered or activated ability works in when its effect moves the object it's on out of
 * that zone, or undefined (the usual zones, 113.6).
 */
export function functionsOnlyIn(a: Ability): FunctioningZone | undefined {
  if ((a.kind !== 'triggered' && a.kind !== 'activated') || !a.effects) return undefined;
  let zone: FunctioningZone | undefined;
  walkEffects(a.effects, (e) => {
    if (zone || !('target' in e) || !e.target || e.target.kind !== 'self' || !e.target.from) return;
    zone = SELF_FROM_ZONE[e.target.from];
  });
  if (!zone) return undefined;
  return a.kind === 'triggered' && putsSelfInto(a.event, zone) ? undefined : zone;
}
