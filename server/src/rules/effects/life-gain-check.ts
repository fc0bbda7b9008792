// CR 119.7: a player who can't gain life gains none, and can't be given a higher life total by an effect that sets or
// doubles it (119.5, 701.10d) or by an exchange (701.12c). One check for every life-raising effect: it tells whether
// `player` is barred from a gain and, if so, notes the static ability that bars it.

import type { GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import { lifeGainProhibitedBy } from '../queries/player-restrictions';
import { msg } from '../../i18n';

/** CR 119.7: true (with a note citing `cr`) when `player` can't gain life, so the gain or the higher total doesn't happen. */
export function lifeGainBarred(s: GameState, out: Outcome, player: PlayerId, cr: string[]): boolean {
  const source = lifeGainProhibitedBy(s, player);
  if (!source) return false;
  out.note({ why: msg('rules.effect.cant-gain-life', { player, source }), cr });
  return true;
}
