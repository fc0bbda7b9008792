// "Each creature you control assigns combat damage equal to its toughness rather than its power", "Enchanted creature
// … assigns combat damage equal to its toughness rather than its power" of a permanent's static ability (CR 510.1c–d,
// 510.1a: the amount a creature assigns): read by rules/game/combat-damage.ts. "As long as …" before it holds as the
// static conditions are read (rules/layers/static-conditions.ts, 611.3a).

import type { Effect, StaticAbility } from '../../model/types';
import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { staticConditionHolds } from '../layers/static-conditions';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';

/** The "assigns … by toughness" effects of one static ability's effects that exist now. */
function byToughness(s: GameState, effects: readonly Effect[], src: GameObject): Extract<Effect, { kind: 'assign-by-toughness' }>[] {
  return effects.flatMap((e) => {
    if (e.kind === 'assign-by-toughness') return [e];
    if (e.kind === 'conditional' && e.asLongAs && staticConditionHolds(s, e.condition, src) === true) return byToughness(s, e.effects, src);
    return [];
  });
}

/** CR 510.1a: whether creature `o` assigns combat damage equal to its toughness rather than its power. */
export function assignsByToughness(s: GameState, o: GameObject): boolean {
  let view: ReturnType<typeof computeCharacteristics> | undefined;
  for (const p of battlefieldObjects(s)) {
    for (const ref of computeCharacteristics(s, p).abilities) {
      if (ref.ability.kind !== 'static' || (ref.ability.unsimulated ?? []).length > 0) continue;
      const st = ref.ability as StaticAbility;
      for (const e of byToughness(s, st.effects ?? [], p)) {
        const t = e.target;
        if (t.kind === 'self' ? p.id === o.id : t.kind === 'all' && matchesFilter(o, { ...(view ??= computeCharacteristics(s, o)), keywords: keywordsOf(view.abilities) }, st.appliesTo ?? t.filter, { combat: s.combat, controller: p.controller, sourceId: p.id, chosen: p.chosen, sourceAttachedTo: p.attachedTo })) return true;
      }
    }
  }
  return false;
}
