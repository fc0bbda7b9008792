// The counts of attackers a "<player> attack(s) with <count> <creatures>" trigger names (CR 508.3c–d): which the engine
// fires (rules/triggers/attack-with-triggers.ts) and how many attackers of the kind each asks for. "with a creature an
// opponent owns" (one trigger per attacker, its "that player") is not among them.

import type { TriggerEvent } from '../types';
import { lookupTable } from '../lookup-table';

export const ATTACKER_COUNTS: Readonly<Record<string, (n: number) => boolean>> = lookupTable({
  'one or more': (n: number) => n >= 1,
  'two or more': (n: number) => n >= 2,
  'three or more': (n: number) => n >= 3,
  'exactly one': (n: number) => n === 1,
  'exactly two': (n: number) => n === 2,
});

/** Whether the engine fires `e`: a count of attackers of a kind, not whom they attack. */
export function attackWithFired(e: Extract<TriggerEvent, { kind: 'player-attacks' }>): boolean {
  return !e.whom && !!e.with && e.with.count !== undefined && ATTACKER_COUNTS[e.with.count] !== undefined;
}
