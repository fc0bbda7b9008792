// Issue 26, grammar (round fifteen, gramC): typed amount and filter parts of real rules text that were their lines' only
// not-understood words. Filter parts: "with lesser mana value" (compared with the spell or creature named before, CR
// 202.3), "with the same name / mana value / total power and toughness" (shared with the object the sentence is about, or
// among the objects themselves, CR 201.2, 202.3, 208.1); amount parts: "an amount of {E} equal to …" (CR 107.3, 107.14).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the
// engine does it, "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 202.3, 701.23a: "a creature card with lesser mana value" than the creature named before: the comparison with an
  // object the sentence leaves unwritten is not matched by the engine (recognized, not simulated).
  [sameInBoth('Lesser Echo', 'Instant', 'Choose target creature. When that creature dies this turn, search your library for a creature card with lesser mana value, put it onto the battlefield, then shuffle.'), 'search-library', false],
  [sameInBoth('Lesser Reveal', 'Sorcery', 'Exile cards from the top of your library until you exile an instant or sorcery card with lesser mana value.'), 'reveal-until', false],
  // CR 201.2, 202.3, 208.1: "with the same mana value", "with the same name", "with the same total power and toughness":
  // shared with the object the sentence is about (not matched by the engine).
  [{ name: 'Same Ring', type: 'Enchantment', legacy: "Whenever a creature enters the battlefield under your control, it fights up to one target creature you don't control with the same mana value.", modern: "Whenever a creature enters under your control, it fights up to one target creature you don't control with the same mana value." }, 'fight', false],
  [sameInBoth('Same Mimic', 'Sorcery', "Choose target permanent an opponent controls. Search that player's library for a card with the same name and put it onto the battlefield under your control. Then that player shuffles."), 'search-library', false],
  [sameInBoth('Same Pair', 'Sorcery', 'Search your library for a creature card with the same total power and toughness, put it onto the battlefield, then shuffle.'), 'search-library', false],
  // CR 201.2, 118.3: "Discard two nonland cards with the same name" as a cost: the name shared among the cards themselves.
  [sameInBoth('Same Chimes', 'Artifact', 'Discard two nonland cards with the same name: Draw four cards.'), 'draw', false],
  // CR 107.3, 107.14, 122.1: "you get an amount of {E} equal to …": the counters counted as the ability resolves (carried
  // out: rules/effects/energy-effects.ts; test/rules/game/energy-amount.cards).
  [{ name: 'Peema Seer', type: 'Creature — Human', legacy: 'When Peema Seer enters the battlefield, you get an amount of {E} (energy counters) equal to the greatest power among creatures you control.', modern: 'When this creature enters, you get an amount of {E} (energy counters) equal to the greatest power among creatures you control.' }, 'energy', true],
  [sameInBoth('Energy Tally', 'Sorcery', 'You get an amount of {E} equal to the number of creatures you control.'), 'energy', true],
  // CR 107.14, 118.3: paying such an amount ("you may pay an amount of {E} equal to …") is read, not carried out.
  [sameInBoth('Energy Coup', 'Sorcery', "Choose target artifact or creature. You get {E}{E}{E}{E}, then you may pay an amount of {E} equal to that permanent's mana value. If you do, gain control of it."), 'energy', false],
  // CR 102.1, 119.1, 103.4: "for each opponent whose life total is less than half their starting life total"; CR 120.3,
  // 603.2: "for each opponent dealt damage" by the trigger event; CR 603.6a: "who had two or more lands enter the
  // battlefield under their control this turn": players counted by a clause the engine doesn't evaluate (recognized, not
  // simulated).
  [sameInBoth('Half Angel', 'Creature — Angel', 'Creatures you control get +1/+1 for each opponent whose life total is less than half their starting life total.'), 'modify-pt', false],
  [sameInBoth('Dealt Pirate', 'Creature — Pirate', 'Whenever one or more Pirates you control deal damage to your opponents, you create a Treasure token for each opponent dealt damage.'), 'create-token', false],
  [{ name: 'Land Share', type: 'Enchantment', legacy: 'At the beginning of each end step, create a Treasure token for each opponent who had two or more lands enter the battlefield under their control this turn.', modern: 'At the beginning of each end step, create a Treasure token for each opponent who had two or more lands enter under their control this turn.' }, 'create-token', false],
  // CR 107.1, 107.1b: "A in excess of B" (carried out when both are counted: amounts-excess-short.cards); with "target
  // opponent" inside the amount, read, not simulated.
  [sameInBoth('Excess Edge', 'Instant', 'Excess Edge deals damage to target creature equal to the number of creatures you control in excess of the number of lands you control.'), 'damage', true],
  [sameInBoth('Excess Numbers', 'Sorcery', 'Excess Numbers deals damage to target creature equal to the number of creatures you control in excess of the number of creatures target opponent controls.'), 'damage', false],
  // CR 107.1: "for each card fewer than three in your hand" (carried out); "in their hand" of the player named before
  // is not counted by the engine (recognized, not simulated).
  [sameInBoth('Short Hand', 'Sorcery', 'You gain 2 life for each card fewer than three in your hand.'), 'life', true],
  [sameInBoth('Short Whisker', 'Creature — Rat', "At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three in their hand."), 'life', false],
  // CR 603.2, 608.2h: "that damage", the trigger event's amount, compared in a filter (not matched by the engine).
  [sameInBoth('Damage Technician', 'Creature — Human', 'Whenever Damage Technician deals combat damage to a player, you may put an artifact card with mana value less than or equal to that damage from your hand onto the battlefield.'), 'event-amount', false],
  // CR 120.1: "the amount of damage those creatures dealt to that player", the source written first (not counted).
  [sameInBoth('Trample Crasher', 'Creature — Dinosaur', 'Whenever one or more creatures you control with trample deal combat damage to a player, create an X/X green Dinosaur Beast creature token with trample, where X is the amount of damage those creatures dealt to that player.'), 'tally', false],
];

describe('shared parts, round fifteen (gramC): read in both eras and printed back exactly', () => {
  for (const [line, kind, carriedOut] of LINES) {
    it(line.legacy, () => {
      expectRow(line, kind, carriedOut);
    });
  }
});
