// "~ and <objects>" as one subject (CR 611.3a): a static ability's effect on itself and on a set of objects written as a
// bare plural ("Vampire Nocturnus and other Vampire creatures you control get +2/+1 and have flying", "Sylvan Advocate and
// land creatures you control get +2/+2"). Read fully, printed back exactly in both eras, recognized, not simulated
// (rules/layers applies a static ability to itself or to a set, not both).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras } from './both-eras';
import { CONTEXTS } from './rules-lines';

const TYPE = 'Creature — Vampire';
const LINES = [
  { legacy: 'As long as you control six or more lands, Sylvan Advocate and land creatures you control get +2/+2.', modern: 'As long as you control six or more lands, this creature and land creatures you control get +2/+2.', name: 'Sylvan Advocate' },
  { legacy: 'As long as the top card of your library is black, Vampire Nocturnus and other Vampire creatures you control get +2/+1 and have flying.', modern: 'As long as the top card of your library is black, this creature and other Vampire creatures you control get +2/+1 and have flying.', name: 'Vampire Nocturnus' },
  { legacy: 'Vampire Nocturnus and other Vampire creatures you control have flying.', modern: 'This creature and other Vampire creatures you control have flying.', name: 'Vampire Nocturnus' },
];

describe('"~ and <objects>" as one subject (CR 611.3a)', () => {
  it.each(LINES)('$legacy', (line) => {
    const a = readInBothEras({ ...line, type: TYPE });
    expect(JSON.stringify(a)).toContain('"selfFirst":true');
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('needs a bare plural set after "and"', () => {
    for (const line of ['Veiled Tidecaller and each other creature you control get +1/+1.', 'Veiled Tidecaller and target creature get +1/+1.']) {
      expect(parseAbility(line, 0, CONTEXTS.c).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
