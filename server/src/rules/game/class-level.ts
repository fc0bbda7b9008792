// When a class level bar's activated ability may be activated (CR 716.2a): "Activate only if this Class is level N-1 and
// only as a sorcery" (307.1, 602.5d). Its level is the object's own designation (716.2b; none is level 1, 716.2d).

import { msg } from '../../i18n';
import { illegal } from '../state/events';
import type { AbilityRef, GameObject, GameState, PlayerId, Reason } from '../state/game-state';
import { classLevelBar, classLevelOf } from '../layers/class-levels';
import { hasSorceryTiming } from '../queries/timing';

/** Why `ref`, a class level bar of `o`, can't be activated now, or null (also for any other ability). */
export function classLevelActivationProblem(s: GameState, o: GameObject, ref: AbilityRef, player: PlayerId, card: string): Reason | null {
  const n = classLevelBar(ref);
  if (n === undefined) return null;
  const level = classLevelOf(o);
  if (level !== n - 1) return illegal(msg('rules.activate.class-level', { card, level, before: n - 1 }), ['716.2a']);
  if (!hasSorceryTiming(s, player)) return illegal(msg('rules.activate.sorcery-timing', { card }), ['716.2a', '307.1']);
  return null;
}
