// Prevention effects (CR 615): "Prevent all combat damage that would be dealt this turn" — a shield that stops every
// combat damage event until the turn ends (615.1, 615.3; it ends at cleanup, 514.2).

import type { EffectHandlers } from './effect-context';
import { msg } from '../../i18n';

export const preventionEffects: EffectHandlers = {
  'prevent-damage': (s, out) => {
    s.preventCombatDamage = true;
    out.note({ why: msg('rules.effect.combat-damage-prevented'), cr: ['615.1a', '615.3'] });
  },
};
