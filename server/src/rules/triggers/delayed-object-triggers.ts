// Delayed triggered abilities about one object (CR 603.7c): "When that creature dies this turn, create a 3/2 … token"
// triggers when that object is put into a graveyard from the battlefield (700.4) — "leaves the battlefield": goes to any
// zone — in the turn it was created (603.7b), once: the object is then a new object (400.7), what its "it" names.

import type { GameEvent, Outcome } from '../state/events';
import type { GameState, StackAbility } from '../state/game-state';
import { newStackId } from '../state/game-state';

/** The delayed triggers waiting for the object of `e` to die or leave the battlefield trigger (read from a `zone-changed` event). */
export function leftDelayedTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'zone-changed' }>): void {
  if (e.from !== 'battlefield' || !s.delayedObjectTriggers?.length) return;
  const due = s.delayedObjectTriggers.filter((d) => d.objectId === e.objectId && d.turn === s.turn && (d.event === 'leaves' || e.to === 'graveyard'));
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
    out.event({ type: 'triggered', sourceId: d.sourceId, cardName: d.sourceName, abilityIndex: -1, stackId: entry.id, trigger: d.event === 'dies' ? 'delayed (dies this turn)' : 'delayed (leaves the battlefield this turn)' });
  }
}
