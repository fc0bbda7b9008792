// Effects on the turn's structure: a player skips their next untap or draw step (CR 614.10, 614.10a), remembered until
// that player's step would begin (rules/game/turn.ts); a player takes an extra turn after this one (500.7).

import type { EffectHandlers } from './effect-context';
import { playersFor } from './effect-context';
import { msg } from '../../i18n';

export const turnEffects: EffectHandlers = {
  skip: (s, out, e, ctx, cur) => {
    const step = e.what === 'next untap step' ? 'untap' : e.what === 'next draw step' ? 'draw' : undefined;
    if (!step) {
      out.note({ why: msg('rules.effect.skip-not-carried-out', { what: e.what }), cr: ['614.10'] });
      return;
    }
    // CR 614.10a: two such effects skip the next two.
    for (const player of playersFor(s, e.who ?? 'you', ctx, cur)) (s.skipNext ??= []).push({ player, step });
  },
  // CR 500.7: "Take an extra turn after this one": the turn is added directly after this one; of several, the most
  // recently created is taken first (rules/game/turn.ts nextTurn).
  'extra-turn': (s, out, e, ctx, cur) => {
    for (const player of playersFor(s, e.who ?? 'you', ctx, cur)) {
      (s.extraTurns ??= []).push(player);
      out.note({ why: msg('rules.effect.extra-turn', { player }), cr: ['500.7'] });
    }
  },
};
