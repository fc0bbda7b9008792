// Delayed triggered abilities that last this turn (CR 603.7b): "Whenever a creature attacks this turn, put a +1/+1
// counter on it", "Until end of turn, whenever you cast a black spell, …", "When you cast your next instant or sorcery
// spell this turn, …". A spell or ability creates one as it resolves (603.7a); with its stated duration it triggers on
// its event like a permanent's ability until the turn ends — one about the next such event only once (603.7b) —
// controlled by the player who controlled the spell or ability that created it (603.7d), its source that spell or
// ability's source (603.7e).

import type { Effect, TriggerEvent, TriggeredAbility } from '../../model/types';
import type { GameState, PlayerId, TurnDelayedTrigger } from './game-state';
import type { TriggerSource } from './trigger-moment';
import type { Outcome } from './events';
import { msg } from '../../i18n';

/** Create one (CR 603.7a): its source as it is now, controlled by `controller`; undefined when the source is unknown. */
export function createTurnDelayedTrigger(s: GameState, out: Outcome, d: { event: TriggerEvent; once: boolean; effects: Effect[]; sourceId: string; sourceName: string; controller: PlayerId; text: string; objects?: readonly string[] }): boolean {
  const o = s.objects.get(d.sourceId);
  if (!o) return false;
  const ability: TriggeredAbility = { kind: 'triggered', event: d.event, trigger: d.once ? 'When' : 'Whenever', effects: d.effects, text: d.text, span: { start: 0, end: 0 }, unmodeled: [] };
  (s.turnDelayedTriggers ??= []).push({ src: { ...o, controller: d.controller }, ability, turn: s.turn, once: d.once, ...(d.objects ? { objects: d.objects } : {}) });
  out.note({ why: msg('rules.effect.delayed-this-turn', { source: d.sourceName }), cr: ['603.7b'] });
  return true;
}

/** The delayed triggered abilities of this turn, as trigger sources (CR 603.7b): a spent "next …" one is not among them. */
export function turnDelayedSources(s: GameState): TriggerSource[] {
  const out: TriggerSource[] = [];
  for (const d of s.turnDelayedTriggers ?? []) {
    if (d.turn !== s.turn || d.fired) continue;
    out.push({ src: d.src, name: d.src.card.name, ref: { ability: d.ability, index: -1, from: d.src.card.name }, event: d.ability.event, ...(d.objects ? { objects: d.objects } : {}) });
  }
  return out;
}

/** The turn's delayed trigger `a` is, if it is one. */
export function turnDelayedOf(s: GameState, a: TriggeredAbility): TurnDelayedTrigger | undefined {
  return s.turnDelayedTriggers?.find((d) => d.ability === a);
}
