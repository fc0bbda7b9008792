// Searching several zones at once and shuffling whole zones into a library (issue 26, phrase families "library: search"
// and "each player / opponent"): CR 701.23a (search), 701.24a (shuffle), 400.1 (zones), 201.2 (names). Invented lines in
// the shapes of real cards': read fully, printed back exactly, and "recognized, not simulated" (the engine searches only
// a library and shuffles no whole zone, so answers resting on them are inconclusive).

import { describe, expect, it } from 'vitest';
import { type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated, readUnderstood } from './read-not-simulated';

function effectsOf(a: ReturnType<typeof readNotSimulated>) {
  return 'effects' in a ? a.effects ?? [] : [];
}

const SEARCHES: [ContextKey, string, string][] = [
  ['s', "Search target player's graveyard, hand, and library for any number of cards with that name and exile them.", 'graveyard, hand, and library'],
  // Siblings: another player, another list of zones.
  ['s', "Search target opponent's graveyard, hand, and library for all creature cards with the same mana value as that creature and exile them.", 'graveyard, hand, and library'],
];

// CR 701.23a, 201.2a, 608.2h: all three zones of the controller or owner of the object named before, for cards with its
// name (rules/effects/search-effects.ts searchSameName; test/rules/game/r22-carryZ-same-name-search.cards).
const SAME_NAME: [ContextKey, string, string][] = [
  ['s', "Counter target spell. Search its controller's graveyard, hand, and library for all cards with the same name as that spell and exile them.", 'graveyard, hand, and library'],
  ['s', "Exile target card from a graveyard. Search its owner's graveyard, hand, and library for any number of cards with the same name as that card and exile them. Then that player shuffles.", 'graveyard, hand, and library'],
];

// CR 701.23a: the controller's own zones "and/or", the library among them: carried out (rules/effects/search-effects.ts
// searchZones), and "If you search your library this way, shuffle" after it (701.24a).
const OWN_ZONES: [ContextKey, string, string][] = [
  ['s', 'Search your library and/or graveyard for a card named Forest, reveal it, and put it into your hand.', 'library and/or graveyard'],
  ['s', 'Search your graveyard, hand, and/or library for a card named Island and put it onto the battlefield.', 'graveyard, hand, and/or library'],
  ['s', 'Search your library and/or graveyard for a card named Forest, reveal it, and put it into your hand. If you search your library this way, shuffle.', 'library and/or graveyard'],
];

const SHUFFLES: [ContextKey, string, string][] = [
  ['s', 'Each player shuffles their hand and graveyard into their library, then draws seven cards.', 'hand and graveyard'],
  ['s', 'Each player shuffles their graveyard into their library.', 'graveyard'],
  ['s', 'Shuffle your hand and graveyard into your library, then draw seven cards.', 'hand and graveyard'],
  // Siblings.
  ['s', 'Target player shuffles their hand into their library, then draws that many cards.', 'hand'],
  ['s', 'Each opponent shuffles their graveyard into their library.', 'graveyard'],
];

describe('a search of several zones at once (CR 701.23a)', () => {
  it.each(SEARCHES)('[%s] %s', (ctx, line, zones) => {
    const e = effectsOf(readNotSimulated(ctx, line)).find((x) => x.kind === 'search-library');
    expect(e && e.kind === 'search-library' ? e.zones : undefined).toBe(zones);
  });
});

describe('a search for cards with the same name as the object named before (CR 701.23a, 201.2a)', () => {
  it.each(SAME_NAME)('[%s] %s', (ctx, line, zones) => {
    const e = effectsOf(readCarriedOut(ctx, line)).find((x) => x.kind === 'search-library');
    expect(e && e.kind === 'search-library' ? e.zones : undefined).toBe(zones);
  });
});

describe('a search of your own zones, any of them (CR 701.23a)', () => {
  it.each(OWN_ZONES)('[%s] %s', (ctx, line, zones) => {
    const e = effectsOf(readCarriedOut(ctx, line)).find((x) => x.kind === 'search-library');
    expect(e && e.kind === 'search-library' ? e.zones : undefined).toBe(zones);
  });

  it('leaves "If you search your library this way" without a search before it not carried out', () => {
    readNotSimulated('s', 'If you search your library this way, shuffle.');
  });
});

describe('whole zones shuffled into a library (CR 701.24a)', () => {
  it.each(SHUFFLES)('[%s] %s', (ctx, line, zones) => {
    const e = effectsOf(readUnderstood(ctx, line)).find((x) => x.kind === 'shuffle-zones');
    expect(e && e.kind === 'shuffle-zones' ? e.zones : undefined).toBe(zones);
  });
});
