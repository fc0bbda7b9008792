// "All creatures able to block target creature this turn do so" (CR 509.1c): a requirement locked on the creatures it
// names as it resolves (611.2c) until the turn ends (514.2), read by rules/queries/lure-requirement.ts.

import type { EffectHandlers } from './effect-context';
import { resolveSpec } from './effect-context';
import { lockEffect } from './layered-effects';

export const lureEffects: EffectHandlers = {
  'must-be-blocked': (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    lockEffect(s, out, e, ids, ctx, cur, 'until-end-of-turn');
    cur.it = ids;
  },
};
