// Issue 26, the "words" families on real text, as typed parts that combine (invented lines in the shapes of real cards'):
// each line read fully and printed back as itself, then either carried out by the engine (scenarios in
// test/rules/game/*.cards) or "recognized, not simulated" so that answers resting on it are inconclusive.

import { describe, expect, it } from 'vitest';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';
import type { ContextKey } from './rules-lines';

/** [context, line]: read, printed back, not carried out. */
const NOT_SIMULATED: [ContextKey, string][] = [
  // CR 107.3, 202.3: "with power X", a static restriction (its X announced by no cost the engine reads).
  ['c', '{X}, {T}: Each creature with power X can\'t attack or block this turn.'],
  // CR 402.2: a spell's rule for the rest of the game.
  ['s', 'Draw three cards. You have no maximum hand size for the rest of the game.'],
  // CR 122.1, 118.3: counters removed from among several objects as an instruction (how many from each is the player's choice).
  ['c', 'When this creature enters, you may remove any number of +1/+1 counters from among creatures you control.'],
  // CR 120.3: players written before the objects.
  ['c', 'When this creature enters, it deals 2 damage to each opponent and each creature they control.'],
  ['s', 'Sudden Shroud deals 4 damage to each opponent and each planeswalker you don\'t control.'],
  // CR 122.1f: counters on players are not kept by the engine.
  // CR 608.2d: another player puts the counters, on an object of their choice.
  ['s', 'Target opponent puts a deathtouch counter on a creature they control.'],
  // CR 205.1a, 205.1b: a type chosen earlier, as a type an object is or becomes (not applied by the layers).
  ['e', 'Each creature you control is the chosen type in addition to its other types.'],
  ['e', 'Lands you control are the chosen type in addition to their other types.'],
  ['e', 'Enchanted land is the chosen type.'],
  ['i', 'Choose a creature type. Target creature becomes that type until end of turn.'],
  // CR 107.3, 115.1: amounts — a target's value, half of a number rounded (107.1a), creatures that died this way (700.4),
  // a count taken as the spell is cast (601.2), mana of one kind spent to cast it (107.4h, 601.2h), the creature that died.
  ['s', "You gain life equal to target creature's power."],
  ['s', 'Destroy all creatures. You gain X life, where X is the number of creatures that died this way.'],
  ['s', 'Sudden Shroud deals X damage to any target, where X is the number of Mountains you control as you cast this spell.'],
  ['s', 'Scry X, where X is the amount of {S} spent to cast this spell, then draw three cards.'],
  ['c', 'Whenever another creature you control dies, you gain X life, where X is the power of the creature that died.'],
  // Countables after "for each" and "the number of" (CR 107.3): votes (701.38), creatures devoured (702.82b), commander
  // casts (903.8), colored mana symbols in mana costs (202.1, 107.4), players who did something (102.1).
  ['c', 'Put two +1/+1 counters on this creature for each sprout vote.'],
  ['c', 'When this creature enters, draw a card for each creature it devoured.'],
  ['c', "When this creature enters, create a 1/1 white Human Soldier creature token for each time you've cast a commander from the command zone this game."],
  ['c', 'When this creature enters, it deals damage to target creature equal to the number of red mana symbols in the mana costs of permanents you control.'],
  ['e', 'At the beginning of your end step, create a Blood token for each player who lost life this turn.'],
  ['c', 'When this creature enters, draw a card for each opponent who controls fewer creatures than you.'],
  // CR 608.2d: one card of each kind among the cards looked at, the player's pick.
  ['s', 'Reveal the top five cards of your library. You may put a creature card and/or an enchantment card from among them into your hand. Put the rest into your graveyard.'],
  // CR 119.1: the highest or lowest life total among players; CR 104.3b, 704.5a and 119.7: rules a permanent changes.
  ['c', "When this creature enters, each player's life total becomes the highest life total among all players."],
  ['e', "Your life total can't change."],
];

/** [context, line]: read, printed back, carried out (scenarios in test/rules/game). */
const CARRIED_OUT: [ContextKey, string][] = [
  // CR 510.1a: the creature a trigger names assigns no combat damage this turn (test/rules/game/assigns-no-combat-damage.cards AN3).
  ['c', "Whenever this creature attacks and isn't blocked, it assigns no combat damage this turn and defending player loses 2 life."],
  // CR 120.3: you and each object (test/rules/game/damage-you-and-objects.cards YD2).
  ['e', 'Whenever this enchantment becomes tapped, it deals 2 damage to you and each creature you control.'],
  // CR 608.2c: "Then" before a sentence whose subject is a name (test/rules/game/then-named-subject.cards).
  ['s', 'Each opponent loses 2 life. Then Sudden Shroud deals 3 damage to each creature.'],
  // CR 111.1, 608.2c: "the token", "the tokens created this way": the tokens the instruction before created.
  ['s', 'Create a 1/1 white Soldier creature token. The token created this way gains haste until end of turn.'],
  // CR 119.4, 107.3: life paid in an amount equal to a value of the ability's object (test/rules/game/then-named-subject.cards TN3).
  ['c', "When this creature enters, each opponent pays life equal to this creature's power."],
  // CR 611.2a, 608.2c: a clause after a duration written inside the sentence is a one-shot instruction
  // (test/rules/game/inline-duration-one-shot.cards ID1, ID2).
  ['c', '{1}{R}: This creature gets +1/+0 until end of turn and deals 1 damage to you.'],
  ['i', 'Target creature gets +2/+0 until end of turn and you gain 2 life.'],
  // CR 122.1, 608.2c: "you" written as the subject of putting counters (test/rules/game/counters-player-subject.cards CP1).
  ['s', 'You put a +1/+1 counter on each creature you control and gain 2 life.'],
  // CR 111.4, 205.4a: a token's name written before it, "legendary" before its P/T (test/rules/game/named-tokens.cards NT1).
  ['s', 'Create Urami, a legendary 5/5 black Demon Spirit creature token with flying.'],
  ['s', 'Create Ashaya, the Awoken World, a legendary 4/4 green Elemental creature token.'],
  // CR 608.2c, 107.3: kinds listed with "and", every object of either kind (test/rules/game/and-kinds.cards AK1, AK2).
  ['c', 'When this creature enters, create X Treasure tokens, where X is the number of artifacts and enchantments your opponents control.'],
  ['c', 'This creature gets +1/+1 for each artifact and enchantment you control.'],
  ['c', 'Other Wolves and Werewolves you control get +1/+1.'],
  // CR 104.3b, 704.5a: no loss for 0 or less life while the permanent is there (test/rules/game/no-loss-zero-life.cards).
  ['e', "You don't lose the game for having 0 or less life."],
  // CR 608.2c, 701.20a: every card of either kind among those revealed (test/rules/game/among-looked.cards L5).
  ['s', 'Reveal the top two cards of your library. Put all creature and land cards revealed this way into your hand and the rest on the bottom of your library in any order.'],
  // CR 107.3a, 202.3: "with mana value X", exactly the X announced with the cost (test/rules/game/compare-with-x.cards CX1–CX4).
  ['c', '{X}{X}{1}: Destroy target artifact or creature with mana value X.'],
  ['s', 'Return each creature card with mana value X from your graveyard to the battlefield.'],
  // CR 122.1, 602.2b, 107.3a: a cost's counters removed from among several objects, also X of them (test/rules/game/x-costs.cards XC10–XC11).
  ['c', '{1}, Remove two +1/+1 counters from among creatures you control: Draw a card.'],
  ['c', '{B}, Remove X +1/+1 counters from among creatures you control: Target creature gets -X/-X until end of turn.'],
  // CR 119.4, 107.1a: half the life total paid as a cost (test/rules/game/x-costs.cards XC8–XC9).
  ['c', '{B}{B}, Pay half your life, rounded up: Draw a card.'],
  // CR 120.3: two sets of objects each written with "each" (test/rules/game/damage-and-each.cards AE1).
  ['s', 'Sudden Shroud deals 1 damage to each creature and each planeswalker.'],
  // CR 120.3, 115.4, 608.2c: that player's creatures (test/rules/game/carryT-that-players-creatures.cards); CR 107.3c, 111.4: an X/X token (carryT-x-tokens.cards).
  ['s', 'Sudden Shroud deals 2 damage to target player and each creature that player controls.'],
  ['s', "Sudden Shroud deals 4 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls."],
  ['s', 'Create an X/X black Zombie creature token, where X is half your life total, rounded up.'],
  // CR 613.4c, 202.1, 107.4e: chroma counted in each creature's own mana cost (test/rules/game/carryS-per-affected.cards PAF7).
  ['e', 'Each creature you control gets +1/+1 for each white mana symbol in its mana cost.'],
];

describe('issue 26 words families: read, printed back, not simulated', () => {
  it.each(NOT_SIMULATED)('[%s] %s', (ctx, line) => {
    readNotSimulated(ctx, line);
  });
});

describe('issue 26 words families: read, printed back, carried out', () => {
  it.each(CARRIED_OUT)('[%s] %s', (ctx, line) => {
    expect(readCarriedOut(ctx, line).unmodeled).toEqual([]);
  });
});
