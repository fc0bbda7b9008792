// A player's hand shown as a spell or ability resolves, and a card chosen from it: "Target opponent reveals their hand.
// You choose a nonland card from it. That player discards that card." (CR 701.20a reveal, 701.20e look at, 402.3 a hand
// is hidden from the other players, 608.2d the choice made as it applies, 701.9a–b discard, another player choosing).

import type { Effect, PlayerRef } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext, EffectHandlers } from './effect-context';
import { cardsChosen, chosenFor, countedWords, playersFor } from './effect-context';
import { computeCharacteristics } from '../layers';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { describeFilter } from '../queries/target-legality';
import { moveObject } from '../actions/zones';
import { msg } from '../../i18n';

/** The one player a hand phrase names (a target is the ability's next target, CR 115.1); "that player" after a trigger's event. */
function handPlayer(s: GameState, who: PlayerRef, ctx: EffectContext, cur: Cursor): PlayerId | undefined {
  const players = playersFor(s, who, ctx, cur);
  return players.length === 1 ? players[0] : undefined;
}

export const handEffects: EffectHandlers = {
  // CR 701.20a, 701.20b: each card of the hand is shown to all players and stays where it is.
  'reveal-hand': (s, out, e, ctx, cur) => {
    const p = handPlayer(s, e.who, ctx, cur);
    cur.shownHand = p;
    if (!p) return;
    for (const id of s.zones[p].hand) {
      const o = s.objects.get(id);
      if (o) out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['701.20a'] });
    }
  },
  // CR 701.20e, 402.3: the ability's controller looks at another player's hand: shown to them only; nothing moves.
  'look-hand': (s, _out, e, ctx, cur) => {
    cur.shownHand = handPlayer(s, e.whose, ctx, cur);
  },
};

/**
 * CR 608.2d, 701.20a: "you choose a nonland card from it": among the cards of the hand this ability showed that fit, the
 * controller's choice as it applies — the step's `choosing` cards (`resolve choosing @c`); with no more that fit than it
 * asks, all of them; with none chosen, the engine's is the first in the hand (noted) and what follows rests on the choice
 * never made (cardsChosen). No hand shown, or none that fits: nothing is chosen.
 */
export function chooseFromShownHand(s: GameState, out: Outcome, e: Effect & { kind: 'choose-target' }, ctx: EffectContext, cur: Cursor): string[] {
  const p = cur.shownHand;
  if (!p || e.target.kind !== 'chosen') return [];
  const filter = e.target.filter;
  const chosen = chosenFor(s, ctx, cur);
  const fits = s.zones[p].hand.filter((id) => {
    const o = s.objects.get(id);
    if (!o) return false;
    const ch = computeCharacteristics(s, o);
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, filter, { combat: s.combat, controller: ctx.controller, sourceId: ctx.sourceId, ...(chosen ? { chosen } : {}) });
  });
  const n = Math.max(1, e.target.count ?? 1);
  const what = describeFilter(filter);
  return cardsChosen(s, out, fits, n, ctx, cur, { text: `choose ${countedWords(n, what)} from it`, filter: what }, () => {
    out.note({ why: msg('rules.effect.engine-chooses', { count: String(n) }), cr: ['608.2d'] });
    return fits.slice(0, n);
  });
}

/**
 * CR 701.9a, 701.9b: "That player discards that card / those cards": the cards chosen from their hand (the controller
 * chose them, 701.9b), each moved from the hand to its owner's graveyard; a card no longer in that hand is not discarded.
 */
export function discardChosen(s: GameState, out: Outcome, cur: Cursor): void {
  const p = cur.shownHand;
  if (!p) return;
  for (const id of cur.it) {
    const o = s.objects.get(id);
    if (o && o.zone === 'hand' && o.owner === p && s.zones[p].hand.includes(id)) moveObject(s, out, id, 'graveyard');
  }
}
