// A note scenario's game after its setup, copied for the next run of the same setup instead of set up again
// (checks/notes/note-scenario.ts setUp, rules/scenario/scenario-run.ts copyFor, rules/state/game-copy.ts; issue 27).
// The copy is the game the steps make (CR 508.1, 509.1: the face-down creature attacked and was blocked — the combat a
// "turn it face up" note is asked in, 708.8), playing on from it answers as playing on from the steps, and the kept
// game is never written by a run that goes on from its copy.

import { describe, expect, it } from 'vitest';
import type { ScenarioNode } from '../../grammar/src/ast';
import { InteractionCache } from '../../server/src/checks/interactions';
import { LiveScenario, parseNoteScenario, playNoteScenario, setSetupCopyEnabled, writeNoteScenario, type SetupGames } from '../../server/src/checks/notes/note-scenario';
import { Workspace } from '../../server/src/model/workspace';
import type { Card } from '../../server/src/model/types';

const TEXT = [
  'card "Sudden Unveil"\n  cost {U}\n  type Instant\n  text\n    Turn target face-down creature face up.\n',
  'card "Umbral Snuff"\n  cost {1}{B}\n  type Instant\n  text\n    Destroy target creature.\n',
  'card "Stark Unveil"\n  cost {1}{U}\n  type Instant\n  text\n    Turn target face-down creature face up. Draw a card.\n',
  'card "Veil Lurker"\n  cost {3}{U}\n  type Creature — Fish\n  pt 2/3\n  text\n    Morph {1}{U}\n',
  'card "Gate Warden"\n  cost {1}{W}\n  type Creature — Human\n  pt 2/2\n',
].join('\n');

function cards(): Record<'unveil' | 'snuff' | 'stark' | 'lurker' | 'warden', Card> {
  const ws = new Workspace();
  ws.update('file:///setup-games.cards', TEXT);
  const c = (n: string) => ws.allCards().find((x) => x.name === n)!;
  return { unveil: c('Sudden Unveil'), snuff: c('Umbral Snuff'), stark: c('Stark Unveil'), lurker: c('Veil Lurker'), warden: c('Gate Warden') };
}

/** A SetupGames that counts what it was asked. */
function counted(): SetupGames & { hits: number; kept: Map<string, LiveScenario> } {
  const kept = new Map<string, LiveScenario>();
  const games = {
    hits: 0,
    kept,
    get: (key: string) => {
      const g = kept.get(key);
      if (g) games.hits++;
      return g;
    },
    set: (key: string, game: LiveScenario) => kept.set(key, game),
  };
  return games;
}

/** The setup steps of a note scenario's text (those before the effect's step). */
function setupOf(scenario: ScenarioNode) {
  const steps = scenario.steps.map((l) => l.step);
  return steps.slice(0, steps.findIndex((s) => s.kind === 'apply'));
}

describe("a note scenario's game copied after its setup", () => {
  it('is the game its steps make (a face-down creature attacking and blocked, CR 508.1, 509.1)', () => {
    const { unveil, lurker, warden } = cards();
    const scenario = parseNoteScenario(writeNoteScenario(unveil, 0, lurker, 'morph', warden)!)!;
    const setup = setupOf(scenario);
    expect(setup.map((s) => s.kind)).toEqual(['setup', 'setup', 'attack', 'block']);
    const made = new LiveScenario([unveil, lurker, warden]);
    expect(made.perform(setup)).toBe(true);
    const copy = made.copyFor([unveil, lurker, warden])!;
    expect(copy).toBeDefined();
    expect(copy.run.engine.state).toEqual(made.run.engine.state);
    expect(copy.run.engine.state.combat).not.toBe(made.run.engine.state.combat);
    expect(copy.run.engine.snapshot()).toBe(made.run.engine.snapshot());
    // The model's cards are the very objects (the engine compares and memoizes them by identity).
    const id = copy.run.resolve({ kind: 'alias-ref', name: 'fd', span: { start: 0, end: 0 } })!;
    expect(copy.run.engine.object(id)!.card).toBe(lurker);
  });

  it('answers as the game made by its steps, and a run on a copy never writes the kept game', () => {
    const { unveil, snuff, lurker, warden } = cards();
    const games = counted();
    const without = playNoteScenario(unveil, 0, lurker, 'morph', warden);
    const first = playNoteScenario(unveil, 0, lurker, 'morph', warden, undefined, undefined, undefined, games);
    expect(games.kept.size).toBe(1);
    const [kept] = [...games.kept.values()];
    const before = kept!.run.engine.snapshot();
    const second = playNoteScenario(unveil, 0, lurker, 'morph', warden, undefined, undefined, undefined, games);
    expect(games.hits).toBe(1);
    expect(JSON.stringify(first)).toBe(JSON.stringify(without));
    expect(JSON.stringify(second)).toBe(JSON.stringify(without));
    // The kept game is still the setup's: the copy turned its creature face up, the kept one's is still face down.
    expect(kept!.run.engine.snapshot()).toBe(before);
    expect(JSON.stringify(playNoteScenario(unveil, 0, lurker, 'morph', warden, undefined, undefined, undefined, games))).toBe(JSON.stringify(without));
    // A one-step setup (a destroy effect: no combat) is made by its step, never kept (as fast as a copy).
    const destroyed = playNoteScenario(snuff, 0, lurker, 'morph', warden, undefined, undefined, undefined, games);
    expect(JSON.stringify(destroyed)).toBe(JSON.stringify(playNoteScenario(snuff, 0, lurker, 'morph', warden)));
    expect(games.kept.size).toBe(1);
  });

  it('is found by the very card objects its steps name: the same text built again is another game', () => {
    const a = cards();
    const b = cards();
    const games = counted();
    playNoteScenario(a.unveil, 0, a.lurker, 'morph', a.warden, undefined, undefined, undefined, games);
    playNoteScenario(b.unveil, 0, b.lurker, 'morph', b.warden, undefined, undefined, undefined, games);
    expect(games.hits).toBe(0);
    expect(games.kept.size).toBe(2);
    // Another source with the same setup shares it: the source is not in the game before its effect's step.
    const stark = playNoteScenario(a.stark, 0, a.lurker, 'morph', a.warden, undefined, undefined, undefined, games);
    expect(games.hits).toBe(1);
    expect(JSON.stringify(stark)).toBe(JSON.stringify(playNoteScenario(a.stark, 0, a.lurker, 'morph', a.warden)));
    expect(stark!.steps.some((st) => st.kind === 'attack')).toBe(true);
  });

  it('is kept by the set-wide analysis per cache, and not when switched off', () => {
    const { unveil, lurker, warden } = cards();
    const cache = new InteractionCache();
    setSetupCopyEnabled(false);
    try {
      playNoteScenario(unveil, 0, lurker, 'morph', warden, undefined, undefined, undefined, cache.setupGames);
    } finally {
      setSetupCopyEnabled(true);
    }
    expect(cache.setupsKept).toBe(0);
    playNoteScenario(unveil, 0, lurker, 'morph', warden, undefined, undefined, undefined, cache.setupGames);
    playNoteScenario(unveil, 0, lurker, 'morph', warden, undefined, undefined, undefined, cache.setupGames);
    expect([cache.setupsKept, cache.setupsCopied]).toEqual([1, 1]);
  });
});
