// A card's rules identity: its model without names, spans and wording. Two cards with the same key
// behave the same in every simulation, so simulation results are cached on it.

import { BoundedCache, stringBytes } from './bounded-cache';
import type { Card } from './types';

const IGNORED = new Set(['span', 'nameSpan', 'text', 'name', 'uri', 'reminder', 'unmodeled', 'flavor', 'rarity', 'abilityWord']);
const memo = new WeakMap<Card, number>();
/**
 * Interned keys: equal rules identities get the same number, bounded by bytes. Numbers are never reused: an evicted
 * key that comes back gets a new number, which only costs a cache miss downstream.
 */
const interned = new BoundedCache<string, number>(16 << 20, (k) => stringBytes(k) + 32);
let lastId = 0;

/**
 * An ability's parts not carried out, as offsets into the ability: the part of its text they are, wherever the card
 * stands in its document (absolute positions made every copy of a card further down a document an identity of its
 * own, and a large set's simulations grew with the square of its cards: issue 22, F9).
 */
function relativeParts(holder: { span?: { start: number } }, spans: readonly { start: number; end: number }[]): [number, number][] {
  const base = holder.span?.start ?? 0;
  return spans.map((s) => [s.start - base, s.end - base]);
}

/** A number standing for the card's rules identity (equal numbers ⇔ equal rules content). */
export function structuralKey(card: Card): number {
  let id = memo.get(card);
  if (id === undefined) {
    const text = JSON.stringify(card.faces, function (this: { span?: { start: number } }, k, v: unknown) {
      if (k === 'unsimulated' && Array.isArray(v)) return relativeParts(this, v as { start: number; end: number }[]);
      return IGNORED.has(k) ? undefined : v;
    });
    id = interned.get(text);
    if (id === undefined) {
      id = ++lastId;
      interned.set(text, id);
    }
    memo.set(card, id);
  }
  return id;
}
