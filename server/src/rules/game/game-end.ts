// The end of the game (CR 104, 708.9: every face-down object is revealed) and a player leaving it (800.4a).

import { Outcome } from '../state/events';
import type { GameState, PlayerId } from '../state/game-state';
import { PLAYERS, compareIds } from '../state/game-state';
import { moveObject } from '../actions/zones';

/** CR 708.9: at the end of the game all face-down spells and permanents are revealed. */
export function endGame(s: GameState, out: Outcome): void {
  for (const o of [...s.objects.values()].sort((a, b) => compareIds(a.id, b.id))) {
    if (o.faceDown) {
      o.revealed = true;
      out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['708.9'] });
    }
  }
  s.gameOver = true;
  out.event({ type: 'game-ended' });
}

/** CR 800.4a: a player leaves; their owned objects leave the game (face-down ones revealed, 708.9). */
export function playerLeaves(s: GameState, out: Outcome, player: PlayerId): void {
  if (s.leftGame.includes(player)) return;
  for (const o of [...s.objects.values()].sort((a, b) => compareIds(a.id, b.id))) {
    if (o.owner !== player) continue;
    if (o.faceDown) {
      o.revealed = true;
      out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['708.9'] });
    }
  }
  for (const o of [...s.objects.values()].sort((a, b) => compareIds(a.id, b.id))) {
    if (o.owner === player) {
      s.objects.delete(o.id);
      s.formerIds.set(o.id, '');
      s.battlefield = s.battlefield.filter((x) => x !== o.id);
      s.stack = s.stack.filter((e) => !(e.kind === 'spell' && e.id === o.id));
    } else if (o.controller === player && o.zone === 'battlefield') moveObject(s, out, o.id, 'exile');
  }
  s.stack = s.stack.filter((e) => !(e.kind === 'ability' && e.controller === player));
  for (const z of Object.values(s.zones[player])) z.length = 0;
  s.leftGame.push(player);
  out.event({ type: 'player-left', player });
  const left = PLAYERS.filter((p) => !s.leftGame.includes(p));
  if (left.length <= 1) {
    s.gameOver = true;
    out.event({ type: 'game-ended' });
  }
}
