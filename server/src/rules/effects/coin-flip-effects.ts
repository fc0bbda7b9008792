// Flipping a coin (CR 705): "Flip a coin." as a spell or ability resolves, and "If you win the flip, …" / "If you lose
// the flip, …" after it (705.2: the player who flips calls heads or tails and wins the flip when the call matches). The
// engine never flips: whether the flip is won is what the step says (`resolve flipping win`, `resolve flipping lose, win`
// for two coins); without it the flip has no result, and what rests on it is inconclusive.

import type { Effect } from '../../model/types';
import type { GameState } from '../state/game-state';
import { restOn } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext } from './effect-context';
import { msg } from '../../i18n';

type Flip = Extract<Effect, { kind: 'random' }>;

/** CR 705.2: the controller flips the coin `flip` names; the cursor keeps whether the flip was won (undefined: never said). */
export function flipCoin(s: GameState, out: Outcome, flip: Flip, ctx: EffectContext, cur: Cursor): void {
  const k = cur.flipsUsed ?? 0;
  cur.flipsUsed = k + 1;
  const won = ctx.choices?.flips?.[k];
  cur.lastFlipWon = won;
  if (won === undefined) {
    out.note({ why: msg('rules.effect.coin-flip-missing', { source: ctx.sourceName }), cr: ['705.2'] });
    restOn(s, { sourceName: ctx.sourceName, text: flip.what, what: 'choice' });
    return;
  }
  out.note({ why: msg('rules.effect.coin-flipped', { source: ctx.sourceName, player: ctx.controller, won: won ? 'won' : 'lost' }), cr: ['705.2'] });
}

/** "If you win the flip" / "If you lose the flip" (CR 705.2): the last coin this resolution flipped; undefined when none was, or its result was never said. */
export function flipConditionHolds(c: Extract<Effect, { kind: 'conditional' }>['condition'], cur: Cursor): boolean | undefined {
  if (c.kind !== 'flip' || c.who || cur.lastFlipWon === undefined) return undefined;
  return cur.lastFlipWon === c.won;
}
