// The order of a library (CR 401.1: library[0] is the top card). A shuffle (701.24a) makes the order random; the
// engine keeps the cards in one order, so what is later taken from the top of that library (drawn, milled,
// manifested, looked at) rests on the shuffle: it is recorded like a choice never made. Which cards were taken rests on
// it, how many doesn't (scenario/identity.ts: answers that can't tell the cards apart stay definite until something could
// read them). Setting the library up again (the scenario's `on top of library`) makes its order known.

import type { GameState, PlayerId } from './game-state';

/** An effect shuffled `player`'s library (CR 701.24a): with two or more cards in it, its order is now unknown. */
export function markShuffled(s: GameState, player: PlayerId, by: { sourceName: string; text: string }): void {
  if (s.zones[player].library.length > 1) (s.shuffled ??= {})[player] = by;
}

/**
 * CR 701.22a: a player chose where the top `seen` cards go (scry): with two or more cards in the library, which card is
 * on top now rests on that choice, like a shuffle's order.
 */
export function markOrderChosen(s: GameState, player: PlayerId, by: { sourceName: string; text: string }, seen: number): void {
  if (seen > 0 && s.zones[player].library.length > 1) (s.shuffled ??= {})[player] = { ...by, what: 'choice' };
}

/**
 * CR 401.4, 608.2c: a card an effect put on top of a shuffled library is known to be there ("then shuffle and put that
 * card on top"): taking it from the top rests on no order. Any later shuffle or chosen order forgets it.
 */
export function putOnTopKnown(s: GameState, player: PlayerId, id: string): void {
  const by = s.shuffled?.[player];
  if (by) s.shuffled![player] = { ...by, knownTop: [...(by.knownTop ?? []), id] };
}

/**
 * CR 401.4, 608.2c: `n` cards were put on the bottom of `player`'s library "in a random order": which of them is where
 * is unknown, the cards above them keep their known places (taking only those rests on nothing, as `putOnTopKnown`).
 */
export function markBottomRandom(s: GameState, player: PlayerId, by: { sourceName: string; text: string }, n: number): void {
  const lib = s.zones[player].library;
  if (n < 2 || s.shuffled?.[player]) return;
  (s.shuffled ??= {})[player] = { ...by, knownTop: lib.slice(0, Math.max(0, lib.length - n)) };
}

/** The library's order is known again (the scenario set it up, CR 401.1). */
export function orderKnown(s: GameState, player: PlayerId): void {
  if (s.shuffled) delete s.shuffled[player];
}

/**
 * The top `n` cards of `player`'s library (from the bottom with `fromBottom`), top first. Taken from a shuffled
 * library, which cards they are rests on the shuffle (CR 701.24a): recorded once, as an outcome nothing decides.
 */
export function libraryCards(s: GameState, player: PlayerId, n: number, fromBottom = false): string[] {
  const lib = s.zones[player].library;
  const ids = fromBottom ? lib.slice(Math.max(0, lib.length - n)) : lib.slice(0, Math.max(0, n));
  const by = s.shuffled?.[player];
  // The top cards are all cards put there since the shuffle (putOnTopKnown): which they are rests on nothing.
  const knownTop = !fromBottom && ids.every((id) => by?.knownTop?.includes(id));
  if (by && ids.length > 0 && !knownTop) {
    const list = (s.unchosenTargets ??= []);
    const what = by.what ?? 'order';
    // Which cards are taken rests on the order; how many doesn't: every card of the library could be one of them.
    const names = lib.map((id) => s.objects.get(id)?.card.name ?? '');
    const known = list.find((u) => u.what === what && u.sourceName === by.sourceName && u.text === by.text);
    if (!known) list.push({ sourceName: by.sourceName, text: by.text, what, identity: [...new Set(names)] });
    else if (known.identity) known.identity = [...new Set([...known.identity, ...names])];
  }
  return ids;
}
