// Notes are answers too (issue 23 part 3): a note about a game outcome that text not understood could change quotes
// that text and says it is inconclusive; text that can't matter (a card in a library, CR 113.6) leaves it a fact.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../support/run-cli';

const ROOT = path.resolve(__dirname, '../../..');

describe('notes resting on text not understood (CR 701.40g, 113.6, 604.1)', async () => {
  const r = await runCli(['simulate', 'test/rules/honesty/notes.cards'], ROOT);
  const notes = r.out.split('\n').filter((l) => l.includes('manifested-instant-or-sorcery'));

  it('a note with nothing uncertain around it is plain', () => {
    expect(notes).toHaveLength(3);
    expect(notes[0]).not.toContain('inconclusive');
    expect(notes[2]).not.toContain('inconclusive');
  });

  it('a note a static not understood could change quotes it', () => {
    expect(notes[1]).toContain("— inconclusive: this rests on 'All permanents are every card type in addition to their o…' of Odd Lattice, not understood");
  });

  it('the scenarios: definite where nothing could change the answer', () => {
    expect(r.out).toContain('3 scenarios: 2 passed, 0 failed, 1 inconclusive');
  });
});
