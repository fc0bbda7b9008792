// Static replacements that change how many counters are put on a permanent (CR 614.1a, 122.6): "If one or more +1/+1
// counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead", "If an
// effect would put one or more counters on a permanent you control, it puts twice that many … instead". Each applies
// once to an event (614.5), in the order of its source's timestamp.
// OPEN QUESTION (616.1): with two or more that apply, the affected permanent's controller chooses the order (plus one
// then twice, or twice then plus one); the engine applies them by timestamp, and notes each.

import type { Effect } from '../../model/types';
import type { Outcome } from '../state/events';
import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { msg } from '../../i18n';

type MoreInstead = Extract<Effect, { kind: 'more-instead' }>;

/** The new number from the old one (CR 614.1a: "twice that many", "that many plus one", "that many minus one"). */
function changed(change: MoreInstead['change'], n: number): number {
  if (change === 'twice') return n * 2;
  if (change === 'plus-one') return n + 1;
  if (change === 'minus-one') return Math.max(0, n - 1);
  return n;
}

/** Whether the replacement's object phrase ("a creature you control", "~") names `obj`, said from its source `src`. */
function names(s: GameState, e: MoreInstead, obj: GameObject, src: GameObject): boolean {
  const on = e.on;
  if (!on) return false;
  if (on.kind === 'self') return obj.id === src.id;
  if (on.kind !== 'chosen' && on.kind !== 'all') return false;
  const ch = computeCharacteristics(s, obj);
  return matchesFilter(obj, { ...ch, keywords: keywordsOf(ch.abilities) }, on.filter, { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: src.chosen });
}

/**
 * CR 614.1a, 122.6: how many `counter` counters are put on permanent `obj` (on the battlefield or entering it) once the
 * static replacements that apply have changed `count`; `byEffect`: an effect puts them (not a cost, 614.1a's "an effect
 * would put …").
 */
export function countersAfterReplacement(s: GameState, out: Outcome, obj: GameObject, counter: string, count: number, byEffect = true): number {
  if (count <= 0) return count;
  let n = count;
  const sources = battlefieldObjects(s).sort((a, b) => a.timestamp - b.timestamp);
  for (const src of sources) {
    const ch = computeCharacteristics(s, src);
    for (const ref of ch.abilities) {
      if (ref.ability.kind !== 'static' || (ref.ability.unsimulated ?? []).length > 0) continue;
      for (const e of ref.ability.effects ?? []) {
        if (e.kind !== 'more-instead' || e.what !== 'counters' || (e.byEffect && !byEffect)) continue;
        if (e.counter && e.counter !== counter) continue;
        if (!names(s, e, obj, src)) continue;
        const before = n;
        n = changed(e.change, n);
        out.note({ why: msg('rules.act.counters-instead', { source: ch.name ?? src.card.name, before, after: n }), cr: ['614.1a', '122.6'] });
      }
    }
  }
  return n;
}
