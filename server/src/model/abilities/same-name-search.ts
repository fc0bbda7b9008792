// A search for cards "with the same name as that card / that spell / that land" (CR 701.23a, 201.2a): the name of the
// object the instruction before it named ("it", CR 608.2c) — in the searcher's library ("Reveal a card from your hand.
// Search your library for a card with the same name as that card"), or in all three of a player's graveyard, hand and
// library, that object's controller's or owner's ("Counter target spell. Search its controller's graveyard, hand, and
// library for all cards with the same name as that spell and exile them. Then that player shuffles.").
// rules/effects/search-effects.ts carries it out; effect-descriptors.ts counts it carried out by this shape.

import type { Effect, ObjectFilter } from '../types';
import type { SearchedZone } from './search-zones';

/** The zones searched, whether "all" the cards are asked for (else "a card" or "any number of cards", the player's choice),
 * how many at most, and the cards' other qualities (the filter without "with the same name as …"). */
export type SameNameSearch = { zones: SearchedZone[]; all: boolean; count: number; filter: ObjectFilter };

/** "graveyard, hand, and library": every one of the three is searched (CR 701.23a; "and", not "and/or"). */
const ALL_THREE = /^graveyard, hand,? and library$/;

/**
 * The shape of a same-name search the engine carries out, or undefined: the searcher is the ability's controller; the
 * zones are the library of its controller ("your") or all three named zones of "its controller" / "its owner" (the
 * object "it" names, as it last existed, CR 608.2h); "a card", "any number of cards" or "all cards".
 */
export function sameNameSearch(e: Effect & { kind: 'search-library' }): SameNameSearch | undefined {
  const t = e.target;
  if (t.kind !== 'all' && t.kind !== 'chosen') return undefined;
  if (t.filter.sameAs?.what !== 'name' || t.filter.sameAs.of?.kind !== 'it') return undefined;
  if (e.their || (e.who !== undefined && e.who !== 'you')) return undefined;
  if (t.kind === 'chosen' && (t.countIsX || t.upTo || t.thatMany || t.ofIt !== undefined || t.atRandom || t.half || (t.count !== undefined && t.count !== 1 && t.count !== 99))) return undefined;
  if (t.kind === 'all' && (t.quantifier !== 'all' || t.andPlayers || t.youFirst)) return undefined;
  const found = { all: t.kind === 'all', count: t.kind === 'all' || t.count === 99 ? Infinity : 1, filter: { ...t.filter, sameAs: undefined } };
  if (e.zones === undefined) return e.whose === undefined ? { zones: ['library'], ...found } : undefined;
  if (!ALL_THREE.test(e.zones) || (e.whose !== undefined && e.whose !== 'its-controller' && e.whose !== 'its-owner')) return undefined;
  return { zones: ['graveyard', 'hand', 'library'], ...found };
}
