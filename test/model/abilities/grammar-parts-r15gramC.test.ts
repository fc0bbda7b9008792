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
];

describe('shared parts, round fifteen (gramC): read in both eras and printed back exactly', () => {
  for (const [line, kind, carriedOut] of LINES) {
    it(line.legacy, () => {
      expectRow(line, kind, carriedOut);
    });
  }
});
