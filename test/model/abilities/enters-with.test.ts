// "It enters with …" replacements built from parts (CR 614.1c, 614.12): counters, and keywords it has from then on, each
// after its own "with" ("with three +1/+1 counters on it and with trample", "with flying and with X +1/+1 counters on
// it"), with the condition first ("If this creature was kicked, …", CR 702.33d). Read, printed back, and carried out
// (rules/actions/zones.ts, test/rules/game/kicked-enters-with-keyword.cards); "kicked with its {R} kicker" too (702.33f).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated, readUnderstood } from './read-not-simulated';
import { readInBothEras, type EraLine } from './both-eras';

/** CR 614.1c: the keyword kept from then on (rules/actions/zones.ts applyEntryReplacement). */
const CARRIED: [ContextKey, string][] = [
  // CR 702.33f: which of two kicker costs was paid (rules/queries/kicked.ts kickerCostPaid, test/rules/game/r22-carryK-two-kickers.cards TK6).
  ['c', 'If Veiled Tidecaller was kicked with its {R} kicker, it enters the battlefield with a +1/+1 counter on it and with first strike.'],
  ['c', 'If Veiled Tidecaller was kicked, it enters the battlefield with three +1/+1 counters on it and with trample.'],
  ['c', "If Veiled Tidecaller was kicked, it enters the battlefield with flying and with X +1/+1 counters on it, where X is the discarded card's mana value."],
  ['c', 'Veiled Tidecaller enters the battlefield with two +1/+1 counters on it and with haste.'],
];

describe('"enters with … and with <keywords>" (CR 614.1c)', () => {
  it.each(CARRIED)('[%s] carried out: %s', (ctx, line) => {
    const a = readUnderstood(ctx, line);
    expect(a.kind).toBe('replacement');
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it('reads keywords only after "and with", never a word that is not a keyword', () => {
    for (const line of ['Veiled Tidecaller enters the battlefield with haste.', 'Veiled Tidecaller enters the battlefield with two +1/+1 counters on it and with style.']) {
      expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});

// "~ enters with …" as a later sentence of an entering replacement (CR 614.1c, 614.12a): after "As ~ enters, choose …",
// after "If you do, …", and a line of several such sentences, each "~ / it enters …" (the condition first, 608.2c). Read
// whole and printed back in both eras; the ones the engine carries out: test/rules/game/enters-with-sentences.cards.
const SENTENCES: EraLine[] = [
  { name: 'Veiled Tidecaller', type: 'Creature — Merfolk Wizard', legacy: 'As Veiled Tidecaller enters the battlefield, choose a color. Veiled Tidecaller enters the battlefield with two +1/+1 counters on it.', modern: 'As this creature enters, choose a color. This creature enters with two +1/+1 counters on it.' },
  { name: 'Veiled Tidecaller', type: 'Creature — Merfolk Wizard', legacy: 'Veiled Tidecaller enters the battlefield with a +1/+1 counter on it. If you control a Forest, it enters the battlefield with two +1/+1 counters on it.', modern: 'This creature enters with a +1/+1 counter on it. If you control a Forest, it enters with two +1/+1 counters on it.' },
];

describe('"~ enters with …" as a later sentence of an entering replacement (CR 614.1c)', () => {
  it.each(SENTENCES.map((l) => [l.legacy, l] as const))('%s', (_, line) => {
    const a = readInBothEras(line);
    expect(a.kind).toBe('replacement');
    expect(JSON.stringify(a)).toContain('"kind":"enters-with"');
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  // What the engine doesn't carry out stays marked: an option before "If you do", a count of another player's creatures.
  it.each([
    ['c', 'As Veiled Tidecaller enters the battlefield, you may return a nonland permanent you control to its owner\'s hand. If you do, Veiled Tidecaller enters the battlefield with a +1/+1 counter on it.'],
    ['c', 'As Veiled Tidecaller enters the battlefield, choose an opponent. Veiled Tidecaller enters the battlefield with a -1/-1 counter on it for each creature that player controls.'],
  ] as [ContextKey, string][])('[%s] %s', (ctx, line) => {
    expect(readNotSimulated(ctx, line).kind).toBe('replacement');
  });

  it('reads "~ enters with" as a sentence only where it enters (not in a triggered or spell text)', () => {
    for (const line of ['When Veiled Tidecaller dies, draw a card. Veiled Tidecaller enters the battlefield with a +1/+1 counter on it.', 'Draw a card. It enters the battlefield with a +1/+1 counter on it.']) {
      expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});

// CR 614.1c, 611.2a: other objects entering with counters for the rest of the turn, set up as an ability resolves ("This
// turn, each creature you control enters with an additional +1/+1 counter on it"): read, printed back, not carried out
// (only a static ability's is applied, rules/actions/zones.ts).
describe('"This turn, <objects> enter with additional counters" (CR 614.1c, 611.2a)', () => {
  it.each([
    '{1}{G}, {T}: This turn, each creature you control enters the battlefield with an additional +1/+1 counter on it.',
    '{1}{G}, {T}: This turn, creatures you control enter with two additional +1/+1 counters on them.',
  ])('%s', (line) => {
    const a = readNotSimulated('c', line);
    expect(JSON.stringify(a)).toContain('"thisTurn":true');
  });
});
