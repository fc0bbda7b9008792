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
];

describe('grammar parts, round seventeen (gramA)', () => {
  for (const [line, kind, carriedOut] of LINES) it(line.legacy, () => void expectRow(line, kind, carriedOut));
});
