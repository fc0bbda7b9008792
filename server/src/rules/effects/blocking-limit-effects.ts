// "~ can block an additional creature this turn", "Target creature can block any number of creatures this turn"
// (CR 509.1a, 509.1b): as the spell or ability resolves, the creature it names (611.2c) may block more attackers until
// the turn ends (514.2); each such effect adds one more (rules/queries/combat-restrictions.ts blockCapacity).

import type { EffectHandlers } from './effect-context';
import { resolveSpec } from './effect-context';
import { lockEffect } from './layered-effects';

export const blockingLimitEffects: EffectHandlers = {
  'blocking-limit': (s, out, e, ctx, cur) => {
    // A limit on what it can block ("can't block Warriors") is a static ability's, not carried out here.
    if (!e.additional || e.cantBlock) return;
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    lockEffect(s, out, e, ids, ctx, cur, 'until-end-of-turn');
    cur.it = ids;
  },
};
