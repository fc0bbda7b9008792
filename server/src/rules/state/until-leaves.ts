// "Exile target creature an opponent controls until ~ leaves the battlefield" (CR 610.3): the exile is a one-shot effect,
// and a second one-shot effect is created immediately after ~ leaves the battlefield, returning the exiled card to its
// previous zone (610.3) — to the battlefield under its owner's control (610.3c). The pairs of permanent and exiled card
// waiting for that.

import type { GameState, ZoneName } from './game-state';

/** CR 610.3: `exiledId` returns to zone `from` once `sourceId` leaves the battlefield. */
export function recordUntilLeaves(s: GameState, sourceId: string, exiledId: string, from: ZoneName): void {
  (s.untilLeaves ??= []).push({ sourceId, exiledId, from });
}

/** CR 610.3, 610.3d: `sourceId` left the battlefield: the exiled cards waiting for it that are still in exile, all at once. */
export function takeUntilLeft(s: GameState, sourceId: string): { id: string; to: ZoneName }[] {
  if (!s.untilLeaves?.length) return [];
  const due = s.untilLeaves.filter((x) => x.sourceId === sourceId);
  if (due.length === 0) return [];
  s.untilLeaves = s.untilLeaves.filter((x) => x.sourceId !== sourceId);
  return due.filter((x) => s.objects.get(x.exiledId)?.zone === 'exile').map((x) => ({ id: x.exiledId, to: x.from }));
}
