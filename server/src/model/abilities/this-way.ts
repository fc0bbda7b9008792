// "for each creature destroyed this way", "for each card exiled this way" (CR 608.2c): which "<objects> <verb> this
// way" quantities the engine counts (rules/state/this-way-count.ts) — objects, not counters, with a verb whose moves the
// turn's history records; "that player controlled" is not told.

import type { Quantity } from '../types';

/** The verbs counted: destroyed (CR 701.8a), exiled (406.1), discarded (701.9a), milled (701.17a). */
export const THIS_WAY_VERBS: ReadonlySet<string> = new Set(['destroyed', 'exiled', 'discarded', 'milled']);

/** Whether "<objects> <verb> this way" is one the engine counts. */
export function thisWayCounted(q: Quantity): boolean {
  return q.kind === 'this-way' && THIS_WAY_VERBS.has(q.verb) && !q.controlledBy && !/\bcounters?$/.test(q.filter.text);
}
