// Issue 26, grammar (round fifteen, gramA): condition parts that combine (subject × predicate × comparison) for the
// not-understood "if …" lines: a number alone or "N or higher" after "is" ("the result is 12", "any of those results was
// 10 or higher", CR 706.2), "than another of your opponents" (CR 102.3), a filter comparing each object's own two values
// ("that each have toughness greater than their power", CR 208.1). Invented lines in the shapes of real cards': read
// fully, printed back exactly in both eras; carried out where the engine does it, "recognized, not simulated" where it
// doesn't.

import { describe, it } from 'vitest';
import { sameInBoth, type EraLine, expectRow } from './both-eras';

const era = (name: string, type: string, legacy: string, modern: string): EraLine => ({ name, type, legacy, modern });

/** [line, a kind its reading holds, carried out by the engine]. */
const LINES: [EraLine, string, boolean | undefined][] = [
  // CR 706.2: a die's result compared with a number alone ("is 12") or "or higher", or with an amount; the engine keeps
  // no result to compare (recognized, not simulated).
  [sameInBoth('Clock Dial', 'Artifact', '{T}: Roll a d12. If the result is 12, draw a card.'), 'compare', false],
  [sameInBoth('Hourglass Edge', 'Artifact — Equipment', 'Whenever equipped creature deals combat damage, roll a d12. If the result is greater than the damage dealt or the result is 12, double the number of +1/+1 counters on that creature.'), 'compare', false],
  [sameInBoth('Lucky Roller', 'Artifact', '{T}: Roll a d20. If the result is 15 or higher, draw a card.'), 'compare', false],
  [era('Dice Devotee', 'Creature — Human', 'Whenever you roll one or more dice, Dice Devotee gains flying until end of turn. If any of those results was 10 or higher, draw a card.', 'Whenever you roll one or more dice, this creature gains flying until end of turn. If any of those results was 10 or higher, draw a card.'), 'compare', false],
  // CR 102.3: "another of your opponents" (a game of more than two players; not evaluated).
  [sameInBoth('Rival Herald', 'Enchantment', 'Whenever a player attacks one of your opponents, if that opponent has more life than another of your opponents, you draw a card.'), 'player-compare', false],
  // CR 208.1, 603.4: each creature's toughness against its own power, counted (carried out).
  [era('Bulwark Drummer', 'Creature — Human', 'At the beginning of combat on your turn, if you control three or more creatures that each have toughness greater than their power, put a +1/+1 counter on Bulwark Drummer.', 'At the beginning of combat on your turn, if you control three or more creatures that each have toughness greater than their power, put a +1/+1 counter on this creature.'), 'control', true],
  [sameInBoth('Sturdy Census', 'Sorcery', 'If you control two or more creatures with toughness greater than their power, you gain 3 life.'), 'control', true],
];

describe('shared parts, round fifteen (gramA): read in both eras and printed back exactly', () => {
  for (const [line, kind, carriedOut] of LINES) {
    it(line.legacy, () => {
      expectRow(line, kind, carriedOut);
    });
  }
});
