// Chapter abilities trigger (CR 714.2b): "{rN}—[Effect]" means "When one or more lore counters are put onto this Saga,
// if the number of lore counters on it was less than N and became at least N, [effect]" — as the Saga enters with its
// lore counter (714.3a), in its controller's precombat main phase (714.3b) or by an effect. "I, II —" is one ability for
// each number (714.2c): each triggers on its own.

import type { GameEvent, Outcome } from '../state/events';
import type { GameState } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { chapterAbilities } from '../queries/saga';
import { fireTrigger } from './fire-trigger';

/**
 * CR 714.2b, 603.2: lore counters put onto a permanent trigger its chapter abilities whose number the count passed.
 * The count before is the count now less the counters this event put (the event is read before anything else changes
 * them: triggers are read before a player would receive priority, 603.3).
 * OPEN QUESTION: two lore-counter events logged before triggers are read (one action putting lore counters twice) are
 * each read against the count after both; no card the engine reads does that.
 */
export function chapterTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'counter-added' }>): void {
  if (e.counter !== 'lore' || e.count <= 0) return;
  const o = s.objects.get(e.objectId);
  if (!o || o.zone !== 'battlefield') return;
  const c = computeCharacteristics(s, o);
  const now = o.counters['lore'] ?? 0;
  const before = Math.max(0, now - e.count);
  const name = c.name ?? 'face-down permanent';
  for (const { ref, numbers } of chapterAbilities(c)) {
    for (const n of numbers) if (before < n && now >= n) fireTrigger(s, out, o, ref, o.controller, `chapter ${n}`, name);
  }
}
