// "For as long as ~ remains tapped / you control ~ / ~ remains on the battlefield" (CR 611.2b): a resolved continuous
// effect that lasts while its source stays so. It ends as soon as that stops being true and never begins again, even
// if it becomes true again; if it isn't true as the effect would begin, the effect does nothing.

import type { LastingCondition } from '../../model/types';
import type { ContinuousEffect, GameState, PlayerId } from './game-state';
import type { Outcome } from './events';
import { msg } from '../../i18n';
import { camelKey } from './reasons';

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
  const over = (e: ContinuousEffect) => !!e.lasting && !lastingHolds(s, e.lasting, e.sourceId, e.controller);
  for (const e of s.effects.filter(over)) {
    out.event({ type: 'effect-ended', effectId: e.id, description: msg('rules.event.effect-ends-lasting', { source: e.sourceName, kind: msg('rules.event.effect-kind', { kind: e.effect.kind, key: camelKey(e.effect.kind) }) }) });
  }
  s.effects = s.effects.filter((e) => !over(e));
}
