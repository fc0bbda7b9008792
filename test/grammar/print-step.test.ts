// The step printer (grammar/src/print-step.ts) is the inverse of the step parser: each line it prints reads back as the
// same step, spans aside. The set-wide notes' scenarios are printed by it ("Open as scenario"), so what the note ran
// and what the user reads are one list of steps.

import { describe, expect, it } from 'vitest';
import { parse } from '../../grammar/src/parse';
import { printStep } from '../../grammar/src/print-step';
import type { ScenarioNode, Step } from '../../grammar/src/ast';

/** The step of one scenario line, spans removed. */
function stepOf(line: string): Step | undefined {
  const { ast, errors } = parse(`scenario "s"\n  ${line}\n`);
  if (errors.length) return undefined;
  const step = (ast.items[0] as ScenarioNode | undefined)?.steps[0]?.step;
  return step ? withoutSpans(step) : undefined;
}

function withoutSpans<T>(v: T): T {
  return JSON.parse(JSON.stringify(v, (k, x) => (k === 'span' || k === 'stepSpan' ? undefined : x)));
}

/** Lines of every shape the notes' scenarios use, and a few more. */
export const PRINTED_LINES = [
  'you have "Grim Cub" on battlefield face down via morph tapped as @fd',
  'opponent has "Grim Cub" on battlefield face down via manifest dread as @fd',
  'you have "Grim Cub" on top of library',
  'you have "Grim Cub", "Shy Ox" in hand',
  'opponent has "Shy Ox" on battlefield as @blocker',
  'you cast "Frog Hex" targeting @fd',
  'you cast "Mimic" copying @fd',
  'opponent casts "Mimic" copying @fd as @copy',
  'resolve',
  'resolve choosing @h',
  'resolve accepting choosing @h choosing "Hill Giant"',
  'apply "Flicker" targeting @fd',
  'apply "Twin" targeting @other, @fd as @copy',
  'apply "Sage" ability 2 targeting @fd',
  'destroy "Frog Hex"',
  'exile @fd face down',
  'bounce @fd',
  'attach @eq to @fd',
  'end turn',
  'move to end step',
  'move to upkeep',
  'you turn @fd face up',
  'opponent turns @fd face up',
  'you attack with @fd',
  'opponent blocks @fd with @blocker',
  'you manifest as @fd',
  'you cloak as @fd',
  'you foretell @c',
  'opponent foretells "Omen Bolt" paying @a, @b',
  'you suspend @c',
  'opponent suspends "Rift Bolt" paying @a',
  'expect @fd is on battlefield',
  'expect @fd is in exile',
  'expect @fd is face down',
  'expect @fd is face up',
  'expect @fd is face down via cloak',
  'expect @fd is tapped',
  'expect @fd is untapped',
  'expect @fd was revealed',
  'expect @fd is 2/2',
  'expect @fd has no name',
  'expect @fd is named "Plain Bear"',
  'expect @fd is colorless',
  'expect @fd is blue green',
  'expect @fd is a Creature',
  'expect @fd is not a Frog',
  'expect @fd has no abilities',
  'expect @fd has ward {2}',
  'expect @fd can be turned face up for morph',
  'expect @fd can be turned face up for mana cost',
  'expect @fd can be turned face up',
  "expect @fd can't be turned face up",
  'expect @fd triggered',
  "expect @fd didn't trigger",
  'expect @fd is controlled by opponent',
  'expect @fd is visible to opponent',
  'expect @fd is hidden from opponent',
  'expect @fd has 1 -1/-1 counter',
  'expect @fd has 2 +1/+1 counters',
  'expect @fd is blocked',
  'expect "Grim Cub" is in graveyard',
  'expect illegal: apply "Flicker" targeting @fd',
  'expect illegal: you cast "Frog Hex" targeting @fd',
];

describe('printed steps read back as the same step', () => {
  it.each(PRINTED_LINES)('%s', (line) => {
    const step = stepOf(line);
    expect(step, 'the line reads').toBeDefined();
    const printed = printStep(step!);
    expect(printed).toBe(line);
    expect(stepOf(printed!)).toEqual(step);
  });

  // A spell with two target phrases ("Return target creature and target land …", CR 601.2c) is cast with one
  // `targeting` clause per phrase: every clause's targets are kept, in order (none silently dropped).
  it.each([
    ['you cast "Frog Hex" targeting @a targeting @b', 'you cast "Frog Hex" targeting @a, @b'],
    ['you activate "Sage" targeting @a targeting opponent', 'you activate "Sage" targeting @a, opponent'],
    ['trigger of @x targeting @a targeting @b, @c', 'trigger of @x targeting @a, @b, @c'],
  ])('%s keeps every target', (repeated, once) => {
    expect(stepOf(repeated)).toBeDefined();
    expect(stepOf(repeated)).toEqual(stepOf(once));
  });

  it('a step it has no words for is undefined, not a guess', () => {
    expect(printStep(stepOf('resolve all')!)).toBeUndefined();
    expect(printStep(stepOf('you cast "Grim Cub" face down')!)).toBeUndefined();
  });
});
