// Energy (CR 107.14, 122.1): "you get {E}{E}" puts energy counters on a player; "pay {E}{E}" removes them, and a player
// with fewer can't pay (118.3). The counters stay until spent (they are no state-based matter, 122.1f). "an amount of {E}
// equal to …" is as many as the quantity counts as the instruction is followed (107.3, 608.2h).

import { energyOf } from '../state/game-state';
import type { EffectHandlers } from './effect-context';
import { amountOf, playersFor } from './effect-context';
import { msg } from '../../i18n';

export const energyEffects: EffectHandlers = {
  energy: (s, out, e, ctx, cur) => {
    // CR 107.3, 608.2h: an amount "equal to …" counted now (undefined: that part does nothing, noted by amountOf).
    const count = e.amount ? amountOf(s, out, e.amount, ctx, cur) : e.count;
    if (count === undefined) return;
    for (const p of playersFor(s, e.who ?? 'you', ctx, cur)) {
      if (!e.pay) {
        (s.energy ??= {})[p] = energyOf(s, p) + count;
        out.note({ why: msg('rules.effect.energy-gained', { player: p, count, total: energyOf(s, p) }), cr: ['107.14', '122.1'] });
        continue;
      }
      // CR 118.3: a cost can't be paid without the resources; "If you do" after it is then false.
      if (energyOf(s, p) < count) {
        cur.did = false;
        continue;
      }
      (s.energy ??= {})[p] = energyOf(s, p) - count;
      out.note({ why: msg('rules.effect.energy-paid', { player: p, count, total: energyOf(s, p) }), cr: ['107.14'] });
    }
  },
};
