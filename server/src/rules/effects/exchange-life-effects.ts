// "Exchange life totals with target opponent", "Two target players exchange life totals" (CR 701.12c): each player
// gains or loses the life needed to have the other's previous total (life-gain and life-loss events, 119.3).
// A player who can't gain life can't be given a higher total (119.7); then the whole exchange can't be completed and
// no part of it happens (701.12a).
// OPEN QUESTION: 701.12c says the player "can't be given a higher life total this way" without repeating 701.12a; read
// here as 701.12a's "no part of the exchange occurs".

import type { PlayerId } from '../state/game-state';
import { lifeGainBarred } from './life-gain-check';
import { gainReplacementUnapplied } from '../actions/life-gain-replacements';
import type { EffectHandlers } from './effect-context';
import { playersFor } from './effect-context';
import { msg } from '../../i18n';

export const exchangeLifeEffects: EffectHandlers = {
  'exchange-life': (s, out, e, ctx, cur) => {
    const players: PlayerId[] = e.twoTargets
      ? [...playersFor(s, 'target-player', ctx, cur), ...playersFor(s, 'target-player', ctx, cur)]
      : [...playersFor(s, e.who ?? 'you', ctx, cur), ...playersFor(s, e.with ?? 'target-opponent', ctx, cur)];
    const [a, b] = players;
    if (a === undefined || b === undefined || a === b) return;
    const before = { [a]: s.life[a], [b]: s.life[b] } as Record<PlayerId, number>;
    const gaining = before[a] < before[b] ? a : before[b] < before[a] ? b : undefined;
    if (gaining && lifeGainBarred(s, out, gaining, ['701.12a', '701.12c', '119.7'])) return;
    // CR 701.12c, 614.1a: a static replacement of the gaining player's life gain is not applied here: what follows rests on it.
    if (gaining) gainReplacementUnapplied(s, gaining);
    for (const [p, other] of [[a, b], [b, a]] as const) {
      const delta = before[other] - before[p];
      if (delta === 0) continue;
      s.life[p] = before[other];
      out.event({ type: 'life', player: p, amount: delta, cause: delta > 0 ? 'gained' : 'lost' });
    }
    out.note({ why: msg('rules.effect.life-exchanged', { first: a, second: b }), cr: ['701.12c'] });
  },
};
