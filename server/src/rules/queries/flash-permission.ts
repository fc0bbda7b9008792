// "You may cast <spells> as though they had flash" of a permanent's static ability (CR 702.8a, 601.3, 608.2d… a
// permission, 117.1a): its controller may cast a spell the words name any time they could cast an instant. The spell
// is matched as it would be on the stack (601.2a: "spells" read as cards, player-restrictions.ts `asCard`). "As long as
// …" before it holds as the static conditions are read (rules/layers/static-conditions.ts, 611.3a); "Any player may"
// is not carried out (model/abilities/effect-descriptors.ts).

import type { Effect } from '../../model/types';
import type { Characteristics } from '../state/characteristics';
import type { CopiableValues, GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { staticConditionHolds } from '../layers/static-conditions';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { asCard } from './player-restrictions';

/** The "cast … as though they had flash" permissions of one static ability's effects that hold now. */
function permissions(s: GameState, effects: readonly Effect[], src: GameObject): Extract<Effect, { kind: 'cast-as-flash' }>[] {
  return effects.flatMap((e) => {
    if (e.kind === 'optional' && e.who === 'you' && !e.anyPlayer) return e.effects.filter((x) => x.kind === 'cast-as-flash');
    if (e.kind === 'conditional' && e.asLongAs && staticConditionHolds(s, e.condition, src) === true) return permissions(s, e.effects, src);
    return [];
  });
}

/**
 * CR 702.8a, 601.3: the name of a permanent `player` controls whose static ability lets them cast `card` (as `view`
 * shows the spell it would be) as though it had flash, or undefined.
 */
export function flashGrantedBy(s: GameState, player: PlayerId, card: GameObject, view: CopiableValues | Characteristics): string | undefined {
  for (const p of battlefieldObjects(s)) {
    if (p.controller !== player) continue;
    const ch = computeCharacteristics(s, p);
    for (const ref of ch.abilities) {
      if (ref.ability.kind !== 'static') continue;
      for (const e of permissions(s, ref.ability.effects ?? [], p)) {
        if (matchesFilter(card, { ...view, keywords: keywordsOf(view.abilities) }, asCard(e.spells), { combat: s.combat, controller: p.controller, sourceId: p.id, chosen: p.chosen })) return ch.name ?? p.card.name;
      }
    }
  }
  return undefined;
}
