// Clashing (CR 701.30): "Clash with an opponent" as a spell or ability resolves, and "If you win, …" after it.
// 701.30b: you and one opponent (the engine's two-player game: the other player, 102.2) each clash; 701.30c: each reveals
// the top card of their library at the same time, then each may put that card on the bottom (701.30a); 701.30d: a player
// wins if they revealed a card with a higher mana value than all other cards revealed. The engine leaves the revealed
// cards on top: where each went is the player's choice, so what is later taken from the top of either library rests on
// it (rules/state/library.ts, as after a scry). A library the scenario never set up is unknown: the clash has no result
// the engine can tell, and what rests on it is inconclusive.

import type { Effect } from '../../model/types';
import type { GameState } from '../state/game-state';
import { PLAYERS, restOn } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext } from './effect-context';
import { computeCharacteristics } from '../layers';
import { libraryCards, markOrderChosen } from '../state/library';
import { msg } from '../../i18n';

type Clash = Extract<Effect, { kind: 'player-action' }>;

/**
 * CR 701.30b–d: the controller clashes with the other player; the cursor keeps whether the controller won
 * (`lastClashWon`; undefined when a library was never set up and the result can't be told).
 */
export function clashWithAnOpponent(s: GameState, out: Outcome, e: Clash, ctx: EffectContext, cur: Cursor): void {
  const me = ctx.controller;
  const opponent = PLAYERS.find((p) => p !== me && !s.losers.includes(p));
  const players = opponent !== undefined ? [me, opponent] : [me];
  cur.clashed = true;
  cur.lastClashWon = undefined;
  if (players.some((p) => !s.libraryTracked[p])) {
    out.note({ why: msg('rules.effect.clash-library-unknown', { source: ctx.sourceName }), cr: ['701.30c'] });
    restOn(s, { sourceName: ctx.sourceName, text: e.action, what: 'choice' });
    return;
  }
  // CR 701.30c: each reveals the top card of their library (none from an empty library).
  const revealed = players.map((p) => ({ player: p, id: libraryCards(s, p, 1)[0] }));
  const values = revealed.map((r) => {
    const o = r.id !== undefined ? s.objects.get(r.id) : undefined;
    if (!o || r.id === undefined) return undefined;
    out.event({ type: 'revealed', objectId: r.id, cardName: o.card.name, cr: ['701.30c'] });
    // CR 202.3: the card's mana value in the library ({X} is 0 there, 107.3g).
    return computeCharacteristics(s, o).manaValue ?? 0;
  });
  // CR 701.30d: the controller wins with a card of a higher mana value than every other card revealed.
  // OPEN QUESTION: a player with an empty library reveals nothing; read literally, 701.30d then lets a player who revealed
  // a card win against them (no other card revealed is as high). The CR has no example; the engine follows the words.
  const mine = values[0];
  const won = mine !== undefined && values.slice(1).every((v) => v === undefined || v < mine);
  cur.lastClashWon = won;
  out.note({ why: msg('rules.effect.clashed', { source: ctx.sourceName, player: me, won: won ? 'won' : 'lost' }), cr: ['701.30d'] });
  // CR 701.30a, 701.30c: each may put the card revealed on the bottom — a choice the engine doesn't make: the cards stay on
  // top and the library's order rests on the choice.
  for (const r of revealed) if (r.id !== undefined) markOrderChosen(s, r.player, { sourceName: ctx.sourceName, text: e.action }, 1);
}

/** "If you win, …" after a clash (CR 701.30d): whether the controller won this resolution's last clash; undefined when untold. */
export function clashWinHolds(cur: Cursor): boolean | undefined {
  return cur.clashed ? cur.lastClashWon : undefined;
}
