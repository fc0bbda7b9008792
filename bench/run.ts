// `npm run bench`: how fast CardScript reads, checks and answers, each figure next to its floor or its target.
// Prints medians over repetitions after warm-up runs; see bench/README.md for what each item means.

import { setWideFigures } from './set-wide';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { checkDocument, DEFAULT_CHECK_OPTIONS } from '../server/src/checks';
import { IncrementalChecker } from '../server/src/checks/incremental-checker';
import { AnalysisHost } from '../server/src/analysis/analysis-host';
import { parse } from '../grammar/src/parse';
import { buildDocument } from '../server/src/model/document';
import { structuralKey } from '../server/src/model/structural-key';
import { Workspace } from '../server/src/model/workspace';
import { generateCards } from './generate';
import { asRecords, corpusText, distinctCards, renamed } from './inputs';
import { childIndex, item16, item17, item18, item19 } from './hostile-inputs';
import { childProcessClient, inProcessClient } from './lsp-client';
import { item13, item14, item15, processCpuMs } from './real-pool';
import { item20 } from './cold-open';
import { publishWork } from '../server/src/lsp/convert';
import { cpuMs, cpuTime, fmt, gc, median, ms, summarize, time, timeAsync, type Timing } from './measure';

const QUICK = process.argv.includes('--quick') || process.env['BENCH_QUICK'] === '1';
const reps = (n: number) => (QUICK ? Math.max(1, Math.ceil(n / 3)) : n);

const results: string[] = [];
function verdict(name: string, ratio: number, limit: number, detail: string): void {
  const ok = ratio <= limit;
  const line = `  ${ok ? 'MET   ' : 'MISSED'} ${name}: ${detail} (target ≤ ${limit}×)`;
  results.push(line);
  console.log(line);
}

function checkFromScratch(uri: string, text: string) {
  const ws = new Workspace();
  ws.update(uri, text);
  return checkDocument(ws, uri);
}

// ---- 1. parse + model of 10,000 cards vs JSON.parse ---------------------------------------------------
function item1(): void {
  console.log('\n1. Parse + model of 10,000 generated cards vs JSON.parse of the same cards as JSON');
  const base = generateCards(10_000);
  const json = JSON.stringify(asRecords(base));
  console.log(`   input: ${(base.length / 1e6).toFixed(2)} MB CardScript, ${(json.length / 1e6).toFixed(2)} MB JSON`);
  const floor = time({ warmup: 3, reps: reps(9) }, () => json, (j) => JSON.parse(j));
  // Every repetition renames the cards, so the line and ability memos start cold, as on opening a new file.
  const cold = time({ warmup: 1, reps: reps(3) }, (i) => renamed(base, `c${i}`), (t) => buildDocument('file:///bench.cards', t));
  // The same text again: what the memos save when most lines were seen before.
  const warm = time({ warmup: 1, reps: reps(3) }, () => base, (t) => buildDocument('file:///bench.cards', t));
  console.log(`   JSON.parse:                    ${fmt(floor)}`);
  console.log(`   parse + model (new names):     ${fmt(cold)}  = ${(cold.median / floor.median).toFixed(1)}× JSON.parse`);
  console.log(`   parse + model (text seen before): ${fmt(warm)}  = ${(warm.median / floor.median).toFixed(1)}× JSON.parse`);
  verdict('parse + model of 10,000 cards', cold.median / floor.median, 10, `${ms(cold.median)} = ${(cold.median / floor.median).toFixed(1)}× JSON.parse (${ms(floor.median)})`);
  // Extra figures (not the target's): CPU time, which a loaded machine disturbs less; the parse alone; the heap held.
  const floorCpu = cpuTime({ warmup: 3, reps: reps(9) }, () => json, (j) => JSON.parse(j));
  const coldCpu = cpuTime({ warmup: 1, reps: reps(3) }, (i) => renamed(base, `u${i}`), (t) => buildDocument('file:///bench.cards', t));
  const parseCpu = cpuTime({ warmup: 1, reps: reps(3) }, (i) => renamed(base, `p${i}`), (t) => parse(t));
  console.log(`   CPU time: JSON.parse ${ms(floorCpu.median)}; parse + model (new names) ${ms(coldCpu.median)} = ${(coldCpu.median / floorCpu.median).toFixed(1)}×, of which the parse alone (whole text, no cards built) ${ms(parseCpu.median)}`);
  const text = renamed(base, 'heap');
  gc();
  const before = process.memoryUsage().heapUsed;
  const doc = buildDocument('file:///bench.cards', text);
  gc();
  const held = process.memoryUsage().heapUsed - before;
  console.log(`   heap held by the model of ${doc.cards.length.toLocaleString('en-US')} cards (after a full collection, text not counted): ${(held / 2 ** 20).toFixed(1)} MB`);
}

// (A child is started with `node -e`: run as the main module, the bundle would also start the server.)
// ---- 2. full check of a 300-card set -----------------------------------------------------------------
function distinctCount(text: string): number {
  const doc = buildDocument('file:///count.cards', text);
  return new Set(doc.cards.map((c) => structuralKey(c.card))).size;
}

/** Child mode: one cold check (JIT warmed on other cards, caches cold for these ones); prints ms as JSON. */
function childColdCheck(kind: string): void {
  for (let i = 0; i < 2; i++) checkFromScratch('file:///warm.cards', renamed(generateCards(300), `w${i}`));
  const text = kind === 'corpus' ? corpusText()!.text : distinctCards(300, 'd');
  gc();
  const c0 = cpuMs();
  const t0 = performance.now();
  const ds = checkFromScratch('file:///cold.cards', text);
  const dt = performance.now() - t0;
  process.stdout.write(JSON.stringify({ ms: dt, cpu: cpuMs() - c0, diagnostics: ds.length }));
}

function coldInChildren(kind: string, n: number): Timing & { diagnostics: number; cpu: Timing } {
  const times: number[] = [];
  const cpus: number[] = [];
  let diagnostics = 0;
  for (let i = 0; i < n; i++) {
    const r = spawnSync(process.execPath, ['--expose-gc', '-e', 'require(process.argv[1]).main(process.argv.slice(2))', path.join(process.cwd(), 'dist', 'bench.js'), '--child', kind], { encoding: 'utf8', maxBuffer: 1 << 24 });
    if (r.status !== 0) throw new Error(`bench child failed: ${r.stderr}`);
    const out = JSON.parse(r.stdout) as { ms: number; cpu: number; diagnostics: number };
    times.push(out.ms);
    cpus.push(out.cpu);
    diagnostics = out.diagnostics;
  }
  return { ...summarize(times), diagnostics, cpu: summarize(cpus) };
}

function item2(): void {
  console.log('\n2. Full check (syntax … interactions) of a 300-card set vs JSON.parse of that set');
  const base = generateCards(300);
  const json = JSON.stringify(asRecords(base));
  const floor = time({ warmup: 5, reps: reps(15) }, () => json, (j) => JSON.parse(j));
  const gen = time({ warmup: 2, reps: reps(7) }, (i) => renamed(base, `s${i}`), (t) => checkFromScratch('file:///set.cards', t));
  console.log(`   JSON.parse:                                   ${fmt(floor)}`);
  console.log(`   generated (${distinctCount(base)} distinct rules identities, caches warm): ${fmt(gen)} = ${(gen.median / floor.median).toFixed(0)}× JSON.parse`);
  const distinct = distinctCards(300, 'x');
  const cold = coldInChildren('distinct', reps(3));
  console.log(`   distinct cards (${distinctCount(distinct)} identities), caches cold, fresh process each: ${fmt(cold)} = ${(cold.median / floor.median).toFixed(0)}× JSON.parse; CPU time ${ms(cold.cpu.median)}`);
}

// ---- 3. keystroke latency over the LSP -----------------------------------------------------------------
interface EditSite { label: string; line: number; character: number }

function editSites(text: string): EditSite[] {
  const lines = text.split('\n');
  const mid = lines.findIndex((l, i) => i > lines.length / 2 && l.startsWith('card "'));
  const find = (from: number, re: RegExp) => { for (let i = from; i < lines.length; i++) if (re.test(lines[i]!)) return i; return -1; };
  const plainRules = (() => { for (let i = mid; i < lines.length; i++) { if (/^ {4}\S/.test(lines[i]!) && !/morph|disguise/i.test(lines.slice(Math.max(0, i - 8), i + 1).join('\n'))) return i; } return -1; })();
  const morphRules = find(mid, /^ {4}(Morph|Megamorph|Disguise) /);
  const name = mid;
  return [
    { label: 'rules text of a card without face-down keyword', line: plainRules, character: 12 },
    { label: 'the morph/disguise line of a face-down card', line: morphRules, character: 6 },
    { label: 'a card name', line: name, character: 8 },
  ].filter((s) => s.line >= 0);
}

async function item3(): Promise<void> {
  console.log('\n3. Keystroke latency: one-character edit in a 1,000-card document over the LSP (edit sent → diagnostics received)');
  const text = generateCards(1000);
  const uri = 'file:///keystroke.cards';
  const fullCpu: number[] = [];
  const full = time({ warmup: 2, reps: reps(7) }, (i) => text.replace(/ {4}Flying\n/, i % 2 ? '    Flyingx\n' : '    Flying\n'), (t) => {
    const c0 = cpuMs();
    checkFromScratch(uri, t);
    fullCpu.push(cpuMs() - c0);
  });
  const fullCpuMedian = median(fullCpu.slice(2));
  console.log(`   full re-check of the document (build + check from scratch, memos warm): ${fmt(full)}`);
  const client = await inProcessClient();
  const t0 = performance.now();
  await client.open(uri, text);
  await client.publishWith(uri, 'interaction'); // every diagnostic (own findings are published first, lsp/publisher.ts)
  console.log(`   open → first diagnostics: ${ms(performance.now() - t0)}`);
  const published = client.last.get(uri)!;
  const related = published.diagnostics.reduce((n, d) => n + (d.relatedInformation?.length ?? 0), 0);
  console.log(`   each publish carries ${published.diagnostics.length} diagnostics with ${related} related locations: ${(JSON.stringify(published).length / 1e6).toFixed(1)} MB of JSON`);
  let version = 1;
  const all: number[] = [];
  const allCpu: number[] = [];
  /** Per publish of the timed edits: diagnostics whose JSON was made, and given again from the last publish (lsp/convert.ts SentJson). */
  const jsonWork = (before: typeof publishWork, edits: number) => {
    const made = (publishWork.made - before.made) / edits;
    const again = (publishWork.sameObject + publishWork.sameText - before.sameObject - before.sameText) / edits;
    return `JSON made for ${made.toFixed(0)} diagnostics a publish, the last publish's given again to ${again.toFixed(0)}`;
  };
  for (const site of editSites(text)) {
    const cpu: number[] = [];
    const work = { ...publishWork };
    const t = await timeAsync({ warmup: 2, reps: reps(12) }, (i) => i, async (i) => {
      version++;
      const range = i % 2 === 0
        ? { start: { line: site.line, character: site.character }, end: { line: site.line, character: site.character } }
        : { start: { line: site.line, character: site.character }, end: { line: site.line, character: site.character + 1 } };
      const c0 = cpuMs();
      await client.edit(uri, version, range, i % 2 === 0 ? 'x' : '');
      cpu.push(cpuMs() - c0);
    });
    all.push(t.median);
    const cpuMedian = median(cpu.slice(2));
    allCpu.push(cpuMedian);
    console.log(`   edit in ${site.label}: ${fmt(t)} = ${(t.median / full.median).toFixed(2)}× full re-check; CPU time ${ms(cpuMedian)} = ${(cpuMedian / fullCpuMedian).toFixed(2)}× the full re-check's; ${jsonWork(work, cpu.length)}`);
  }
  // Every edit above goes back and forth between two texts, so every second one returns to a state seen just before
  // (as a typo and its undo do; the checker takes back notes made for inputs it saw: checks/incremental-checker.ts). Here
  // every edit is a state not seen before: the morph cost's first symbol made another generic cost each time (the card
  // stays in its family, its turn-up cost changes). Printed beside the verdict's kinds, not one of them.
  const morph = editSites(text).find((site) => /morph/.test(site.label));
  if (morph) {
    const line = text.split('\n')[morph.line]!;
    const at = line.indexOf('{');
    let width = line.indexOf('}', at) + 1 - at;
    const cpu: number[] = [];
    const work = { ...publishWork };
    const t = await timeAsync({ warmup: 2, reps: reps(12) }, (i) => i, async (i) => {
      version++;
      const symbol = `{${10 + i}}`;
      const range = { start: { line: morph.line, character: at }, end: { line: morph.line, character: at + width } };
      width = symbol.length;
      const c0 = cpuMs();
      await client.edit(uri, version, range, symbol);
      cpu.push(cpuMs() - c0);
    });
    const cpuMedian = median(cpu.slice(2));
    console.log(`   edit in the morph cost, each a state not seen before: ${fmt(t)} = ${(t.median / full.median).toFixed(2)}× full re-check; CPU time ${ms(cpuMedian)} = ${(cpuMedian / fullCpuMedian).toFixed(2)}× the full re-check's; ${jsonWork(work, cpu.length)}`);
  }
  await client.dispose();
  // The server's own work per edit, without the protocol: incremental build + incremental check.
  const ws = new Workspace();
  const checker = new IncrementalChecker();
  ws.update(uri, text);
  checker.check(ws, uri, DEFAULT_CHECK_OPTIONS);
  const lines = text.split('\n');
  for (const site of editSites(text)) {
    const at = lines.slice(0, site.line).join('\n').length + 1 + site.character;
    const edited = text.slice(0, at) + 'x' + text.slice(at);
    const t = time({ warmup: 2, reps: reps(12) }, (i) => (i % 2 ? text : edited), (t2) => { ws.update(uri, t2); checker.check(ws, uri, DEFAULT_CHECK_OPTIONS); });
    console.log(`   server work alone (incremental build + check, no LSP), edit in ${site.label}: ${fmt(t)} = ${(t.median / full.median).toFixed(2)}×`);
  }
  // CPU time (this process: client and server, every thread) moves less with other jobs on the machine than wall-clock.
  console.log(`   CPU time: full re-check ${ms(fullCpuMedian)}; worst edit kind ${ms(Math.max(...allCpu))} = ${(Math.max(...allCpu) / fullCpuMedian).toFixed(2)}× (client and server together, garbage collection included)`);
  const worst = Math.max(...all);
  verdict('keystroke latency (1,000 cards)', worst / full.median, 0.05, `worst edit kind ${ms(worst)} = ${(worst / full.median).toFixed(2)}× full re-check (${ms(full.median)})`);
}

// ---- 4. the real cards of the corpus ------------------------------------------------------------------------
function item4(): void {
  console.log('\n4. The real face-down cards of ../shared/data/facedown-cards.json, written as CardScript (writeCard) and checked');
  const corpus = corpusText();
  if (!corpus) {
    console.log('   SKIPPED: the corpus is not present (../shared/data/facedown-cards.json; or set CARDSCRIPT_CORPUS).');
    return;
  }
  const floor = time({ warmup: 3, reps: reps(9) }, () => corpus.json, (j) => JSON.parse(j));
  const cold = coldInChildren('corpus', reps(3));
  const warmCpu: number[] = [];
  const warm = time({ warmup: 1, reps: reps(5) }, () => corpus.text, (t) => {
    const c0 = cpuMs();
    checkFromScratch('file:///corpus.cards', t);
    warmCpu.push(cpuMs() - c0);
  });
  console.log(`   ${corpus.count} cards, ${cold.diagnostics} diagnostics`);
  console.log(`   JSON.parse of the corpus file (${(corpus.json.length / 1e6).toFixed(2)} MB, with rulings and metadata): ${fmt(floor)}`);
  console.log(`   build + full check, caches cold (fresh process each): ${fmt(cold)}`);
  console.log(`   build + full check again, caches warm:               ${fmt(warm)}`);
  // CPU time moves less with other jobs on the machine than wall-clock (it counts every thread: garbage collection too).
  console.log(`   CPU time: cold ${fmt(cold.cpu)}; warm ${ms(median(warmCpu.slice(1)))}`);
  verdict(`${corpus.count} real face-down cards, build + full check, cold`, cold.median / 300, 1, `${ms(cold.median)} wall, CPU ${ms(cold.cpu.median)} (limit 0.3 s)`);
}

// ---- 5. resident memory of the real server with 10,000 cards open ------------------------------------------
function vmRss(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function item5(): Promise<void> {
  console.log('\n5. Resident memory of dist/server.js (child process, stdio) with a 10,000-card document open');
  const client = await childProcessClient(path.join(process.cwd(), 'dist', 'server.js'));
  const pid = client.child!.pid!;
  const idle = vmRss(pid);
  const text = generateCards(10_000);
  const cpu0 = processCpuMs(pid);
  const t0 = performance.now();
  let peak = idle;
  const sampler = setInterval(() => { try { peak = Math.max(peak, vmRss(pid)); } catch { /* exited */ } }, 100);
  const TIMEOUT = 600_000;
  const done = await Promise.race([client.open('file:///ten-thousand.cards', text).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), TIMEOUT).unref())]);
  const elapsed = performance.now() - t0;
  clearInterval(sampler);
  let rss = NaN;
  let cpu = NaN;
  try { rss = vmRss(pid); cpu = processCpuMs(pid) - cpu0; } catch { /* exited */ }
  console.log(`   idle: ${idle.toFixed(0)} MB; open → diagnostics: ${done ? ms(elapsed) : `no diagnostics after ${TIMEOUT / 1000} s`} wall, server CPU ${ms(cpu)}; peak while checking ≈ ${peak.toFixed(0)} MB`);
  // Not the target's figure: where the resident memory is (the node binary's pages vs the heaps), and whether it
  // settles lower once the server has been idle a moment (the collection after bulk work, the publish written).
  try {
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
    console.log(`   of which anonymous (heaps) ${kb('RssAnon').toFixed(0)} MB, file-backed (node's own code) ${kb('RssFile').toFixed(0)} MB`);
    await new Promise((r) => setTimeout(r, 2000));
    console.log(`   2 s later, idle: VmRSS ${vmRss(pid).toFixed(0)} MB`);
  } catch { /* exited */ }
  verdict('server RSS with 10,000 cards open', rss / 200, 1, `VmRSS ${rss.toFixed(0)} MB after the diagnostics (limit 200 MB)`);
  await client.dispose().catch(() => undefined);
  client.child!.kill();
}

// ---- 6. first diagnostics after opening a 300-card set ---------------------------------------------------------
async function item6(): Promise<void> {
  console.log('\n6. Open a 300-card set in a fresh server (in-process, real protocol): didOpen sent → first diagnostics received');
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < reps(5) + 1; i++) {
    const text = renamed(generateCards(300), `o${i}`); // new names each time: the memos start cold, as for a new file
    const client = await inProcessClient();
    gc();
    const c0 = cpuMs();
    const t0 = performance.now();
    await client.open(`file:///open-${i}.cards`, text);
    await client.publishWith(`file:///open-${i}.cards`, 'interaction'); // every diagnostic, as before own findings came first
    if (i > 0) { times.push(performance.now() - t0); cpus.push(cpuMs() - c0); } // the first run warms the JIT
    await client.dispose();
  }
  console.log(`   open → first diagnostics: ${fmt(summarize(times))}; CPU time (client and server) ${fmt(summarize(cpus))}`);
}

// ---- 7. hover and completion latency in a 1,000-card document ------------------------------------------------------
async function item7(): Promise<void> {
  console.log('\n7. Hover and completion in a 1,000-card document (in-process, real protocol): request sent → answer received');
  const text = generateCards(1000);
  const uri = 'file:///requests.cards';
  const client = await inProcessClient();
  await client.open(uri, text);
  await client.publishWith(uri, 'interaction');
  const lines = text.split('\n');
  const mid = lines.findIndex((l, i) => i > lines.length / 2 && l.startsWith('card "'));
  const morphLine = lines.findIndex((l, i) => i > mid && /^ {4}(Morph|Megamorph|Disguise) /.test(l));
  const rulesLine = lines.findIndex((l, i) => i > mid && /^ {4}\S/.test(l));
  const ask = async (method: string, line: number, character: number) => {
    const cpu: number[] = [];
    const t = await timeAsync({ warmup: 3, reps: reps(15) }, (i) => i, async () => {
      const c0 = cpuMs();
      await client.rpc.sendRequest(method, { textDocument: { uri }, position: { line, character } });
      cpu.push(cpuMs() - c0);
    });
    return `${fmt(t)}; CPU time ${ms(median(cpu.slice(3)))}`;
  };
  const hoverName = await ask('textDocument/hover', mid, 8);
  const hoverKeyword = await ask('textDocument/hover', morphLine, 6);
  const completion = await ask('textDocument/completion', rulesLine, 4);
  console.log(`   hover on a card name:         ${hoverName}`);
  console.log(`   hover on a face-down keyword: ${hoverKeyword}`);
  console.log(`   completion in rules text:     ${completion}`);
  await client.dispose();
}

// ---- 8. memory held after a session of edits ------------------------------------------------------------------------
function heapAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

function item8(): void {
  console.log('\n8. Memory held after editing: 300 edits, each in another card of a 1,000-card document (analysis host, build + check each)');
  let text = generateCards(1000);
  const uri = 'file:///editing.cards';
  const host = new AnalysisHost();
  host.openDocument(uri, text, 1);
  host.analysis(uri)!.diagnostics();
  const opened = heapAfterGc();
  const lines = text.split('\n');
  const sites = lines.map((l, i) => (/^ {2}pt /.test(l) || /^ {4}\S/.test(l) ? i : -1)).filter((i) => i >= 0);
  const c0 = cpuMs();
  const t0 = performance.now();
  for (let e = 0; e < 300; e++) {
    const at = sites[(e * 37) % sites.length]!;
    lines[at] += String(e % 10);
    text = lines.join('\n');
    host.changeDocument(uri, text, e + 2);
    host.analysis(uri)!.diagnostics();
  }
  const editsWall = performance.now() - t0;
  const editsCpu = cpuMs() - c0;
  const edited = heapAfterGc();
  console.log(`   the 300 edits took ${ms(editsWall)} wall, CPU time ${ms(editsCpu)}`);
  console.log(`   heap after open: ${opened.toFixed(1)} MB; after 300 edits: ${edited.toFixed(1)} MB (+${(edited - opened).toFixed(1)} MB; the text is ${(text.length / 1e3).toFixed(0)} K characters)`);
}

export async function main(argv: string[]): Promise<void> {
  const child = argv.indexOf('--child');
  if (child >= 0) return childColdCheck(argv[child + 1]!);
  const childIndexing = argv.indexOf('--child-index');
  if (childIndexing >= 0) return childIndex(argv[childIndexing + 1]!);
  const only = argv.filter((a) => /^\d+$/.test(a)).map(Number);
  const want = (n: number) => only.length === 0 || only.includes(n);
  const cpus = os.cpus();
  console.log(`CardScript bench — ${cpus.length} × ${cpus[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, node ${process.version}, ${os.platform()} ${os.arch()}${QUICK ? ' (quick: fewer repetitions)' : ''}`);
  console.log('Times are medians over the repetitions shown, after warm-up runs (JIT). gc() runs before each timed run.');
  if (want(1)) item1();
  if (want(2)) item2();
  if (want(3)) await item3();
  if (want(4)) item4();
  if (want(5)) await item5();
  if (want(6)) await item6();
  if (want(7)) await item7();
  if (want(8)) item8();
  if (want(9)) setWideFigures(reps(5));
  if (want(13)) item13(verdict, reps);
  if (want(14)) item14(verdict, reps);
  if (want(15)) await item15(verdict);
  if (want(16)) item16(verdict, reps);
  if (want(17)) item17(verdict, reps);
  if (want(18)) item18(verdict, path.join(process.cwd(), 'dist', 'bench.js'));
  if (want(19)) await item19(verdict, path.join(process.cwd(), 'dist', 'server.js'));
  if (want(20)) await item20(path.join(process.cwd(), 'dist', 'server.js'), reps(3));
  console.log('\nTargets:');
  for (const r of results) console.log(r);
  void median;
}
