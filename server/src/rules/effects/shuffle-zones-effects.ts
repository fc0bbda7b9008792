// "Target player shuffles their graveyard into their library", "Each player shuffles their hand and graveyard into
// their library" (CR 701.24a): every card of those zones is put into its owner's library, and the library is shuffled:
// its order is now random (rules/state/library.ts), so what is later taken from its top rests on the shuffle.

import type { PlayerId } from '../state/game-state';
import { moveObject } from '../actions/zones';
import { markShuffled } from '../state/library';
import type { EffectHandlers } from './effect-context';
import { playersFor } from './effect-context';
import { msg } from '../../i18n';

export const shuffleZonesEffects: EffectHandlers = {
  'shuffle-zones': (s, out, e, ctx, cur) => {
    const zones = e.zones === 'hand and graveyard' ? (['hand', 'graveyard'] as const) : [e.zones];
    for (const p of playersFor(s, e.who ?? 'you', ctx, cur)) {
      // CR 400.3: a card in a player's hand or graveyard is that player's own, so it goes into their library.
      const owners = new Set<PlayerId>([p]);
      for (const zone of zones) {
        for (const id of [...s.zones[p][zone]]) {
          const n = moveObject(s, out, id, 'library');
          if (n) owners.add(n.owner);
        }
      }
      for (const owner of owners) markShuffled(s, owner, { sourceName: ctx.sourceName, text: 'shuffle' });
      out.note({ why: msg('rules.effect.library-shuffled', { player: p }), cr: ['701.24a'] });
    }
  },
};
