// Corpus suite for the set-wide notes (issue 25): on the real face-down cards (read at run time from ../shared/data
// or $CARDSCRIPT_CORPUS, never copied into the project), every note is run again through the scenarios behind it
// ("Open as scenario") on the scenario runner and must say what that run says; and sharing runs never changes a
// note (each card's own run gives the same). test/checks/notes-are-scenarios.test.ts and notes-sharing.test.ts do the
// same on the examples, the fixtures and a generated set within `npm test`.

import { describe, expect, it } from 'vitest';
import { corpusText } from '../../bench/inputs';
import { notesAgainstTheirRuns } from '../checks/support/notes-as-scenarios';
import { notesBothWays } from '../checks/support/notes-both-ways';

const corpus = corpusText();

describe('set-wide notes on the face-down corpus', () => {
  it('every note is what its scenarios answer when run', () => {
    expect(corpus, 'the face-down corpus (../shared/data/facedown-cards.json or $CARDSCRIPT_CORPUS)').toBeDefined();
    const { notes, scenarios, mismatches } = notesAgainstTheirRuns([['file:///corpus.cards', corpus!.text]]);
    expect(notes).toBeGreaterThan(50);
    expect(scenarios).toBeGreaterThanOrEqual(notes);
    expect(mismatches).toEqual([]);
  });

  it('sharing runs never changes a note', () => {
    expect(corpus).toBeDefined();
    const { shared, exact } = notesBothWays([['file:///corpus.cards', corpus!.text]]);
    expect(shared.length).toBeGreaterThan(50);
    expect(shared).toEqual(exact);
  });
});
