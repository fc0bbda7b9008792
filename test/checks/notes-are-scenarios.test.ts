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
/** Notes on the fixtures of test/fixtures/face-down and test/fixtures/notes, each run through its scenarios. */
const NOTES_FLOOR = 121;

describe('every note is its scenario\'s run', () => {
  it('on the example set (examples/)', () => {
    const { notes, scenarios, mismatches } = notesAgainstTheirRuns(cardFiles(path.join(ROOT, 'examples')));
    expect(notes).toBeGreaterThan(20);
    expect(scenarios).toBeGreaterThanOrEqual(notes);
    expect(mismatches).toEqual([]);
  });

  it('on the face-down fixtures (test/fixtures/face-down, test/fixtures/notes)', () => {
    let notes = 0;
    let scenarios = 0;
    for (const dir of ['face-down', 'notes']) {
      for (const file of cardFiles(path.join(ROOT, 'test', 'fixtures', dir))) {
        const r = notesAgainstTheirRuns([file]);
        expect(r.mismatches, file[0]).toEqual([]);
        notes += r.notes;
        scenarios += r.scenarios;
      }
    }
    // Not vacuous: the fixtures' notes were all run (a floor, counted when this was written: it only goes up).
    expect(notes).toBeGreaterThanOrEqual(NOTES_FLOOR);
    expect(scenarios).toBeGreaterThanOrEqual(notes);
  });

  it('on a generated set', () => {
    const { notes, mismatches } = notesAgainstTheirRuns([['file:///generated.cards', generateCards(120)]]);
    expect(notes).toBeGreaterThan(0);
    expect(mismatches).toEqual([]);
  });
});
