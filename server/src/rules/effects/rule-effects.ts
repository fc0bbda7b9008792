// Rules a resolving spell or ability changes for the rest of the turn (model/abilities/rule-sentences.ts): "You may
// play an additional land this turn" (CR 305.2a: one more land for its controller this turn), "Damage can't be
// prevented this turn" (615.12: rules/actions/prevention.ts) and "~ assigns no combat damage this turn" (510.1a:
// combat-damage-rule-effects.ts). The rules a static ability states are read where they apply
// (rules/queries/rule-sentences.ts); as an instruction they do nothing more.

import type { EffectHandlers } from './effect-context';
import { noCombatDamageRule } from './combat-damage-rule-effects';

export const ruleEffects: EffectHandlers = {
  rule: (s, out, e, ctx, cur) => {
    // CR 510.1a: "~ / it assigns no combat damage this turn" (rules/effects/combat-damage-rule-effects.ts).
    noCombatDamageRule(s, out, e, ctx, cur);
    if (e.rule === 'additional-land-this-turn') {
      // CR 305.2a: counted until the turn ends (rules/game/turn.ts), read by rules/game/casting.ts.
      const extra = (s.extraLandsThisTurn ??= {});
      extra[ctx.controller] = (extra[ctx.controller] ?? 0) + 1;
    } else if (e.rule === 'damage-cant-be-prevented-this-turn') s.unpreventableTurn = s.turn; // CR 615.12
  },
};
