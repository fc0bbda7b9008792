// Never crash, never hang: the regular expressions users type in a search (`o:/…/`, formats/search.ts) run on a
// linear-time engine (re2js). Patterns that backtrack catastrophically in JavaScript's RegExp finish on a
// 50,000-character card text within a bound on this thread's CPU time (cpu-clock.ts). (The house rule is "no timing
// in tests"; like code-regex.test.ts, this suite is the exception the "Never crash" issue asks for, with a bound far
// from both.)

import { describe, expect, it } from 'vitest';
import type { CardFacts } from '../../server/src/formats/card-facts';
import { search } from '../../server/src/formats/search';
import { boundedCpuTime } from './cpu-clock';

const MAX_MS = 1_000;

const card = (text: string): CardFacts => ({
  name: 'Long', colors: [], identity: [], manaValue: 0, supertypes: [], cardTypes: [], subtypes: [], typeLine: text, text, oracle: text, families: [], faces: 1,
});

const EVIL = ['(a+)+$', '(a|aa)+$', '(a|a?)+b', '(.*a){12}x', '^(\\w+\\s?)*$', '(x+x+)+y', '((a+)*)+z'];
const INPUTS = ['a'.repeat(50_000), 'aaaa '.repeat(10_000) + '!', 'x'.repeat(50_000)];

describe('user regular expressions are linear', () => {
  for (const pattern of EVIL) {
    it(`/${pattern}/ over 50,000 characters`, () => {
      for (const text of INPUTS) {
        const { ms } = boundedCpuTime(MAX_MS, () => search([card(text)], `o:/${pattern}/ or name:/${pattern}/ or t:/${pattern}/`));
        expect(ms).toBeLessThan(MAX_MS);
      }
    });
  }

  it('JavaScript\'s own engine would not finish (the guard is needed): a short backtracking input already takes long', () => {
    // 22 characters: millions of steps for a backtracking engine (seconds); re2js answers at once.
    const text = 'a'.repeat(22) + '!';
    const { result, ms } = boundedCpuTime(MAX_MS, () => search([card(text)], 'o:/^(a|a?)+$/'));
    expect(result).toEqual([]);
    expect(ms).toBeLessThan(MAX_MS);
  });
});
