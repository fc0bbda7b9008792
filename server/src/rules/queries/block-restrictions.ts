// "Can't be blocked by …" and "can't be blocked except by …" restrictions of static abilities (CR 509.1b: a
// restriction on which creatures can block an attacker): "This creature can't be blocked by Walls", "… except by black
// creatures", "Creatures you control can't be blocked by red creatures", "Equipped creature can't be blocked by …".
// The blocker is matched as it is now (613); a restriction of a resolved effect ("… this turn") is not carried out
// (model/abilities/effect-descriptors.ts marks it not simulated).

import type { GameObject, GameState, Reason } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { msg } from '../../i18n';

function view(s: GameState, o: GameObject) {
  const c = computeCharacteristics(s, o);
  return { ...c, keywords: keywordsOf(c.abilities) };
}

/** CR 509.1b: why `b` can't block `a` by a "can't be blocked (except) by …" static ability that applies to `a`, or null. */
export function blockedByRestriction(s: GameState, b: GameObject, a: GameObject): Reason | null {
  for (const p of battlefieldObjects(s)) {
    for (const ref of computeCharacteristics(s, p).abilities) {
      const ab = ref.ability;
      if (ab.kind !== 'static') continue;
      for (const e of ab.effects ?? []) {
        if (e.kind !== 'block-restriction' || e.thisTurn) continue;
        const ctx = { combat: s.combat, controller: p.controller, sourceId: p.id, chosen: p.chosen, sourceAttachedTo: p.attachedTo };
        const t = e.target;
        const applies = t.kind === 'self' ? p.id === a.id : t.kind === 'all' ? matchesFilter(a, view(s, a), ab.appliesTo ?? t.filter, ctx) : false;
        if (!applies) continue;
        const named = matchesFilter(b, view(s, b), e.by, ctx);
        if (e.except ? !named : named) return { why: msg('rules.combat.cant-be-blocked-by', { attacker: a.id, blocker: b.id }), cr: ['509.1b'] };
      }
    }
  }
  return null;
}
