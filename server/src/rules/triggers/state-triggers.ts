// State triggers (CR 603.8): "When you control no Islands, sacrifice ~", "When there are four or more page counters on
// ~, exile it": an ability that triggers when a game state is true rather than on an event. It triggers as soon as the
// state matches (checked each time a player would receive priority, with the triggers of events, 117.5), and doesn't
// trigger again until that triggered ability has resolved, been countered or otherwise left the stack; then, if the
// state still matches, it triggers again.

import type { TriggeredAbility } from '../../model/types';
import type { Outcome } from '../state/events';
import type { GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { triggerSources } from '../queries/trigger-sources';
import { toldConditionOrRest } from '../queries/conditions';
import { fireTrigger } from './fire-trigger';

/**
 * Whether a permanent could have a state trigger, a cheap look before the layers are asked: one printed on a permanent,
 * or a copy effect or a granted ability that could give one (CR 613.1a, 613.1f).
 */
function mayHaveStateTrigger(s: GameState): boolean {
  if (s.effects.some((e) => e.copyValues || e.effect.kind === 'grant-ability' || e.effect.kind === 'become-copy')) return true;
  for (const o of battlefieldObjects(s)) {
    for (const f of o.card.faces ?? []) if (f.abilities.some((a) => a.kind === 'triggered' && (a as TriggeredAbility).event?.kind === 'state')) return true;
  }
  return false;
}

/** CR 603.8: the state triggers whose state matches now and of which no instance waits or is on the stack. */
export function stateTriggers(s: GameState, out: Outcome): void {
  if (!mayHaveStateTrigger(s)) return;
  const waiting = (sourceId: string, index: number) =>
    s.pendingTriggers.some((t) => t.sourceId === sourceId && t.abilityIndex === index)
    || s.stack.some((t) => t.kind === 'ability' && t.triggered && t.sourceId === sourceId && t.abilityIndex === index);
  for (const { src, name, ref, event } of triggerSources(s)) {
    if (event?.kind !== 'state' || src.zone !== 'battlefield' || waiting(src.id, ref.index)) continue;
    // CR 603.8: a state the engine can't tell triggers nothing here, but answers rest on it (toldConditionOrRest).
    if (toldConditionOrRest(s, event.condition, { controller: src.controller, sourceId: src.id }, src.card.name) !== true) continue;
    fireTrigger(s, out, src, ref, src.controller, 'state', name);
  }
}
