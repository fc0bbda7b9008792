// The turn (CR 500): cleanup (514.2: damage wears off, "until end of turn" effects end) and the next turn.

import { Outcome } from './events';
import type { GameState } from './game-state';
import { battlefieldObjects, otherPlayer } from './game-state';

/** Cleanup (CR 514.2): damage wears off and "until end of turn" effects end; then the other player's turn begins. */
export function endTurn(s: GameState, out: Outcome): void {
  for (const e of s.effects.filter((x) => x.duration === 'until-end-of-turn')) {
    out.event({ type: 'effect-ended', effectId: e.id, description: `${e.sourceName}: ${e.copyValues ? 'copy effect' : e.effect.kind} ends (until end of turn)` });
  }
  s.effects = s.effects.filter((x) => x.duration !== 'until-end-of-turn');
  for (const o of battlefieldObjects(s, true)) o.damage = 0;
  s.turn++;
  s.activePlayer = otherPlayer(s.activePlayer);
  s.phase = 'main';
  s.faceDownSpellsCastThisTurn = { you: 0, opponent: 0 };
  for (const o of battlefieldObjects(s, true)) if (o.controller === s.activePlayer) o.sinceTurnStart = true; // CR 302.6
}
