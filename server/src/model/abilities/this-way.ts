// "for each creature destroyed this way", "for each card exiled this way" (CR 608.2c): which "<objects> <verb> this
// way" quantities the engine counts (rules/state/this-way-count.ts) — objects, not counters, with a verb whose moves the
// turn's history records; "that player controlled" is not told.

import type { Quantity } from '../types';

/** The verbs counted: destroyed (CR 701.8a), exiled (406.1), discarded (701.9a), milled (701.17a); put into your / a
 * graveyard (400.7, 404.1: "for each creature card put into your graveyard this way" after a mill); tapped (701.26a) and
 * revealed (701.20a: "Reveal any number of red cards in your hand. … X is the number of cards revealed this way"), told
 * from the resolution's own events (rules/queries/this-way-events.ts). */
export const THIS_WAY_VERBS: ReadonlySet<string> = new Set(['destroyed', 'exiled', 'discarded', 'milled', 'put into your graveyard', 'put into a graveyard', 'tapped', 'revealed']);

/** The verbs told from the resolution's events rather than the turn's history (no object moves): tapped, revealed. */
export const THIS_WAY_EVENT_VERBS: ReadonlySet<string> = new Set(['tapped', 'revealed']);

/** Whether "<objects> <verb> this way" is one the engine counts. */
export function thisWayCounted(q: Quantity): boolean {
  return q.kind === 'this-way' && THIS_WAY_VERBS.has(q.verb) && !q.controlledBy && !/\bcounters?$/.test(q.filter.text);
}
