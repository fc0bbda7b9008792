// Every set-wide note through its own scenario: the scenarios behind a note (ide/note-scenarios.ts, what "Open as
// scenario" writes) are added to the workspace as a card file and run by the scenario check — the runner `simulate`
// uses — and the note is worded again from that run. Any difference between the note and its run is returned.

import { checkDocument } from '../../../server/src/checks';
import { outcomeWords } from '../../../server/src/checks/notes/note-words';
import { runNoteScenario } from '../../../server/src/checks/notes/note-scenario';
import { scenariosBehindNote } from '../../../server/src/ide/note-scenarios';
import type { ScenarioNode } from '../../../grammar/src/ast';
import { Workspace } from '../../../server/src/model/workspace';
import { scenarioReports } from '../../../server/src/checks/scenarios';

export interface NoteMismatch {
  note: string;
  why: string;
  scenario?: string;
}

/** The notes of every document of `files` (uri → text), each checked against the run of its scenarios. */
export function notesAgainstTheirRuns(files: [string, string][]): { notes: number; scenarios: number; mismatches: NoteMismatch[] } {
  const ws = new Workspace();
  for (const [uri, text] of files) ws.update(uri, text);
  const mismatches: NoteMismatch[] = [];
  let notes = 0;
  let scenarios = 0;
  for (const [uri] of files) {
    for (const d of checkDocument(ws, uri).filter((x) => x.code === 'interaction')) {
      if (d.message.includes('the same outcomes and cards as the note on')) continue;
      notes++;
      const texts = scenariosBehindNote(ws, uri, d);
      if (!texts?.length) { mismatches.push({ note: d.message, why: 'no scenario behind the note' }); continue; }
      // The scenarios, written into the workspace as a file of their own, run as a user's scenarios do.
      const scenarioUri = 'file:///__note-scenarios__.cards';
      ws.update(scenarioUri, texts.join('\n'));
      const doc = ws.get(scenarioUri)!;
      const reports = scenarioReports(ws, doc);
      reports.forEach((report, i) => {
        scenarios++;
        const text = texts[i]!;
        if (report.expectations.failed || report.illegalSteps || report.unreadableSteps) {
          mismatches.push({ note: d.message, why: `its scenario fails: ${report.diagnostics.map((x) => x.message).join(' | ')}`, scenario: text });
          return;
        }
        // Worded again from the run in the workspace: the note must say exactly that.
        const run = runNoteScenario(doc.scenarios[i] as ScenarioNode, ws.allCards(), scenarioUri);
        const said = outcomeWords(run);
        const manifestNote = d.message.startsWith('Cards of this set this could');
        if (manifestNote && run.facts.some((f) => f.fact.q === 'turn-up' && f.fact.method === 'mana cost' && f.status === 'held')) return;
        if (!said) { mismatches.push({ note: d.message, why: 'its run says nothing', scenario: text }); return; }
        if (!saysExactly(d.message, said.text)) mismatches.push({ note: d.message, why: `the run says "${said.text}"`, scenario: text });
        if (report.expectations.inconclusive && !/Inconclusive/.test(d.message)) mismatches.push({ note: d.message, why: 'its run is inconclusive, the note is not', scenario: text });
        // The note quotes the first few texts it rests on and counts the rest ("(and 4 more)").
        const more = /\(and \d+ more\): the engine can't tell/.test(d.message);
        for (const r of said.rests) if (!d.message.includes(r.cardName) && !more) mismatches.push({ note: d.message, why: `the run rests on text of ${r.cardName}; the note doesn't quote it`, scenario: text });
      });
      ws.remove(scenarioUri);
    }
  }
  return { notes, scenarios, mismatches };
}

/**
 * Whether `note` says `run` as a whole part: after the note's prefix or another part (": ", "; "), and followed by the
 * end of the sentence, the next class's part ("; 2 cards: …") or the other role's ("; if it becomes a copy of …").
 * A note that says more than its run (a clause the run never asked) is a difference, not a match.
 */
export function saysExactly(note: string, run: string): boolean {
  for (let i = note.indexOf(run); i >= 0; i = note.indexOf(run, i + 1)) {
    const before = note.slice(0, i);
    const after = note.slice(i + run.length);
    if (/(: |; )$/.test(before) && /^(\.|; [\d,]+ cards?: |; if it becomes a copy of )/.test(after)) return true;
  }
  return false;
}
