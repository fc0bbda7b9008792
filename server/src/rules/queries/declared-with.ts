// "~ can't attack unless at least two other creatures attack", "~ can't block unless a black or green creature also
// blocks" (CR 508.1c, 509.1b): a restriction on a creature of its own static ability whose condition is about the other
// creatures declared with it. It is checked against the whole proposed declaration — the attacking or blocking creatures
// the player declares at once — not against the game before it (combat-restrictions.ts skips it there: unknown).
// The descriptor's side: model/abilities/effect-descriptors.ts staticRestrictionUnlessSimulated (`inCombatWithRestriction`).

import type { Condition, Effect } from '../../model/types';
import type { GameObject, GameState } from '../state/game-state';
import { computeCharacteristics, whileUnchanged } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { inCombatWithRestriction, ownStatCompared } from '../../model/abilities/effect-descriptors';

type InCombatWith = Condition & { kind: 'in-combat-with' };

/** The "unless … also attack(s) / block(s)" conditions of `o`'s own static abilities restricting it as `as`. */
function ownConditions(s: GameState, o: GameObject, as: 'attack' | 'block'): InCombatWith[] {
  const out: InCombatWith[] = [];
  for (const ref of computeCharacteristics(s, o).abilities) {
    const a = ref.ability;
    if (a.kind !== 'static') continue;
    for (const e of (a.effects ?? []) as Effect[]) {
      const c = inCombatWithRestriction(e);
      if (c && c.action === as) out.push(c);
    }
  }
  return out;
}

/**
 * CR 508.1c, 509.1b: whether `o`, declared as an attacker (blocker) with `declared` (the whole declaration, `o` among
 * them), breaks a restriction of its own: fewer of the other declared creatures match the condition's creatures than it
 * asks ("at least two other creatures": two; "a black or green creature also": one). Their characteristics now.
 */
export function declaredWithBroken(s: GameState, o: GameObject, as: 'attack' | 'block', declared: readonly GameObject[]): boolean {
  return whileUnchanged(s, () => ownConditions(s, o, as).some((c) => {
    // "a creature with greater power": greater than this creature's power now (ownStatCompared, CR 208.1).
    const own = computeCharacteristics(s, o);
    const filter = ownStatCompared(c.filter);
    const others = declared.filter((x) => x.id !== o.id && matchesFilter(x, { ...computeCharacteristics(s, x), keywords: keywordsOf(computeCharacteristics(s, x).abilities) }, filter, { combat: s.combat, controller: o.controller, sourceId: o.id, sourceStats: { power: own.power, toughness: own.toughness } }));
    // "a … also attacks": one; "at least two other creatures": two (inCombatWithRestriction reads no other count).
    return others.length < (c.cmp === undefined ? 1 : c.n ?? 1);
  }));
}
