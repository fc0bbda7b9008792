// Renaming a card to any one-line name: every definition and scenario reference written by the rename reads back as
// that name (a `"` or `\` in it is escaped in straight quotes; curly quotes stay curly unless the name holds a closing
// curly quote), so the renamed file still names the same card everywhere.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../server/src/ide/code-actions';
import { getReferences, getRenameEdits } from '../../server/src/ide/navigation';
import { Workspace } from '../../server/src/model/workspace';

const URI = 'file:///r.cards';
const text = (open: string, close: string) =>
  `card ${open}Tide Caller${close}\n  type Creature — Merfolk\n  pt 1/1\n\nscenario "s"\n  you have ${open}Tide Caller${close} on battlefield as @t\n  expect @t is 1/1\n`;

function renamed(source: string, to: string): Workspace {
  const ws = new Workspace();
  ws.update(URI, source);
  const r = getRenameEdits(ws, URI, source.indexOf('Tide'), to);
  if ('error' in r) throw new Error(r.error.id);
  const after = new Workspace();
  after.update(URI, applyEdits(source, r.edits.get(URI)!));
  return after;
}

describe('rename writes names that read back', () => {
  const name = fc.string({ unit: fc.constantFrom('a', 'B', ' ', '"', '\\', '\\"', '“', '”', "'", 'é', '😀', '#'), minLength: 1, maxLength: 14 })
    .filter((s) => s.trim() === s && s.length > 0);

  it('in straight quotes: the card and each reference are named as asked (property)', () => {
    fc.assert(fc.property(name, (to) => {
      const ws = renamed(text('"', '"'), to);
      expect(ws.get(URI)!.cards.map((b) => b.card.name)).toEqual([to]);
      expect(getReferences(ws, URI, ws.get(URI)!.cards[0]!.card.nameSpan.start + 1, true)).toHaveLength(2);
    }), { numRuns: 80, seed: 22 });
  });

  it('in curly quotes: kept curly when they can hold the name, straight (escaped) when it has a closing curly quote', () => {
    const curly = renamed(text('\u201C', '\u201D'), 'Wave "Singer"');
    expect(curly.get(URI)!.text).toContain('card \u201CWave "Singer"\u201D');
    expect(curly.get(URI)!.cards[0]!.card.name).toBe('Wave "Singer"');
    const straight = renamed(text('\u201C', '\u201D'), 'Wave \u201DSinger\\');
    expect(straight.get(URI)!.text).toContain('card "Wave \u201DSinger\\\\"');
    expect(straight.get(URI)!.cards[0]!.card.name).toBe('Wave \u201DSinger\\');
  });
});
