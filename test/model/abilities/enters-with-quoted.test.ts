// "~ enters with <counters> on it and with "<ability>"" (CR 614.1c, 613.1f, 113.10): a permanent entering with a quoted
// ability it has from then on, beside counters or keywords, maybe under a condition written first ("If ~ was kicked, it
// enters with …", Degavolver, Prison Barricade). Read fully and printed back exactly in both eras; recognized, not
// simulated (the entering replacement, rules/actions/zones.ts, grants no quoted ability).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES = [
  { name: 'Degavolver', legacy: 'If Degavolver was kicked with its {1}{B} kicker, it enters the battlefield with two +1/+1 counters on it and with "Pay 3 life: Regenerate Degavolver."', modern: 'If this creature was kicked with its {1}{B} kicker, it enters with two +1/+1 counters on it and with "Pay 3 life: Regenerate this creature."' },
  { name: 'Prison Barricade', legacy: 'If Prison Barricade was kicked, it enters the battlefield with a +1/+1 counter on it and with "Prison Barricade can attack as though it didn\'t have defender."', modern: 'If this creature was kicked, it enters with a +1/+1 counter on it and with "This creature can attack as though it didn\'t have defender."' },
  { name: 'Degavolver', legacy: 'Degavolver enters the battlefield with flying and with "Pay 3 life: Regenerate Degavolver."', modern: 'This creature enters with flying and with "Pay 3 life: Regenerate this creature."' },
];

describe('entering with a quoted ability (CR 614.1c, 113.10)', () => {
  it.each(LINES)('$legacy', (line) => {
    const a = readInBothEras({ ...line, type: 'Creature — Volver' });
    expect(JSON.stringify(a)).toMatch(/"kind":"grant-ability".*"entersWith":true/);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('needs "and with" after counters or keywords', () => {
    expect(parseAbility('Veiled Tidecaller enters the battlefield with "Pay 3 life: Regenerate Veiled Tidecaller."', 0, CONTEXTS.c).unmodeled.length).toBeGreaterThan(0);
  });
});
