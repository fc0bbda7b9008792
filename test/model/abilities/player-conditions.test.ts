// Conditions from typed parts, reused by every sentence kind ("if …," first or last, "as long as …", "unless …"):
// two players compared (CR 119, 402, 108.4), whose turn it is (500), how many opponents a player has (102.3), what a player
// has none of, objects attached to one object or one of a kind (301.5, 303.4), objects of a kind somewhere written "there
// is …", and whether an object was cast (601.2). Invented lines in the shapes of real cards': read fully, printed back
// exactly. Two players compared, what "you" or "an opponent" has and objects of a kind in your graveyard are carried
// out (rules/state/player-holdings.ts, rules/queries/conditions.ts; scenarios in test/rules/game/player-conditions.cards),
// and a static's "as long as there is a Mountain on the battlefield" (test/rules/game/static-counted-conditions.cards);
// the others are recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseCondition } from '../../../server/src/model/abilities/effects';
import { printCondition } from '../../../server/src/model/abilities/print';
import type { ContextKey } from './rules-lines';
import { readCarriedOut, readNotSimulated } from './read-not-simulated';
import { conditionKind } from './condition-kind';

/** [context, line, the condition's kind] */
const LINES: [ContextKey, string, string][] = [
  // Two players compared: life, cards in hand, how many of a kind they control; "than" one player or each other player.
  ['c', 'At the beginning of your upkeep, if an opponent has more cards in hand than you, draw a card.', 'player-compare'],
  ['e', 'As long as you have less life than an opponent, creatures you control get +1/+1.', 'player-compare'],
  ['c', 'Whenever a land enters the battlefield under an opponent\'s control, if that player controls more lands than you, you may put a land card from your hand onto the battlefield.', 'player-compare'],
  ['c', 'At the beginning of your upkeep, if a player has more life than each other player, draw a card.', 'player-compare'],
  ['c', 'This creature gets +1/+1 as long as you control fewer creatures than an opponent.', 'player-compare'],
  // Whose turn: a player named before (CR 500).
  ['c', "Whenever a player casts a spell, if it's not their turn, that player draws a card.", 'their-turn'],
  // What a player has: cards in hand, none of (CR 402). ("unless you have two or more opponents" is evaluated: the
  // simulated game has two players, CR 102.2; test/rules/game/enters-tapped.cards.)
  ['l', 'Orsa enters the battlefield tapped unless an opponent has two or more cards in hand.', 'player-has'],
  ['e', "At the beginning of each opponent's upkeep, if that player has no cards in hand, they lose 2 life.", 'player-has'],
  // Attached (CR 301.5, 303.4): the source, one named before, or objects of a kind counted; to one object or one of a kind.
  ['q', "As long as Masked Blade is attached to a creature, your opponents can't cast spells during your turn.", 'attached'],
  ['e', 'As long as another Aura is attached to enchanted creature, it has first strike and lifelink.', 'attached'],
  ['q', 'Equipped creature has double strike as long as two or more Equipment are attached to it.', 'attached'],
  // "there is …": objects of a kind somewhere, "there" first; also inside "or".
  ['c', 'Veiled Tidecaller gets +2/+2 as long as there is a Mountain on the battlefield.', 'objects-are'],
  ['c', 'When Veiled Tidecaller enters the battlefield, if you control a Desert or there is a Desert card in your graveyard, you gain 3 life.', 'both'],
  // Was it cast (CR 601.2).
  ['c', 'When Veiled Tidecaller enters the battlefield, if it was cast, draw a card.', 'was-cast'],
];

/** The lines whose condition the engine tells (by their place in LINES). */
// 7: "that player" of a step trigger, the player whose step began (CR 503.1a; test/rules/game/that-player-conditions.cards).
const CARRIED_OUT = new Set([0, 1, 3, 6, 7, 11, 12]);

describe('conditions comparing players, attachments, "there is", "was cast" (CR 119, 402, 108.4, 303.4, 601.2)', () => {
  it.each(LINES.map((l, i) => [...l, i] as const))('[%s] %s', (ctx, line, kind, i) => {
    expect(conditionKind(CARRIED_OUT.has(i) ? readCarriedOut(ctx, line) : readNotSimulated(ctx, line))).toBe(kind);
  });

  it('types each part: who, what, which way, than whom; what is attached to what', () => {
    expect(parseCondition('an opponent has more life than you')).toEqual({ kind: 'player-compare', who: 'an-opponent', what: 'life', more: true, word: 'more', than: 'you' });
    expect(parseCondition('a player has more cards in hand than each other player')).toMatchObject({ who: 'a-player', what: 'cards in hand', than: 'each other player' });
    expect(parseCondition('~ is attached to a creature')).toMatchObject({ kind: 'attached', subject: { kind: 'self' }, ontoArticle: 'a', ontoFilter: { types: ['creature'] } });
    expect(parseCondition('two or more Equipment are attached to it')).toMatchObject({ kind: 'attached', cmp: 'or-more', n: 2, onto: { kind: 'it' }, invariable: true });
  });

  it('prints every written form back', () => {
    for (const c of ["it's their turn", 'you have fewer cards in hand than target opponent', 'there are two or more creatures attacking', '~ was cast from a graveyard', 'an Aura is attached to it']) {
      const read = parseCondition(c);
      expect(read, c).toBeDefined();
      expect(printCondition(read!)).toBe(c);
    }
  });

  it('leaves what does not agree unread (never a guess)', () => {
    for (const c of [
      'you has more life than an opponent', 'an opponent have more life than you', 'you control less creatures than an opponent',
      'you have more mana than an opponent', 'a creature is attached to several things', 'two or more Auras is attached to it',
      'there is a Desert card somewhere', 'target creature was cast',
    ]) expect(parseCondition(c), c).toBeUndefined();
  });
});
