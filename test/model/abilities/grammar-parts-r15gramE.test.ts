// Issue 26, grammar (round fifteen, gramE): typed parts for the not-understood families "life", "mana: spend only",
// "trigger: other events", "trigger: casting", "each player / opponent", "damage: deals" — a life total doubled
// (CR 701.10d), a subtype whose plural is itself in a mana restriction ("abilities of Myr", CR 205.3m, 106.6), a player
// event's limit "during their turn" (CR 603.2, 102.2) and its subject "an opponent who <condition>" (CR 608.2c).
// Invented lines in the shapes of real cards': read fully, printed back exactly in both eras; carried out where the engine
// does it (scenarios: test/rules/game/gramE-*.cards), "recognized, not simulated" where it doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 701.10d: the controller's or a target player's life total doubled (carried out, gramE-double-life-myr-mana.cards).
  [sameInBoth('Doubling Rite', 'Sorcery', 'Double your life total.'), 'set-life-total', true],
  [sameInBoth('Doubling Hex', 'Sorcery', "Double target player's life total."), 'set-life-total', true],
  // CR 701.10d, 108.4: another player's ("its controller's" after a trigger about an enchanted creature): not told.
  [sameInBoth('Mantle of Plenty', 'Enchantment — Aura', "Whenever enchanted creature deals combat damage to a player, double its controller's life total."), 'set-life-total', false],
  // CR 106.6, 205.3m: "abilities of Myr" (a subtype whose plural is itself), with the spells of that subtype (carried out).
  [sameInBoth('Myr Well', 'Artifact', '{T}: Add {C}{C}. Spend this mana only to cast Myr spells or activate abilities of Myr.'), 'spend-only', true],
  [sameInBoth('Myr Spring', 'Artifact', '{T}: Add {C}. Spend this mana only to activate abilities of Myr.'), 'spend-only', true],
  // CR 603.2, 102.2: "during their turn", the turn of the event's player: you or the one opponent (carried out).
  [sameInBoth('Ring of Envy', 'Artifact', 'Whenever an opponent draws a card during their turn, you draw a card.'), 'limited', true],
  // "a player … during their turn": the event's player is not told by the engine's limit (recognized, not simulated).
  [sameInBoth('Ring of Haste', 'Artifact', 'Whenever a player draws a card during their turn, you gain 1 life.'), 'limited', false],
  // CR 608.2c: "an opponent who <condition>": the subject's players a condition picks (recognized, not simulated).
  [sameInBoth('Wedded Band', 'Artifact', 'Whenever an opponent who controls an artifact named Wedded Band draws a card during their turn, you draw a card.'), 'player-event', false],
  [sameInBoth('Wedded Band', 'Artifact', 'Whenever an opponent who controls an artifact named Wedded Band gains life during their turn, you gain that much life.'), 'player-event', false],
  [sameInBoth('Barren Watch', 'Artifact', 'Whenever a player who controls no lands draws a card, you gain 1 life.'), 'player-event', false],
  // CR 202.1, 107.3: a symbol in a spell's mana cost, in its written forms (carried out, gramE-cost-symbol.cards).
  [sameInBoth('X Watcher', 'Artifact', 'Whenever you cast a spell with {X} in its mana cost, you gain 2 life.'), 'cast', true],
  [sameInBoth('X Discount', 'Artifact', 'Spells with {X} in their mana costs cost {1} less to cast.'), 'cost-change', true],
  [sameInBoth('X Savant', 'Creature — Human Wizard', 'Whenever you cast a creature spell with a mana cost that contains {X}, draw a card.'), 'cast', true],
  // "{P}" for any Phyrexian mana symbol (CR 107.4f; OPEN QUESTION: the current CR's {P} is the pawprint, 107.18): read, not matched.
  [sameInBoth('Rage Still', 'Artifact', "Whenever you cast a spell with {P} in its mana cost, Rage Still deals damage equal to that spell's mana value to any target."), 'cast', false],
  // CR 701.26a: a player named as the one who untaps or taps ("that player untaps ~": carried out, gramE-player-untaps-control.cards).
  [sameInBoth('Wandering Idol', 'Artifact Creature — Golem', "At the beginning of each player's upkeep, that player untaps Wandering Idol."), 'untap', true],
  // … "and gains control of it": the same player left out; another player's gaining control is not told (not simulated).
  [sameInBoth('Wandering Idol', 'Artifact Creature — Golem', "At the beginning of each player's upkeep, that player untaps Wandering Idol and gains control of it."), 'gain-control', false],
  [sameInBoth('Tapping Decree', 'Sorcery', 'Target player taps target creature.'), 'tap', true],
  // CR 115.1, 102.2: "target opponent chosen at random": the one opponent (carried out, gramE-player-untaps-control.cards).
  [sameInBoth('Hot Potato', 'Enchantment', 'At the beginning of your end step, target opponent chosen at random gains control of Hot Potato.'), 'gain-control', true],
  // CR 107.3, 701.10: "double the value of X" of the spell the trigger names: read, not carried out (OPEN QUESTION: no rule
  // of 701.10 defines it); its trigger's filter "with a mana cost that contains {X}" is matched.
  [sameInBoth('Flourish Engine', 'Enchantment', 'Whenever you cast a permanent spell with a mana cost that contains {X}, double the value of X.'), 'double-x', false],
];

describe('shared parts, round fifteen (gramE): read in both eras and printed back exactly', () => {
  for (const [line, kind, carriedOut] of LINES) {
    it(line.legacy, () => {
      expectRow(line, kind, carriedOut);
    });
  }
});
