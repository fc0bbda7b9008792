// Delayed triggered abilities about one object (CR 603.7c): "When that creature dies this turn, create a 3/2 … token"
// triggers when that object is put into a graveyard from the battlefield (700.4) in the turn it was created (603.7b),
// once: the object that died is a new object in the graveyard (400.7), what the ability's "it" then names.

import type { GameEvent, Outcome } from '../state/events';
import type { GameState, StackAbility } from '../state/game-state';
import { newStackId } from '../state/game-state';

/** The delayed triggers waiting for the object of `e` to die trigger (read from a `zone-changed` event). */
export function diedDelayedTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'zone-changed' }>): void {
  if (e.from !== 'battlefield' || e.to !== 'graveyard' || !s.delayedObjectTriggers?.length) return;
  const due = s.delayedObjectTriggers.filter((d) => d.objectId === e.objectId && d.turn === s.turn);
  if (due.length === 0) return;
  s.delayedObjectTriggers = s.delayedObjectTriggers.filter((d) => !due.includes(d));
  for (const d of due) {
    const entry: StackAbility = {
      kind: 'ability', id: newStackId(s), sourceId: d.sourceId, sourceName: d.sourceName, abilityIndex: -1, controller: d.controller,
      effects: d.effects, targets: [], triggered: true, ...(e.newId ? { triggerObject: e.newId } : {}), description: d.description,
    };
    s.pendingTriggers.push(entry);
    const src = s.objects.get(d.sourceId);
    s.triggerLog.push({ sourceId: d.sourceId, cardId: src?.cardId ?? '', cardName: d.sourceName, abilityIndex: -1, event: 'delayed: dies', stackId: entry.id });
    out.event({ type: 'triggered', sourceId: d.sourceId, cardName: d.sourceName, abilityIndex: -1, stackId: entry.id, trigger: 'delayed (dies this turn)' });
  }
}
