// The engine's player instructions, damage, life, draw, tokens, counters and mana (issue 26, "carried out"): invented
// lines in the shapes of real cards', each read fully, printed back exactly, and counted carried out only where the
// engine does what the line says (scenarios in test/rules/game/*.cards), "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { type ContextKey } from './rules-lines';
import { firstEffectKind, readCarriedOut, readNotSimulated } from './read-not-simulated';

/** [context, line, the first effect's kind]: carried out by the engine (the scenario file that shows it in the comment). */
const CARRIED_OUT: [ContextKey, string, string][] = [
  // CR 115.4, 120.3: "target player or planeswalker", "target opponent or planeswalker" (damage-player-or-planeswalker.cards).
  ['s', 'Sudden Shroud deals 4 damage to target player or planeswalker.', 'damage'],
  ['c', '{T}: Veiled Tidecaller deals 1 damage to target opponent or planeswalker.', 'damage'],
  // CR 608.2h, 603.10a: "for each +1/+1 counter on it" of a permanent that left, as it last existed (counters-on-it-last-existed.cards).
  ['c', 'When Veiled Tidecaller leaves the battlefield, draw a card for each +1/+1 counter on it.', 'draw'],
  ['c', 'When Veiled Tidecaller dies, create a 1/1 green and white Citizen creature token for each +1/+1 counter on it.', 'create-token'],
  ['c', 'When Veiled Tidecaller dies, create a 1/1 white Kithkin Soldier creature token for each counter on it.', 'create-token'],
  ['c', 'When Veiled Tidecaller dies, target opponent loses 2 life for each +1/+1 counter on it.', 'life'],
  // CR 608.2h, 121.1: "Its controller draws", its controller as it last existed (players-told-draw-life.cards).
  ['i', "Return target creature to its owner's hand. Its controller draws a card.", 'zone-change'],
  ['s', 'Destroy target creature. Its controller draws two cards.', 'zone-change'],
  ['e', "At the beginning of each player's upkeep, that player loses 2 life and draws two cards.", 'life'],
  // CR 608.2c: "that player" after "choose an opponent" is the player chosen (players-told-draw-life.cards PT5).
  ['s', 'Choose an opponent at random. That player draws a card.', 'choose'],
  ['c', 'When this creature dies, create a 1/1 white Spirit creature token for each counter on it.', 'create-token'],
  // CR 701.41a: support N, its targets announced and the counters put (support.cards).
  ['c', 'When Veiled Tidecaller enters the battlefield, support 2.', 'player-action'],
  ['s', 'Support 3.', 'player-action'],
  // CR 603.2, 109.4: "each creature that player controls" after "deals combat damage to a player": the player dealt the
  // damage (r23-carryK-damaged-players-objects.cards).
  ['c', 'Whenever Veiled Tidecaller deals combat damage to a player, it deals 1 damage to each creature that player controls.', 'damage'],
];

/** [context, line, the first effect's kind]: read, but the engine doesn't deal, gain, draw or make what it says. */
const NOT_CARRIED_OUT: [ContextKey, string, string][] = [
  // CR 120.3: a recipient the engine doesn't find as written — "target creature blocking it" — is not dealt damage by
  // it: never counted carried out.
  ['c', '{R}: Veiled Tidecaller deals 1 damage to target creature blocking it.', 'damage'],
];

describe('player instructions, damage, life, draw, tokens, counters, mana: carried out (issue 26)', () => {
  it.each(CARRIED_OUT)('carried out: [%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readCarriedOut(ctx, line))).toBe(kind);
  });
  it.each(NOT_CARRIED_OUT)('not carried out: [%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readNotSimulated(ctx, line))).toBe(kind);
  });
});
