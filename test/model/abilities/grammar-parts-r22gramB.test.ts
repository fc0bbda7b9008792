// Issue 26, grammar (round twenty-two, gramB): players picked by a condition as the ones dealt damage ("each opponent who
// controls more lands than you", CR 120.3, 608.2c) and by how their coin came up ("each player whose coin comes up tails",
// CR 705.2) or by what they tapped for mana this turn (CR 106.12); another player choosing a target player who is their
// opponent, then "the first player" and "the second player" (CR 115.1, 102.3, 608.2c); a life total set to half of "their starting life total" for "up to one target player" (CR 119.5, 103.4,
// 115.1); a count taken "as this ability resolves" (CR 608.2h); a life total exchanged with a toughness (CR 701.12g); the
// colors in a commander's color identity (CR 903.4).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the
// engine does it (test/rules/game/r22-gramB-*.cards), "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseQuantity, printQuantity } from '../../../server/src/model/abilities/amounts';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 120.3, 608.2c: the players of a set a condition about "that player" picks, dealt damage (recognized, not simulated).
  [sameInBoth('GramB22 Land Tax Bolt', 'Sorcery', 'GramB22 Land Tax Bolt deals damage to each opponent who controls more lands than you equal to the difference. Then create a number of Treasure tokens equal to the damage dealt this way.'), 'damage', false],
  [sameInBoth('GramB22 Scorched Plains', 'Enchantment', 'GramB22 Scorched Plains deals 2 damage to each player who sacrificed a Plains this way.'), 'damage', false],
  // CR 106.12: the players who tapped a land for mana this turn, as the ones who act (recognized, not simulated).
  [sameInBoth('GramB22 Desolate Field', 'Enchantment', 'At the beginning of each end step, each player who tapped a land for mana this turn sacrifices a land. GramB22 Desolate Field deals 2 damage to each player who sacrificed a Plains this way.'), 'tapped-for-mana', false],
  [sameInBoth('GramB22 Drain Field', 'Enchantment', 'At the beginning of each end step, each player who tapped an artifact for mana this turn loses 1 life.'), 'tapped-for-mana', false],
  // CR 115.1, 102.3, 608.2c: another player chooses a target player of a kind, one of their opponents; "the first player"
  // and "the second player" are the chooser and the one chosen (recognized, not simulated).
  [{ name: 'GramB22 Oath of Sages', type: 'Enchantment', legacy: "At the beginning of each player's upkeep, that player chooses target player who has more life than they do and is their opponent. The first player may have GramB22 Oath of Sages deal 1 damage to the second player.", modern: "At the beginning of each player's upkeep, that player chooses target player who has more life than they do and is their opponent. The first player may have this enchantment deal 1 damage to the second player." }, 'choose-target', false],
  [sameInBoth('GramB22 Oath of Fields', 'Enchantment', "At the beginning of each player's upkeep, that player chooses target player who controls more lands than they do and is their opponent. The first player may search their library for a basic land card, put that card onto the battlefield, then shuffle."), 'choose-target', false],
  [sameInBoth('GramB22 Oath of Books', 'Enchantment', "At the beginning of each player's upkeep, that player chooses target player who has more cards in hand than they do and is their opponent. The first player may discard their hand and draw three cards."), 'optional', false],
  // CR 608.2d: "For each opponent who does, …" after an offer each opponent may take (recognized, not simulated).
  [sameInBoth('GramB22 Tempting Return', 'Sorcery', 'Tempting offer — Return a creature card from your graveyard to the battlefield. Each opponent may return a creature card from their graveyard to the battlefield. For each opponent who does, return a creature card from your graveyard to the battlefield.'), 'per-object', false],
  // CR 603.2, 608.2h: the trigger event's amount written "the damage", "the excess" (120.10); "any target other than that
  // permanent" (CR 115.4; recognized, not simulated).
  [{ name: 'GramB22 Poppet', type: 'Artifact Creature — Scarecrow', legacy: 'Whenever GramB22 Poppet deals combat damage to a player, if you have no cards in hand, that player discards cards equal to the damage.', modern: 'Whenever this creature deals combat damage to a player, if you have no cards in hand, that player discards cards equal to the damage.' }, 'event-amount', false],
  [{ name: 'GramB22 Fury', type: 'Creature — God', legacy: 'Whenever a creature or planeswalker an opponent controls is dealt excess noncombat damage, GramB22 Fury deals damage equal to the excess to any target other than that permanent.', modern: 'Whenever a creature or planeswalker an opponent controls is dealt excess noncombat damage, this creature deals damage equal to the excess to any target other than that permanent.' }, 'any-target', false],
  // CR 608.2d: "up to one" object or card chosen, a singular noun (carried out from a graveyard or hand:
  // test/rules/game/r22-gramB-up-to-one-chosen.cards; on the battlefield, recognized, not simulated).
  [sameInBoth('GramB22 Lone Recall', 'Sorcery', 'Return up to one creature card from your graveyard to your hand.'), 'zone-change', true],
  [{ name: 'GramB22 Tapper', type: 'Creature — Horror', legacy: 'When GramB22 Tapper enters the battlefield, for each opponent, tap up to one untapped creature you control.', modern: 'When this creature enters, for each opponent, tap up to one untapped creature you control.' }, 'tap', false],
  // CR 107.1, 608.2c: the difference between the life totals of two players named before (recognized, not simulated).
  [sameInBoth('GramB22 Transfusion', 'Sorcery', "Two target players exchange life totals. You create an X/X colorless Horror artifact creature token, where X is the difference between those players' life totals."), 'life-totals-difference', false],
  // CR 608.2d: "each friend", "each foe" after "For each player, choose friend or foe" (recognized, not simulated).
  [sameInBoth("GramB22 Sanction", 'Sorcery', 'For each player, choose friend or foe. Each friend puts a +1/+1 counter on each creature they control. Each foe chooses one untapped creature they control, then taps the rest.'), 'choose-option', false],
  [sameInBoth("GramB22 Fury of Friends", 'Sorcery', "For each player, choose friend or foe. Each friend discards all cards from their hand, then draws that many cards plus one. GramB22 Fury of Friends deals damage to each foe equal to the number of cards in their hand."), 'draw', false],
  // CR 705.2: how each player's coin came up, as the ones dealt damage and as the ones who act (recognized, not simulated).
  [sameInBoth('GramB22 Coin Storm', 'Sorcery', 'You and target opponent each flip a coin. GramB22 Coin Storm deals 1 damage to each player whose coin comes up tails.'), 'coin-side', false],
  [{ name: 'GramB22 Coin Goblin', type: 'Creature — Goblin', legacy: 'Whenever GramB22 Coin Goblin or another Goblin enters the battlefield, each player flips a coin. Each player whose coin comes up tails sacrifices a creature.', modern: 'Whenever this creature or another Goblin enters, each player flips a coin. Each player whose coin comes up tails sacrifices a creature.' }, 'coin-side', false],
  // CR 119.5, 103.4, 115.1: "up to one target player's life total becomes half their starting life total" (not carried out).
  [{ name: 'GramB22 Famine', type: 'Creature — Avatar', legacy: "When GramB22 Famine enters the battlefield, up to one target player's life total becomes half their starting life total, rounded down.", modern: "When this creature enters, up to one target player's life total becomes half their starting life total, rounded down." }, 'set-life-total', false],
  // CR 608.2h: the count taken as the ability resolves (carried out: test/rules/game/r22-gramB-as-this-ability-resolves.cards).
  [sameInBoth('GramB22 Wizard Lantern', 'Artifact', '{T}: You gain X life, where X is the number of Wizards you control as this ability resolves.'), 'life', true],
  [sameInBoth('GramB22 Roil Chaser', 'Creature — Human Wizard', '{T}: The next instant or sorcery spell you cast this turn costs {X} less to cast, where X is the number of Wizards you control as this ability resolves.'), 'count', undefined],
  // CR 701.12g: a life total exchanged with a toughness (not carried out).
  [{ name: 'GramB22 Tree', type: 'Creature — Plant', legacy: "{T}: Exchange your life total with GramB22 Tree's toughness.", modern: "{T}: Exchange your life total with this creature's toughness." }, 'exchange-life', false],
  // CR 903.4: the colors in a commander's (or partners') color identity (not counted by the engine).
  [sameInBoth('GramB22 War Room', 'Land', "{3}, {T}, Pay life equal to the number of colors in your commanders' color identity: Draw a card."), 'identity-colors', false],
  [sameInBoth('GramB22 Prism', 'Sorcery', "You gain life equal to the number of colors in your commander's color identity."), 'identity-colors', false],
];

describe('grammar parts, round twenty-two (gramB)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));

  // CR 103.4, 608.2c: "their starting life total" is its own reading, printed back as written.
  it('"their starting life total" prints back as written', () => {
    const q = parseQuantity('half their starting life total, rounded down')!;
    expect(printQuantity(q)).toBe('half their starting life total, rounded down');
  });
  it('"as this ability resolves" is kept only after a count', () => {
    expect(parseQuantity("~'s power as this ability resolves")).toBeUndefined();
  });
});
