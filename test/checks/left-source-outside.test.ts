// A run that saw the face-down card only as it left the battlefield for good is shared across the cards the game reads
// alike where it went (checks/notes/left-unseen.ts leftKey) also when its source has other abilities a leaving card could
// make act — a trigger on a creature dying (CR 603.2, 603.6c), a static ability about creatures (613.1), a replacement of
// dying (614.1a): the run applies the removal by the card's name and never puts the source into its game, and an ability
// functions only from its own object (113.6, 400.1), so those abilities never act (issue 27, left-unseen.ts
// setSourceOutsideEnabled); and when a life change or a restriction follows the move (CR 119.3, 611.2: events no question
// of the run reads, left-unseen.ts setAfterMoveEnabled). Sharing never changes a note: each card's own run
// (InteractionCache exact) and both switched off give the same notes.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeInteractions, InteractionCache } from '../../server/src/checks/interactions';
import { leftLast, movesOnly, setAfterMoveEnabled, setSourceOutsideEnabled } from '../../server/src/checks/notes/left-unseen';
import { Workspace } from '../../server/src/model/workspace';
import { notesBothWays } from './support/notes-both-ways';

const URI = 'file:///left-source-outside.cards';
const TEXT = readFileSync(path.join(__dirname, 'support', 'left-source-outside.cards'), 'utf8');

function analyzed(): { notes: string[]; cache: InteractionCache } {
  const ws = new Workspace();
  ws.update(URI, TEXT);
  const cache = new InteractionCache();
  const notes = analyzeInteractions(ws, URI, cache).map((d) => `${d.span.start} ${d.message} [${(d.related ?? []).map((r) => r.message).join(', ')}]`);
  return { notes, cache };
}

function withoutOutside<T>(fn: () => T): T {
  setSourceOutsideEnabled(false);
  setAfterMoveEnabled(false);
  try {
    return fn();
  } finally {
    setSourceOutsideEnabled(true);
    setAfterMoveEnabled(true);
  }
}

describe('runs that saw the card leave, shared whatever else the source says (CR 113.6, 400.1, 603.2)', () => {
  it("gives each card its own run's note", () => {
    const { shared, exact } = notesBothWays([[URI, TEXT]]);
    expect(shared).toEqual(exact);
    const all = shared.join('\n');
    // The three removal creatures/enchantments move the face-down card; Lucky Stray's answer rests on its own text.
    expect(all).toContain("3 cards: it is revealed and leaves the battlefield for its owner's graveyard; 1 card: the simulation's answer is inconclusive");
    expect(all).toContain("3 cards: it is revealed and leaves the battlefield for its owner's hand; 1 card: the simulation's answer is inconclusive");
    expect(all).toContain("3 cards: it is revealed and leaves the battlefield for exile; 1 card: the simulation's answer is inconclusive");
    expect(all).toContain('of Lucky Stray, not understood');
  });

  it('plays fewer runs, with the same notes as with the source left out switched off', () => {
    const on = analyzed();
    const off = withoutOutside(analyzed);
    expect(on.notes).toEqual(off.notes);
    // Each source's runs: Gritty Scout's run stands for Hollow Watcher (Bark Sentry's defender keeps its own, a keyword
    // could act where it went): one answer per source, five sources — three whose other abilities never act, two with
    // a life change after the move.
    expect(off.cache.sharedOnLeaving).toBe(0);
    expect(on.cache.sharedOnLeaving).toBe(5);
    expect(on.cache.runs).toBeLessThan(off.cache.runs);
  });

  it('leaves the source out only where the run never puts it into its game', () => {
    const ws = new Workspace();
    ws.update(URI, TEXT);
    const warden = ws.allCards().find((c) => c.name === 'Grave Warden')!;
    // Its other ability is a trigger a dying creature makes: kept out when the source could be in the game.
    expect(movesOnly(warden, 0)).toBe(false);
    expect(movesOnly(warden, 0, true)).toBe(true);
    expect(withoutOutside(() => movesOnly(warden, 0, true))).toBe(false);
    // Not a zone change alone: never.
    expect(movesOnly(warden, 1, true)).toBe(false);
    // A move with a life change beside it (CR 119.3), with the quiet events after the move on and off.
    const plow = ws.allCards().find((c) => c.name === 'Plow Under Light')!;
    expect(movesOnly(plow, 0)).toBe(true);
    expect(withoutOutside(() => movesOnly(plow, 0))).toBe(false);
  });

  it('takes only life and a continuous effect after the move as events that tell no card apart', () => {
    const moved = { type: 'zone-changed', objectId: 'a', newId: 'b', cardName: 'Gritty Scout', from: 'battlefield', to: 'exile' } as const;
    const life = { type: 'life', player: 'opponent', amount: 2, cause: 'gained' } as const;
    const effect = { type: 'effect-started', effectId: 'e', description: { id: 'x' } } as never;
    expect(leftLast([moved], 'Gritty Scout')).toBe(true);
    expect(leftLast([moved, life, effect], 'Gritty Scout')).toBe(true);
    expect(withoutOutside(() => leftLast([moved, life], 'Gritty Scout'))).toBe(false);
    // The card moved again, a card drawn, a player losing the game: the run stays its own.
    expect(leftLast([moved, { ...moved, from: 'exile', to: 'battlefield' }], 'Gritty Scout')).toBe(false);
    expect(leftLast([moved, { type: 'drew', player: 'opponent', objectId: 'c' }], 'Gritty Scout')).toBe(false);
    expect(leftLast([moved, life, { type: 'lost', player: 'opponent', reason: { id: 'x' }, cr: [] } as never], 'Gritty Scout')).toBe(false);
    expect(leftLast([moved, { type: 'life', player: 'you', amount: 2, cause: 'paid' }], 'Gritty Scout')).toBe(false);
  });
});
