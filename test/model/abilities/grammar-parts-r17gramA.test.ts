// Issue 26, grammar (round seventeen, gramA): small parts of triggers and conditions that combine. Invented lines in the
// shapes of real cards': read fully, printed back exactly in both eras; carried out where the engine does it,
// "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 602.2, 303.4, 301.5: an ability of one object (the enchanted or equipped creature, or this object) activated, and
  // what kind of ability: "with {T} in its activation cost" (602.1a, 107.5), "that isn't a mana ability" (605.1a); the
  // passive "an ability of equipped creature is activated". Read, not fired by the engine.
  [sameInBoth('GramA17 Tap Warden', 'Enchantment — Aura', 'Whenever a player activates an ability of enchanted creature with {T} in its activation cost that isn\'t a mana ability, you lose 1 life.'), 'activates', false],
  [sameInBoth('GramA17 Echo Bracers', 'Artifact — Equipment', 'Whenever an ability of equipped creature is activated, you may draw a card.'), 'activates', false],
  [sameInBoth('GramA17 Mana Snoop', 'Enchantment', "Whenever an opponent activates an ability of an artifact that isn't a mana ability, you gain 1 life."), 'activates', false],
  [{ name: 'GramA17 Self Watch', type: 'Artifact', legacy: 'Whenever a player activates an ability of GramA17 Self Watch with {T} in its activation cost, you scry 1.', modern: 'Whenever a player activates an ability of this artifact with {T} in its activation cost, you scry 1.' }, 'activates', false],
  // CR 508.1b: a player attacking you and/or planeswalkers you control (whom, read; not fired by the engine).
  [sameInBoth('GramA17 Retort', 'Enchantment', 'Whenever an opponent attacks you and/or one or more planeswalkers you control, you draw a card.'), 'player-attacks', false],
  [sameInBoth('GramA17 Retort Two', 'Enchantment', 'Whenever an opponent attacks you or a planeswalker you control, you gain 2 life.'), 'player-attacks', false],
  // CR 115.1, 115.7: "target spell has only one target" and "that target is a creature / is ~" (conditions of a kind of
  // its own), and the target changed "to another creature" or "to enchanted creature if able". Read, not carried out.
  [sameInBoth('GramA17 Deflect', 'Instant', "If target spell has only one target and that target is a creature, change that spell's target to another creature."), 'change-target', false],
  [{ name: 'GramA17 Mirror Drake', type: 'Creature — Drake', legacy: "{1}{U}: If target spell has only one target and that target is GramA17 Mirror Drake, change that spell's target to another creature.", modern: "{1}{U}: If target spell has only one target and that target is this creature, change that spell's target to another creature." }, 'targets', false],
  [sameInBoth('GramA17 Lure Writ', 'Enchantment — Aura', 'Whenever an opponent casts a spell, if it has a single target, change the target to enchanted creature if able.'), 'change-target', false],
  [sameInBoth('GramA17 Swap Bolt', 'Instant', "If target spell has only one target, change that spell's target to another artifact."), 'change-target', false],
  // CR 208.1: one object's stat against each other object of a kind ("its power is greater than each other creature's
  // power"), trailing or leading. Read, not evaluated.
  [{ name: 'GramA17 Wild Heart', type: 'Legendary Creature — Elf', legacy: "Whenever another creature enters the battlefield, its controller may draw a card if its power is greater than each other creature's power.", modern: "Whenever another creature enters, its controller may draw a card if its power is greater than each other creature's power." }, 'beyond-each', false],
  [{ name: 'GramA17 Runt', type: 'Creature — Goblin', legacy: "At the beginning of your upkeep, if GramA17 Runt's toughness is less than each other creature's toughness, you gain 1 life.", modern: "At the beginning of your upkeep, if this creature's toughness is less than each other creature's toughness, you gain 1 life." }, 'beyond-each', false],
  // CR 205.3, 608.2c: "each of those Vampires", "those Goblins": the objects named before by a subtype, plural (carried out
  // like "those creatures": test/rules/game/gramA-those-subtype.cards).
  [sameInBoth('GramA17 Feed', 'Instant', 'You may tap any number of untapped Vampire creatures you control. If you do, put a +1/+1 counter on each of those Vampires.'), 'add-counters', true],
  [sameInBoth('GramA17 Rally', 'Instant', 'Tap any number of untapped Goblin creatures you control. Those Goblins get +1/+1 until end of turn.'), 'modify-pt', true],
  // CR 608.2c, 400.7: an object named by what was done to it ("the discarded card") in the zone it went to: read, not
  // followed by the engine.
  [{ name: 'GramA17 Pitch Wall', type: 'Creature — Wall', legacy: 'Whenever you discard a card, you may sacrifice GramA17 Pitch Wall. If you do, return the discarded card from your graveyard to your hand.', modern: 'Whenever you discard a card, you may sacrifice this creature. If you do, return the discarded card from your graveyard to your hand.' }, 'zone-change', false],
  // CR 603.2: what a spell or ability a player controls does, an event of its own (source-does): counters a spell
  // (701.6a), exiles permanents from the battlefield (406.1, 603.6c), causes a permanent of a kind to be put into your
  // graveyard from the battlefield (700.4); and cards put into exile from your hand (406.1), alone or joined by "or".
  // Read, not fired by the engine.
  [sameInBoth('GramA17 Compliance', 'Creature — Human Wizard', 'Whenever a spell or ability you control counters a spell, you may draw a card. If you do, discard a card.'), 'source-does', false],
  [sameInBoth('GramA17 Exile Watch', 'Creature — Spirit', 'Whenever one or more cards are put into exile from your hand or a spell or ability you control exiles one or more permanents from the battlefield, create a 1/1 white Spirit creature token with flying.'), 'source-does', false],
  [sameInBoth('GramA17 Holy Ground', 'Enchantment', 'Whenever a spell or ability an opponent controls causes a land to be put into your graveyard from the battlefield, return that card to the battlefield.'), 'source-does', false],
  [sameInBoth('GramA17 Hand Exile', 'Enchantment', 'Whenever one or more cards are put into exile from your hand, you gain 1 life.'), 'object-event', false],
  // CR 120.1, 603.7c: "a creature dealt damage by that creature dies this turn" (no time on the damage; the delayed
  // trigger's limit on the death), in a spell and on a permanent ("dealt damage by ~"). Read, not matched by the engine.
  [sameInBoth('GramA17 Moon Touch', 'Instant', 'Target creature you control gets +1/+0 and gains deathtouch until end of turn. Whenever a creature dealt damage by that creature dies this turn, its controller loses 2 life.'), 'limited', false],
  [{ name: 'GramA17 Grudge Fang', type: 'Creature — Snake', legacy: 'Whenever a creature dealt damage by GramA17 Grudge Fang dies this turn, you gain 1 life.', modern: 'Whenever a creature dealt damage by this creature dies this turn, you gain 1 life.' }, 'limited', false],
  // CR 502.3, 102.1: "untap all creatures you control during each other player's untap step", also under "as long as".
  [{ name: 'GramA17 Renewal Quest', type: 'Enchantment', legacy: "As long as there are four or more quest counters on GramA17 Renewal Quest, untap all creatures you control during each other player's untap step.", modern: "As long as there are four or more quest counters on this enchantment, untap all creatures you control during each other player's untap step." }, 'untap-during', false],
  [sameInBoth('GramA17 Vigil', 'Enchantment', "Untap all lands you control during each other player's untap step."), 'untap-during', false],
  // CR 115.1, 603.2c: "you and/or at least one permanent you control becomes the target of …" (one trigger for you and
  // those objects targeted at once). Read, not fired by the engine.
  [{ name: 'GramA17 Combustion', type: 'Enchantment', legacy: 'Whenever you and/or at least one permanent you control becomes the target of a spell or ability an opponent controls, GramA17 Combustion deals 2 damage to that player.', modern: 'Whenever you and/or at least one permanent you control becomes the target of a spell or ability an opponent controls, this enchantment deals 2 damage to that player.' }, 'object-event', false],
  // CR 611.2a, 205.1b: "it's a Zombie in addition to its other creature types" after a card returned to the battlefield
  // (carried out: test/rules/game/gramA-its-a-zombie.cards), also behind "If it's a creature, …" (CR 608.2c).
  [sameInBoth('GramA17 Grave Shepherd', 'Creature — Human Wizard', "Whenever a creature an opponent controls dies, return that card to the battlefield under your control. If it's a creature, it's a Zombie in addition to its other creature types."), 'become-type', true],
  [sameInBoth('GramA17 Black Rite', 'Sorcery', "Return target creature card from your graveyard to the battlefield. It's a black Zombie in addition to its other colors and types."), 'become-type', undefined],
];

describe('grammar parts, round seventeen (gramA)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
