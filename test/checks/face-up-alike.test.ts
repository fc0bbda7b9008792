// No-note runs answering for other face-down identities where an effect reads the card as it would be face up (issue
// 27): a run that never saw its card and left it as it was asks, for one card of each other identity and face-up key,
// how that card would turn face up before and after the effect (note-scenario.ts turnUpAs, CR 702.37e, 708.8) — the one
// place such a run reads the card beyond its face-down values (708.2a) —, and shares its "no note" with each card that
// answers the same (checks/interactions.ts InteractionCache.alikeKey). "All Slivers lose all abilities" leaves a
// face-down permanent as it was (it has no subtypes, 708.2a) and takes morph only from a card that would be a Sliver face
// up (613.1f): the Bird, the Fish, the Drake and the artifact answer as the first card's run, the Sliver keeps its own
// run and note. Sharing never changes a note: each card's own run (InteractionCache exact) and the sharing switched
// off give the same notes.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeInteractions, InteractionCache, setFaceUpAlikeEnabled } from '../../server/src/checks/interactions';
import { Workspace } from '../../server/src/model/workspace';
import { notesBothWays } from './support/notes-both-ways';

const URI = 'file:///face-up-reading.cards';
const TEXT = readFileSync(path.join(__dirname, 'support', 'face-up-reading.cards'), 'utf8');

function analyzed(): { notes: string[]; cache: InteractionCache } {
  const cache = new InteractionCache();
  const ws = new Workspace();
  ws.update(URI, TEXT);
  const notes = analyzeInteractions(ws, URI, cache).map((d) => `${d.span.start} ${d.message} [${(d.related ?? []).map((r) => r.message).join(', ')}]`);
  return { notes, cache };
}

function withoutFaceUpAlike<T>(fn: () => T): T {
  setFaceUpAlikeEnabled(false);
  try {
    return fn();
  } finally {
    setFaceUpAlikeEnabled(true);
  }
}

describe('no-note runs answering for other face-down identities where an effect reads the card face up', () => {
  it("gives each card its own run's note (CR 702.37e, 708.8, 613.1f)", () => {
    const { shared, exact } = notesBothWays([[URI, TEXT]]);
    expect(shared).toEqual(exact);
    // Sliver Dimming: only the Sliver can't be turned face up while it lasts.
    expect(shared.join('\n')).toContain("can't be turned face up; once the source leaves the battlefield, it can be turned face up for its morph cost. [Hidden Sliver]");
  });

  it('shares answers instead of runs, with the same notes as with the sharing switched off', () => {
    const on = analyzed();
    const off = withoutFaceUpAlike(() => analyzed());
    expect(on.notes).toEqual(off.notes);
    expect(on.cache.sharedAcrossIdentities).toBeGreaterThan(off.cache.sharedAcrossIdentities);
    expect(on.cache.runs).toBeLessThan(off.cache.runs);
  });
});
