// A permanent becomes the target of a spell or ability as its targets are chosen (CR 115.1: as a spell is cast,
// 601.2c; an activated ability activated, 602.2b; a triggered ability put on the stack, 603.3d). The event is logged;
// what triggers on it (ward, 702.21a; "whenever … becomes the target of …") is read from the log.

import type { Outcome } from '../state/events';
import type { GameState, PlayerId } from '../state/game-state';

/** Log that each chosen target on the battlefield became the target of `stackId`, controlled by `controller`. */
export function becomeTargets(s: GameState, out: Outcome, stackId: string, controller: PlayerId, targets: readonly string[]): void {
  for (const t of targets) {
    const o = s.objects.get(t);
    if (o && o.zone === 'battlefield') out.event({ type: 'became-target', objectId: o.id, by: stackId, controller });
  }
}
