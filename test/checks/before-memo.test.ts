// What a note scenario remembers before the effect (checks/notes/note-scenario.ts `BeforeMemo`, the set-wide
// analysis's `InteractionCache.beforeOf`): the facts of a setup, and how each card of another face-down identity would
// turn face up in that setup (CR 702.37e: its own morph cost, payable or not there). The second is remembered per setup
// under the number the memo gave the setup, not under the setup's printed steps again: two setups never share a card's
// answer (issue 27).

import { describe, expect, it } from 'vitest';
import { InteractionCache } from '../../server/src/checks/interactions';
import { playNoteScenario, type BeforeMemo } from '../../server/src/checks/notes/note-scenario';
import { Workspace } from '../../server/src/model/workspace';

const hush = 'card "Tide Hush"\n  cost {U}\n  type Instant\n  text\n    Until end of turn, target creature loses all abilities.\n';
const morph = (name: string, cost: string) => `card "${name}"\n  cost {3}{U}\n  type Creature — Fish\n  pt 2/3\n  text\n    Morph ${cost}\n`;

function cards() {
  const ws = new Workspace();
  ws.update('file:///set.cards', [hush, morph('Reef Lurker', '{1}{U}'), morph('Shoal Lurker', '{4}{U}'), morph('Deep Lurker', '—Pay 5 life.')].join('\n'));
  return ['Tide Hush', 'Reef Lurker', 'Shoal Lurker', 'Deep Lurker'].map((n) => ws.allCards().find((c) => c.name === n)!);
}

describe('the before-the-effect memo of note scenarios (CR 702.37e)', () => {
  it("remembers an alike card's turn-up answer per setup: two setups ask it under two keys, neither a setup's", () => {
    const [source, reef, shoal, deep] = cards();
    const cache = new InteractionCache();
    const asked: string[] = [];
    const memo: BeforeMemo = (key, ask) => {
      asked.push(key);
      return cache.beforeOf(key, ask);
    };
    // Two setups (Reef Lurker face down, then Shoal Lurker face down), each asking how Deep Lurker would turn face up.
    playNoteScenario(source!, 0, reef!, 'morph', undefined, memo, undefined, [deep!]);
    const first = asked.splice(0);
    playNoteScenario(source!, 0, shoal!, 'morph', undefined, memo, undefined, [deep!]);
    const second = asked.splice(0);
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(2);
    expect(new Set([...first, ...second]).size).toBe(4);
    // The same setup again: the same two keys, both remembered.
    playNoteScenario(source!, 0, reef!, 'morph', undefined, memo, undefined, [deep!]);
    expect(asked).toEqual(first);
  });

  it('gives the same answers as no memo', () => {
    const [source, reef, , deep] = cards();
    const cache = new InteractionCache();
    const withMemo = playNoteScenario(source!, 0, reef!, 'morph', undefined, cache.beforeOf, undefined, [deep!]);
    const again = playNoteScenario(source!, 0, reef!, 'morph', undefined, cache.beforeOf, undefined, [deep!]);
    const without = playNoteScenario(source!, 0, reef!, 'morph', undefined, undefined, undefined, [deep!]);
    expect(JSON.stringify(again)).toBe(JSON.stringify(without));
    expect(JSON.stringify(withMemo)).toBe(JSON.stringify(without));
  });
});
