// Permissions to play exiled cards (CR 601.2a, 611.2a–b): the card's owner as the one who may ("its owner may cast it",
// CR 108.3; carried out for one object: test/rules/game/owner-may-cast.cards), "For as long as that card remains exiled,
// …" written first (611.2b), and some of the cards named before, the player's pick ("play one of those cards", "up to two
// of those cards", 608.2d). Invented lines in the shapes of real cards' (Release to the Wind, Unlucky Witness, March of
// Reckless Joy): read fully, printed back exactly; what the engine doesn't do is recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

const NOT_SIMULATED: [ContextKey, string][] = [
  ['i', 'Exile target nonland permanent. For as long as that card remains exiled, its owner may cast it without paying its mana cost.'],
  ['i', 'Exile target nonland permanent. For as long as that card remains exiled, its owner may play it.'],
  ['c', 'When Veiled Tidecaller dies, exile the top two cards of your library. Until your next end step, you may play one of those cards.'],
  ['s', 'Exile the top X cards of your library. You may play up to two of those cards until the end of your next turn.'],
  ['c', 'When Veiled Tidecaller dies, exile the top two cards of your library. You may play one of those cards this turn.'],
];

describe('permissions to play exiled cards (CR 601.2a, 611.2a–b, 608.2d)', () => {
  it.each(NOT_SIMULATED)('[%s] %s', (ctx, line) => {
    readNotSimulated(ctx, line);
  });

  it('carries out "its owner may cast it this turn" (CR 108.3)', () => {
    expect(JSON.stringify(readCarriedOut('s', 'Exile target creature. Its owner may cast it this turn.'))).toContain('"who":"its-owner"');
  });

  it('leaves what does not agree unread', () => {
    for (const line of ['Exile target nonland permanent. For as long as that card remain exiled, you may play it.', 'Exile the top two cards of your library. You may play one of that cards this turn.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});

// CR 611.3a: "During each of your turns, you may cast a creature spell from your graveyard" (Karador, Lurrus): a static
// permission only during its controller's turns, one spell each turn (not simulated).
describe('permissions during each of your turns (CR 611.3a, 601.2a)', () => {
  it.each([
    ['l', 'During each of your turns, you may cast a creature spell from your graveyard.'],
    ['l', 'During each of your turns, you may cast one permanent spell with mana value 2 or less from your graveyard.'],
  ] as [ContextKey, string][])('[%s] %s', (ctx, line) => {
    expect(JSON.stringify(readNotSimulated(ctx, line))).toContain('"until":"during each of your turns"');
  });
});
