// Where the set-wide notes' runs stop being shared by what they read of their card (checks/notes/read-set.ts, issue
// 27): the notes of a set played with runs shared by what they read (InteractionCache `byReads`) and without, their CPU
// time, runs played and answers shared, and the reads where a card's run first differed from every run of its
// question before it, most frequent first — the engine's reads to make lazier before sharing by reads pays.
// `node dist/read-sets.js [FILE.cards]` (built by `node esbuild.mjs --bench`; default: the face-down corpus).

import { readFileSync } from 'node:fs';
import { analyzeInteractions, InteractionCache } from '../server/src/checks/interactions';
import { readWords } from '../server/src/checks/notes/read-set';
import { Workspace } from '../server/src/model/workspace';
import { corpusText } from './inputs';
import { cpuMs } from './measure';

const file = process.argv[2];
const text = file ? readFileSync(file, 'utf8') : corpusText()?.text;
if (text === undefined) {
  console.log('read-sets: SKIPPED (no file given and no face-down corpus)');
  process.exit(0);
}

function played(byReads: boolean) {
  const ws = new Workspace();
  ws.update('file:///set.cards', text!);
  const cache = new InteractionCache(false, byReads);
  const missed = new Map<string, number>();
  cache.readMissed = (at, value, known) => {
    const k = `${readWords(at)}: ${value.slice(0, 40)} (runs read ${known.slice(0, 3).map((x) => x.slice(0, 40)).join(' | ')}${known.length > 3 ? ' …' : ''})`;
    missed.set(k, (missed.get(k) ?? 0) + 1);
  };
  const c0 = cpuMs();
  const notes = analyzeInteractions(ws, 'file:///set.cards', cache).length;
  return { cpu: cpuMs() - c0, notes, runs: cache.runs, shared: cache.sharedByReads, missed };
}

const off = played(false);
console.log(`without: ${off.notes} notes, ${off.runs} runs, CPU ${off.cpu.toFixed(0)} ms`);
const on = played(true);
console.log(`by reads: ${on.notes} notes, ${on.runs} runs, ${on.shared} answers shared by reads, CPU ${on.cpu.toFixed(0)} ms`);
console.log('where runs first differed (count, the read, the card\'s value, values runs read there):');
for (const [k, n] of [...on.missed].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`${String(n).padStart(6)}  ${k}`);
