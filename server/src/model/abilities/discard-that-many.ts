// "Discard any number of cards, then draw that many cards", "Discard all the cards in your hand, then draw that many
// cards" (CR 701.9a, 608.2c): a discard whose count is the player's choice or the hand's size, and a draw of "that many"
// after it — the number of cards that discard put into the graveyard. The engine carries both out
// (rules/effects/zone-effects.ts: the discard keeps its count on the cursor, the draw reads it); effect-descriptors.ts
// tells them carried out from here.

import type { Effect } from '../types';
import { wholeZoneOf } from './zone-owner';

/**
 * The discard forms whose count is not a number: "discard any number of cards" (CR 701.9a, 608.2d: which cards, none
 * too, is the player's choice) and "discard all the cards in your hand" (every card, as "discard your hand", 402.1), by
 * you; undefined for any other instruction.
 */
export function discardForm(e: Effect): 'any-number' | 'whole-hand' | undefined {
  if (e.kind !== 'player-action' || e.action !== 'discard' || (e.who !== undefined && e.who !== 'you') || e.filter || e.atRandom || e.whereX !== undefined) return undefined;
  if (e.upTo && e.anyNumber && e.amount.kind === 'all' && !e.cards) return 'any-number';
  if (!e.upTo && e.cards?.kind === 'all' && e.amount.kind === 'fixed') {
    const f = e.cards.filter;
    const plain = f.types?.length === 1 && f.types[0] === 'card' && Object.keys(f).every((k) => ['types', 'text', 'zone', 'zonePhrase', 'postOrder'].includes(k));
    if (plain && wholeZoneOf(f)?.zone === 'hand' && wholeZoneOf(f)?.owner === 'yours') return 'whole-hand';
  }
  return undefined;
}

/**
 * CR 608.2c: whether instruction `i` is "draw that many cards" by you right after a discard by you of this ability whose
 * count the engine keeps (`discarded`: that discard carried out): "that many" is the number of cards discarded.
 */
export function drawsThatManyDiscarded(effects: readonly Effect[], i: number, discarded: (e: Effect) => boolean): boolean {
  const e = effects[i];
  const before = effects[i - 1];
  if (!e || !before || e.kind !== 'draw' || !e.thatMany || (e.who !== undefined && e.who !== 'you')) return false;
  if (e.countIsX || e.equalTo || e.per || e.perCount || e.whereX !== undefined) return false;
  return before.kind === 'player-action' && before.action === 'discard' && (before.who === undefined || before.who === 'you') && discarded(before);
}
