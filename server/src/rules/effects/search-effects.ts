// Searching a library (CR 701.23): the player looks at every card of the library and finds the cards the text asks for;
// "it" / "them" and "one … the other" after it name the cards found (608.2c). Then "shuffle" (701.24a) makes the
// library's order random (rules/state/library.ts).

import type { ObjectFilter } from '../../model/types';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Cursor, EffectContext, EffectHandlers } from './effect-context';
import { playersFor } from './effect-context';
import { computeCharacteristics } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { countedCompare } from './counted-compare';
import { describeFilter } from '../queries/target-legality';
import { msg } from '../../i18n';

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

/** The cards of `owner`'s library that fit `f` (CR 701.23a: the searching player looks at all of them). */
function fitting(s: GameState, owner: PlayerId, f: ObjectFilter, ctx: EffectContext, cur: Cursor): string[] {
  // "with the same mana value as this card": that mana value (CR 202.3).
  const mv = !f.compare && f.sameAs?.what === 'mana value' && f.sameAs.of.kind === 'self' ? sourceManaValue(s, ctx.sourceId) : undefined;
  const same = mv !== undefined ? { sameAs: undefined, compare: { stat: 'mana value' as const, op: 'eq' as const, n: mv } } : {};
  // CR 201.2, 201.2a: "a card named ~" is any card with the name the text spells, its own card's (written "~": the card wherever it is now).
  const named = f.named === '~' ? { named: sourceNow(s, ctx.sourceId)?.card.name ?? ctx.sourceName } : {};
  // CR 208.1, 202.3, 608.2h: "with mana value less than or equal to the number of lands you control": counted now.
  const plain = countedCompare(s, { ...f, zone: undefined, zonePhrase: undefined, zoneFrom: undefined, ...same, ...named }, ctx, cur);
  if (!plain) return [];
  return s.zones[owner].library.filter((id) => {
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

export const searchEffects: EffectHandlers = {
  'search-library': (s, out, e, ctx, cur) => {
    cur.it = [];
    const searcher = e.who ? playersFor(s, e.who, ctx, cur)[0] : ctx.controller;
    const owner = e.whose ? playersFor(s, e.whose, ctx, cur)[0] : searcher;
    if (!searcher || !owner || e.target.kind !== 'chosen') return;
    cur.searched = owner;
    const what = describeFilter(e.target.filter);
    const quoted = `search for ${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}`;
    // A library the scenario never set up isn't modeled: what the search could find is unknown.
    if (!s.libraryTracked[owner]) {
      out.note({ why: msg('rules.effect.search-library-unknown', { player: owner }), cr: ['701.23a'] });
      (s.unchosenTargets ??= []).push({ sourceName: ctx.sourceName, text: quoted, what: 'choice' });
      return;
    }
    const fits = fitting(s, owner, e.target.filter, ctx, cur);
    const n = Math.max(1, e.target.count ?? 1);
    // "up to two": finding fewer is the player's choice too (CR 701.23b reads the same way for a stated quality).
    const cards = found(s, out, fits, n, statedQuality(e.target.filter) || !!e.target.upTo, ctx, cur, what, quoted);
    out.note({ why: msg('rules.effect.search-found', { player: searcher, owner, count: cards.length }), cr: ['701.23a'] });
    // CR 608.2c: "it", "them", "one … the other" name the cards found.
    cur.it = cards;
    cur.looked = [...cards];
  },
};
