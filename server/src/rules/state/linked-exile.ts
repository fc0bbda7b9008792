// Linked abilities that exile cards (CR 607.2a, 406.6): the cards one ability of an object exiled, which another
// ability of the same object names as "the exiled card(s)". Kept per object (a new object after a zone change has
// none, 400.7); only cards still in exile count — a card that left exile is a new object (400.7).

import type { GameState } from './game-state';

/** `sourceId`'s ability exiled the object `exiledId` (CR 607.2a). */
export function recordExiled(s: GameState, sourceId: string, exiledId: string): void {
  if (!sourceId) return;
  const list = ((s.linkedExiles ??= {})[sourceId] ??= []);
  if (!list.includes(exiledId)) list.push(exiledId);
}

/** The cards the abilities of `sourceId` exiled that are still in exile, oldest first (CR 607.2a, 406.6). */
export function exiledWith(s: GameState, sourceId: string): string[] {
  return (s.linkedExiles?.[sourceId] ?? []).filter((id) => s.objects.get(id)?.zone === 'exile');
}
