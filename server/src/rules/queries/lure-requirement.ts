// "All creatures able to block ~ do so", "All creatures able to block enchanted creature do so" (a permanent's static
// ability) and "All creatures able to block target creature this turn do so" (a resolved effect, until the turn ends,
// 514.2): a requirement on every creature the defending player controls (CR 509.1c), read as blockers are declared
// (rules/game/combat.ts).

import type { ObjectFilter, StaticAbility } from '../../model/types';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';

/**
 * CR 509.1c: whether creatures able to block attacker `a` must block it; with `blocker`, whether that creature must
 * ("All Walls able to block ~ do so": only the creatures of that kind, matched as blockers are declared).
 */
export function allMustBlock(s: GameState, a: GameObject, blocker?: GameObject): boolean {
  const blockerMatches = (filter: ObjectFilter | undefined, controller: PlayerId, sourceId: string, chosen?: GameObject['chosen']): boolean => {
    if (!filter || !blocker) return true;
    const bv = computeCharacteristics(s, blocker);
    return matchesFilter(blocker, { ...bv, keywords: keywordsOf(bv.abilities) }, filter, { combat: s.combat, controller, sourceId, chosen });
  };
  for (const e of s.effects) {
    if (e.effect.kind !== 'must-be-blocked' || !e.affected.includes(a.id)) continue;
    if (blockerMatches(e.effect.blockers, e.controller, e.sourceId)) return true;
  }
  let view: ReturnType<typeof computeCharacteristics> | undefined;
  for (const p of battlefieldObjects(s)) {
    for (const ref of computeCharacteristics(s, p).abilities) {
      if (ref.ability.kind !== 'static' || (ref.ability.unsimulated ?? []).length > 0) continue;
      const st = ref.ability as StaticAbility;
      for (const e of st.effects ?? []) {
        if (e.kind !== 'must-be-blocked' || e.thisTurn) continue;
        const t = e.target;
        const names = t.kind === 'self' ? p.id === a.id : t.kind === 'all' && matchesFilter(a, { ...(view ??= computeCharacteristics(s, a)), keywords: keywordsOf(view.abilities) }, st.appliesTo ?? t.filter, { combat: s.combat, controller: p.controller, sourceId: p.id, chosen: p.chosen, sourceAttachedTo: p.attachedTo });
        if (names && blockerMatches(e.blockers, p.controller, p.id, p.chosen)) return true;
      }
    }
  }
  return false;
}
