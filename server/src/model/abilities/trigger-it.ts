// What a triggered ability's leading "it" names when its trigger event passes no object (CR 603.2, 603.4, 603.8).
//
// "When there are four or more page counters on ~, exile it", "At the beginning of your upkeep, if ~ has no charge
// counters on it, return it to its owner's hand": the event ("the beginning of your upkeep", a state) is about no object,
// so "it" names the object the state or the intervening "if" names — here the ability's own object (~). "At the beginning
// of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature": the object the event's player
// is named by (CR 303.4, 301.5). parse-ability.ts reads such an "it" as that object; effect-descriptors.ts marks a leading
// "it" that still names nothing the engine knows as not carried out.

import type { Condition, Effect, TargetSpec, TriggerEvent } from '../types';
import { parseObjectRef } from './targets';
import { FACTS } from './facts';

/**
 * Events the engine fires without an object for "it" (rules/triggers/state-triggers.ts, step-triggers.ts): a state
 * (CR 603.8), the beginning of a step or phase (503.1, 513.1), the end of combat (511.2).
 */
export function eventPassesNoObject(e: TriggerEvent): boolean {
  return e.kind === 'state' || e.kind === 'beginning-of' || e.kind === 'end-of-combat';
}

/**
 * Whether the object a condition is about, the first it names, is the ability's own object: "~ is tapped", "~ has no ice
 * counters on it", "there are four or more page counters on ~", "~ was dealt damage this turn", "~'s power is 4 or
 * greater"; of two joined, the first ("if ~ is untapped and you control a Forest").
 */
export function conditionNamesSelf(c: Condition): boolean {
  switch (c.kind) {
    case 'both':
      return conditionNamesSelf(c.left);
    case 'compare':
      return (c.quantity.kind === 'counters' && c.quantity.on.kind === 'self') || (c.quantity.kind === 'stat' && c.quantity.of.kind === 'self');
    case 'happened':
      return 'object' in c.subject && c.subject.object.kind === 'self';
    // A fact written about ~ ("~ attacked or blocked this combat", "~ is in your graveyard"): its wording's subject.
    case 'fact':
      return FACTS[c.fact].startsWith('~');
    case 'state':
    case 'is':
    case 'has-counters':
    case 'counters-on':
    case 'has-keyword':
    case 'in-zone':
      return c.subject.kind === 'self';
    default:
      return false;
  }
}

/**
 * Whether a triggered ability whose event passes no object names its own object first, so that its leading "it" is this
 * object: a state about ~ (CR 603.8), or an intervening "if" about ~ opening its instructions (603.4).
 */
export function itNamesSelf(event: TriggerEvent, effects: readonly Effect[]): boolean {
  if (!eventPassesNoObject(event)) return false;
  if (event.kind === 'state') return conditionNamesSelf(event.condition);
  const [first] = effects;
  return first?.kind === 'conditional' && !first.trailing && !first.asLongAs && !first.instead && !first.unless && conditionNamesSelf(first.condition);
}

/**
 * "At the beginning of the upkeep of enchanted creature's controller": the object the step's player is named by, the one
 * the source is attached to (CR 303.4, 301.5) — what a leading "that creature" / "it" names. Undefined for other events.
 */
export function eventAttachedObject(event: TriggerEvent): TargetSpec | undefined {
  if (event.kind !== 'beginning-of') return undefined;
  const m = /^((?:enchanted|equipped) [a-z]+)'s controller's$/.exec(event.whose);
  const named = m ? parseObjectRef(m[1]!) : undefined;
  return named?.kind === 'all' && named.filter.attachment ? named : undefined;
}
