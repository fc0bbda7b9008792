// Issue 26, families life, tokens, types and abilities, copies (model/abilities): a life total set (CR 119.5) or
// exchanged (701.12c), "an X/X … token, where X is …" (107.3) and a token "named …" (111.4), activated and triggered
// abilities as targets (113.3b, 113.3c), a copy that keeps "this ability" (707.9a), "that number" (608.2c). Invented
// lines in real cards' shapes: each read fully, printed back exactly, "recognized, not simulated".

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility } from '../../../server/src/model/abilities/print';
import { readNotSimulated, firstEffectKind, readUnderstood, readCarriedOut } from './read-not-simulated';
import { CONTEXTS, type ContextKey } from './rules-lines';

const LINES: [ContextKey, string, string][] = [
  // ('{4}{W}{W}, Exile this card from your graveyard: …' is carried out: test/rules/game/exile-self-from-graveyard.cards, CR 113.6m.)
  ['s', 'Your life total becomes equal to your starting life total.', 'set-life-total'],
  ['c', '{6}, {T}: Two target players exchange life totals.', 'exchange-life'],
  ['c', '{T}, Sacrifice this creature: Exchange life totals with target opponent.', 'exchange-life'],
  // ('Create an X/X black Demon creature token with flying, where X is the number of cards in your hand.' is carried out:
  // test/rules/game/carryT-x-tokens.cards, CR 107.3c, 111.4; its sibling whose X nothing announces stays not simulated.)
  ['c', 'When this creature enters, create an X/X black Demon creature token with flying.', 'create-token'],
  ['e', '{1}{R}, {T}: Create a 0/1 red Kobold creature token named Kobolds of Hall of Masks.', 'create-token'],
  // ("Counter target activated ability." and "… activated or triggered ability." are carried out:
  // test/rules/game/carryT-counter-ability.cards, test/model/abilities/grammar-parts-r21carryT.test.ts, CR 113.1c, 701.6a.)
  ['c', 'Whenever another creature enters, this creature becomes a copy of that creature, except it has this ability.', 'become-copy'],
  // ("… and its toughness is equal to that number plus 1" is carried out: test/model/abilities/cda.test.ts, CR 608.2c.)
];

describe('life totals, tokens, abilities as targets, copies (issue 26)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    const a = /exchange life totals/i.test(line) ? readUnderstood(ctx, line) : readNotSimulated(ctx, line);
    expect(firstEffectKind(a) ?? (a.kind === 'triggered' ? a.effects?.[0]?.kind : undefined)).toBe(kind);
  });

  // CR 119.5: a life total set to a number is carried out (test/rules/game/game-result-life-total.cards GR6–GR7).
  it('"Target opponent\'s life total becomes 10." is read and carried out (CR 119.5)', () => {
    const a = parseAbility("-3: Target opponent's life total becomes 10.", 0, CONTEXTS.p);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated ?? []).toEqual([]);
    expect(firstEffectKind(a)).toBe('set-life-total');
  });

  it('a token "named …" is created with that name (CR 111.4), and carried out', () => {
    const line = '{T}: Create a 1/1 green Elf Druid creature token named Llanowar Elves.';
    const a = parseAbility(line, 0, CONTEXTS.e);
    expect(a.unmodeled).toEqual([]);
    expect(a.unsimulated ?? []).toEqual([]);
    expect('effects' in a && a.effects[0]).toMatchObject({ kind: 'create-token', token: { name: 'Llanowar Elves' } });
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS.e));
  });
});

// Carried out by you or each opponent, one card of a kind the matcher reads (rules/effects/reveal-until-effects.ts;
// test/rules/game/reveal-until.cards); another player named by a target, or several cards ("until they reveal four land
// cards"), not.
describe('cards revealed until one of a kind is found (CR 701.20a)', () => {
  it.each([
    ['c', '{G}, Sacrifice a creature: Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest on the bottom of your library in a random order.'],
    ['s', 'Exile cards from the top of your library until you exile a nonland card. Put that card into your hand.'],
  ] as [ContextKey, string][])('[%s] %s', (ctx, line) => {
    expect(firstEffectKind(readCarriedOut(ctx, line))).toBe('reveal-until');
  });
  it.each([
    ['s', 'Target opponent exiles cards from the top of their library until they exile a nonland card.'],
    ['s', 'Reveal cards from the top of your library until you reveal two creature cards. Put those cards into your hand.'],
  ] as [ContextKey, string][])('[%s] %s (not carried out)', (ctx, line) => {
    expect(firstEffectKind(readNotSimulated(ctx, line))).toBe('reveal-until');
  });
});

describe('choices of a kind (CR 201.4, 102.1)', () => {
  it.each([
    ['e', 'As this enchantment enters, choose a nonland card name.'],
    // ("Choose an opponent at random. That player draws a card." is carried out: that player is the one chosen, CR 608.2c;
    // test/model/abilities/player-effects-carried-out.test.ts, test/rules/game/players-told-draw-life.cards PT5.)
  ] as [ContextKey, string][])('[%s] %s', (ctx, line) => {
    const a = readNotSimulated(ctx, line);
    expect(JSON.stringify(a)).toContain('"kind":"choose"');
  });
});

// Carried out: the effect ends as soon as its duration is over (rules/state/lasting.ts; test/rules/game/lasting-durations.cards LD4).
describe('a control change for as long as something holds, written last (CR 611.2b)', () => {
  it.each([
    ['c', 'When this creature enters, gain control of target artifact for as long as you control this creature.'],
    ['c', 'When this creature enters, gain control of target creature for as long as this creature remains on the battlefield.'],
  ] as [ContextKey, string][])('[%s] %s', (ctx, line) => {
    const a = readCarriedOut(ctx, line);
    expect(JSON.stringify(a)).toContain('"until":"for as long as');
  });
});

describe('another player reveals (CR 701.20a)', () => {
  it.each([
    ['c', '{1}{U}: Target player reveals the top card of their library.'],
    ['s', 'Each player reveals the top card of their library.'],
  ] as [ContextKey, string][])('[%s] %s', (ctx, line) => {
    expect(firstEffectKind(readNotSimulated(ctx, line))).toBe('reveal');
  });
});
