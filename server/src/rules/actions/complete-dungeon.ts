// Completing a dungeon (CR 309.7): as a venture from the bottommost room (309.5b, 701.49c) or the state-based action of
// 309.6 removes the dungeon card from the game, its owner completes it.

import type { GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';

/** CR 309.7: the player completes the dungeon as it is removed from the game (its object leaves the command zone). */
export function completeDungeon(s: GameState, out: Outcome, p: PlayerId): void {
  const m = s.ventures?.[p];
  if (!m) return;
  const list = s.zones[p].command;
  const i = list.indexOf(m.objectId);
  if (i >= 0) list.splice(i, 1);
  s.objects.delete(m.objectId);
  delete s.ventures![p];
  (s.completedDungeons ??= {})[p] = [...(s.completedDungeons[p] ?? []), m.dungeon];
  out.event({ type: 'completed-dungeon', player: p, dungeon: m.dungeon });
}
