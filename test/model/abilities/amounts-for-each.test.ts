// Amounts from typed parts (model/abilities/amounts.ts, CR 107.3), issue 26: what "for each …", "equal to …" and
// "where X is …" count beyond objects matching a filter — players (102.1), counters of any kind (122.1) and on players,
// times kicked or mutated (702.33, 702.140), mana spent (601.2h), the party (700.8), tallies of life and damage (119,
// 120), what a player did this turn (700.4, 601.2), totals (208, 202.3), "N minus …" (107.1); and filters that take
// "they control" (109.4), "named ~" (201.2) and plurals that are the same word ("Merfolk", 205.3). Invented lines in
// the shapes of real cards': each read fully, printed back exactly, and "recognized, not simulated" (the engine doesn't
// count these yet).

import { describe, expect, it } from 'vitest';
import { parseCountable, parseQuantity, printCountable, printQuantity } from '../../../server/src/model/abilities/amounts';
import { manaOptionsOf } from '../../../server/src/rules/queries/mana-abilities';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { firstEffectKind, readCarriedOut, readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string, string][] = [
  // ('{T}: Add {G} for each Elf you control.' is carried out: test/rules/game/mana-for-each.cards, CR 106.1, 107.3.)
  // ('Whenever this creature deals combat damage to a player, create a Treasure token for each artifact they control.' is
  // carried out: the player dealt the damage, CR 603.2, 109.4 — test/rules/game/r23-carryK-damaged-players-objects.cards.)
  // ("When this creature dies, create a 1/1 white Spirit creature token for each counter on it." is carried out: its
  // counters as it last existed, CR 608.2h; test/model/abilities/player-effects-carried-out.test.ts.)
  ['i', 'Target creature gets +2/+2 until end of turn for each of its colors.', 'modify-pt'],
  // ('This creature gets +1/+1 for each experience counter you have.' is carried out: the controller's counters counted in
  // the layer pass, CR 613.4c, 122.1; test/rules/game/static-per-counts.cards SPC3.)
  ['s', 'Discard your hand, then draw a card for each card you\'ve discarded this turn.', 'player-action'],
  // ('Target player gains 4 life, then gains 4 life for each card named Sudden Shroud in each graveyard.' is carried out
  // since round seventeen: the same target player, cards named like the card itself in every graveyard, CR 608.2c,
  // 201.2, 404.1; grammar-parts-r17carryZ.test.ts, test/rules/game/carryZ-named-self-counts.cards.)
  // 'Draw a card for each creature in your party.' is carried out (CR 700.8): test/model/abilities/lead20-now-carried-out.test.ts.
  ['s', 'You gain 2 life for each spell you\'ve cast this turn.', 'life'],
  // ("Target player mills cards equal to the number of colors of mana spent to cast this spell." is carried out: CR
  // 702.119a, 601.2h; test/rules/game/carryE-converge-amounts.cards.)
  ['s', 'You gain life equal to the total power of creatures you control.', 'life'],
  ['c', 'Whenever you gain life, put a +1/+1 counter on target creature for each 1 life you gained.', 'add-counters'],
  // "for each target": the targets the spell has, a cost change by them (CR 115.1, 601.2c, 601.2f)
  ['l', 'Spells you cast cost {1} less to cast for each target.', 'cost-change'],
  ['l', 'Spells your opponents cast cost {1} more to cast for each target.', 'cost-change'],
  // "this way" with where the cards were: "cards exiled from their hand this way" (CR 608.2c)
  ['s', 'Exile all cards from target player\'s hand. That player draws a card for each card exiled from their hand this way.', 'zone-change'],
  // "for each {S} spent to cast this spell": each mana of one kind spent (CR 107.4h, 601.2h)
  ['s', 'You gain 1 life for each {S} spent to cast this spell.', 'life'],
  ['s', 'This spell deals 4 damage to target creature. Add {C} for each {S} spent to cast this spell.', 'damage'],
  // CR 201.4: a card name of a kind chosen, then the cards of that name exiled from three zones; those from the hand counted
  ['s', 'Choose a nonartifact, nonland card name. Search target player\'s graveyard, hand, and library for any number of cards with that name and exile them. That player shuffles, then draws a card for each card exiled from their hand this way.', 'choose'],
  ['s', 'Choose a card name other than a basic land card name. Search target opponent\'s graveyard, hand, and library for any number of cards with that name and exile them. That player shuffles, then creates a 2/2 black Zombie creature token for each card exiled from their hand this way.', 'choose'],
];

describe('amounts from typed parts (CR 107.3)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readNotSimulated(ctx, line))).toBe(kind);
  });

  it('reads quantities and countables and prints them back (CR 107.1, 119, 120, 601.2h, 700.8, 702.33)', () => {
    for (const q of [
      'the amount of life you gained this turn', 'the life that player lost this turn', 'the damage dealt to your opponents this turn',
      'the number of colors of mana spent to cast this spell', 'the amount of mana spent to cast this spell', 'the number of creatures in your party',
      'the number of times ~ was kicked', 'the number of spells you\'ve cast this turn', 'the number of tokens you created this turn',
      'the total power of creatures you control', '20 minus the number of cards in your hand', 'the number of counters on it',
      'the greatest power among creatures they control', 'the number of untapped lands they control', 'the number of experience counters you have',
    ]) {
      const read = parseQuantity(q);
      expect(read, q).toBeDefined();
      expect(printQuantity(read!)).toBe(q);
    }
    for (const c of ['player', 'opponent', 'of its colors', '1 life you gained this turn', '1 damage prevented this way', 'time it was kicked', 'poison counter your opponents have']) {
      const read = parseCountable(c, false);
      expect(read, c).toBeDefined();
      expect(printCountable(read!, false)).toBe(c);
    }
  });

  it('reads "Merfolk" as its own plural; "draw cards equal to the number of Merfolk you control" is carried out (CR 205.3, 107.3c: test/rules/game/where-x-counted.cards)', () => {
    const a = parseAbility('Draw cards equal to the number of Merfolk you control.', 0, CONTEXTS.s);
    expect(a.unmodeled).toEqual([]);
    expect(JSON.stringify(a)).toContain('"types":["Merfolk"]');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  // CR 119.3, 608.2h: "they control" is the target player's own, counted for that player (model/abilities/their-amounts.ts;
  // test/rules/game/their-amounts.cards).
  it('carries out "for each tapped artifact they control" counted for the player who loses the life', () => {
    expect(firstEffectKind(readCarriedOut('s', 'Target player loses 1 life for each tapped artifact they control.'))).toBe('life');
  });

  it('leaves unread parts unread', () => {
    for (const q of ['the amount of life the moon gained this turn', 'the number of times it was petted', 'seven minus the number of things']) expect(parseQuantity(q), q).toBeUndefined();
    expect(parseCountable('players', true)).toBeUndefined();
  });

  it('"Add {G} for each …" is no fixed mana ability: the engine offers no choice of it (CR 605.1a, 107.3)', () => {
    expect(manaOptionsOf({ kind: 'add-mana', mana: '{G}', per: { types: ['Elf'], text: 'Elf' }, span: { start: 0, end: 0 } })).toBeNull();
    expect(manaOptionsOf({ kind: 'add-mana', mana: '{G}', span: { start: 0, end: 0 } })).toEqual([['G']]);
  });
});
