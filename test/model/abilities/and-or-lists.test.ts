// A plural list of kinds joined by "and/or" (issue 26): "artifacts, creatures, and/or lands", "creature, land, and/or
// planeswalker cards". Each object is one of the kinds and the group may mix them (CR 608.2c): read as the or-list,
// printed back with its own word, and carried out where the or-list is (scenarios in test/rules/game/and-or-lists.cards).
// Whole alternatives ("creatures from the battlefield and/or creature cards from graveyards") stay their own reading.

import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../../server/src/model/abilities/targets';
import { printFilter } from '../../../server/src/model/abilities/print-target';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';

const CARRIED_OUT: [ContextKey, string][] = [
  ['s', 'Return up to two target creature, land, and/or planeswalker cards from your graveyard to your hand.'],
  ['s', 'Search your library for up to two creature and/or planeswalker cards, put them onto the battlefield, then shuffle.'],
  ['s', 'Exile two target artifacts, creatures, and/or lands you control.'],
];

const NOT_SIMULATED: [ContextKey, string][] = [
  // "from among them" with a list the engine's look-and-pick doesn't match (CR 608.2c).
  ['s', 'Look at the top ten cards of your library. You may put any number of creature and/or land cards from among them onto the battlefield. Put the rest on the bottom of your library in a random order.'],
];

describe('plural and/or lists of kinds (CR 608.2c, 115.1)', () => {
  it.each(CARRIED_OUT)('[%s] %s', (ctx, line) => {
    readCarriedOut(ctx, line);
  });

  it.each(NOT_SIMULATED)('[%s] %s', (ctx, line) => {
    readNotSimulated(ctx, line);
  });

  it('reads the list as the or-list of its kinds, and prints it with "and/or"', () => {
    const r = parseFilter('artifacts, creatures, and/or lands you control');
    expect(r?.plural).toBe(true);
    expect(r?.filter.anyOf?.map((f) => f.types)).toEqual([['artifact'], ['creature'], ['land']]);
    expect(r?.filter.orListAndOr).toBe(true);
    expect(printFilter(r!.filter, true)).toBe('artifacts, creatures, and/or lands you control');
    expect(printFilter(parseFilter('creature and/or land cards')!.filter, true)).toBe('creature and/or land cards');
  });

  it('leaves a list with a second "or" or a singular one to the other readings', () => {
    expect(parseFilter('artifact, creature, or land and/or planeswalker')?.filter.orListAndOr).toBeUndefined();
    // CR 115.1, 608.2c: a singular "target artifact and/or creature" is an or-list the engine matches (one object of either kind).
    expect(parseAbility('Destroy target artifact and/or creature.', 0, CONTEXTS.s).unsimulated ?? []).toEqual([]);
  });

  it('gives a controller or zone phrase after two kinds to both; a kind\'s own phrase stays its own (CR 608.2c)', () => {
    // "the number of artifacts and/or enchantments you control" (CR 613.4a): "you control" names both kinds' objects.
    const r = parseFilter('artifacts and/or enchantments you control');
    expect(r?.filter.controller).toBe('you');
    expect(r?.filter.anyOf?.map((f) => f.controller)).toEqual(['you', 'you']);
    expect(printFilter(r!.filter, true)).toBe('artifacts and/or enchantments you control');
    const g = parseFilter('artifact and/or enchantment card in your graveyard');
    expect(g?.filter.anyOf?.map((f) => f.zone)).toEqual(['graveyard', 'graveyard']);
    expect(printFilter(g!.filter, false)).toBe('artifact and/or enchantment card in your graveyard');
    // "Walls and/or creatures with flying": the Walls need not have flying.
    const w = parseFilter('Walls and/or creatures with flying');
    expect(w?.filter.anyOf?.[0]?.withKeyword).toBeUndefined();
  });
});
