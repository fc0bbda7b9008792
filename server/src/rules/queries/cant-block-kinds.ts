// A permanent's static "This creature can't block creatures with power 3 or greater", "Cowards can't block Warriors",
// "Creatures your opponents control without flying or reach can't block creatures with power 2 or less" (CR 509.1b):
// a restriction on which attackers the creatures it names may block, the attacker matched as it is when blockers are
// declared, "you" its permanent's controller. Which lines these are is the model's (effect-descriptors.ts
// `blocking-limit`); a resolved "… this turn" is not read here.

import type { Effect, ObjectFilter } from '../../model/types';
import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';

function fits(s: GameState, o: GameObject, f: ObjectFilter, holder: GameObject): boolean {
  const c = computeCharacteristics(s, o);
  const hc = computeCharacteristics(s, holder);
  return matchesFilter(o, { ...c, keywords: keywordsOf(c.abilities) }, f, { combat: s.combat, controller: holder.controller, sourceId: holder.id, chosen: holder.chosen, sourceStats: { power: hc.power, toughness: hc.toughness } });
}

/** The permanent whose static ability says blocker `b` can't block attacker `a` (CR 509.1b), or undefined. */
export function cantBlockKindSource(s: GameState, b: GameObject, a: GameObject): GameObject | undefined {
  for (const holder of battlefieldObjects(s)) {
    for (const r of computeCharacteristics(s, holder).abilities) {
      if (r.ability.kind !== 'static' || (r.ability.unsimulated ?? []).length > 0) continue;
      for (const e of r.ability.effects ?? []) if (restricts(s, e, holder, b, a)) return holder;
    }
  }
  return undefined;
}

function restricts(s: GameState, e: Effect, holder: GameObject, b: GameObject, a: GameObject): boolean {
  if (e.kind !== 'blocking-limit' || !e.cantBlock || e.additional || e.thisTurn || e.duration !== 'permanent') return false;
  const names = e.target.kind === 'self' ? b.id === holder.id : e.target.kind === 'all' && fits(s, b, e.target.filter, holder);
  return names && fits(s, a, e.cantBlock, holder);
}
