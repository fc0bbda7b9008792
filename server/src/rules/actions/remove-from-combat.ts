// Removing a permanent from combat (CR 506.4): it stops being an attacking, blocking, blocked or unblocked creature
// — when its controller changes, it phases out, or it stops being a creature.

import type { GameState } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics } from '../layers';
import { hasType } from '../state/objects';
import { acting } from '../state/acting';
import { msg, nounOf } from '../../i18n';

/** CR 506.4: a permanent is removed from combat if its controller changes or it phases out. */
export function removeFromCombat(s: GameState, out: Outcome, id: string): void {
  const c = s.combat;
  if (!c) return;
  const was = id in c.attackers || Object.values(c.blocks).some((bs) => bs.includes(id));
  if (!was) return;
  delete c.attackers[id];
  if (c.attacking) delete c.attacking[id];
  if (c.assignments) delete c.assignments[id];
  if (c.blocked) c.blocked = c.blocked.filter((a) => a !== id);
  for (const a of Object.keys(c.blocks)) c.blocks[a] = c.blocks[a]!.filter((b) => b !== id);
  out.event({ type: 'removed-from-combat', objectId: id });
}

/**
 * CR 506.4: an attacking or blocking creature that stops being a creature (a type-changing effect: "becomes a Forest
 * land"), or becomes a battle, is removed from combat. Checked each time the game settles, before state-based actions.
 * OPEN QUESTION (not modeled): a planeswalker or battle being attacked that stops being one is also removed from
 * combat (506.4, 506.4c–e); its attackers keep attacking nothing, which the combat state can't say yet.
 */
export function removeNoncreaturesFromCombat(s: GameState, out: Outcome): void {
  const c = s.combat;
  if (!c) return;
  for (const id of new Set([...Object.keys(c.attackers), ...Object.values(c.blocks).flat()])) {
    const o = s.objects.get(id);
    if (!o || o.zone !== 'battlefield') continue;
    const chars = computeCharacteristics(s, o);
    if (hasType(chars.cardTypes, 'creature') && !hasType(chars.cardTypes, 'battle')) continue;
    out.note({ why: msg('rules.act.no-longer-creature', { card: chars.name ?? 'none', id, noun: nounOf(chars.cardTypes) }), cr: ['506.4'] });
    acting(s, () => removeFromCombat(s, out, id)); // a write: the next creature's read sees it (rules/state/acting.ts)
  }
}
