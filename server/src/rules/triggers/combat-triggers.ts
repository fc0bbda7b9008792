// Abilities that trigger on combat events: "whenever ~ attacks" (CR 508.1m, 508.3a), "whenever you attack" (508.3c–d),
// "blocks" (509.1i, 509.3a), "becomes blocked" (509.3c), "becomes blocked by a creature" (509.3d), "attacks and isn't
// blocked" (509.3g), "deals combat damage to a player / a creature" (510.3a). They go on the stack the next time a
// player would receive priority (603.3), like every trigger.

import type { ObjectEventKind } from '../../model/types';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import { triggerSources, eventSubjectMatches as subjectMatches } from './trigger-sources';
import { fire } from './triggers';

/** The combat events the engine fires, and the object-event phrases each one matches. */
export const COMBAT_EVENT_PHRASES: Record<CombatEvent, readonly ObjectEventKind[]> = {
  attacks: ['attacks', 'attacks or blocks', 'enters or attacks'],
  blocks: ['blocks', 'attacks or blocks'],
  'becomes blocked': ['becomes blocked'],
  'becomes blocked by a creature': ['becomes blocked by a creature'],
  "attacks and isn't blocked": ["attacks and isn't blocked"],
  'combat damage to a player': ['deals combat damage to a player', 'deals combat damage to an opponent', 'deals combat damage'],
  'combat damage to a creature': ['deals combat damage to a creature', 'deals combat damage'],
};

export type CombatEvent =
  | 'attacks' | 'blocks' | 'becomes blocked' | 'becomes blocked by a creature' | "attacks and isn't blocked"
  | 'combat damage to a player' | 'combat damage to a creature';

/**
 * The objects a combat event happened to, at once (all attackers as they are declared, …): each matching ability
 * triggers once per object, or once for the group when it says "one or more" (CR 603.2c).
 */
export function combatTriggers(s: GameState, out: Outcome, event: CombatEvent, objs: readonly GameObject[], damaged?: (o: GameObject) => PlayerId): void {
  if (objs.length === 0) return;
  const phrases = COMBAT_EVENT_PHRASES[event];
  for (const { src, name, ref, event: ev } of triggerSources(s)) {
    if (ev?.kind !== 'object-event' || !phrases.includes(ev.event)) continue;
    // "deals combat damage to an opponent": only damage to an opponent of the ability's controller.
    const about = objs.filter((o) => subjectMatches(s, ev, src, o) && (ev.event !== 'deals combat damage to an opponent' || damaged?.(o) !== src.controller));
    const group = ev.subject.oneOrMore ? about.slice(0, 1) : about;
    // CR 510.3a, 603.2: "that player" in "deals combat damage to a player/an opponent, … that player's library" is the
    // player dealt the damage.
    for (const o of group) fire(s, out, src, ref, src.controller, `${ev.event}${ev.subject.oneOrMore ? ' (one or more)' : ''}`, name, o, undefined, undefined, damaged?.(o));
  }
}

/** "Whenever you attack" / "whenever you attack with one or more creatures" (CR 508.3c–d): once when attackers are declared. */
export function attackPlayerTriggers(s: GameState, out: Outcome, player: PlayerId): void {
  for (const { src, name, ref, event: ev } of triggerSources(s)) {
    if (src.controller !== player) continue;
    if (ev?.kind !== 'player-event' || ev.who !== 'you' || (ev.event !== 'attack' && ev.event !== 'attack with one or more creatures')) continue;
    fire(s, out, src, ref, src.controller, `you ${ev.event}`, name);
  }
}
