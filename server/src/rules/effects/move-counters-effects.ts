// "Move a +1/+1 counter from target creature you control onto another target creature", "move all +1/+1 counters from
// all creatures onto it" (CR 122.5): each counter is removed from the object it is on and put onto the other; where
// that isn't possible — the same object, no such counter, either object no longer on the battlefield — nothing moves.
// "Put its counters on …" (the counters a creature had as it left, 122.8) is not carried out here.

import type { EffectHandlers } from './effect-context';
import { resolveSpec } from './effect-context';
import { addCounters, removeCounters } from './status-effects';

export const moveCountersEffects: EffectHandlers = {
  'move-counters': (s, out, e, ctx, cur) => {
    if (e.its) return;
    // CR 601.2c: the first object's target is announced first, as written ("from target creature … onto another target creature").
    const from = resolveSpec(s, out, e.from, ctx, cur);
    const to = resolveSpec(s, out, e.target, ctx, cur);
    const dest = to.length === 1 ? s.objects.get(to[0]!) : undefined;
    cur.it = to;
    if (!dest || dest.zone !== 'battlefield') return;
    for (const id of from) {
      const src = s.objects.get(id);
      if (!src || src.zone !== 'battlefield' || src.id === dest.id) continue;
      for (const kind of e.counter === '' ? Object.keys(src.counters) : [e.counter]) {
        const n = Math.min(e.all ? Infinity : e.count, src.counters[kind] ?? 0);
        if (n <= 0) continue;
        removeCounters(out, src, kind, n);
        addCounters(s, out, dest.id, kind, n);
      }
    }
  },
};
