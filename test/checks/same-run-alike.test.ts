// A run that never saw its face-down card stands for the cards that would play it alike (issue 27): watched from before
// the effect to its end, a card of another face-down identity or face-up key gets the run's outcome — a note or none —
// when, put in the face-down permanent's place, it turns face up the same ways as the run's card at every point the
// run reads that (checks/notes/note-scenario.ts sameRunWatch: a face-down permanent shows its family's face-down values,
// CR 708.2a; its card is read only in asking how it can be turned face up, 702.37e, 708.8, 118.3). Sharing never changes
// a note: each card's own run (InteractionCache exact) and the sharing switched off give the same notes.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeInteractions, InteractionCache } from '../../server/src/checks/interactions';
import { setSameRunAlikeEnabled } from '../../server/src/checks/notes/note-scenario';
import { Workspace } from '../../server/src/model/workspace';
import { notesBothWays } from './support/notes-both-ways';

const URI = 'file:///same-run.cards';
const TEXT = readFileSync(path.join(__dirname, 'support', 'same-run.cards'), 'utf8');

function analyzed(cache: InteractionCache): { notes: string[]; cache: InteractionCache } {
  const ws = new Workspace();
  ws.update(URI, TEXT);
  const notes = analyzeInteractions(ws, URI, cache).map((d) => `${d.span.start} ${d.message} [${(d.related ?? []).map((r) => r.message).join(', ')}]`);
  return { notes, cache };
}

function withoutSameRun<T>(fn: () => T): T {
  setSameRunAlikeEnabled(false);
  try {
    return fn();
  } finally {
    setSameRunAlikeEnabled(true);
  }
}

describe('a run that never saw its card, shared with the cards that would play it alike', () => {
  it("gives each card its own run's note (CR 708.2a, 702.37e, 708.8, 118.3, 119.4)", () => {
    const { shared, exact } = notesBothWays([[URI, TEXT]]);
    expect(shared).toEqual(exact);
    const all = shared.join('\n');
    // Hushing Veil: one outcome for the mana morph cost and "Pay 5 life", and for the two creatures of Hush of Ages.
    expect(all).toContain("(5 cards): it stays face down, the same permanent, as a nameless colorless 2/2 Creature with no abilities; it can't be turned face up; after the turn ends, it can be turned face up for its morph cost. [Quiet Heron, Blood Pact Ogre, Stone Carp, Gray Drake, Veiled Idol]");
    expect(all).toContain("(4 cards): it stays face down, the same permanent, as a nameless colorless 2/2 Creature with no abilities; it can't be turned face up; once the source leaves the battlefield, it can be turned face up for its morph cost. [Quiet Heron, Blood Pact Ogre, Stone Carp, Gray Drake]");
    // Draining Veil: once the turn ends the Ogre's controller is at 1 life and can't pay 5 (CR 119.4, 118.3): its own outcome.
    expect(all).toContain('after the turn ends, it can be turned face up for its morph cost; 1 card: it stays face down');
  });

  it('plays fewer runs, with the same notes as with the sharing switched off', () => {
    const on = analyzed(new InteractionCache());
    const off = withoutSameRun(() => analyzed(new InteractionCache()));
    expect(on.notes).toEqual(off.notes);
    expect(off.cache.sharedSameRun).toBe(0);
    expect(on.cache.sharedSameRun).toBeGreaterThan(0);
    // Hushing Veil: the Ogre takes the Heron's run, Gray Drake Stone Carp's; Hush of Ages: the Ogre and Gray Drake again;
    // and Hush of Ages' no-note run on Veiled Idol (it keeps its morph face up, 613.1f) stands for Hollow Scavenger too.
    expect(on.cache.sharedSameRun).toBe(4);
    expect([on.cache.runs, off.cache.runs]).toEqual([16, 21]);
    expect(off.cache.runs - on.cache.runs).toBe(on.cache.sharedSameRun + on.cache.sharedAcrossIdentities - off.cache.sharedAcrossIdentities);
  });
});
