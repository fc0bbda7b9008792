// Issue 26, grammar (round fifteen, gramD): parts of real rules text about choices — who chooses (an opponent choosing a
// modal spell's modes, CR 700.2e), what is chosen at random (a number of cards, a subtype before the noun, "in" a zone,
// "one of them", CR 608.2d) and a number chosen in a stated range (CR 608.2d, 107.1). Invented lines in the shapes of
// real cards': read fully, printed back exactly in both eras; carried out where the engine does it, "recognized, not
// simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 700.2e: another player chooses the modes; the engine takes the modes as the controller's (not carried out).
  [sameInBoth('Grim Bargain', 'Sorcery', 'An opponent chooses one \u2014'), 'modal', false],
  [sameInBoth('Grim Offer', 'Sorcery', 'An opponent chooses one or both \u2014'), 'modal', false],
  // CR 608.2d: a card chosen at random "in" a graveyard, by you or by an opponent; the engine picks nothing at
  // random (recognized, not simulated).
  [sameInBoth('Random Upkeep', 'Enchantment', "At the beginning of your upkeep, choose a card at random in your graveyard. If it's a creature card, put it onto the battlefield. Otherwise, put it into your hand."), 'choose-target', false],
  [sameInBoth('Random Rescue', 'Sorcery', "An opponent chooses a card at random in your graveyard. If it's a creature card, put it onto the battlefield. Otherwise, exile it."), 'choose-target', false],
  // CR 608.2d: a number of cards, and a subtype before the noun, at random from a zone.
  [sameInBoth('Random Wish', 'Sorcery', 'Return two cards at random from your graveyard to your hand.'), 'zone-change', false],
  [sameInBoth('Random Tyrant', 'Creature \u2014 Zombie', '{3}{B}, {T}: Return a Zombie creature card at random from your graveyard to the battlefield.'), 'zone-change', false],
  [sameInBoth('Random Peek', 'Artifact', "{T}: Look at a card at random in target player's hand."), 'look', false],
  // CR 608.2d: one of the objects named before, chosen at random.
  [sameInBoth('Random Swing', 'Sorcery', 'Choose three target nonenchantment permanents. Destroy one of them at random.'), 'zone-change', false],
  // CR 608.2d, 107.1: a number chosen in a stated range; "that many" after it is that number (not carried out).
  [sameInBoth('Number Pact', 'Sorcery', 'Choose a number between 0 and 13. Each player sacrifices that many creatures.'), 'choose', false],
  [sameInBoth('Number Flip', 'Sorcery', 'Choose a number between 1 and 5. Draw that many cards.'), 'choose', false],
  // CR 613.4b, 608.2h: a base P/T set to another object's power and toughness, read once as the instruction is followed
  // (carried out: rules/effects/layered-effects.ts; test/rules/game/gramD-base-pt-of.cards).
  [{ name: 'Colorless Echo', type: 'Creature \u2014 Eldrazi', legacy: "Whenever another colorless creature enters the battlefield under your control, you may change Colorless Echo's base power and toughness to that creature's power and toughness until end of turn.", modern: "Whenever another colorless creature you control enters, you may change this creature's base power and toughness to that creature's power and toughness until end of turn." }, 'set-base-pt-of', true],
  [{ name: 'Bear Mentor', type: 'Creature \u2014 Bear', legacy: "Whenever Bear Mentor attacks, you may change the base power and toughness of target Human you control to Bear Mentor's power and toughness until end of turn.", modern: "Whenever this creature attacks, you may change the base power and toughness of target Human you control to this creature's power and toughness until end of turn." }, 'set-base-pt-of', true],
  // CR 509.1, 603.2: "that creature" after "blocks or becomes blocked by a creature" is the creature the engine passes.
  [{ name: 'Block Thief', type: 'Creature \u2014 Shapeshifter', legacy: "Whenever Block Thief blocks or becomes blocked by a creature, change Block Thief's base power and toughness to that creature's power and toughness until end of turn.", modern: "Whenever this creature blocks or becomes blocked by a creature, change this creature's base power and toughness to that creature's power and toughness until end of turn." }, 'set-base-pt-of', true],
  // CR 608.2d: a player's option joined to the instruction before it by "and" (carried out where its player and its
  // instructions are: test/rules/game/gramD-and-you-may.cards).
  [sameInBoth('Banish Offer', 'Instant', 'Destroy target creature and you may draw a card.'), 'optional', true],
  [sameInBoth('Counter Offer', 'Instant', 'Counter target spell and its controller may draw a card.'), 'optional', true],
  // Another player casting a revealed card (CR 608.2d, 601.2): read, not carried out.
  [sameInBoth('Scheme Echo', 'Enchantment', 'Whenever an opponent casts a spell from their hand, you may reveal the top card of your library. If it shares a card type with that spell, counter that spell and that opponent may cast the revealed card without paying its mana cost.'), 'optional', false],
  // CR 304.5, 117.1b: an action any time the player has priority; 116.2e: discarding this card so is a special action;
  // CR 606.3: "on any player's turn" (recognized, not simulated).
  [sameInBoth('Quick Armorer', 'Creature \u2014 Cat Soldier', 'You may activate equip abilities any time you could cast an instant.'), 'instant-timing', false],
  [{ name: 'Swift Vultures', type: 'Creature \u2014 Bird', legacy: 'You may discard Swift Vultures any time you could cast an instant.', modern: 'You may discard this card any time you could cast an instant.' }, 'instant-timing', false],
  [sameInBoth('Time Mage', 'Legendary Planeswalker \u2014 Teferi', '\u221210: You get an emblem with "You may activate loyalty abilities of planeswalkers you control on any player\'s turn any time you could cast an instant."'), 'instant-timing', false],
  // CR 608.2c: "then you put the rest …": the instruction's player written again after another player's clause.
  [sameInBoth('Unknown Lure', 'Sorcery', 'Reveal the top six cards of your library. An opponent exiles a nonland card from among them, then you put the rest into your hand.'), 'zone-change', false],
  // "That opponent may …" outside "for each opponent": a player the engine doesn't tell (recognized, not simulated).
  [sameInBoth('Unknown Gift', 'Sorcery', 'Reveal the top six cards of your library. An opponent exiles a nonland card from among them, then you put the rest into your hand. That opponent may cast the exiled card without paying its mana cost.'), 'optional', false],
];

describe('shared parts, round fifteen (gramD): read in both eras and printed back exactly', () => {
  for (const [line, kind, carriedOut] of LINES) {
    it(line.legacy, () => {
      expectRow(line, kind, carriedOut);
    });
  }
});
