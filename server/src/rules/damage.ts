// Damage outside combat steps: to a permanent (marked, CR 120.3e) and a creature's combat damage to a player,
// with commander damage (903.10a).

import { Outcome } from './events';
import type { GameState, PlayerId } from './game-state';
import { computeCharacteristics } from './layers';
import { need } from './require-object';
import { maskTurnUp } from './statuses';

export function dealDamage(s: GameState, out: Outcome, id: string, amount: number, sourceId?: string): void {
  const o = need(s, out, id, 'battlefield');
  if (!o) return;
  const src = sourceId ? s.objects.get(sourceId) : undefined;
  if (src) maskTurnUp(s, out, src);
  maskTurnUp(s, out, o);
  o.damage += Math.max(0, amount);
  out.event({ type: 'damage', objectId: id, amount, source: sourceId });
}

/** Combat damage from a creature to a player; a commander's damage counts as commander damage (CR 903.10a). */
export function combatDamageToPlayer(s: GameState, out: Outcome, sourceId: string, player: PlayerId): void {
  const src = need(s, out, sourceId, 'battlefield');
  if (!src) return;
  maskTurnUp(s, out, src);
  const power = Math.max(0, computeCharacteristics(s, src).power ?? 0);
  s.life[player] -= power;
  const commander = s.commanders.has(src.cardId);
  if (commander) {
    s.commanderDamage[player][src.cardId] = (s.commanderDamage[player][src.cardId] ?? 0) + power;
    out.note({ message: `It is still a commander${src.faceDown ? ' while face down' : ''}: the damage is commander damage`, cr: ['903.10a', '903.3'] });
  }
  out.event({ type: 'damage', player, amount: power, source: sourceId, commander });
}
