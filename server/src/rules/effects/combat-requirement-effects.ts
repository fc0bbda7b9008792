// "Target creature attacks this turn if able", "… blocks this turn if able" (CR 508.1d, 509.1c): a resolved requirement
// on the objects it names as it resolves (611.2c), read by rules/queries/combat-restrictions.ts as they are declared
// attackers or blockers, until the turn ends (514.2). A requirement naming whom to attack or block is not carried out.

import type { EffectHandlers } from './effect-context';
import { resolveSpec } from './effect-context';
import { lockEffect } from './layered-effects';

export const combatRequirementEffects: EffectHandlers = {
  'combat-requirement': (s, out, e, ctx, cur) => {
    // CR 509.1c, 702.39a: "blocks this creature this turn if able": the creature to block is the effect's source (kept with it).
    if (e.whom !== undefined && !(e.action === 'block' && typeof e.whom === 'object' && e.whom.kind === 'self')) return;
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    // CR 514.2: "this turn" ends at cleanup. "this combat" too: the engine's turn has one combat phase (500.8 not carried out).
    lockEffect(s, out, e, ids, ctx, cur, 'until-end-of-turn');
    cur.it = ids;
  },
};
