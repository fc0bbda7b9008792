// Player restrictions on casting built from parts (CR 101.2, 601.3, 602.5, 606.3): the players ("players dealt damage
// this way", a participle after the players, CR 120.3; "target player who was dealt combat damage by ~ this turn", a
// target of a kind of player, 115.1, 608.2c), what they can't cast ("additional nonartifact spells"), and abilities they
// can't activate either ("or activate planeswalkers' loyalty abilities", "or activate abilities that aren't mana
// abilities", 605.1a). Read fully, printed back exactly; recognized, not simulated (the engine neither picks those
// players nor stops the activations).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string][] = [
  ['s', "Players dealt damage this way can't cast noncreature spells this turn."],
  ['s', 'Each opponent dealt damage this way loses 1 life.'],
  ['s', "Target player who was dealt combat damage this turn can't cast noncreature spells this turn."],
  ['c', "Sacrifice Veiled Tidecaller: Until your next turn, target player who was dealt combat damage by Veiled Tidecaller this turn can't cast noncreature spells."],
  ['c', 'If that player was dealt damage by Veiled Tidecaller this turn, draw a card.'],
  ['c', "Each player who has cast a nonartifact spell this turn can't cast additional nonartifact spells."],
  ['s', "Your opponents can't cast spells or activate planeswalkers' loyalty abilities this turn."],
  ['e', "Players can't cast instant spells or activate abilities that aren't mana abilities during combat."],
  ['e', "Players can't cast spells or activate abilities that aren't mana abilities."],
  // CR 506.1: "during combat" written first.
  ['e', "During combat, players can't cast instant spells or activate abilities that aren't mana abilities."],
  ['e', "During combat, players can't cast instant spells."],
];

describe('player restrictions on casting, from parts (CR 101.2, 601.3, 602.5)', () => {
  it.each(LINES)('[%s] %s', (ctx, line) => {
    readNotSimulated(ctx, line);
  });

  it('the restriction alone is still carried out; the one with activations is not (CR 101.2, 602.5)', () => {
    readCarriedOut('e', "Your opponents can't cast spells.");
    const both = readNotSimulated('e', "Your opponents can't cast spells or activate planeswalkers' loyalty abilities.");
    expect(JSON.stringify(both)).toContain('"alsoActivate":"planeswalkers\' loyalty abilities"');
  });

  it('a participle other than "dealt …" after the players, or "who" missing after a target, stays unread', () => {
    for (const line of ["Players drawn a card this turn can't cast spells.", "Target player dealt damage this way can't cast spells this turn."]) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
