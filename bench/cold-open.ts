// Item 20 of `npm run bench`: the server's side of a cold open (issue 27), without a browser: dist/server.js started
// over stdio as item 5 starts it (a fresh process each), a 1,000-card generated document opened by a client that takes
// pushed diagnostics. Process start → initialize answered → the first publishDiagnostics (the cards' own findings)
// → every diagnostic (the set-wide notes too). Wall and the server's CPU time (/proc/<pid>/stat) at each point. Then the
// same open by a client that pulls with two providers, as VS Code does (bench/editor/open-probe.ts): → the first
// screen's set-wide notes (the squiggles of the bench's first screen, line 10: lsp/first-screen.ts) → the set-wide
// provider's whole report.
// `npm run bench:editor` measures the same open in the real editor (bench/editor/README.md).

import { childProcessClient } from './lsp-client';
import { generateCards } from './generate';
import { fmt, ms, summarize } from './measure';
import { processCpuMs } from './real-pool';
import { coldOpen, type At } from './editor/open-probe';

const CARDS = 1000;
const URI = 'file:///bench-cold-1000.cards';

export async function item20(serverJs: string, reps: number): Promise<void> {
  console.log(`\n20. Cold open of a ${CARDS.toLocaleString('en-US')}-card document: dist/server.js over stdio (as item 5), a fresh process each, a client that takes pushed diagnostics`);
  const text = generateCards(CARDS);
  const rows = { init: [] as number[], first: [] as number[], all: [] as number[], cpuInit: [] as number[], cpuFirst: [] as number[], cpuAll: [] as number[] };
  let counts = '';
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    const client = await childProcessClient(serverJs);
    const pid = client.child!.pid!;
    try {
      rows.init.push(performance.now() - t0);
      rows.cpuInit.push(processCpuMs(pid));
      const all = client.publishWith(URI, 'interaction');
      const own = await client.open(URI, text);
      rows.first.push(performance.now() - t0);
      rows.cpuFirst.push(processCpuMs(pid));
      const every = await all;
      rows.all.push(performance.now() - t0);
      rows.cpuAll.push(processCpuMs(pid));
      counts = `first publish ${own} diagnostics, complete ${every}`;
    } finally {
      await client.dispose().catch(() => undefined);
      client.child!.kill();
    }
  }
  const line = (what: string, wall: number[], cpu: number[]) => console.log(`   ${what}: ${fmt(summarize(wall))}; server CPU ${ms(summarize(cpu).median)}`);
  line('process start → initialize answered', rows.init, rows.cpuInit);
  line('process start → first diagnostics (own findings)', rows.first, rows.cpuFirst);
  line('process start → every diagnostic (set-wide notes too)', rows.all, rows.cpuAll);
  console.log(`   ${counts} (the issue's aim for the first answer: ~0.3 s from process start; no target in this bench)`);
  // As VS Code opens it: a workspace folder holding the file, the features asked at an open, a document and a workspace
  // pull per provider, a refresh answered with a document pull per provider.
  const pulled = { first: [] as At[], whole: [] as At[], own: [] as At[] };
  for (let i = 0; i < reps; i++) {
    const open = await coldOpen(serverJs, CARDS, { quiet: true });
    if (open.firstSquiggle) pulled.first.push(open.firstSquiggle);
    if (open.wholeSetWide) pulled.whole.push(open.wholeSetWide);
    if (open.ownReport) pulled.own.push(open.ownReport);
  }
  const pulledLine = (what: string, at: At[]) => console.log(`   ${what}: ${at.length ? `${fmt(summarize(at.map((x) => x.wall)))}; server CPU ${ms(summarize(at.map((x) => x.cpu)).median)}` : 'never'}`);
  pulledLine('a client that pulls (two providers, as VS Code): process start → the first screen\'s set-wide notes (first squiggle)', pulled.first);
  pulledLine('the same: process start → the set-wide provider\'s whole report', pulled.whole);
  pulledLine('the same: process start → the own provider\'s first report (the own findings)', pulled.own);
}
