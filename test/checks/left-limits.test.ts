// A run that saw the face-down card only as it left the battlefield for good is shared across the cards the game reads
// alike where it went (checks/notes/left-unseen.ts leftKey) also when the removal's other words only limit when it can be
// activated — "Activate only as a sorcery", "Activate only once each turn" (CR 602.5b; "Cast this spell only …", 601.3,
// the same kind of effect): no instruction, nothing happens as the ability resolves (608.2), and the note run applies the
// ability, never activating or casting it (issue 27, left-unseen.ts setLimitsLeftOutEnabled). Sharing never changes a
// note: each card's own run (InteractionCache exact) and the limits counted as instructions give the same notes.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeInteractions, InteractionCache } from '../../server/src/checks/interactions';
import { movesOnly, setLimitsLeftOutEnabled } from '../../server/src/checks/notes/left-unseen';
import { Workspace } from '../../server/src/model/workspace';
import { notesBothWays } from './support/notes-both-ways';

const URI = 'file:///left-limits.cards';
const TEXT = readFileSync(path.join(__dirname, 'support', 'left-limits.cards'), 'utf8');

function analyzed(): { notes: string[]; cache: InteractionCache } {
  const ws = new Workspace();
  ws.update(URI, TEXT);
  const cache = new InteractionCache();
  const notes = analyzeInteractions(ws, URI, cache).map((d) => `${d.span.start} ${d.message} [${(d.related ?? []).map((r) => r.message).join(', ')}]`);
  return { notes, cache };
}

function withoutLimits<T>(fn: () => T): T {
  setLimitsLeftOutEnabled(false);
  try {
    return fn();
  } finally {
    setLimitsLeftOutEnabled(true);
  }
}

describe('runs that saw the card leave, shared beside a limit on activating or casting (CR 602.5b, 601.3)', () => {
  it("gives each card its own run's note", () => {
    const { shared, exact } = notesBothWays([[URI, TEXT]]);
    expect(shared).toEqual(exact);
    const all = shared.join('\n');
    expect(all).toContain("2 cards: it is revealed and leaves the battlefield for exile; 1 card: the simulation's answer is inconclusive");
    expect(all).toContain("2 cards: it is revealed and leaves the battlefield for its owner's hand; 1 card: the simulation's answer is inconclusive");
    expect(all).toContain('of Speed Lucky Stray, not understood');
  });

  it('plays fewer runs, with the same notes as with the limits counted as instructions', () => {
    const on = analyzed();
    const off = withoutLimits(analyzed);
    expect(on.notes).toEqual(off.notes);
    // Speed Gritty Scout's run stands for Speed Hollow Watcher under each of the two limited removals (Speed Lucky
    // Stray's static text keeps its own); the token after Speed Seed Snare's move keeps every run its own.
    expect(off.cache.sharedOnLeaving).toBe(0);
    expect(on.cache.sharedOnLeaving).toBe(2);
    expect(on.cache.runs).toBeLessThan(off.cache.runs);
  });

  it('leaves out only limits, never a second instruction', () => {
    const ws = new Workspace();
    ws.update(URI, TEXT);
    const card = (name: string) => ws.allCards().find((c) => c.name === name)!;
    for (const [name, index] of [['Speed Oubliette Stone', 0], ['Speed Reclaim Totem', 0]] as const) {
      expect(movesOnly(card(name), index, true)).toBe(true);
      expect(withoutLimits(() => movesOnly(card(name), index, true))).toBe(false);
    }
    // A token created beside the move is an instruction (CR 111.1): never a move alone.
    expect(movesOnly(card('Speed Seed Snare'), 0, true)).toBe(false);
  });
});
