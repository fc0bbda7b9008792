// Issue 26, grammar (round eight, grammar8b): parts of real rules text several families share — a relation written as a
// clause after the noun ("target creature that's blocking it", CR 508.1, 509.1), tokens entering attacking the player or
// blocking the creature named before (CR 508.4, 509.1h), "each of them" / "each of those lands" (the objects named
// before, each, CR 608.2c), one object chosen "for each …" (CR 107.3, 608.2d), "enchanted artifact's controller" (CR 303.4,
// 301.5), one object of each kind of a list ("an artifact, a creature, and a land", CR 608.2d), "tokens created with ~" (CR
// 111.1), "For each of them, …" (CR 608.2c), "target spell's controller" (CR 115.1), "Spells and abilities your opponents
// control can't cause you to …" (CR 101.2). Invented lines in the shapes of real cards': read fully, printed back exactly in both eras;
// carried out where the engine does it, "recognized, not simulated" where it doesn't.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { sameInBoth, type EraLine, expectRow } from './both-eras';
import { CONTEXTS } from './rules-lines';

/** [line, a kind its reading holds, carried out by the engine (undefined: not asserted)]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 508.1, 509.1: a relation written "that's <relation> <object>" after the noun; "attacking you" is told by the engine
  // (rules/queries/related-objects.ts), the creature or player named before is not.
  [{ name: 'Thorn Warden', type: 'Creature — Elf Warrior', legacy: '{1}{G}, {T}: Exile Thorn Warden and target creature without flying that\'s attacking you.', modern: '{1}{G}, {T}: Exile this creature and target creature without flying that\'s attacking you.' }, 'zone-change', true],
  // Whether the engine carries it out is not asserted here: the damage descriptor doesn't look at its recipients' phrases
  // (effect-descriptors.ts `case 'damage'`; "destroy target creature that's blocking it" is not carried out).
  [sameInBoth('Spark Sling', 'Artifact — Equipment', 'Equipped creature has "{1}: This creature deals 1 damage to target creature that\'s blocking it."'), 'grant-ability', undefined],
  [sameInBoth('Block Breaker', 'Instant', "Destroy target creature that's blocking it."), 'zone-change', false],
  [sameInBoth('Ambush Cut', 'Instant', "Destroy target creature with flying that's attacking that opponent."), 'zone-change', false],
  // CR 508.4, 509.1h: a token entering the combat beside the creature or against the player named before (not put into the
  // combat by the engine).
  [{ name: 'Pride Warden', type: 'Creature — Cat Soldier', legacy: "Whenever Pride Warden blocks a creature, create a 1/1 white Cat Soldier creature token with vigilance that's blocking that creature.", modern: "Whenever this creature blocks a creature, create a 1/1 white Cat Soldier creature token with vigilance that's blocking that creature." }, 'create-token', false],
  [sameInBoth('Ink Banner', 'Enchantment', "Whenever a player attacks one of your opponents, that attacking player creates a tapped 2/1 white and black Inkling creature token with flying that's attacking that opponent."), 'create-token', false],
  // CR 608.2c: "each of them", "each of those lands": every object an earlier instruction named.
  [sameInBoth('Fetch Rite', 'Sorcery', 'Untap up to two target lands. Put a fetch counter on each of them.'), 'add-counters', true],
  [sameInBoth('Twin Scorch', 'Sorcery', 'Choose two target creatures. Twin Scorch deals 2 damage to each of them.'), 'damage', true],
  // CR 107.3, 608.2d: one object of a kind chosen once per object counted (not done by the engine's zone changes).
  [sameInBoth('Soot Stack', 'Artifact', "At the beginning of each player's upkeep, that player sacrifices a permanent for each soot counter on Soot Stack."), 'zone-change', false],
  [sameInBoth('Grave Recall', 'Sorcery', 'Reveal any number of green cards in your hand. Return an enchantment card from your graveyard to your hand for each card revealed this way.'), 'zone-change', false],
  // CR 303.4, 301.5, 108.4: the controller of the permanent the Aura or Equipment is attached to (not told by the engine).
  [{ name: 'Rust Gnawer', type: 'Enchantment — Aura', legacy: "At the beginning of your end step, Rust Gnawer deals 2 damage to enchanted artifact's controller.", modern: "At the beginning of your end step, this Aura deals 2 damage to enchanted artifact's controller." }, 'damage', false],
  [sameInBoth('Leech Implant', 'Enchantment — Aura', "At the beginning of your upkeep, enchanted creature's controller sacrifices it and you create a 1/1 colorless Phyrexian Myr artifact creature token."), 'zone-change', false],
  // CR 608.2d, 701.23a: one object of each kind of a list, in the written order (not carried out).
  [sameInBoth('Tri-Land Call', 'Sorcery', 'Search your library for an Island card, a Swamp card, and a Mountain card, reveal them, put them into your hand, then shuffle.'), 'search-library', false],
  [sameInBoth('Pair Call', 'Sorcery', 'Search your library for a Plains card and an Island card, put them onto the battlefield, then shuffle.'), 'search-library', false],
  [sameInBoth('Fivefold Toll', 'Sorcery', 'Each player sacrifices an artifact, a creature, an enchantment, a land, and a planeswalker.'), 'zone-change', false],
  // CR 111.1, 607.2c: the tokens this object's abilities created (not matched by the engine).
  [{ name: 'Grave Stair', type: 'Enchantment', legacy: 'At the beginning of each end step or when Grave Stair leaves the battlefield, destroy all tokens created with Grave Stair. They can\'t be regenerated.', modern: 'At the beginning of each end step or when this enchantment leaves the battlefield, destroy all tokens created with this enchantment. They can\'t be regenerated.' }, 'zone-change', false],
  [{ name: 'Loom Artisan', type: 'Creature — Human Wizard', legacy: 'When Loom Artisan leaves the battlefield, exile all tokens created with it at the beginning of the next end step.', modern: 'When this creature leaves the battlefield, exile all tokens created with it at the beginning of the next end step.' }, 'zone-change', false],
  // CR 702.14a, 509.1b: every landwalk ignored, by any blocker or by one (not enforced by the engine).
  [sameInBoth('Trail Ward', 'Artifact', "Creatures with landwalk abilities can be blocked as though they didn't have those abilities."), 'restriction', false],
  [sameInBoth('Street Sense', 'Enchantment — Aura', "Enchanted creature gets +0/+2 and can block creatures with landwalk abilities as though they didn't have those abilities."), 'restriction', false],
  // CR 608.2c: the instructions once for each object an earlier instruction named (not carried out: per-object-effects.ts
  // finds objects of a kind on the battlefield only).
  [sameInBoth('Mirror Raid', 'Sorcery', "Choose up to two target creatures you don't control. For each of those creatures, create a token that's a copy of that creature. Those tokens gain haste. Exile them at the beginning of the next end step."), 'per-object', false],
  [sameInBoth('Ancient Call', 'Sorcery', 'Create two 4/5 green Spirit creature tokens. For each of them, put your choice of a vigilance counter, a reach counter, or a trample counter on it.'), 'per-object', false],
  // CR 115.1, 108.4: the controller of a target object, the target itself not chosen by the engine.
  [sameInBoth('Spite Feedback', 'Instant', "Spite Feedback deals damage to target spell's controller equal to that spell's mana value."), 'damage', false],
  [sameInBoth('Forced Offering', 'Instant', "Target creature's controller sacrifices it."), 'zone-change', false],
  // CR 401.1, 608.2d: each player's own card on top of their own library (carried out since round 23:
  // r23-carryZ-own-hand-to-library.cards).
  [sameInBoth('Hidden Tithe', 'Sorcery', 'Each player puts a card from their hand on top of their library.'), 'zone-change', true],
  // CR 101.2: what the opponents' spells and abilities can't make this player do (not enforced by the engine).
  [{ name: 'Iron Will Keeper', type: 'Creature — Human Monk', legacy: "Spells and abilities your opponents control can't cause you to discard cards or sacrifice permanents.", modern: "Spells and abilities your opponents control can't cause you to discard cards or sacrifice permanents." }, 'player-restriction', false],
  [sameInBoth('Dream Lock', 'Legendary Planeswalker — Ashiok', "Spells and abilities your opponents control can't cause their controller to search their library."), 'player-restriction', false],
];

describe('shared parts, round eight (grammar8b): relations after the noun, tokens entering the combat, "each of them" (CR 508.1, 508.4, 509.1, 608.2c)', () => {
  it.each(LINES)('%o', (line, kind, carriedOut) => {
    expectRow(line, kind, carriedOut);
  });

  it('leaves what does not agree unread', () => {
    for (const line of [
      "Destroy target creature that's blocking your cat.",
      "Destroy target creature that's blocking you.",
      "Create two 1/1 white Cat Soldier creature tokens that's blocking that creature.",
      "Create a 1/1 white Cat Soldier creature token that are blocking that creature.",
      'Put a fetch counter on each of those wizards.',
      'Sacrifice two permanents for each soot counter on it.',
      "At the beginning of your upkeep, enchanted wizard's controller loses 2 life.",
      'Each player sacrifices a creature, a land and an artifact.',
      'Each player sacrifices a creature and two lands.',
      'Destroy all creatures created with it.',
      "Creatures with landwalk abilities can be blocked as though they didn't have those keywords.",
      'For each of those wizards, draw a card.',
      "Target wizard's controller draws a card.",
      "Spells and abilities your opponents control can't cause you to draw cards.",
    ]) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
