// Counters on players (CR 122.1): "defending player gets a poison counter", "you get an experience counter", "you lose
// all poison counters" (kept by rules/state/player-counters.ts; ten or more poison counters lose the game, 704.5c).

import { playerCounterCount, setPlayerCounters } from '../state/player-counters';
import type { EffectHandlers } from './effect-context';
import { playersFor } from './effect-context';
import { msg } from '../../i18n';

export const playerCounterEffects: EffectHandlers = {
  'player-counters': (s, out, e, ctx, cur) => {
    for (const p of playersFor(s, e.who, ctx, cur)) {
      // CR 122.1: "gets N counters" puts them on the player; "loses all … counters" removes every one of that kind.
      const total = e.loseAll ? 0 : playerCounterCount(s, p, e.counter) + e.count;
      setPlayerCounters(s, p, e.counter, total);
      out.note({ why: msg('rules.effect.player-counters', { player: p, counter: e.counter, total }), cr: ['122.1'] });
    }
  },
};
