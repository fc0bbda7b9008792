// A set-wide note is a scenario that ran (issue 25): every note on the example set, the face-down fixtures and a
// generated set is run again through the scenarios behind it ("Open as scenario"), written into the workspace and
// run by the scenario check (the runner `simulate` uses); the test fails on any difference between the note and its
// run. The real face-down corpus runs the same in test/corpus/notes.corpus.test.ts.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCards } from '../../bench/generate';
import { cardFiles } from './support/card-files';
import { notesAgainstTheirRuns } from './support/notes-as-scenarios';

const ROOT = path.join(__dirname, '..', '..');

describe('every note is its scenario\'s run', () => {
  it('on the example set (examples/)', () => {
    const { notes, scenarios, mismatches } = notesAgainstTheirRuns(cardFiles(path.join(ROOT, 'examples')));
    expect(notes).toBeGreaterThan(20);
    expect(scenarios).toBeGreaterThanOrEqual(notes);
    expect(mismatches).toEqual([]);
  });

  it('on the face-down fixtures (test/fixtures/face-down, test/fixtures/notes)', () => {
    for (const dir of ['face-down', 'notes']) {
      for (const file of cardFiles(path.join(ROOT, 'test', 'fixtures', dir))) {
        expect(notesAgainstTheirRuns([file]).mismatches, file[0]).toEqual([]);
      }
    }
  });

  it('on a generated set', () => {
    const { notes, mismatches } = notesAgainstTheirRuns([['file:///generated.cards', generateCards(120)]]);
    expect(notes).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });
});
