// Filters compared with an amount, and filters that share a characteristic with another object (issue 26, phrase families
// "with mana value …", "amount: equal to", "with the same …"): one part of the object-phrase grammar (targets.ts
// applyPost), so every sentence that takes an object phrase reads it — destroy, search, gain control, exile, return.
// CR 107.3 (amounts), 202.3 (mana value), 208.1 (power and toughness), 201.2 (names). Invented lines in the shapes of
// real cards': read fully, printed back exactly, and "recognized, not simulated" (the engine's matcher doesn't compare
// with an amount or another object yet, so answers resting on them are inconclusive).

import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../../server/src/model/abilities/targets';
import { printFilter } from '../../../server/src/model/abilities/print-target';
import { type ContextKey } from './rules-lines';
import { firstEffectKind, readCarriedOut, readNotSimulated } from './read-not-simulated';

const COMPARED: [ContextKey, string, string][] = [
  ['s', 'Gain control of target creature with power less than or equal to the number of creatures you control.', 'gain-control'],
  ['s', 'Exile target creature with power greater than or equal to your life total.', 'zone-change'],
  // Siblings: other stats, other comparisons, other verbs, other amounts.
  ['s', 'Return target creature card with toughness less than the number of cards in your hand from your graveyard to the battlefield.', 'zone-change'],
  ['s', "Exile target creature with mana value less than or equal to this spell's mana value.", 'zone-change'],
];

// CR 107.3c, 608.2h: a number of objects counted as the instruction is followed (rules/effects/counted-compare.ts).
const COMPARED_CARRIED: [ContextKey, string, string][] = [
  ['s', 'Search your library for a card with mana value less than or equal to the number of lands you control, reveal it, put it into your hand, then shuffle.', 'search-library'],
  ['s', 'Destroy all creatures with power greater than the number of Forests you control.', 'zone-change'],
  // CR 122.1, 608.2h: counters on the ability's own permanent, or as it last existed when sacrificed for the cost
  // (test/rules/game/carryZ-own-counters-compare.cards).
  ['e', 'At the beginning of your end step, destroy each creature with mana value equal to the number of +1/+1 counters on this enchantment.', 'zone-change'],
  ['c', 'Sacrifice this creature: Destroy each nonland permanent with mana value equal to the number of charge counters on this creature.', 'zone-change'],
];

const SHARED: [ContextKey, string, string][] = [
  ['s', "Search target player's library for a card with the same name as that card and exile it. Then that player shuffles.", 'search-library'],
  ['s', 'Search your library for a creature card with the same mana value as the sacrificed creature, put it onto the battlefield, then shuffle.', 'search-library'],
  ['s', 'Search your library for a card with the same name as a card exiled with this spell, reveal it, put it into your hand, then shuffle.', 'search-library'],
  // Siblings.
  ['s', 'Destroy each creature with the same mana value as that creature.', 'zone-change'],
  ['s', 'Return all creature cards with the same name as the exiled card from your graveyard to your hand.', 'zone-change'],
];

describe('filters compared with an amount (CR 107.3, 202.3, 208.1)', () => {
  it.each(COMPARED)('[%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readNotSimulated(ctx, line))).toBe(kind);
  });

  it.each(COMPARED_CARRIED)('carried out: [%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readCarriedOut(ctx, line))).toBe(kind);
  });

  it('reads the comparison and the amount as typed parts and prints them back', () => {
    const f = parseFilter('creature with power less than or equal to the number of creatures you control')!;
    expect(f.filter.compare).toMatchObject({ stat: 'power', op: 'le', than: { kind: 'count' } });
    expect(printFilter(f.filter, false)).toBe('creature with power less than or equal to the number of creatures you control');
    for (const [op, words] of [['eq', 'equal to'], ['ge', 'greater than or equal to'], ['lt', 'less than'], ['gt', 'greater than']] as const) {
      const g = parseFilter(`artifact with mana value ${words} your life total`)!;
      expect(g.filter.compare, words).toMatchObject({ op, than: { kind: 'life-total' } });
      expect(printFilter(g.filter, false)).toBe(`artifact with mana value ${words} your life total`);
    }
  });

  it('leaves an amount it cannot read unread, and bounds its work on a hostile line', () => {
    expect(parseFilter('creature with power less than or equal to the number of things')).toBeUndefined();
    // A comparison inside the amount of a comparison is not read (no work growing with nesting).
    const nested = `creature with power less than ${'the number of creatures with power less than '.repeat(40)}your life total`;
    expect(parseFilter(nested)).toBeUndefined();
  });
});

// CR 701.23a, 201.2a, 608.2h: the name of the object the instruction before named, in your library or its controller's
// graveyard, hand and library (rules/effects/search-effects.ts searchSameName; test/rules/game/r22-carryZ-same-name-search.cards).
const SHARED_CARRIED: [ContextKey, string, string][] = [
  ['s', 'Reveal a card from your hand. Search your library for a card with the same name as that card, reveal it, put it into your hand, then shuffle.', 'reveal'],
  ['s', "Exile target nonbasic land. Search its controller's graveyard, hand, and library for all cards with the same name as that land and exile them. Then that player shuffles.", 'zone-change'],
];

describe('filters sharing a characteristic with another object (CR 201.2, 202.3)', () => {
  it.each(SHARED)('[%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readNotSimulated(ctx, line))).toBe(kind);
  });

  it.each(SHARED_CARRIED)('carried out: [%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readCarriedOut(ctx, line))).toBe(kind);
  });

  it('reads the object as a typed part', () => {
    expect(parseFilter('card with the same name as that card')!.filter.sameAs).toEqual({ what: 'name', of: { kind: 'it', word: 'that card' } });
    expect(parseFilter('creature card with the same mana value as target creature')!.filter.sameAs).toMatchObject({ what: 'mana value', of: { kind: 'target' } });
    expect(parseFilter('card with the same name as the weather')).toBeUndefined();
  });
});
