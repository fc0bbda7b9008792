// Who gains control, who chooses, and what among (issue 26): another player gaining control (CR 613.1b), two objects of
// one phrase exchanging controllers (701.12b), choices among named words and votes (608.2d, 701.38), land types and
// players chosen (205.3i, 102.1), "choose up to one —" (700.2d). Invented lines in the shapes of real cards': read fully,
// printed back exactly in both eras, recognized, not simulated (a choice the engine records, made by you, still is).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { unsimulatedSpans } from '../../../server/src/model/abilities/effect-descriptors';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';
import { readInBothEras, type EraLine } from './both-eras';

const name = 'Veiled Tidecaller';
const type = 'Creature — Merfolk Wizard';
const era = (legacy: string, modern: string): EraLine => ({ name, type, legacy, modern });

const CONTROL: EraLine[] = [
  era(`At the beginning of your upkeep, an opponent gains control of ${name}.`, 'At the beginning of your upkeep, an opponent gains control of this creature.'),
];

const OTHERS: [ContextKey, string, string][] = [
  ['s', 'Target opponent gains control of target creature you control.', 'gain-control'],
  ['s', 'Exchange control of two target creatures.', 'exchange-control'],
  ['s', "Exchange control of two target artifacts you don't control.", 'exchange-control'],
  ['s', 'Choose left or right.', 'choose-option'],
  ['s', 'Each player chooses odd or even.', 'choose-option'],
  ['s', 'Each opponent chooses money, friends, or secrets.', 'choose-option'],
  ['s', 'Choose artifact, creature, or land.', 'choose-option'],
  ['s', 'Starting with you, each player votes for time or knowledge.', 'choose-option'],
  // 'Choose a basic land type.' and 'Choose a land type.' are carried out (CR 205.3i, 608.2d): lead20-now-carried-out.test.ts.
  ['s', 'Choose a player.', 'choose'],
  ['s', 'Each player chooses a creature type.', 'choose'],
  ['e', 'When Hall of Masks enters, an opponent chooses a color.', 'choose'],
];

describe('another player gaining control (CR 613.1b), read and not carried out', () => {
  it.each(CONTROL.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    const json = JSON.stringify(a);
    expect(json).toMatch(/"kind":"gain-control".*"who":"(?:target-opponent|an-opponent)"/);
    expect(unsimulatedSpans(a).length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('keeps "gain control of" without a player carried out', () => {
    const a = parseAbility('Gain control of target creature until end of turn.', 0, CONTEXTS.s);
    expect(a.unmodeled).toEqual([]);
    expect(unsimulatedSpans(a)).toEqual([]);
  });
});

describe('exchanges, choices among named words, votes, land types and players (CR 701.12b, 608.2d, 701.38, 205.3i)', () => {
  it.each(OTHERS)('[%s] %s', (ctx, line, kind) => {
    const a = readNotSimulated(ctx, line);
    expect('effects' in a ? a.effects[0]?.kind : undefined).toBe(kind);
  });

  it('types the options and the vote', () => {
    const a = parseAbility('Starting with you, each player votes for death or torture.', 0, CONTEXTS.s);
    const e = 'effects' in a ? a.effects[0] : undefined;
    expect(e).toMatchObject({ kind: 'choose-option', who: 'each-player', options: ['death', 'torture'], vote: true });
  });

  it('keeps a choice the engine records, made by you, carried out', () => {
    const a = parseAbility('Choose a color.', 0, CONTEXTS.s);
    expect(a.unmodeled).toEqual([]);
    expect(unsimulatedSpans(a)).toEqual([]);
  });

  it('reads no option list that repeats an option, leaves out the comma, or names a phrase', () => {
    for (const line of ['Choose left or left.', 'Choose artifact, creature or land.', 'Choose a color or a creature type.', 'Choose target creature or player.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});

describe('"choose up to one —" (CR 700.2d)', () => {
  it.each(['Choose up to one —', 'Choose up to two —'])('%s', (line) => {
    const a = parseAbility(line, 0, CONTEXTS.s);
    expect(a.unmodeled).toEqual([]);
    expect(JSON.stringify(a)).toContain(`"kind":"modal","min":0,"max":${line.includes('one') ? 1 : 2}`);
  });
});

describe('each player returning cards, and "put its counters on …" (CR 608.2c, 122.5)', () => {
  it.each([
    ['c', 'When Veiled Tidecaller dies, put its counters on target creature you control.', 'move-counters'],
  ] as [ContextKey, string, string][])('[%s] %s', (ctx, line, kind) => {
    const a = readNotSimulated(ctx, line);
    expect(JSON.stringify(a)).toContain(`"kind":"${kind}"`);
  });

  // CR 400.3, 608.2d: each player acts on their own graveyard (test/rules/game/players-own-zones.cards PZ3).
  it.each(['Each player returns all creature cards from their graveyard to the battlefield.', 'Each player returns all creature cards from their graveyard to their hand.'])('carries out "%s"', (line) => {
    const a = parseAbility(line, 0, CONTEXTS.s);
    expect(a.unmodeled).toEqual([]);
    expect(unsimulatedSpans(a)).toEqual([]);
  });

  it('keeps "Return all creature cards from your graveyard to the battlefield" carried out', () => {
    const a = parseAbility('Return all creature cards from your graveyard to the battlefield.', 0, CONTEXTS.s);
    expect(a.unmodeled).toEqual([]);
    expect(unsimulatedSpans(a)).toEqual([]);
  });
});
