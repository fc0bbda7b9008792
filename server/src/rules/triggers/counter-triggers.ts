// Abilities that trigger as counters are removed (CR 603.2, 122.1): "When the last time counter is removed from this
// permanent, sacrifice it" (702.63a vanishing) — the permanent left with none of that kind, whatever removed them.

import type { GameEvent, Outcome } from '../state/events';
import type { GameState } from '../state/game-state';
import type { TriggerSource } from '../state/trigger-moment';
import { fireTrigger } from './fire-trigger';
import { eventSubjectMatches } from './subjects';
import { countersPutFired } from '../../model/abilities/effect-descriptors';

/** CR 603.2, 702.63a: a permanent's own "when the last [kind] counter is removed from this permanent" as its last one is. */
export function lastCounterRemovedTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'counter-removed' }>, sources: readonly TriggerSource[]): void {
  const o = s.objects.get(e.objectId);
  if (!o || o.zone !== 'battlefield' || (o.counters[e.counter] ?? 0) > 0) return;
  for (const { src, name, ref, event: t } of sources) {
    if (src.id !== o.id || t?.kind !== 'counters-placed' || !t.removed || !t.last || !t.on.self || t.on.attached || t.counter !== e.counter) continue;
    fireTrigger(s, out, src, ref, src.controller, `the last ${e.counter} counter is removed`, name);
  }
}

/**
 * CR 122.6, 603.2c: "Whenever one or more +1/+1 counters are put on ~ / a permanent you control" triggers once for each
 * object that got counters of that kind at once; "Whenever a +1/+1 counter is put on ~ / a creature" once for each
 * counter (each one an occurrence of the event). Counters it entered with count (122.6). The object is read as it is
 * when triggers are read.
 * OPEN QUESTION: a creature that got -1/-1 counters and died by a state-based action before triggers were read (117.5)
 * is read in its graveyard, not as it last existed on the battlefield (603.10 does not make this a leaves-the-battlefield
 * trigger).
 */
export function countersPutTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'counter-added' }>, sources: readonly TriggerSource[]): void {
  const o = s.objects.get(e.objectId);
  if (!o || e.count <= 0) return;
  for (const { src, name, ref, event: t } of sources) {
    if (t?.kind !== 'counters-placed' || t.removed || t.counter !== e.counter || !countersPutFired(t)) continue;
    if (!eventSubjectMatches(s, { subject: t.on }, src, o)) continue;
    const times = t.oneOrMore ? 1 : Math.min(e.count, 100);
    for (let i = 0; i < times; i++) fireTrigger(s, out, src, ref, src.controller, `${e.counter} counter put`, name, o);
  }
}
