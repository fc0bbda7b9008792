// "You may have ~ assign its combat damage as though it weren't blocked" (CR 510.1c, 609.4): a blocked attacker's
// controller may have it assign all its combat damage to the player, planeswalker or battle it attacks (510.1b) instead of
// its blockers. No scenario step names the choice: the runner plays the "you may" both ways (608.2d, the scenario's
// branches), so an answer resting on it is inconclusive. The choice is made once for the attacker in a combat.
// OPEN QUESTION: with double strike, a choice in each combat damage step (510.4) is read as one choice for the combat.

import type { CombatState, GameObject, GameState } from '../state/game-state';
import { undecidedMay } from '../state/game-state';
import { computeCharacteristics } from '../layers';

/** CR 510.1c, 609.4: whether the blocked attacker `o` assigns its combat damage as though it weren't blocked. */
export function assignsAsThoughUnblocked(s: GameState, c: CombatState, o: GameObject): boolean {
  const made = c.asThoughUnblocked?.[o.id];
  if (made !== undefined) return made;
  const ref = computeCharacteristics(s, o).abilities.find((r) => r.ability.kind === 'static' && (r.ability.effects ?? []).some((e) => e.kind === 'rule' && e.rule === 'assign-as-though-unblocked'));
  if (!ref) return false;
  const chosen = undecidedMay(s, o.card.name, ref.ability.span);
  (c.asThoughUnblocked ??= {})[o.id] = chosen;
  return chosen;
}
