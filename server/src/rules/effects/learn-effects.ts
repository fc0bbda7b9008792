// Learn (CR 701.48a): "You may discard a card. If you do, draw a card. If you didn't discard a card, you may reveal a
// Lesson card you own from outside the game and put it into your hand." The discard and draw are carried out, the
// player choosing which card (608.2d: the step's `choosing` card; without one the engine's, noted). Cards outside the
// game (a sideboard, 400.11a) are never in a scenario: whether the player owns a Lesson card there, and takes it, is
// unknown, so what follows a learn without a discard rests on it (an honest answer, never a guess).

import type { Effect } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import { moveObject } from '../actions/zones';
import type { Cursor, EffectContext } from './effect-context';
import { cardsChosen, followsMay } from './effect-context';
import { msg } from '../../i18n';

/** A player draws cards (CR 121.1). */
type Draw = (s: GameState, out: Outcome, player: PlayerId, count: number) => void;

/** CR 701.48a: one player learns once. */
function learnOnce(s: GameState, out: Outcome, p: PlayerId, e: Effect & { kind: 'player-action' }, ctx: EffectContext, cur: Cursor, draw: Draw): void {
  const hand = s.zones[p].hand;
  // CR 118.3: a player with no card in hand can't choose to discard one.
  if (hand.length > 0 && followsMay(s, out, ctx, e.span)) {
    const [card] = cardsChosen(s, out, hand, 1, ctx, cur, { text: 'discard a card', filter: 'card' }, () => {
      out.note({ why: msg('rules.effect.discards-newest', { player: p, count: 1 }), cr: ['701.9a'] });
      return hand.slice(-1);
    });
    if (card) {
      moveObject(s, out, card, 'graveyard');
      draw(s, out, p, 1);
      return;
    }
  }
  // CR 701.48a, 400.11a: the Lesson card from outside the game.
  out.note({ why: msg('rules.effect.learn-outside-game', { player: p }), cr: ['701.48a', '400.11a'] });
  (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: 'learn', what: 'unknown' });
}

/** "Learn" (CR 701.48a), once per time, by the ability's controller; `draw` draws cards (CR 121.1, zone-effects.ts). */
export function learnAction(s: GameState, out: Outcome, e: Effect & { kind: 'player-action' }, n: number, ctx: EffectContext, cur: Cursor, draw: Draw): void {
  for (let k = 0; k < n; k++) learnOnce(s, out, ctx.controller, e, ctx, cur, draw);
}
