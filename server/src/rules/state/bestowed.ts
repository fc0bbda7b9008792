// Bestowed (CR 702.103b): a spell cast bestowed is a bestowed Aura spell, and the permanent it becomes a bestowed Aura,
// until it ceases to be bestowed: its target illegal as it begins resolving (702.103e, `SpellInfo.bestowEnded`), or the
// permanent unattached (702.103f: the object it enchants gone from the battlefield; made unattached by the state-based
// actions when attached to an illegal object, rules/game/sba.ts). Once unattached it never is again, so "attached to a
// permanent" is what being bestowed on the battlefield means (the permanent knows its bestow cost was paid, 400.7d). A
// copy of a bestowed Aura spell is one too (CR 702.103c: rules/game/copy-spell.ts copies the costs paid).

import type { GameObject, GameState } from './game-state';

/** CR 702.103b, 702.103e–f: whether `o` is a bestowed Aura spell or a bestowed Aura now. */
export function isBestowed(s: GameState, o: GameObject): boolean {
  if (o.zone === 'stack') return !!o.spell?.costsPaid?.includes('bestow') && !o.spell.bestowEnded;
  if (o.zone !== 'battlefield' || !o.costsPaid?.includes('bestow') || !o.attachedTo) return false;
  return s.objects.get(o.attachedTo)?.zone === 'battlefield';
}
