// Issue 26, grammar (round twenty-four, gramB): amounts and players as parts that combine. Two countables written as
// one ("for each A and each B", CR 107.3); kinds counted once among cards ("different mana costs", CR 202.1); a duration
// before the last clause's per-object phrase after "…, then …" (CR 611.2a, 107.3); "Round up each time." (CR 107.1a);
// what the player with the most of something has, and one quantity less another (CR 102.1, 107.1). Invented lines in the shapes of real
// cards': read fully, printed back exactly in both eras; carried out where the engine does it, "recognized, not
// simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 107.3, 614.1c: two countables added, each counted as it enters (test/rules/game/r24-gramB-amounts.cards GB1–GB2).
  [{ name: 'GramB24 Horde', type: 'Creature — Zombie', legacy: 'GramB24 Horde enters the battlefield with a +1/+1 counter on it for each other Zombie you control and each Zombie card in your graveyard.', modern: 'This creature enters with a +1/+1 counter on it for each other Zombie you control and each Zombie card in your graveyard.' }, 'sum', true],
  // CR 107.3, 119.3 (GB3), and the same written first (a per-object amount, `perFirst`).
  [sameInBoth('GramB24 Census', 'Sorcery', 'You gain 1 life for each creature you control and each creature card in your graveyard.'), 'sum', true],
  [sameInBoth('GramB24 Census Again', 'Sorcery', 'For each creature you control and each creature card in your graveyard, you gain 1 life.'), 'sum', true],
  // A static per-object bonus of a sum: read, not simulated (the layer pass counts only one filter, `per`).
  [{ name: 'GramB24 Lord', type: 'Creature — Zombie', legacy: 'GramB24 Lord gets +1/+1 for each other Zombie you control and each Zombie card in your graveyard.', modern: 'This creature gets +1/+1 for each other Zombie you control and each Zombie card in your graveyard.' }, 'sum', false],
  // CR 202.1: different mana costs among cards (not counted by the engine: recognized, not simulated).
  [{ name: 'GramB24 Agonies', type: 'Creature — Spirit', legacy: 'GramB24 Agonies enters the battlefield with a +1/+1 counter on it for each different mana cost among nonland cards in your graveyard.', modern: 'This creature enters with a +1/+1 counter on it for each different mana cost among nonland cards in your graveyard.' }, 'distinct', false],
  [sameInBoth('GramB24 Cost Count', 'Sorcery', 'Draw cards equal to the number of different mana costs among nonland cards in your graveyard.'), 'distinct', false],
  // CR 611.2a, 107.3: "…, then <creature> gets -1/-1 until end of turn for each …": the one-shot draw before it (GB4).
  [sameInBoth('GramB24 Salvation', 'Sorcery', 'Target player draws a card, then target creature gets -1/-1 until end of turn for each Zombie you control.'), 'modify-pt', true],
  [sameInBoth('GramB24 Dark Salvation', 'Sorcery', 'Target player creates X 2/2 black Zombie creature tokens, then up to one target creature gets -1/-1 until end of turn for each Zombie that player controls.'), 'modify-pt', false],
  // CR 107.1a: "Round up each time." tells which way each half of the sentence before it rounds (GB5: carried out).
  [sameInBoth('GramB24 Abyss', 'Sorcery', 'Target player draws cards equal to half the number of cards in their library and loses half their life. Round up each time.'), 'half-life', true],
  [sameInBoth('GramB24 Halving', 'Sorcery', 'Each player loses half their life. Round down each time.'), 'half-life', true],
  // "half X" where a number stands, rounded by the next sentence: read; the draw of a half of X is not counted by the engine.
  [sameInBoth('GramB24 Krasis', 'Sorcery', 'You gain half X life and draw half X cards. Round down each time.'), 'half', false],
  // CR 102.1, 119.1, 402.1: what the player a comparison among players picks has; one quantity less another (CR 107.1):
  // read, not counted by the engine (recognized, not simulated).
  [{ name: 'GramB24 Desire', type: 'Creature — Sphinx', legacy: "GramB24 Desire's power and toughness are each equal to the number of cards in the hand of the opponent with the most cards in hand.", modern: "This creature's power and toughness are each equal to the number of cards in the hand of the opponent with the most cards in hand." }, 'holding-of', false],
  [{ name: 'GramB24 Horror', type: 'Creature — Horror', legacy: "GramB24 Horror's power and toughness are each equal to your life total minus the life total of an opponent with the most life.", modern: "This creature's power and toughness are each equal to your life total minus the life total of an opponent with the most life." }, 'less', false],
  [sameInBoth('GramB24 Envy', 'Sorcery', 'You gain life equal to the life total of an opponent with the most life minus your life total.'), 'less', false],
  [sameInBoth('GramB24 Peek', 'Sorcery', 'Draw cards equal to the number of cards in the hand of the player with the most cards in hand.'), 'holding-of', false],
  // CR 205.3m: the most creatures that share a creature type; CR 120.10, 608.2c: excess damage dealt this way; CR 106.3,
  // 601.2h: each mana a Treasure made, spent on the spell (read, not counted by the engine).
  [{ name: 'GramB24 Ravager', type: 'Creature — Giant', legacy: 'When GramB24 Ravager enters the battlefield, it deals X damage to any target, where X is the greatest number of creatures you control that have a creature type in common.', modern: 'When this creature enters, it deals X damage to any target, where X is the greatest number of creatures you control that have a creature type in common.' }, 'most-sharing-type', false],
  [sameInBoth('GramB24 Kin Count', 'Sorcery', 'Draw cards equal to the greatest number of creatures you control that share a creature type.'), 'most-sharing-type', false],
  [sameInBoth('GramB24 Overflow', 'Sorcery', 'GramB24 Overflow deals 5 damage to target creature. You gain life equal to the amount of excess damage dealt to that creature this way.'), 'excess-damage', false],
  [{ name: 'GramB24 Painter', type: 'Creature — Human Wizard', legacy: 'Other creatures you control enter the battlefield with an additional +1/+1 counter on them for each mana from a Treasure spent to cast them.', modern: 'Other creatures you control enter with an additional +1/+1 counter on them for each mana from a Treasure spent to cast them.' }, 'mana-from', false],
];

describe('grammar parts, round twenty-four (gramB)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));

  // CR 107.1a: without "Round … each time" after it, "loses half their life" tells no rounding: not understood; and the
  // sentence after a half that says its own rounding, or after no half, is not read either.
  it.each([
    'Target player loses half their life.',
    'Target player loses half their life, rounded up. Round up each time.',
    'Draw a card. Round up each time.',
  ])('%s is not understood whole', (line) => {
    const a = parseAbility(line, 0, { cardName: 'GramB24 Untold', faceName: 'GramB24 Untold', typeLine: 'Sorcery' });
    expect(a.unmodeled.length).toBeGreaterThan(0);
  });
});
