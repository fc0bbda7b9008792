// A run that never saw its face-down card and said something of it answers for the cards of the family's other face-down
// identities that would turn face up the same ways at every point the run read it (checks/notes/note-scenario.ts
// NoteScenario.notedAlike): a face-down identity differs from another only in how the card can be turned face up (CR
// 708.2a, 702.37e, 118.3), so those cards' runs play the same steps and are answered the same (issue 27). Sharing never
// changes a note: each card's own run (InteractionCache exact) and the sharing switched off give the same notes.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeInteractions, InteractionCache } from '../../server/src/checks/interactions';
import { setNotedAlikeEnabled } from '../../server/src/checks/notes/note-scenario';
import { Workspace } from '../../server/src/model/workspace';
import { notesBothWays } from './support/notes-both-ways';

const URI = 'file:///noted-alike.cards';
const TEXT = readFileSync(path.join(__dirname, 'support', 'noted-alike.cards'), 'utf8');

function analyzed(): { notes: string[]; cache: InteractionCache } {
  const ws = new Workspace();
  ws.update(URI, TEXT);
  const cache = new InteractionCache();
  const notes = analyzeInteractions(ws, URI, cache).map((d) => `${d.span.start} ${d.message} [${(d.related ?? []).map((r) => r.message).join(', ')}]`);
  return { notes, cache };
}

function withoutNotedAlike<T>(fn: () => T): T {
  setNotedAlikeEnabled(false);
  try {
    return fn();
  } finally {
    setNotedAlikeEnabled(true);
  }
}

describe('runs that never saw the card answer for other face-down identities that turn face up alike (CR 708.2a, 702.37e)', () => {
  it("gives each card its own run's note", () => {
    const { shared, exact } = notesBothWays([[URI, TEXT]]);
    expect(shared).toEqual(exact);
    const all = shared.join('\n');
    // Speed Moss Stalker and Speed Bog Haunt turn face up alike; Speed Ember Scout (a red card to reveal from an empty
    // hand) never can.
    expect(all).toContain("2 cards: it stays face down, the same permanent, as a nameless colorless 2/2 Creature with no abilities; it can be turned face up for its morph cost; it is controlled by the effect's controller");
    // After Speed Reckless Claim its new controller has 1 life: Speed Bog Haunt's 2 life can't be paid (CR 119.4), so
    // its answer is Speed Ember Scout's, not Speed Moss Stalker's, though the three turned face up alike before the effect.
    expect(all).toMatch(/\(3 cards\): 1 card: it stays face down[^;]*; it can be turned face up for its morph cost; [^]*2 cards: [^]*it can't be turned face up/);
  });

  it('plays fewer runs, with the same notes as with the sharing switched off', () => {
    const on = analyzed();
    const off = withoutNotedAlike(analyzed);
    expect(on.notes).toEqual(off.notes);
    expect(off.cache.sharedAcrossIdentities).toBe(0);
    // Speed Mind Tether's and Speed Borrowed Will's runs of Speed Moss Stalker stand for Speed Bog Haunt; Speed Reckless
    // Claim's for no other.
    expect(on.cache.sharedAcrossIdentities).toBe(2);
    expect(on.cache.runs).toBeLessThan(off.cache.runs);
  });
});
