// Effects that turn cards face down or face up: manifest (CR 701.40), cloak (701.58), manifest dread (701.62),
// turn face down (708.2a), turn face up by an effect (708.8), reveal a face-down permanent (708.12).

import type { Effect } from '../../model/types';
import type { GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext, EffectHandlers } from './effect-context';
import { chooseFromZone, followsMay, playersFor, resolveSpec } from './effect-context';
import { ownCard } from '../state/objects';
import { manifestCard, manifestDread, manifestTop } from '../actions/manifest';
import { turnFaceDown } from '../actions/turn-face-down';
import { performTurnFaceUp, turnFaceUpByEffect } from '../actions/turn-face-up';
import { msg } from '../../i18n';

export const faceDownEffects: EffectHandlers = {
  manifest: (s, out, e, ctx, cur) => {
    cur.it = manifestOrCloak(s, out, e, ctx, cur, 'manifest');
  },
  cloak: (s, out, e, ctx, cur) => {
    cur.it = manifestOrCloak(s, out, e, ctx, cur, 'cloak');
  },
  'manifest-dread': (s, out, _e, ctx, cur) => {
    // OPEN QUESTION: "Its controller manifests dread" (Unwanted Remake) isn't distinguished in the model; the
    // ability's controller manifests.
    const o = manifestDread(s, out, ctx.controller, ctx.dreadChoice);
    cur.it = o ? [o.id] : [];
  },
  'turn-face-down': (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) turnFaceDown(s, out, id, e.characteristics);
    cur.it = ids;
  },
  'turn-face-up': (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur);
    for (const id of ids) {
      const o = s.objects.get(id);
      // CR 406.3: a card exiled face down, turned face up by an instruction, is face up in exile: it has its
      // characteristics again and anyone may look at it.
      if (o && o.zone === 'exile' && o.exiledFaceDown) {
        o.exiledFaceDown = false;
        out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['406.3'] });
      } else turnFaceUpByEffect(s, out, id, ctx.controller);
    }
    cur.it = ids;
  },
  reveal: (s, out, e, ctx, cur) => {
    const ids = resolveSpec(s, out, e.target, ctx, cur, e.whereX);
    // CR 608.2d: "If it's a creature card, you may turn it face up" is a "you may" the controller may decline.
    const turnUp = (id: string) => e.thenTurnFaceUpIfCreatureCard && ctx.mayTurnFaceUp !== false && (!mayTurnUp(s, id) || followsMay(s, out, ctx, e.span));
    for (const id of ids) revealPermanent(s, out, id, turnUp(id), ctx.controller);
    cur.it = ids;
    // CR 701.20a, 608.2c: "Reveal the top five cards of your library. Put … from among them …, the rest …": the cards
    // revealed are what later instructions choose among.
    if (e.target.kind === 'library-top') cur.looked = [...ids];
  },
};

/**
 * CR 701.40a, 701.58a: the player who manifests (or cloaks) puts the cards onto the battlefield under their control:
 * the top of their library by default; "the top card of that player's library", "a card from your hand", "those
 * cards" (a face-down pile) or "one of them" (cards looked at) otherwise. Several cards go one at a time (701.40e, 701.58e).
 */
function manifestOrCloak(s: GameState, out: Outcome, e: Effect & { kind: 'manifest' | 'cloak' }, ctx: EffectContext, cur: Cursor, how: 'manifest' | 'cloak'): string[] {
  const player = 'who' in e && e.who ? playersFor(s, e.who, ctx, cur)[0] : ctx.controller;
  if (!player) return [];
  if (!e.from) return manifestTop(s, out, player, how, e.count ?? 1).map((o) => o.id);
  const cards = e.from.kind === 'chosen' && !e.from.ofIt ? chooseFromZone(s, out, e.from, player, ctx, cur) : resolveSpec(s, out, e.from, ctx, cur);
  const made: string[] = [];
  for (const id of cards.slice(0, 200)) {
    const o = manifestCard(s, out, player, how, id);
    if (o) made.push(o.id);
  }
  return made;
}

/** Is there a "you may turn it face up" choice to make: a face-down creature card (CR 708.12)? */
function mayTurnUp(s: GameState, id: string): boolean {
  const o = s.objects.get(id);
  return !!o?.faceDown && ownCard(o).isCreatureCard;
}

/** CR 708.12: reveal uses the card's own characteristics; then "if it's a creature card, you may turn it face up". */
export function revealPermanent(s: GameState, out: Outcome, id: string, thenTurnUp: boolean, controller: PlayerId): void {
  const o = s.objects.get(id);
  if (!o) return;
  if (o.faceDown) {
    o.revealed = true;
    out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['708.12'] });
  }
  // CR 701.20a: a card revealed from a hidden zone (a library, a hand) is shown to all players.
  if (o.zone === 'library' || o.zone === 'hand') out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['701.20a'] });
  if (!thenTurnUp || !o.faceDown) return;
  const own = ownCard(o);
  if (own.isCreatureCard) performTurnFaceUp(s, out, o, { via: 'effect', turner: controller });
  else out.note({ why: msg('rules.effect.revealed-not-creature', { card: o.card.name }), cr: ['708.12'] });
}
