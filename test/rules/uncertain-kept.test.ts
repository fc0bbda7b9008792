// A scenario run's answers to "which text not understood could change this answer" (rules/scenario/scenario-run.ts
// `uncertain`, issue 23) kept between its questions while nothing it reads was written (the game's version, the run's
// records, what it carries: issue 27). Each question is answered as without them: questions that differ only in the
// facts they ask, or the objects, get their own answer, and a step (new records, a new version) gets new answers.

import { describe, expect, it } from 'vitest';
import type { Step } from '../../grammar/src/ast';
import { LiveScenario } from '../../server/src/checks/notes/note-scenario';
import { Workspace } from '../../server/src/model/workspace';
import type { Question } from '../../server/src/rules/scenario/dependency';
import { setRecordedPiecesKept } from '../../server/src/rules/scenario/scenario-run';

const TEXT = [
  // A "*" no ability defines (CR 208.2): its characteristics rest on it, its cost doesn't.
  'card "Starless Hulk"\n  cost {3}{G}\n  type Creature — Beast\n  pt */*\n',
  'card "Mirror Gaze"\n  cost {1}{U}\n  type Enchantment\n  text\n    Whenever a creature enters, you may glimpse the unseen.\n',
  'card "Gate Warden"\n  cost {1}{W}\n  type Creature — Human\n  pt 2/2\n',
].join('\n');

const AT = { start: 0, end: 0 };
const put = (name: string): Step => ({ kind: 'setup', player: 'you', cards: [{ kind: 'card-ref', name, span: AT }], zone: 'battlefield', onTop: false, faceDown: false, tapped: false });

const QUESTIONS: Question[] = [
  { facts: ['cost'], objects: ['Starless Hulk'] },
  { facts: ['characteristics'], objects: ['Starless Hulk'] },
  { facts: ['characteristics'], objects: ['Gate Warden'] },
  { facts: ['state'], objects: 'all' },
  { facts: [], objects: ['Starless Hulk'], step: 'attack' },
  { facts: ['characteristics'], objects: ['Starless Hulk'] },
];

/** Every question's answer after each step, asked twice in a row at each point. */
function answers(): string[] {
  const ws = new Workspace();
  ws.update('file:///uncertain-kept.cards', TEXT);
  const live = new LiveScenario(ws.allCards());
  const out: string[] = [];
  const askAll = () => {
    for (const q of [...QUESTIONS, ...QUESTIONS]) out.push(JSON.stringify(live.run.uncertain(q)), JSON.stringify(live.run.uncertain(q, { prohibitions: true })));
  };
  askAll();
  for (const name of ['Starless Hulk', 'Mirror Gaze', 'Gate Warden']) {
    expect(live.perform([put(name)])).toBe(true);
    askAll();
  }
  return out;
}

describe("a scenario run's uncertain answers kept between its questions", () => {
  it('answers every question as without them, before and after each step', () => {
    setRecordedPiecesKept(false);
    let without: string[];
    try {
      without = answers();
    } finally {
      setRecordedPiecesKept(true);
    }
    const kept = answers();
    expect(kept).toEqual(without);
    // The questions differ: the "*" reaches the Hulk's characteristics, not its cost (CR 208.2).
    expect(without.some((a) => a.includes('power/toughness'))).toBe(true);
    expect(without.some((a) => a === '[]')).toBe(true);
  });

  it('gives each caller its own list', () => {
    const ws = new Workspace();
    ws.update('file:///uncertain-kept.cards', TEXT);
    const live = new LiveScenario(ws.allCards());
    live.perform([put('Starless Hulk')]);
    const q: Question = { facts: ['characteristics'], objects: ['Starless Hulk'] };
    const first = live.run.uncertain(q);
    first.push({ cardName: 'x', text: 'y', why: 'not understood' });
    expect(live.run.uncertain(q).some((r) => r.cardName === 'x')).toBe(false);
  });
});
