// "Choose a color other than green" (CR 105.4, 614.12a): the color the text excepts is no choice — a step naming it
// makes none (the note says so, and what rests on the choice is inconclusive); another color is chosen.

import { describe, expect, it } from 'vitest';
import { makeChoice } from '../../../server/src/rules/actions/choose';
import { createState } from '../../../server/src/rules/state/game-state';
import { Outcome } from '../../../server/src/rules/state/events';

describe('a color other than the one excepted (CR 105.4)', () => {
  it('refuses the excepted color and leaves the choice unmade', () => {
    const s = createState([]);
    const out = new Outcome();
    expect(makeChoice(s, out, 'a color', { color: 'G' }, 'you', 'Thriving Grove', 'green')).toBeUndefined();
    expect(out.reasons.some((r) => r.cr?.includes('105.4'))).toBe(true);
    expect(s.unchosenTargets?.length).toBe(1);
  });
  it('takes another color', () => {
    const s = createState([]);
    expect(makeChoice(s, new Outcome(), 'a color', { color: 'U' }, 'you', 'Thriving Grove', 'green')).toEqual({ color: 'U' });
  });
});
