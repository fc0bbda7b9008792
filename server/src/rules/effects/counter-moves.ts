// Moving counters from one object onto another (CR 122.5): "move a +1/+1 counter from this permanent onto that
// creature" (702.58a graft), "move all charge counters from this artifact onto target creature", "move a +1/+1 counter
// from target creature you control onto another target creature" (the first target announced first, 601.2c), "move all
// +1/+1 counters from all creatures onto it". "Put its counters on …" (the counters a creature had as it left, 122.8)
// is not carried out (model/abilities/effect-descriptors.ts).

import type { Outcome } from '../state/events';
import type { GameState } from '../state/game-state';
import type { EffectHandlers } from './effect-context';
import { resolveSpec } from './effect-context';
import { addCounters, removeCounters } from './status-effects';
import { msg } from '../../i18n';

export const counterMoveEffects: EffectHandlers = {
  // CR 122.5: the counters are removed from the first object and put onto the second; if either can't happen (the same
  // object, none of that kind on the first, either no longer on the battlefield), none is moved.
  'move-counters': (s, out, e, ctx, cur) => {
    if (e.its) return;
    const from = resolveSpec(s, out, e.from, ctx, cur);
    const to = resolveSpec(s, out, e.target, ctx, cur);
    cur.it = to;
    let moved = false;
    if (to.length === 1) for (const id of from) moved = moveCounters(s, out, id, to[0]!, e.counter, e.all ? Infinity : e.count) || moved;
    if (!moved) out.note({ why: msg('rules.effect.counters-not-moved'), cr: ['122.5'] });
  },
};

/**
 * Moves up to `count` counters of kind `counter` (every kind it has when '', with `count` Infinity: "all counters") from
 * `fromId` onto `toId`, both on the battlefield and not the same object (CR 122.5); whether any was moved.
 */
function moveCounters(s: GameState, out: Outcome, fromId: string, toId: string, counter: string, count: number): boolean {
  const a = s.objects.get(fromId);
  const b = s.objects.get(toId);
  if (!a || !b || a.id === b.id || a.zone !== 'battlefield' || b.zone !== 'battlefield') return false;
  let moved = false;
  for (const kind of counter === '' ? Object.keys(a.counters) : [counter]) {
    const n = Math.min(count, a.counters[kind] ?? 0);
    if (n <= 0) continue;
    removeCounters(out, a, kind, n);
    addCounters(s, out, b.id, kind, n);
    moved = true;
  }
  return moved;
}
