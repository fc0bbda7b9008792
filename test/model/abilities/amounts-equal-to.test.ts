// Amounts "equal to …" and "that many" as typed parts (model/abilities/amounts.ts, CR 107.3): verb phrases that take a quantity, and
// quantities built from parts (two counts added, kinds counted once each, other players' zones). Invented lines in the
// shapes of real cards', each read fully, printed back exactly, and "recognized, not simulated" where the engine doesn't
// count the amount.

import { describe, expect, it } from 'vitest';
import { parseQuantity, printQuantity } from '../../../server/src/model/abilities/amounts';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { firstEffectKind, readCarriedOut, readNotSimulated } from './read-not-simulated';

/** [context, line, the effect kind]: fully understood, printed back as itself, not carried out (the amount isn't counted). */
const LINES: [ContextKey, string, string][] = [
  ['s', "This spell deals damage to target creature equal to the number of cards in that player's hand.", 'damage'],
  // (A P/T CDA of two counts added is carried out: test/model/abilities/cda.test.ts, CR 604.3, 107.1.)
  // "that many": the trigger event's amount or an earlier result (CR 603.2, 608.2c)
  ['c', 'Whenever you draw a card, target opponent discards that many cards.', 'player-action'],
  // "for each" over objects related to one object or player (CR 301.5 attached, 509.1 blocking, 508.1 attacking)
  ['c', 'Whenever this creature becomes blocked, draw a card for each creature blocking it.', 'draw'],
  ['c', 'This creature gets +1/+0 for each creature attacking you.', 'modify-pt'],
  // "where X is the result": the die rolled before it, written by its faces "roll a d6" (CR 706.1, 706.2; the engine rolls no dice)
  ['s', 'Roll a d6. Scry X, where X is the result.', 'random'],
  ['c', '{3}: Roll a d12. This creature gets +X/+0 until end of turn, where X is the result.', 'random'],
  // "the total amount of mana paid this way": the mana the players paid before it (CR 608.2c)
  ['s', 'Each player may pay {3}. Draw X cards, where X is the total amount of mana paid this way.', 'optional'],
  // Objects that entered the battlefield this turn, as a relative clause or "you had … enter" (CR 603.6a; not counted)
  ['c', '{T}: This creature deals damage equal to the number of Goblins that entered the battlefield under your control this turn to any target.', 'damage'],
  ['s', 'Put a +1/+1 counter on target creature for each land you had enter the battlefield under your control this turn.', 'add-counters'],
  // A tally's period written before its source (CR 120.1), foretold cards (702.143a), the times it regenerated (701.19a)
  ['i', 'You gain X life, where X is twice the damage dealt to you so far this turn by artifacts.', 'life'],
  ['e', 'You gain 2 life for each foretold card you own in exile.', 'life'],
  ['c', 'At the beginning of each end step, create a 0/1 blue Starfish creature token for each time this creature regenerated this turn.', 'create-token'],
];

describe('amounts "equal to …" (CR 107.3)', () => {
  // Counted by the engine as the instruction is followed (CR 608.2h, 111.1; scenarios in test/rules/game/counted-amounts.cards).
  it('carries out tokens created in a number equal to a count', () => {
    const a = parseAbility('Create a number of 1/1 green Saproling creature tokens equal to the number of lands you control.', 0, CONTEXTS.s);
    expect(a.unmodeled).toEqual([]);
    expect(firstEffectKind(a)).toBe('create-token');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  // CR 119.3, 608.2h: "their graveyard" is each opponent's own, counted for that player (model/abilities/their-amounts.ts;
  // test/rules/game/their-amounts.cards).
  it('carries out an amount counted for the player who loses the life', () => {
    expect(firstEffectKind(readCarriedOut('s', 'Each opponent loses life equal to the number of cards in their graveyard.'))).toBe('life');
  });

  // CR 106.1, 107.3, 605.3b: mana added in an amount counted as the ability is activated (test/rules/game/mana-x-amount.cards MX1–MX3).
  it.each([
    ['c', '{T}: Add an amount of {G} equal to this creature\'s power.'],
    ['c', '{T}: Add X mana of any one color, where X is the number of Elves you control.'],
  ] as [ContextKey, string][])('carries out mana counted: [%s] %s', (ctx, line) => {
    expect(firstEffectKind(readCarriedOut(ctx, line))).toBe('add-mana');
  });

  // CR 613.4c, 303.4: a static's "for each Aura attached to it", counted by rules/layers (test/rules/game/per-attached-and-zone.cards).
  it('carries out a static +1/+1 for each Aura attached to it', () => {
    expect(firstEffectKind(readCarriedOut('c', 'This creature gets +1/+1 for each Aura attached to it.'))).toBe('modify-pt');
  });

  // CR 613.4c, 404.1, 102.1: a static's count of the cards in the zones of the players a phrase names, and of the
  // opponents you have and your experience counters (122.1), counted by rules/layers (static-per-counts.cards SPC1–SPC3).
  it.each([
    ['c', 'This creature gets +1/+1 for each creature card in your opponents\' graveyards.'],
    ['q', 'Equipped creature gets +1/+0 for each opponent you have.'],
    ['c', 'This creature gets +1/+1 for each experience counter you have.'],
  ] as [ContextKey, string][])('carries out a static count: [%s] %s', (ctx, line) => {
    expect(firstEffectKind(readCarriedOut(ctx, line))).toBe('modify-pt');
  });

  // CR 208.1, 107.3c: "the greatest power and/or toughness among …", each object's power and toughness compared
  // (rules/queries/game-quantities.ts; test/rules/game/greatest-power-or-toughness.cards GT1–GT2).
  it('carries out X as the greatest power and/or toughness among other creatures you control', () => {
    const a = readCarriedOut('c', 'Whenever this creature attacks, it gets +X/+X until end of turn, where X is the greatest power and/or toughness among other creatures you control.');
    expect(JSON.stringify(a)).toContain('"orToughness":true');
  });

  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    // Honest: none of these amounts is counted by the engine yet.
    expect(firstEffectKind(readNotSimulated(ctx, line))).toBe(kind);
  });

  it('reads quantities built from parts and prints them back (CR 107.1, 205.2a, 202.3)', () => {
    for (const q of [
      'the number of Forests you control plus the number of Goblins you control', 'the number of card types among cards in all graveyards',
      'the number of mana values among cards in your graveyard', 'your starting life total', 'the number of cards in their graveyard',
      "the number of cards in target opponent's library",
    ]) {
      const read = parseQuantity(q);
      expect(read, q).toBeDefined();
      expect(printQuantity(read!)).toBe(q);
    }
    expect(parseQuantity('the number of Forests you control plus the number of Goblins you control')).toMatchObject({ kind: 'sum' });
    expect(parseQuantity('the number of card types among cards in your graveyard')).toMatchObject({ kind: 'distinct', what: 'card type' });
  });

  it('leaves unread parts unread', () => {
    for (const q of ['the number of things plus the number of lands you control', 'the number of card types among stuff']) expect(parseQuantity(q), q).toBeUndefined();
  });
});
