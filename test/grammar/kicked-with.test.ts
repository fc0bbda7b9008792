// `kicked with {1}{U}` / `kicked with {1}{U} and {R}`: which of a spell's two kicker costs a cast step pays, by their
// mana (CR 702.33b, 702.33f); `kicked` alone and `kicked 2 times` read as before, and "with X = 3" after `kicked` is
// still its own choice.

import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/src/parse';

function castChoices(step: string): Record<string, unknown> | undefined {
  const { ast, errors } = parse(`scenario "s"\n  ${step}\n`);
  expect(errors).toEqual([]);
  const sc = ast.items.find((i) => i.kind === 'scenario') as unknown as { steps: { step: { choices?: Record<string, unknown> } }[] };
  return sc.steps[0]?.step.choices;
}

describe('cast step: kicked with', () => {
  it('one kicker cost named by its mana', () => {
    expect(castChoices('you cast "X" kicked with {1}{U}')).toMatchObject({ kicked: true, kickedWith: ['{1}{U}'] });
  });
  it('two kicker costs, in the order written', () => {
    expect(castChoices('you cast "X" kicked with {1}{U} and {R} targeting opponent')).toMatchObject({ kicked: true, kickedWith: ['{1}{U}', '{R}'] });
  });
  it('`kicked` alone and `kicked 2 times` name no cost', () => {
    expect(castChoices('you cast "X" kicked')?.['kickedWith']).toBeUndefined();
    expect(castChoices('you cast "X" kicked 2 times')).toMatchObject({ kicked: true, kickedTimes: 2 });
  });
  it('"with X = 3" after `kicked` is the X choice, not a kicker cost', () => {
    const c = castChoices('you cast "X" kicked with X = 3');
    expect(c).toMatchObject({ kicked: true, x: 3 });
    expect(c?.['kickedWith']).toBeUndefined();
  });
});
