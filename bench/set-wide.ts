// The set-wide check alone (checks/interactions.ts, the `interaction` notes), caches cold: the time to analyze every
// effect of a set against its face-down cards, on the example set (every document of examples/ in one workspace)
// and on the real face-down cards of the corpus. `npm run bench` prints it as item 9 (`npm run bench -- 9` alone);
// `node dist/set-wide.js` (built by `node esbuild.mjs --bench`; REPS=n repetitions, 5 by default) prints it too.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { analyzeInteractions } from '../server/src/checks/interactions';
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
function setWide(files: [string, string][]): { ms: number; cpu: number; notes: number } {
  const ws = new Workspace();
  for (const [uri, text] of files) ws.update(uri, text);
  const c0 = cpuMs();
  const t0 = performance.now();
  let notes = 0;
  for (const [uri] of files) notes += analyzeInteractions(ws, uri).length;
  return { ms: performance.now() - t0, cpu: cpuMs() - c0, notes };
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
    console.log(`   ${label}: ${median(runs.map((r) => r.ms)).toFixed(0)} ms (median of ${reps}), CPU ${median(runs.map((r) => r.cpu)).toFixed(0)} ms, ${runs[0]!.notes} notes`);
  }
}

if (typeof require !== "undefined" && require.main === module) setWideFigures(Number(process.env['REPS'] ?? 5));
