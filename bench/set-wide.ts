// The set-wide check alone (checks/interactions.ts, the `interaction` notes), caches cold: the time to analyze every
// effect of a set against its face-down cards, on the example set (every document of examples/ in one workspace)
// and on the real face-down cards of the corpus. `npm run bench` prints it as item 9 (`npm run bench -- 9` alone);
// `node dist/set-wide.js` (built by `node esbuild.mjs --bench`; REPS=n repetitions, 5 by default) prints it too;
// `node dist/set-wide.js FILE.cards` prints it for that file alone (an imported pool in a folder of its own).
// Each figure also says how many note runs were played and how many answers were shared without a run.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { analyzeInteractions, interactionCacheOf } from '../server/src/checks/interactions';
import { Workspace } from '../server/src/model/workspace';
import { corpusText } from './inputs';
import { cpuMs } from './measure';

function cardFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...cardFiles(full));
    else if (name.endsWith('.cards')) out.push(full);
  }
  return out;
}

/** Wall and CPU time of the set-wide notes of every document of `files` (uri → text), a fresh workspace and caches. */
function setWide(files: [string, string][]): { ms: number; cpu: number; notes: number; runs: string } {
  const ws = new Workspace();
  for (const [uri, text] of files) ws.update(uri, text);
  const c0 = cpuMs();
  const t0 = performance.now();
  let notes = 0;
  for (const [uri] of files) notes += analyzeInteractions(ws, uri).length;
  const ms = performance.now() - t0;
  const cpu = cpuMs() - c0;
  const c = interactionCacheOf(ws);
  const runs = `${c.runs} runs (answers without a run of their own: ${c.sharedAcrossIdentities} across identities, ${c.sharedOnLeaving} on leaving, ${c.runsReused} from another question's run; ${c.setupsCopied} runs went on from a copy of one of ${c.setupsKept} games kept after their setup)`;
  return { ms, cpu, notes, runs };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function setWideFigures(reps = 5): void {
  console.log('\n9. Set-wide check alone (the `interaction` notes), caches cold');
  const examples = cardFiles(path.resolve(process.cwd(), 'examples')).map((f) => [`file://${f}`, readFileSync(f, 'utf8')] as [string, string]);
  const corpus = corpusText();
  const sets: [string, [string, string][]][] = [['examples/', examples]];
  if (corpus) sets.push([`face-down corpus (${corpus.count} cards)`, [['file:///corpus.cards', corpus.text]]]);
  else console.log('   corpus SKIPPED: ../shared/data/facedown-cards.json is not present');
  for (const [label, files] of sets) {
    const runs = Array.from({ length: reps }, () => setWide(files));
    console.log(`   ${label}: ${median(runs.map((r) => r.ms)).toFixed(0)} ms (median of ${reps}), CPU ${median(runs.map((r) => r.cpu)).toFixed(0)} ms, ${runs[0]!.notes} notes; ${runs[0]!.runs}`);
  }
}

/** The set-wide notes of one card file alone (`node dist/set-wide.js FILE.cards`). */
function fileFigures(file: string, reps: number): void {
  const files: [string, string][] = [[`file://${path.resolve(file)}`, readFileSync(file, 'utf8')]];
  const runs = Array.from({ length: reps }, () => setWide(files));
  console.log(`   ${file}: ${median(runs.map((r) => r.ms)).toFixed(0)} ms (median of ${reps}), CPU ${median(runs.map((r) => r.cpu)).toFixed(0)} ms, ${runs[0]!.notes} notes; ${runs[0]!.runs}`);
}

if (typeof require !== "undefined" && require.main === module) {
  const reps = Number(process.env['REPS'] ?? 5);
  const file = process.argv[2];
  if (file) fileFigures(file, reps);
  else setWideFigures(reps);
}
