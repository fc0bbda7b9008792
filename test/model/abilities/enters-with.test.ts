// "It enters with …" replacements built from parts (CR 614.1c, 614.12): counters, and keywords it has from then on, each
// after its own "with" ("with three +1/+1 counters on it and with trample", "with flying and with X +1/+1 counters on
// it"), with the condition first ("If this creature was kicked, …", CR 702.33d). Read, printed back, and carried out
// (rules/actions/zones.ts, test/rules/game/kicked-enters-with-keyword.cards); "kicked with its {R} kicker" is not told.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated, readUnderstood } from './read-not-simulated';

const LINES: [ContextKey, string][] = [
  ['c', 'If Veiled Tidecaller was kicked with its {R} kicker, it enters the battlefield with a +1/+1 counter on it and with first strike.'],
];

/** CR 614.1c: the keyword kept from then on (rules/actions/zones.ts applyEntryReplacement). */
const CARRIED: [ContextKey, string][] = [
  ['c', 'If Veiled Tidecaller was kicked, it enters the battlefield with three +1/+1 counters on it and with trample.'],
  ['c', "If Veiled Tidecaller was kicked, it enters the battlefield with flying and with X +1/+1 counters on it, where X is the discarded card's mana value."],
  ['c', 'Veiled Tidecaller enters the battlefield with two +1/+1 counters on it and with haste.'],
];

describe('"enters with … and with <keywords>" (CR 614.1c)', () => {
  it.each(LINES)('[%s] %s', (ctx, line) => {
    const a = readNotSimulated(ctx, line);
    expect(a.kind).toBe('replacement');
  });

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
