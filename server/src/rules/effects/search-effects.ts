// Searching a library (CR 701.23): the player looks at every card of the library and finds the cards the text asks for;
// "it" / "them" and "one … the other" after it name the cards found (608.2c). Then "shuffle" (701.24a) makes the
// library's order random (rules/state/library.ts).

import type { Effect, ObjectFilter } from '../../model/types';
import { sameNameSearch, type SameNameSearch } from '../../model/abilities/same-name-search';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext, EffectHandlers } from './effect-context';
import { countedWords, playersFor, quantityNow } from './effect-context';
import { computeCharacteristics } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { countedCompare } from './counted-compare';
import { describeFilter } from '../queries/target-legality';
import { msg } from '../../i18n';
import { searchedZones, type SearchedZone } from '../../model/abilities/search-zones';
import { markOrderChosen } from '../state/library';

/** Filter words that are no quality of a card: "a card", "three cards" (CR 701.23d). */
const PLAIN_KEYS = new Set(['types', 'text', 'postOrder']);

/**
 * CR 701.23b, 701.23d: a search "for a basic land card" has a stated quality (the player may find fewer than are there);
 * one "for a card" or "for three cards" does not (the player must find that many, or as many as there are).
 */
export function statedQuality(f: ObjectFilter): boolean {
  const rec = f as unknown as Record<string, unknown>;
  return f.types.some((w) => !/^cards?$/i.test(w)) || Object.keys(rec).some((k) => !PLAIN_KEYS.has(k) && rec[k] !== undefined && rec[k] !== false);
}

/**
 * CR 202.3, 702.53a: the mana value of the card the ability's source is — "this card" after it moved (transmute's cost
 * discards it: the discarded card, the same card in its new zone, 400.7), or as it last existed.
 */
function sourceManaValue(s: GameState, sourceId: string): number | undefined {
  const o = sourceNow(s, sourceId);
  return o ? computeCharacteristics(s, o).manaValue ?? 0 : s.lkiStats?.get(sourceId)?.manaValue;
}

/** The ability's source where it is now (the same card after it moved, 400.7), or undefined once it left every zone. */
function sourceNow(s: GameState, sourceId: string): GameObject | undefined {
  let id = sourceId;
  for (let i = 0; i < 20 && !s.objects.has(id); i++) {
    const next = s.formerIds.get(id);
    if (!next) break;
    id = next;
  }
  return s.objects.get(id);
}

/** The cards of `owner`'s library (or another of their zones) that fit `f` (CR 701.23a: the searching player looks at all of them). */
function fitting(s: GameState, owner: PlayerId, f: ObjectFilter, ctx: EffectContext, cur: Cursor, zone: SearchedZone = 'library'): string[] {
  // "with the same mana value as this card": that mana value (CR 202.3).
  const mv = !f.compare && f.sameAs?.what === 'mana value' && f.sameAs.of?.kind === 'self' ? sourceManaValue(s, ctx.sourceId) : undefined;
  const same = mv !== undefined ? { sameAs: undefined, compare: { stat: 'mana value' as const, op: 'eq' as const, n: mv } } : {};
  // CR 201.2, 201.2a: "a card named ~" is any card with the name the text spells, its own card's (written "~": the card wherever it is now).
  const named = f.named === '~' ? { named: sourceNow(s, ctx.sourceId)?.card.name ?? ctx.sourceName } : {};
  // CR 208.1, 202.3, 608.2h: "with mana value less than or equal to the number of lands you control": counted now.
  const plain = countedCompare(s, { ...f, zone: undefined, zonePhrase: undefined, zoneFrom: undefined, ...same, ...named }, ctx, cur);
  if (!plain) return [];
  return s.zones[owner][zone].filter((id) => {
    const o = s.objects.get(id);
    if (!o) return false;
    const ch = computeCharacteristics(s, o);
    // CR 107.3a: "with mana value X or less": the X announced with the spell's or ability's cost.
    return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, plain, { controller: ctx.controller, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId), ...(ctx.x !== undefined ? { x: ctx.x } : {}) });
  });
}


/**
 * The cards found: those the step named (`resolve choosing @f`, CR 608.2d) among the cards that fit; without a choice,
 * all that fit when the player must find them all (701.23d), else the first that fit in library order, the engine's
 * choice, and what follows rests on the choice never made — which cards (701.23d) or also how many (701.23b).
 */
function found(s: GameState, out: Outcome, fits: readonly string[], n: number, quality: boolean, ctx: EffectContext, cur: Cursor, what: string, quoted: string): string[] {
  const named = ctx.choices?.objects?.slice(cur.chosenNext ?? 0) ?? [];
  if (named.length > 0) {
    const picked = named.filter((id) => fits.includes(id)).slice(0, n);
    cur.chosenNext = (cur.chosenNext ?? 0) + picked.length;
    for (const id of named.slice(0, n)) if (!fits.includes(id)) out.note({ why: msg('rules.effect.cannot-be-chosen', { id, filter: what }), cr: ['701.23a'] });
    return picked;
  }
  if (!quality && fits.length <= n) return [...fits];
  if (fits.length === 0) return [];
  out.note({ why: msg('rules.effect.search-never-chosen', { filter: what }), cr: quality ? ['701.23b', '608.2d'] : ['701.23d', '608.2d'] });
  (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: quoted, what: 'choice' });
  return fits.slice(0, n);
}

/**
 * CR 701.23a, 400.1: "Search your library and/or graveyard for a card named …": the player searches any of those zones
 * they choose and finds the card in one of them (a stated quality: they may find none, 701.23b). The card is the step's
 * `choosing` card among those that fit in the zones named; without one, the first that fits in the zones in the order
 * written (the engine's choice, noted; what follows rests on it). The library was searched when the card came from it
 * ("If you search your library this way, shuffle", `cur.searchedLibrary`); found elsewhere, whether the player also
 * searched their library is their choice, and that library's order rests on it (as after a shuffle, 701.24a). A
 * library the scenario never set up: what it holds is unknown unless the card was chosen from another zone.
 */
function searchZones(s: GameState, out: Outcome, zones: readonly SearchedZone[], owner: PlayerId, e: { target: { kind: 'chosen'; filter: ObjectFilter; count?: number; upTo?: boolean } }, ctx: EffectContext, cur: Cursor, what: string, quoted: string): void {
  const fits = zones.flatMap((z) => fitting(s, owner, e.target.filter, ctx, cur, z));
  const n = Math.max(1, e.target.count ?? 1);
  const inLibrary = (id: string) => s.zones[owner].library.includes(id);
  const named = ctx.choices?.objects?.slice(cur.chosenNext ?? 0) ?? [];
  const chosenElsewhere = named.length > 0 && named.slice(0, n).every((id) => fits.includes(id) && !inLibrary(id));
  if (!s.libraryTracked[owner] && !chosenElsewhere) {
    out.note({ why: msg('rules.effect.search-library-unknown', { player: owner }), cr: ['701.23a'] });
    (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: quoted, what: 'choice' });
    cur.searchedLibrary = undefined;
    return;
  }
  const cards = found(s, out, fits, n, true, ctx, cur, what, quoted);
  out.note({ why: msg('rules.effect.search-found', { player: owner, owner, count: cards.length }), cr: ['701.23a'] });
  const fromLibrary = cards.some(inLibrary);
  cur.searchedLibrary = cards.length === 0 ? true : fromLibrary;
  if (!fromLibrary && cards.length > 0) markOrderChosen(s, owner, { sourceName: ctx.sourceName, text: 'If you search your library this way, shuffle' }, s.zones[owner].library.length);
  cur.it = cards;
  cur.looked = [...cards];
}

/** CR 201.2a: an object's names — a split card's each (a card "Fire // Ice" has two); none for an object with no name. */
function namesOf(name: string | null | undefined): string[] {
  return name ? name.split(' // ').map((n) => n.trim().toLowerCase()) : [];
}

/**
 * CR 701.23a, 201.2a, 608.2c: "Search your library for a card with the same name as that card", "Search its controller's
 * graveyard, hand, and library for all cards with the same name as that spell and exile them" (model/abilities/
 * same-name-search.ts): the name is that of the object the instruction before named ("it": the revealed card, the
 * countered spell now in its owner's graveyard, the exiled land); two objects have the same name when they have a name
 * in common, and an object with no name has none (201.2a). "its controller" is that object's as it last existed (608.2h,
 * playersFor). In a graveyard (a public zone) every such card is found when "all" are asked for; in a hand or library (a
 * hidden zone) the searching player may leave some (701.23b): the cards the step names (`resolve choosing`), else all of
 * them, the engine's choice, noted (what follows rests on it). An unnamed object or a library the scenario never set up:
 * what the search finds there is unknown, noted.
 */
function searchSameName(s: GameState, out: Outcome, e: Effect & { kind: 'search-library' }, shape: SameNameSearch, ctx: EffectContext, cur: Cursor): void {
  const itObj = cur.it[0] !== undefined ? s.objects.get(cur.it[0]) : undefined;
  const owner = e.whose ? playersFor(s, e.whose, ctx, cur)[0] : ctx.controller;
  const filter = shape.filter;
  const what = describeFilter(filter);
  const quoted = `search for ${shape.all ? `all ${what}` : countedWords(1, what)}`;
  cur.it = [];
  cur.looked = [];
  if (owner === undefined) return;
  cur.searched = owner;
  if (!itObj) {
    // The object "that card" names left every zone (a token, a copy of a spell): its name as it last existed isn't kept.
    out.note({ why: msg('rules.effect.search-never-chosen', { filter: what }), cr: ['201.2a', '608.2h'] });
    (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: quoted, what: 'choice' });
    return;
  }
  const names = namesOf(computeCharacteristics(s, itObj).name);
  const sameName = (id: string) => {
    const o = s.objects.get(id);
    return !!o && namesOf(computeCharacteristics(s, o).name).some((n) => names.includes(n));
  };
  if (!s.libraryTracked[owner]) {
    out.note({ why: msg('rules.effect.search-library-unknown', { player: owner }), cr: ['701.23a'] });
    (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: quoted, what: 'choice' });
  }
  const zones = shape.zones.filter((z) => z !== 'library' || s.libraryTracked[owner]);
  const fits = zones.flatMap((z) => fitting(s, owner, filter, ctx, cur, z)).filter(sameName);
  const inGraveyard = fits.filter((id) => s.zones[owner].graveyard.includes(id));
  let cards: string[];
  if (shape.all) {
    const hidden = fits.filter((id) => !inGraveyard.includes(id));
    cards = hidden.length === 0 ? inGraveyard : [...new Set([...inGraveyard, ...found(s, out, fits, fits.length, true, ctx, cur, what, quoted)])];
  } else cards = found(s, out, fits, Math.min(shape.count, fits.length), true, ctx, cur, what, quoted);
  out.note({ why: msg('rules.effect.search-found', { player: ctx.controller, owner, count: cards.length }), cr: ['701.23a'] });
  cur.it = cards;
  cur.looked = [...cards];
}

export const searchEffects: EffectHandlers = {
  'search-library': (s, out, e, ctx, cur) => {
    // CR 701.23a, 201.2a: cards with the same name as the object "it" names, read before "it" names the cards found.
    const same = sameNameSearch(e);
    if (same) { searchSameName(s, out, e, same, ctx, cur); return; }
    cur.it = [];
    // CR 701.23a: several of the controller's own zones, "and/or" (searchZones).
    const zones = searchedZones(e.zones);
    if (zones && !e.who && !e.whose && e.target.kind === 'chosen') {
      const what = describeFilter(e.target.filter);
      cur.searched = ctx.controller;
      searchZones(s, out, zones, ctx.controller, { target: e.target }, ctx, cur, what, `search for ${countedWords(1, what)}`);
      return;
    }
    const searcher = e.who ? playersFor(s, e.who, ctx, cur)[0] : ctx.controller;
    const owner = e.whose ? playersFor(s, e.whose, ctx, cur)[0] : searcher;
    if (!searcher || !owner || e.target.kind !== 'chosen') return;
    cur.searched = owner;
    const what = describeFilter(e.target.filter);
    const quoted = `search for ${countedWords(1, what)}`;
    // A library the scenario never set up isn't modeled: what the search could find is unknown.
    if (!s.libraryTracked[owner]) {
      out.note({ why: msg('rules.effect.search-library-unknown', { player: owner }), cr: ['701.23a'] });
      (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: quoted, what: 'choice' });
      return;
    }
    const fits = fitting(s, owner, e.target.filter, ctx, cur);
    // CR 107.3c, 608.2h: "Search your library for up to X basic land cards, where X is the number of lands you control":
    // X counted as the search begins (quantityNow); "X cards" without "where" is the X announced (107.3a). A number
    // the engine can't count now finds nothing, and what follows rests on the search (never chosen).
    const x = e.target.countIsX ? (e.whereX ? quantityNow(s, e.whereX, ctx, cur) : ctx.x) : undefined;
    if (e.target.countIsX && x === undefined) {
      out.note({ why: msg('rules.effect.search-never-chosen', { filter: what }), cr: ['107.3c', '701.23b'] });
      (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: quoted, what: 'choice' });
      return;
    }
    const n = x !== undefined ? Math.max(0, x) : Math.max(1, e.target.count ?? 1);
    // "up to two": finding fewer is the player's choice too (CR 701.23b reads the same way for a stated quality).
    const cards = found(s, out, fits, n, statedQuality(e.target.filter) || !!e.target.upTo, ctx, cur, what, quoted);
    out.note({ why: msg('rules.effect.search-found', { player: searcher, owner, count: cards.length }), cr: ['701.23a'] });
    // CR 608.2c: "it", "them", "one … the other" name the cards found.
    cur.it = cards;
    cur.looked = [...cards];
  },
};
