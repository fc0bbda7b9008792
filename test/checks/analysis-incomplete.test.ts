// Issue 26: `analysis-incomplete` is information, not a warning. A sentence the grammar doesn't read is the grammar's
// gap, not a fault of the card (product.md: "a hint, never an error"; real Oracle text gets it too); what a designer
// must act on is an answer that rests on it, and that answer says so where it is given: a scenario expectation is
// `expectation-inconclusive` (a warning), quoting the sentence. The check's exit code and SARIF level follow.

import { describe, expect, it } from 'vitest';
import { CODES } from '../../server/src/diagnostics/registry';
import { diagnose } from '../templating/support';

const MIMIC = `card "Mirror Mimic"
  cost {3}{U}{U}
  type Creature — Shapeshifter
  pt 0/0
  text
    As this creature is turned face up, you may have it become a copy of a creature on the battlefield.
    Morph {1}{U}
`;

const SCENARIO = `
scenario "Is it still on the battlefield once turned face up?"
  you cast "Mirror Mimic" face down
  resolve
  you turn "Mirror Mimic" face up
  expect "Mirror Mimic" is on battlefield
`;

describe('analysis-incomplete on text the grammar does not read', () => {
  it('is information: the card needs no change', () => {
    expect(CODES['analysis-incomplete'].severity).toBe('information');
    const found = diagnose(MIMIC).filter((d) => d.code === 'analysis-incomplete');
    expect(found.map((d) => d.severity)).toEqual(['information']);
    expect(diagnose(MIMIC).filter((d) => d.severity === 'warning' || d.severity === 'error')).toEqual([]);
  });

  it('an answer resting on the sentence is the warning, quoting it (CR 707.2, 708.8)', () => {
    const found = diagnose(MIMIC + SCENARIO).filter((d) => d.severity === 'warning' || d.severity === 'error');
    expect(found.map((d) => d.code)).toEqual(['expectation-inconclusive']);
    expect(found[0]!.message).toContain('you may have it become a copy');
  });
});
