// Effects on damage and life: a source deals damage to objects and players (CR 120.3), players gain, lose or pay
// life (119.3).

import type { EffectHandlers } from '../effect-context';
import { fixedAmount, playersFor, resolveSpec } from '../effect-context';
import { isPlayer } from '../target-legality';
import { damagePermanent, damagePlayer } from '../damage';

export const damageLifeEffects: EffectHandlers = {
  damage: (s, out, e, ctx, cur) => {
    // CR 120.3: the source deals the damage; "it deals" is the object the ability's "it" names.
    const n = fixedAmount(out, e.amount);
    if (n === undefined) return;
    const srcId = e.source?.kind === 'it' ? cur.it[0] ?? ctx.triggerObject : ctx.sourceId;
    const src = srcId ? s.objects.get(srcId) ?? (ctx.movedSourceId ? s.objects.get(ctx.movedSourceId) : undefined) : undefined;
    const ids = resolveSpec(s, out, e.to, ctx, cur);
    for (const id of ids) {
      if (isPlayer(id)) damagePlayer(s, out, id, n, src);
      else {
        const o = s.objects.get(id);
        if (o && o.zone === 'battlefield') damagePermanent(s, out, o, n, src);
      }
    }
    cur.it = ids.filter((id) => !isPlayer(id));
  },
  life: (s, out, e, ctx, cur) => {
    // CR 119.3: gaining or losing life.
    const n = fixedAmount(out, e.amount);
    if (n === undefined) return;
    for (const p of playersFor(s, e.who, ctx, cur)) {
      const delta = e.gain ? n : -n;
      s.life[p] += delta;
      out.event({ type: 'life', player: p, amount: delta, cause: e.pay ? 'paid' : e.gain ? 'gained' : 'lost' });
    }
  },
};
