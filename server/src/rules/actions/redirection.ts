// Redirection effects (CR 614.9): "The next 1 damage that would be dealt to ~ this turn is dealt to target creature you
// control instead", "All combat damage that would be dealt to you by unblocked creatures this turn is dealt to ~
// instead", "The next time a source of your choice would deal damage to you this turn, that damage is dealt to …
// instead" (615.8's "next time", 609.7a). A resolved one is a shield kept with the turn's prevention shields (it ends at
// cleanup, 514.2), watching the same damage a prevention shield would (rules/actions/prevention.ts shieldApplies); the
// damage it takes is dealt by the same source to its new recipient (rules/actions/damage.ts), where other effects may
// apply to it, but not the same one again (614.5).
// OPEN QUESTION (616.1): the affected player or controller orders the replacement and prevention effects that apply; the
// engine applies protection first, then redirections oldest first, then prevention shields.

import type { Outcome } from '../state/events';
import type { GameObject, GameState, PreventionShield } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { hasType } from '../state/objects';
import { shieldApplies } from './prevention';
import { msg } from '../../i18n';

export interface Redirected {
  /** The object or player the damage is dealt to instead. */
  onto: string;
  amount: number;
}

const isPlayerId = (id: string): boolean => id === 'you' || id === 'opponent';

/** CR 614.9: a permanent can still be dealt the redirected damage (on the battlefield, a creature, planeswalker or battle). */
function canTake(s: GameState, id: string): boolean {
  if (isPlayerId(id)) return true;
  const o = s.objects.get(id);
  if (!o || o.zone !== 'battlefield' || o.phasedOut) return false;
  const types = computeCharacteristics(s, o).cardTypes;
  return hasType(types, 'creature') || hasType(types, 'planeswalker') || hasType(types, 'battle');
}

/**
 * The part of `amount` that `src` would deal to `to` which this turn's redirection shields deal elsewhere (CR 614.9), each
 * shield at most once for this damage and what it became (`used`, 614.5); "the next N damage" is used up by what it
 * takes (615.7's shield, read for redirection), "the next time" takes one instance of damage whole (615.8).
 */
export function redirections(s: GameState, out: Outcome, to: string, src: GameObject | undefined, amount: number, combat: boolean, used: Set<PreventionShield>): { left: number; moved: Redirected[] } {
  const moved: Redirected[] = [];
  let left = amount;
  for (const shield of s.preventionShields ?? []) {
    if (left <= 0) break;
    if (shield.redirectTo === undefined || used.has(shield) || !shieldApplies(s, shield, to, src, combat)) continue;
    // CR 614.9: redirected to a permanent no longer there or no longer a creature, planeswalker or battle: the effect
    // does nothing. OPEN QUESTION: whether a "next N" shield is then used up; here it is kept for later damage.
    if (shield.redirectTo === to || !canTake(s, shield.redirectTo)) {
      if (shield.redirectTo !== to) out.note({ why: msg('rules.act.redirect-does-nothing', { source: shield.sourceName }), cr: ['614.9'] });
      continue;
    }
    used.add(shield);
    const n = Math.min(left, shield.left);
    left -= n;
    shield.left -= n;
    if (shield.once) shield.left = 0; // CR 615.8: the next instance of damage, then no more
    const onto = shield.redirectTo;
    // A face-down permanent has no name (CR 708.2a): its id, never the hidden card's name.
    const name = isPlayerId(onto) ? onto : computeCharacteristics(s, s.objects.get(onto)!).name ?? onto;
    out.note({ why: msg('rules.act.damage-redirected', { source: shield.sourceName, amount: n, onto: name }), cr: ['614.9'] });
    moved.push({ onto, amount: n });
  }
  return { left, moved };
}
