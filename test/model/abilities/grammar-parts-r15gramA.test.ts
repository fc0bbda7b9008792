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
  // CR 601.2i: what a player did "this game" (a time of the happened-conditions; not evaluated).
  [era('Second Dawn', 'Sorcery', "If this spell was cast from your hand and you've cast another spell named Second Dawn this game, you win the game. Otherwise, you gain 7 life.", "If this spell was cast from your hand and you've cast another spell named Second Dawn this game, you win the game. Otherwise, you gain 7 life."), 'happened', false],
  [sameInBoth('Long Memory', 'Sorcery', "If you've cast another spell this game, draw a card."), 'happened', false],
  // CR 201.2, 202.3: "with the same name" with "as …" left out (the object the sentence is about; not matched).
  [sameInBoth('Twin Cull', 'Instant', 'Destroy target nonland permanent if another permanent with the same name is on the battlefield.'), 'objects-are', false],
  [sameInBoth('Value Cull', 'Instant', 'Destroy target creature if another creature with the same mana value is on the battlefield.'), 'objects-are', false],
  // CR 201.2: the same name as either of two objects, negated: neither (not evaluated).
  [era('Novel Guard', 'Enchantment', "Whenever a nontoken creature enters the battlefield under your control, if it doesn't have the same name as another creature you control or a creature card in your graveyard, draw a card.", "Whenever a nontoken creature you control enters, if it doesn't have the same name as another creature you control or a creature card in your graveyard, draw a card."), 'same-as', false],
  // CR 201.2: how many of the objects named before share a name (not evaluated).
  [era('Mirror Mill', 'Creature — Beast', 'Whenever Mirror Mill deals combat damage to a player, that player mills four cards. If two or more of those cards have the same name, you draw a card.', 'Whenever this creature deals combat damage to a player, that player mills four cards. If two or more of those cards have the same name, you draw a card.'), 'same-among', false],
  // CR 608.2c: two alternatives, the second with its own article ("an instant card or a card with flash"), what the
  // instruction before it exiled (carried out: gramA-condition-parts.cards GA3–GA4).
  [sameInBoth('Trap Audit', 'Sorcery', 'Target opponent reveals their hand. You choose a nonland card from it. Exile that card. If an instant card or a card with flash is exiled this way, they lose 1 life. Otherwise, you lose 1 life.'), 'happened', true],
  [sameInBoth('Flash Audit', 'Sorcery', 'Exile target card from a graveyard. If an instant card or a card with flash is exiled this way, you gain 3 life.'), 'happened', true],
  // CR 122.1, 611.3a: "counters among creatures you control", counters of any kind on those objects (not counted).
  [era('Alley Brawler', 'Creature — Troll Warrior', "As long as there are two or more counters among creatures you control, Alley Brawler can attack as though it didn't have defender.", "As long as there are two or more counters among creatures you control, this creature can attack as though it didn't have defender."), 'compare', false],
];

describe('shared parts, round fifteen (gramA): read in both eras and printed back exactly', () => {
  for (const [line, kind, carriedOut] of LINES) {
    it(line.legacy, () => {
      expectRow(line, kind, carriedOut);
    });
  }
});
