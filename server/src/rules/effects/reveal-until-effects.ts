// "Reveal cards from the top of your library until you reveal a creature card" / "exile cards from the top of your
// library until you exile a nonland card" (CR 701.20a–b, 406.3, 608.2c): the player reveals (or exiles) the top card
// of their library one at a time until one fits. "That card" after it is the card found; "the rest", "all other cards
// revealed this way" are the others; "those cards" are all of them (rules/effects/effect-context.ts).

import type { Effect } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import { restOn } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext, EffectHandlers } from './effect-context';
import { playersFor } from './effect-context';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { libraryCards } from '../state/library';
import { moveObject } from '../actions/zones';
import { msg } from '../../i18n';

/** The cards `player` reveals from the top, in order: up to and including the first that fits, or the whole library. */
function revealedFrom(s: GameState, player: PlayerId, e: Effect & { kind: 'reveal-until' }, ctx: EffectContext): { revealed: string[]; hit?: string } {
  const lib = s.zones[player].library;
  const filter = e.target.kind === 'chosen' ? e.target.filter : undefined;
  const at = lib.findIndex((id) => {
    const o = s.objects.get(id);
    if (!o || !filter) return false;
    const ch = computeCharacteristics(s, o);
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId });
  });
  // OPEN QUESTION: the CR has no rule for a library holding no card that fits; the rulings of these cards (and cascade's,
  // 702.85a) say every card of the library is revealed and nothing is found. The engine follows them.
  const count = at < 0 ? lib.length : at + 1;
  // CR 701.24a: taken from a shuffled library, which cards they are rests on its order (rules/state/library.ts).
  const revealed = libraryCards(s, player, count);
  return { revealed, ...(at < 0 ? {} : { hit: revealed[at] }) };
}

export const revealUntilEffects: EffectHandlers = {
  'reveal-until': (s, out, e, ctx, cur: Cursor) => {
    const found: string[] = [];
    const all: string[] = [];
    for (const player of playersFor(s, e.who ?? 'you', ctx, cur)) {
      // A library the scenario never set up isn't modeled: what is revealed is unknown, and what follows rests on it.
      if (!s.libraryTracked[player]) {
        out.note({ why: msg('rules.effect.reveal-until-library-unknown', { player }), cr: ['701.20a'] });
        restOn(s, { sourceName: ctx.sourceName, text: 'reveal until', what: 'choice' });
        continue;
      }
      let { revealed, hit } = revealedFrom(s, player, e, ctx);
      // CR 406.3: "exile cards … until you exile …": each card is exiled face up as it is taken; the exiled ones are named.
      if (e.verb === 'exile') {
        const moved = revealed.map((id) => ({ id, n: moveObject(s, out, id, 'exile') }));
        for (const m of moved) if (m.n) (cur.exiled ??= []).push(m.n.id);
        hit = moved.find((m) => m.id === hit)?.n?.id;
        revealed = moved.flatMap((m) => (m.n ? [m.n.id] : []));
      } else for (const id of revealed) out.event({ type: 'revealed', objectId: id, cardName: s.objects.get(id)?.card.name ?? id, cr: ['701.20a'] });
      out.note({ why: msg('rules.effect.revealed-until', { player, count: revealed.length, card: hit ? s.objects.get(hit)?.card.name ?? hit : 'none' }), cr: ['701.20a', '701.20b'] });
      if (hit) found.push(hit);
      all.push(...revealed);
    }
    // CR 608.2c: "that card" names the card found; "the rest" the others; "those cards" all of them.
    cur.it = found;
    cur.looked = all.filter((id) => !found.includes(id));
    cur.revealedUntil = all;
  },
};
