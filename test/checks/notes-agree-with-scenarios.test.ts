// No note contradicts a scenario in the same workspace (issue 25): where a user's scenario asks what a set-wide note
// answers — the same effect of the same source card on the same card face down in the same family, and what it is
// right after — the note's run (what the note says of that card) and the user's run agree on every question both
// ask: where it is, whether it is face up, its power and toughness, colors, whether it can be turned face up, its
// abilities, its counters, whether its abilities triggered.

import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { representativesOf } from '../../server/src/checks/interactions';
import { playNoteScenario, touchesFaceDown, type Fact } from '../../server/src/checks/notes/note-scenario';
import { scenarioReports } from '../../server/src/checks/scenarios';
import { Workspace } from '../../server/src/model/workspace';
import { cardFiles } from './support/card-files';
import { contradicts, userQuestions } from './support/user-scenario-questions';

const ROOT = path.join(__dirname, '..', '..');

function disagreements(files: [string, string][]): { compared: number; found: string[]; roles: number } {
  const ws = new Workspace();
  for (const [uri, text] of files) ws.update(uri, text);
  const all = ws.allCards();
  const reps = representativesOf(all);
  const found: string[] = [];
  let compared = 0;
  let roles = 0;
  for (const [uri] of files) {
    const doc = ws.get(uri)!;
    for (const report of scenarioReports(ws, doc)) {
      for (const q of userQuestions(report, all)) {
        const abilities = q.source.faces[0]?.abilities ?? [];
        const indexes = q.index !== undefined ? [q.index] : abilities.flatMap((a, i) => (a.kind === 'spell' && touchesFaceDown(a) ? [i] : []));
        const other = q.other ?? reps.find((c) => c !== q.source && c !== q.target && c.name !== q.source.name && c.name !== q.target.name);
        for (const index of indexes) {
          const played = playNoteScenario(q.source, index, q.target, q.family, other, undefined, q.role);
          if (q.role) roles++;
          const said: Fact[] = (played?.run.facts ?? []).filter((f) => f.subject === 'fd' && f.phase === 'now' && f.status === 'held').map((f) => f.fact);
          for (const u of q.held) {
            for (const n of said) {
              if (u.q === n.q || contradicts(u, n) || contradicts(n, u)) compared++;
              if (contradicts(u, n)) found.push(`${uri} "${q.scenario}": the scenario holds ${JSON.stringify(u)}, the note on ${q.source.name} (${q.family}, ${q.target.name}) says ${JSON.stringify(n)}`);
            }
          }
        }
      }
    }
  }
  return { compared, found, roles };
}

describe('no note contradicts a scenario of its workspace', () => {
  it('on the example set (examples/)', () => {
    const { compared, found } = disagreements(cardFiles(path.join(ROOT, 'examples')));
    expect(compared).toBeGreaterThan(0);
    expect(found).toEqual([]);
  });

  it('on the fixtures (each file its own workspace)', () => {
    let compared = 0;
    let roles = 0;
    for (const file of cardFiles(path.join(ROOT, 'test', 'fixtures'))) {
      const r = disagreements([file]);
      compared += r.compared;
      roles += r.roles;
      expect(r.found, file[0]).toEqual([]);
    }
    expect(compared).toBeGreaterThan(0);
    // A face-down card that becomes a copy of another creature (CR 708.10): test/fixtures/notes/copy-becomes.cards.
    expect(roles).toBeGreaterThan(0);
  });
});
