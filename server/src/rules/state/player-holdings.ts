// What a condition reads of a player (CR 119 life, 402 hand, 404 graveyard, 401 library, 122.1f poison counters) and
// which players a condition's player words name in the engine's two-player game (CR 102.2: "an opponent" is the other
// player). Shared by rules/queries/conditions.ts ("if …", 608.2c, 603.4) and rules/layers/static-conditions.ts
// ("as long as …", 611.3a).

import type { Condition, ObjectFilter, PlayerHoldings, PlayerRef } from '../../model/types';
import { countHolds } from './compared';
import type { MostPlayerMeasure } from '../../model/abilities/most-player';
import type { GameState, PlayerId } from './game-state';
import { battlefieldObjects, hasCityBlessing, PLAYERS } from './game-state';

export const opponentOf = (p: PlayerId): PlayerId => (p === 'you' ? 'opponent' : 'you');

/** The players a condition's player words name, and whether the condition asks of some of them or of each (undefined: words the engine doesn't read there). */
export function conditionPlayers(who: PlayerRef, controller: PlayerId, that?: PlayerId): { players: PlayerId[]; each: boolean } | undefined {
  switch (who) {
    // CR 503.1a: "at the beginning of each opponent's upkeep, if that player …": the player whose step it is, the one the
    // trigger's event names (`that`; rules/triggers/step-triggers.ts); unknown elsewhere.
    case 'that-player': return that !== undefined ? { players: [that], each: true } : undefined;
    // CR 102.4: "your team" is "you" in a game that isn't between teams.
    case 'you': case 'your-team': return { players: [controller], each: true };
    case 'an-opponent': return { players: [opponentOf(controller)], each: false };
    case 'each-opponent': case 'your-opponents': return { players: [opponentOf(controller)], each: true };
    case 'a-player': return { players: [...PLAYERS], each: false };
    case 'each-player': return { players: [...PLAYERS], each: true };
  }
  return undefined;
}

/** How much of what a condition counts a player has (undefined: a holding the engine doesn't read for that player's words). */
export function holdingOf(s: GameState, p: PlayerId, what: PlayerHoldings, who: PlayerRef): number | undefined {
  switch (what) {
    case 'life': return s.life[p];
    case 'poison counters': return s.poison[p];
    case 'cards in hand': case 'cards in their hand': return s.zones[p].hand.length;
    case 'cards in your graveyard': return who === 'you' ? s.zones[p].graveyard.length : undefined;
    case 'cards in their graveyard': return s.zones[p].graveyard.length;
    case 'cards in your library': return who === 'you' ? s.zones[p].library.length : undefined;
    // "if you have eleven or more cards in your hand" (CR 402.1): the hand written with its owner.
    case 'cards in your hand': return who === 'you' ? s.zones[p].hand.length : undefined;
  }
  return undefined;
}

/**
 * CR 702.131c: "you have the city's blessing", "an opponent has the city's blessing"; CR 724.1: "if you're the monarch"
 * (undefined: another designation or player words the engine doesn't read; the initiative and a full party are not kept).
 */
export function designationHolds(s: GameState, c: Condition & { kind: 'designation' }, controller: PlayerId, that?: PlayerId): boolean | undefined {
  if (c.what !== "the city's blessing" && c.what !== 'the monarch') return undefined;
  const named = conditionPlayers(c.who, controller, that);
  if (!named) return undefined;
  // CR 724.1, 724.3: "if an opponent is the monarch": the one player who is the monarch (none until an effect makes one).
  const holds = named.players.map((p) => (c.what === 'the monarch' ? s.monarch === p : hasCityBlessing(s, p)));
  return named.each ? holds.every(Boolean) : holds.some(Boolean);
}

/** "you have seven or more cards in hand", "an opponent has 10 or less life", "unless you have two or more opponents" (undefined: not told). */
export function playerHasHolds(s: GameState, c: Condition & { kind: 'player-has' }, controller: PlayerId, that?: PlayerId): boolean | undefined {
  // CR 102.2: the engine's game has two players, so you have one opponent.
  if (c.what === 'opponents') return c.who === 'you' ? countHolds(1, c) : undefined;
  if (c.to) return undefined;
  const named = conditionPlayers(c.who, controller, that);
  const told = named?.players.map((p) => holdingOf(s, p, c.what, c.who));
  if (!named || !told || told.some((n) => n === undefined)) return undefined;
  const holds = told.map((n) => countHolds(n!, c));
  return named.each ? holds.every(Boolean) : holds.some(Boolean);
}

/**
 * "an opponent has more life than you", "a player has more cards in hand than each other player", "you control more
 * creatures than an opponent": each player's number as it is now; `controlled` counts the permanents of a filter a
 * player controls (undefined: not counted there).
 */
export function playersCompareHolds(s: GameState, c: Condition & { kind: 'player-compare' }, controller: PlayerId, controlled?: (p: PlayerId, f: ObjectFilter) => number, that?: PlayerId): boolean | undefined {
  const who = conditionPlayers(c.who, controller, that);
  if (!who || (c.filter && !controlled)) return undefined;
  const value = (p: PlayerId) => (c.filter ? controlled!(p, c.filter) : c.what === 'life' ? s.life[p] : s.zones[p].hand.length);
  const beats = (p: PlayerId, q: PlayerId) => (c.more ? value(p) > value(q) : value(p) < value(q));
  const holdsFor = (p: PlayerId): boolean | undefined => {
    if (c.than === 'each other player') return PLAYERS.filter((q) => q !== p).every((q) => beats(p, q));
    // CR 102.3: "another of your opponents" needs a game of more than two players (not evaluated, effect-descriptors.ts).
    if (c.than === 'another of your opponents') return undefined;
    const than = conditionPlayers(c.than, controller, that);
    if (!than) return undefined;
    const wins = than.players.map((q) => beats(p, q));
    return than.each ? wins.every(Boolean) : wins.some(Boolean);
  };
  const told = who.players.map(holdsFor);
  if (told.some((t) => t === undefined)) return undefined;
  return who.each ? told.every(Boolean) : told.some(Boolean);
}

/**
 * CR 102.1, 119.1, 402.1: "the player with the most life", "the player who has the most cards in hand": the one player
 * still in the game whose life total (cards in hand) is greater — or, for "the fewest", less — than each other's; none
 * when two tie (model/abilities/most-player.ts tells it only where a condition rules a tie out).
 */
export function mostPlayer(s: GameState, m: MostPlayerMeasure): PlayerId | undefined {
  const alive = PLAYERS.filter((p) => !s.leftGame.includes(p) && !s.losers.includes(p));
  const value = (p: PlayerId) => (m.what === 'life' ? s.life[p] : s.zones[p].hand.length);
  return alive.find((p) => alive.every((q) => q === p || (m.most ? value(p) > value(q) : value(p) < value(q))));
}

/**
 * CR 903.3d: "if you control a commander": a permanent on the battlefield that is a commander (the designation is the
 * card's, 903.3); "your commander" (903.3): the one of the deck of the player who owns it.
 */
export function controlsCommander(s: GameState, p: PlayerId, yours: boolean): boolean {
  return battlefieldObjects(s).some((o) => o.controller === p && s.commanders.has(o.cardId) && (!yours || o.owner === p));
}
