// "Whenever you attack with two or more creatures", "When you attack with exactly two creatures", "Whenever you attack
// with one or more creatures with counters on them" (CR 508.3c–d, 508.1m): the attacking player declared, at once, a
// number of attackers of a kind (603.2c: one event, however many creatures — the ability triggers once).

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { TriggerSource } from '../state/trigger-moment';
import { ATTACKER_COUNTS, attackWithFired } from '../../model/abilities/attacker-counts';
import { eventObjectMatches } from './subjects';
import { fireTrigger } from './fire-trigger';

/** CR 508.3c–d, 603.2c: `player` declared `attackers`; each "<player> attack(s) with <count> <creatures>" whose count holds triggers once. */
export function attackWithTriggers(s: GameState, out: Outcome, sources: readonly TriggerSource[], player: PlayerId, attackers: readonly GameObject[]): void {
  for (const { src, name, ref, event: ev } of sources) {
    if (ev?.kind !== 'player-attacks' || !attackWithFired(ev) || !ev.with) continue;
    // CR 102.2: in the two-player game "an opponent" is the player who isn't the ability's controller.
    if ((ev.who === 'you' && player !== src.controller) || (ev.who === 'an opponent' && player === src.controller)) continue;
    const filter = ev.with.filter;
    const n = attackers.filter((o) => eventObjectMatches(s, filter, src, o)).length;
    if (!ATTACKER_COUNTS[ev.with.count!]!(n)) continue;
    fireTrigger(s, out, src, ref, src.controller, `${ev.who} attack with ${ev.with.count}`, name, undefined, undefined, undefined, player);
  }
}
