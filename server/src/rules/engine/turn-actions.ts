// Engine actions on the turn, priority, combat and the game: end the turn (CR 514), move to a step (500), pass
// priority (117.4), declare attackers and blockers (508.1, 509.1), end the game (708.9), a player leaves (800.4a).

import type { ActionResult } from '../state/events';
import type { PlayerId, TurnStep } from '../state/game-state';
import { resolveTop } from '../game/stack';
import { advanceStep, attack, block, endTurn, moveToStep } from '../game/turn';
import type { AttackDeclaration } from '../game/combat';
import { combatRole } from '../game/combat';
import type { Share } from '../game/combat-damage';
import { assignCombatDamage } from '../game/combat-damage';
import { endGame, playerLeaves } from '../game/game-end';
import { StatusActions } from './status-actions';

export class TurnActions extends StatusActions {
  /** Through cleanup (CR 514: discard to hand size, damage wears off, "until end of turn" effects end) to the next turn. */
  endTurn(discarding: readonly string[] = []): ActionResult {
    return this.run((out) => {
      this.state.cleanupDiscards = [...discarding]; // CR 514.1: the active player's choice
      endTurn(this.state, out);
    });
  }
  /** Move through the turn to a step (CR 500): `move to declare blockers`, `… end step`, the next turn's upkeep. */
  moveToStep(step: TurnStep, opts: { nextTurn?: boolean } = {}): ActionResult {
    return this.run((out) => moveToStep(this.state, out, step, opts));
  }
  /** All players pass priority in succession (CR 117.4): the top of the stack resolves, or the step ends (500.2). */
  passPriority(): ActionResult {
    return this.run((out) => {
      if (this.state.stack.length > 0) resolveTop(this.state, out);
      else advanceStep(this.state, out);
    });
  }
  /** Declare attackers (CR 508.1), each attacking the player or a planeswalker or battle (508.1b); moves to the declare attackers step first. */
  attack(player: PlayerId, attackers: readonly (string | AttackDeclaration)[]): ActionResult {
    return this.run((out) => attack(this.state, out, player, attackers));
  }
  /** How a creature divides its combat damage in the next combat damage step (CR 510.1c–d). */
  assignCombatDamage(player: PlayerId, id: string, shares: readonly Share[]): ActionResult {
    return this.run((out) => assignCombatDamage(this.state, out, player, id, shares));
  }
  /** Declare blockers as [blocker, attacker] pairs (CR 509.1). */
  block(player: PlayerId, pairs: readonly [string, string][]): ActionResult {
    return this.run((out) => block(this.state, out, player, pairs));
  }
  /** Attacking / blocking / blocked (CR 506.4). */
  combatRole(id: string): ReturnType<typeof combatRole> {
    return combatRole(this.state, id);
  }

  /** CR 708.9: at the end of the game all face-down spells and permanents are revealed. */
  endGame(): ActionResult {
    return this.run((out) => endGame(this.state, out));
  }
  /** CR 800.4a: a player leaves; their owned objects leave the game (face-down ones revealed, 708.9). */
  playerLeaves(player: PlayerId): ActionResult {
    return this.run((out) => playerLeaves(this.state, out, player));
  }
}
