// Caches never change answers, and neither does sharing: a set-wide note is the same whether each card's scenario
// runs on its own (InteractionCache exact: every card its own class, nothing shared across face-down identities) or
// cards share runs — by class (checks/interactions.ts representativeKey) and by face-down identity when the run
// never saw the face-down card (notes/face-down-identity.ts: CR 708.2, 702.37e, 702.168d, 701.40b, 118.3).
// The real face-down corpus runs the same in test/corpus/notes.corpus.test.ts.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateCards } from '../../bench/generate';
import { cardFiles } from './support/card-files';
import { notesBothWays } from './support/notes-both-ways';

const ROOT = path.join(__dirname, '..', '..');

describe('sharing runs never changes a note', () => {
  it('on the example set (examples/)', () => {
    const { shared, exact } = notesBothWays(cardFiles(path.join(ROOT, 'examples')));
    expect(shared.length).toBeGreaterThan(20);
    expect(shared).toEqual(exact);
  });

  it('on the face-down fixtures and a generated set', () => {
    for (const dir of ['face-down', 'notes']) {
      for (const file of cardFiles(path.join(ROOT, 'test', 'fixtures', dir))) {
        const { shared, exact } = notesBothWays([file]);
        expect(shared, file[0]).toEqual(exact);
      }
    }
    const { shared, exact } = notesBothWays([['file:///generated.cards', generateCards(120)]]);
    expect(shared).toEqual(exact);
  });
});
