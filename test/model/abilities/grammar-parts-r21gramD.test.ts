// Issue 26, grammar (round twenty-one, gramD): choices, tokens and players. Two instructions joined by "or", of which the
// player chooses one as the effect resolves (CR 608.2d: `either-instruction`, an imperative's or a player's, the second's
// subject left out; read, not carried out); a token's supertype "snow" and its name before "with" its abilities (CR 111.4,
// 205.4a, 205.4g: carried out, test/rules/game/gramD21-snow-named-tokens.cards). Invented lines in the shapes of real
// cards': read fully, printed back exactly in both eras; "recognized, not simulated" where the engine doesn't carry them out.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 608.2d: one of two instructions, the player's choice as it resolves (not carried out; "If you do" after it neither).
  [{ name: 'GramD21 Crypt Hound', type: 'Creature — Zombie Dog', legacy: 'When GramD21 Crypt Hound enters the battlefield, you may sacrifice a creature or discard a creature card. If you do, draw a card.', modern: 'When this creature enters, you may sacrifice a creature or discard a creature card. If you do, draw a card.' }, 'either-instruction', false],
  [sameInBoth('GramD21 Hard Bargain', 'Sorcery', 'Each opponent sacrifices a creature or discards a card.'), 'either-instruction', false],
  [sameInBoth('GramD21 Toll Gate', 'Artifact', '{2}, {T}: Target player sacrifices an artifact or discards two cards.'), 'either-instruction', false],
  [sameInBoth('GramD21 Relic Call', 'Sorcery', 'You may reveal an enchantment card you own from outside the game or choose a face-up enchantment card you own in exile. Put that card into your hand.'), 'either-instruction', false],
  [sameInBoth('GramD21 Quick Choice', 'Instant', 'Tap target creature or draw a card.'), 'either-instruction', false],
  // CR 608.2d: a comma before "or" after a long first side; inside "For each of those cards, …" (CR 608.2c).
  [sameInBoth('GramD21 Turn Tide', 'Instant', 'Tap all untapped creatures target player controls, or untap all tapped creatures that player controls.'), 'either-instruction', false],
  // CR 121.1: cards drawn this turn, the participle after the noun (not matched by the engine).
  [sameInBoth('GramD21 Deep Grove', 'Enchantment', 'At the beginning of your draw step, you may draw two additional cards. If you do, choose two cards in your hand drawn this turn. For each of those cards, pay 4 life or put the card on top of your library.'), 'either-instruction', false],
  [sameInBoth('GramD21 Fresh Toss', 'Sorcery', 'Discard a card drawn this turn. Draw two cards.'), 'player-action', false],
  // CR 120.3, 608.2c: damage to each object of a kind and each player for whom a condition holds (the players not told by
  // the engine: not carried out); without the condition, carried out.
  [{ name: 'GramD21 Pale Riot', type: 'Enchantment', legacy: 'When GramD21 Pale Riot enters the battlefield, GramD21 Pale Riot deals 2 damage to each white creature and each player who controls a white creature.', modern: 'When this enchantment enters, this enchantment deals 2 damage to each white creature and each player who controls a white creature.' }, 'damage', false],
  [sameInBoth('GramD21 Sky Burn', 'Sorcery', 'GramD21 Sky Burn deals 1 damage to each creature with flying and each opponent who controls an artifact.'), 'damage', false],
  [sameInBoth('GramD21 Ground Burn', 'Sorcery', 'GramD21 Ground Burn deals 1 damage to each creature without flying and each player.'), 'damage', true],
  // CR 111.4, 205.4a, 205.4g: a snow token, and a token's name written before its abilities (carried out).
  [{ name: 'GramD21 Ice Smith', type: 'Creature — Human Artificer', legacy: '{3}, {T}: Create a colorless snow artifact token named Frost Charm with "{T}: Add one mana of any color."', modern: '{3}, {T}: Create a colorless snow artifact token named Frost Charm with "{T}: Add one mana of any color."' }, 'create-token', true],
  [sameInBoth('GramD21 Winter Muster', 'Sorcery', 'Create two 2/2 white snow Soldier creature tokens.'), 'create-token', true],
  [sameInBoth('GramD21 Named Guard', 'Sorcery', 'Create a 1/1 white Soldier creature token named Gate Warden with vigilance.'), 'create-token', true],
];

describe('grammar parts, round twenty-one (gramD)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));

  // One instruction with an or-list of objects stays one instruction (the choice is read only where nothing else reads it).
  it('an or-list of objects is not two instructions', () => {
    for (const text of ['Destroy target artifact or enchantment.', 'Tap or untap target permanent.', 'Return target creature or planeswalker card from your graveyard to your hand.']) {
      const a = parseAbility(text, 0, { cardName: 'GramD21 Probe', faceName: 'GramD21 Probe', typeLine: 'Instant' });
      expect(JSON.stringify(a)).not.toContain('either-instruction');
    }
  });

  // The second side agrees with the player of the first: "each opponent sacrifices a creature or discard a card" is not read.
  it('a player\'s second instruction agrees with the player', () => {
    const a = parseAbility('Each opponent sacrifices a creature or discard a card.', 0, { cardName: 'GramD21 Probe', faceName: 'GramD21 Probe', typeLine: 'Sorcery' });
    expect(a.unmodeled?.length ?? 0).toBeGreaterThan(0);
  });
});
