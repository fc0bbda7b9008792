// "Target creature attacks this turn if able", "… blocks this turn if able" (CR 508.1d, 509.1c): a resolved requirement
// on the objects it names as it resolves (611.2c), read by rules/queries/combat-restrictions.ts as they are declared
// attackers or blockers, until the turn ends (514.2). "… attacks you / target opponent this turn if able" names the
// player it attacks, found as it resolves (the effect's `chosen.player`, 608.2d): attacking that player obeys it, a
// planeswalker or battle doesn't (508.1d). A requirement naming whom to block, but its own creature, is not carried out.

import type { EffectHandlers } from './effect-context';
import { playersFor, resolveSpec } from './effect-context';
import { lockEffect } from './layered-effects';
import { attackedPlayerKnown } from '../../model/abilities/effect-descriptors';

export const combatRequirementEffects: EffectHandlers = {
  'combat-requirement': (s, out, e, ctx, cur) => {
    // CR 508.1d: "attacks you / target player this turn if able": the creature named first, then the player (601.2c).
    if (e.action === 'attack' && typeof e.whom === 'string') {
      if (!attackedPlayerKnown(e.whom)) return;
      const ids = resolveSpec(s, out, e.target, ctx, cur);
      const [player] = playersFor(s, e.whom, ctx, cur);
      if (player !== undefined) lockEffect(s, out, e, ids, ctx, cur, 'until-end-of-turn', player);
      cur.it = ids;
      return;
    }
    // CR 509.1c, 702.39a: "blocks this creature this turn if able": the creature to block is the effect's source (kept with it).
    if (e.whom !== undefined && !(e.action === 'block' && typeof e.whom === 'object' && e.whom.kind === 'self')) return;
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    // CR 514.2: "this turn" ends at cleanup. "this combat" too: the engine's turn has one combat phase (500.8 not carried out).
    lockEffect(s, out, e, ids, ctx, cur, 'until-end-of-turn');
    cur.it = ids;
  },
};
