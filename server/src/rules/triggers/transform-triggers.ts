// "When this creature transforms into ~" (CR 701.27e, 603.2): a permanent that transformed triggers the abilities of the
// face now up that wait for it to transform into that face (its name, "~": the characteristic it has immediately after).

import type { GameEvent, Outcome } from '../state/events';
import type { GameState } from '../state/game-state';
import type { TriggerSource } from '../state/trigger-moment';
import { fireTrigger } from './fire-trigger';

/** CR 701.27e: `e`'s permanent transformed; its own "transforms into ~" abilities of the face now up trigger. */
export function transformedTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'transformed' }>, sources: readonly TriggerSource[]): void {
  const obj = s.objects.get(e.objectId);
  if (!obj || obj.zone !== 'battlefield') return;
  for (const { src, name, ref, event: ev } of sources) {
    if (src.id !== obj.id || ev?.kind !== 'object-event' || ev.event !== 'transforms into ~' || !ev.subject.self || ev.subject.attached) continue;
    fireTrigger(s, out, src, ref, src.controller, ev.event, name, obj);
  }
}
