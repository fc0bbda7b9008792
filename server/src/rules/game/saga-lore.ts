// CR 714.3b: as a player's precombat main phase begins, that player puts a lore counter on each Saga they control with
// one or more chapter abilities — a turn-based action that doesn't use the stack; the chapter abilities it makes
// trigger (714.2b) go on the stack before the player receives priority (603.3).

import type { GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeAllCharacteristics } from '../layers';
import { sagaWithChapters } from '../queries/saga';
import { addCounters } from '../effects/status-effects';

/** CR 714.3b: the active player's Sagas with chapter abilities each get a lore counter (all read before any is put). */
export function precombatMainLore(s: GameState, out: Outcome): void {
  const chars = computeAllCharacteristics(s);
  const sagas = battlefieldObjects(s).filter((o) => {
    const c = chars.get(o.id);
    return o.controller === s.activePlayer && !!c && sagaWithChapters(c);
  });
  for (const o of sagas) addCounters(s, out, o.id, 'lore', 1);
}
