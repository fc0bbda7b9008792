// Runs shared by what the effect's filters read of a face-down card as it would be face up (issue 27): where an effect of
// the scenario picks what it changes by characteristics ("All creatures lose all abilities"), cards that would be the same
// there — card types, supertypes, the subtypes its filters name, colors where a filter names one, keyword names — get
// the same abilities face up (CR 702.37e, 708.8, 613.1f, 613.8a), so they share a run instead of each running its own
// (checks/notes/face-down-identity.ts faceUpReading, faceUpKeyFor). Sharing never changes a note: each card's own run
// (InteractionCache exact) and the narrowing switched off give the same notes.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeInteractions, InteractionCache } from '../../server/src/checks/interactions';
import { faceUpKeyFor, faceUpReading, setFaceUpNarrowEnabled } from '../../server/src/checks/notes/face-down-identity';
import { Workspace } from '../../server/src/model/workspace';
import type { Card } from '../../server/src/model/types';
import { notesBothWays } from './support/notes-both-ways';

const URI = 'file:///face-up-reading.cards';
const TEXT = readFileSync(path.join(__dirname, 'support', 'face-up-reading.cards'), 'utf8');

function analyzed(cache: InteractionCache): { notes: string[]; cache: InteractionCache } {
  const ws = new Workspace();
  ws.update(URI, TEXT);
  const notes = analyzeInteractions(ws, URI, cache).map((d) => `${d.span.start} ${d.message} [${(d.related ?? []).map((r) => r.message).join(', ')}]`);
  return { notes, cache };
}

function withoutNarrowing<T>(fn: () => T): T {
  setFaceUpNarrowEnabled(false);
  try {
    return fn();
  } finally {
    setFaceUpNarrowEnabled(true);
  }
}

function cards(): Map<string, Card> {
  const ws = new Workspace();
  ws.update(URI, TEXT);
  return new Map(ws.allCards().map((c) => [c.name, c]));
}

describe('runs shared by what the effect reads of a card as it would be face up', () => {
  it("gives each card its own run's note (CR 702.37e, 708.8, 613.1f)", () => {
    const { shared, exact } = notesBothWays([[URI, TEXT]]);
    expect(shared).toEqual(exact);
    const all = shared.join('\n');
    // Hush of Ages takes morph from the six morph creatures, not from the morph artifact (613.1f, 708.8).
    expect(all).toContain("On face-down morph cards of this set (6 cards, 5 of 6 linked): it stays face down, the same permanent, as a nameless colorless 2/2 Creature with no abilities; it can't be turned face up");
    expect(all).not.toMatch(/Veiled Idol/);
    // Sliver Dimming: only the Sliver; Dusk of Ages: only the black creature.
    expect(all).toContain("can't be turned face up; once the source leaves the battlefield, it can be turned face up for its morph cost. [Hidden Sliver]");
    expect(all).toContain("can't be turned face up; once the source leaves the battlefield, it can be turned face up for its morph cost. [Gloom Stalker]");
  });

  it('plays fewer runs, with the same notes as with the narrowing switched off', () => {
    const on = analyzed(new InteractionCache());
    const off = withoutNarrowing(() => analyzed(new InteractionCache()));
    expect(on.notes).toEqual(off.notes);
    expect(on.cache.runs).toBeLessThan(off.cache.runs);
  });

  it('keys a card on the type words, colors and keyword names the filters read (CR 613.1, 205.3, 105.2)', () => {
    const c = cards();
    const at = (name: string) => c.get(name)!;
    const reps = [at('Reed Stalker')];
    const hush = faceUpReading([at('Hush of Ages'), ...reps])!;
    const sliver = faceUpReading([at('Sliver Dimming'), ...reps])!;
    const dusk = faceUpReading([at('Dusk of Ages'), ...reps])!;
    expect([hush.colors, sliver.colors, dusk.colors]).toEqual([false, false, true]);
    expect(hush.names.has('creature') && sliver.names.has('sliver')).toBe(true);
    const key = (name: string, r = hush) => faceUpKeyFor(at(name), r);
    // All creatures: a Bird and a Fish alike, whatever their P/T, mana cost or morph cost (the face-down identity's).
    expect(key('Quiet Heron')).toBe(key('Stone Carp'));
    expect(key('Quiet Heron')).toBe(key('Hidden Sliver'));
    expect(key('Quiet Heron')).not.toBe(key('Veiled Idol'));
    // Flying is a keyword of its own: kept by name.
    expect(key('Quiet Heron')).not.toBe(key('Gray Drake'));
    // All Slivers: the Sliver subtype is read.
    expect(key('Quiet Heron', sliver)).toBe(key('Stone Carp', sliver));
    expect(key('Quiet Heron', sliver)).not.toBe(key('Hidden Sliver', sliver));
    // All black creatures: colors are read.
    expect(key('Quiet Heron', dusk)).toBe(key('Stone Carp', dusk));
    expect(key('Quiet Heron', dusk)).not.toBe(key('Gloom Stalker', dusk));
    // A static ability of its own: the whole face-up key, as without a reading.
    expect(key('Proud Warden')).toBe(faceUpKeyFor(at('Proud Warden'), undefined));
    // Switched off, no reading: every card keeps its whole key.
    expect(withoutNarrowing(() => faceUpReading([at('Hush of Ages')]))).toBeUndefined();
  });
});
