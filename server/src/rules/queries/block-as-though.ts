// A permanent's static "~ can block Dragons as though it had reach", "~ can block creatures with shadow as though ~ had
// shadow" (CR 509.1b, 609.4): against an attacker of that kind, the blocker's evasion checks treat it as having those
// keywords (flying answered by reach or flying, 702.9b, 702.17b; shadow by shadow, 702.28b; horsemanship, 702.31b); it
// gains nothing. Which lines these are is the model's (effect-descriptors.ts `block-as-though`): about itself only.

import { AS_THOUGH_KEYWORDS } from '../../model/abilities/effect-descriptors';
import type { GameObject, GameState } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';

/** CR 609.4: the keywords blocker `b` blocks attacker `a` as though it had (its own static abilities). */
export function blockAsThough(s: GameState, b: GameObject, a: GameObject): ReadonlySet<string> {
  const out = new Set<string>();
  let view: ReturnType<typeof computeCharacteristics> | undefined;
  for (const r of computeCharacteristics(s, b).abilities) {
    if (r.ability.kind !== 'static' || (r.ability.unsimulated ?? []).length > 0) continue;
    for (const e of r.ability.effects ?? []) {
      if (e.kind !== 'block-as-though' || e.target.kind !== 'self' || e.duration !== 'permanent') continue;
      view ??= computeCharacteristics(s, a);
      if (!matchesFilter(a, { ...view, keywords: keywordsOf(view.abilities) }, e.attackers, { combat: s.combat, controller: b.controller, sourceId: b.id, chosen: b.chosen })) continue;
      for (const k of e.keywords) if (AS_THOUGH_KEYWORDS.has(k)) out.add(k);
    }
  }
  return out;
}
