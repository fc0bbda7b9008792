// Turning a double-faced permanent over (CR 701.27a): the one place a permanent's face changes by transforming.

import type { Outcome } from '../state/events';
import type { GameObject, GameState } from '../state/game-state';
import { msg } from '../../i18n';

/** Turn a double-faced permanent over (CR 701.27a), remembering when (701.27f). */
export function turnOver(s: GameState, out: Outcome, o: GameObject): void {
  o.transformed = !o.transformed;
  o.transformedAt = s.counters.stack;
  out.event({ type: 'transformed', objectId: o.id });
  out.note({ why: msg('rules.act.transform-not-turn-up'), cr: ['701.27b'] });
}
