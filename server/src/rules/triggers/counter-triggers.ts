// Abilities that trigger as counters are removed (CR 603.2, 122.1): "When the last time counter is removed from this
// permanent, sacrifice it" (702.63a vanishing) — the permanent left with none of that kind, whatever removed them.

import type { GameEvent, Outcome } from '../state/events';
import type { GameState } from '../state/game-state';
import type { TriggerSource } from '../state/trigger-moment';
import { fireTrigger } from './fire-trigger';

/** CR 603.2, 702.63a: a permanent's own "when the last [kind] counter is removed from this permanent" as its last one is. */
export function lastCounterRemovedTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'counter-removed' }>, sources: readonly TriggerSource[]): void {
  const o = s.objects.get(e.objectId);
  if (!o || o.zone !== 'battlefield' || (o.counters[e.counter] ?? 0) > 0) return;
  for (const { src, name, ref, event: t } of sources) {
    if (src.id !== o.id || t?.kind !== 'counters-placed' || !t.removed || !t.last || !t.on.self || t.on.attached || t.counter !== e.counter) continue;
    fireTrigger(s, out, src, ref, src.controller, `the last ${e.counter} counter is removed`, name);
  }
}
