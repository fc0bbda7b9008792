// "For as long as ~ remains tapped / you control ~ / ~ remains on the battlefield" (CR 611.2b): a resolved continuous
// effect that lasts while its source stays so. It ends as soon as that stops being true and never begins again, even
// if it becomes true again; if it isn't true as the effect would begin, the effect does nothing.
// "For as long as it has a mire counter on it" (CR 611.2b, 122.1): the same about each object the effect affects — it
// stops applying to an object once that object has no counter of that kind (or leaves the battlefield, 400.7), never
// to apply to it again, and ends when it applies to none.

import type { LastingCondition } from '../../model/types';
import { heldCounter } from '../../model/abilities/effect-descriptors';
import type { ContinuousEffect, GameState, PlayerId } from './game-state';
import type { Outcome } from './events';
import { msg } from '../../i18n';
import { camelKey } from './reasons';

/** Whether object `id` is on the battlefield (not phased out) with a `kind` counter on it (CR 122.1, 702.26f). */
export function holdsCounter(s: GameState, id: string, kind: string): boolean {
  const o = s.objects.get(id);
  return !!o && o.zone === 'battlefield' && !o.phasedOut && (o.counters[kind] ?? 0) > 0;
}

/** Whether the duration `lasting` of an effect of `sourceId` controlled by `controller` holds now (CR 611.2b). */
export function lastingHolds(s: GameState, lasting: LastingCondition, sourceId: string, controller: PlayerId): boolean {
  const src = s.objects.get(sourceId);
  // CR 702.26f: a source that phased out can no longer be seen: the duration that tracks it ends.
  if (!src || src.zone !== 'battlefield' || src.phasedOut) return false;
  if (lasting === '~ remains tapped') return src.tapped;
  if (lasting === 'you control ~') return src.controller === controller;
  return lasting === '~ remains on the battlefield';
}

/** CR 611.2b: the effects whose "for as long as" duration is over end now (each once, with an event). */
export function endLapsedEffects(s: GameState, out: Outcome): void {
  if (!s.effects.some((e) => e.lasting)) return;
  // CR 611.2b, 122.1: an object without the counter any more is no longer affected (it never is again).
  for (const e of s.effects) {
    const kind = e.lasting ? heldCounter(e.lasting) : undefined;
    if (kind !== undefined && !e.affected.every((id) => holdsCounter(s, id, kind))) e.affected = e.affected.filter((id) => holdsCounter(s, id, kind));
  }
  const over = (e: ContinuousEffect) => !!e.lasting && (heldCounter(e.lasting) !== undefined ? e.affected.length === 0 : !lastingHolds(s, e.lasting, e.sourceId, e.controller));
  for (const e of s.effects.filter(over)) {
    out.event({ type: 'effect-ended', effectId: e.id, description: msg('rules.event.effect-ends-lasting', { source: e.sourceName, kind: msg('rules.event.effect-kind', { kind: e.effect.kind, key: camelKey(e.effect.kind) }) }) });
  }
  s.effects = s.effects.filter((e) => !over(e));
}
