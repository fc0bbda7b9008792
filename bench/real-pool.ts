// Items 13–15 of `npm run bench`: a real card pool — every card of one half of Magic, an MTGJSON file
// (../shared/data/oracle-2022/cards-a.json, or $CARDSCRIPT_CARDS_A) — imported, checked and opened in the server.
// Each runs the product as a user does (the CLI or dist/server.js in a fresh process) and prints wall and CPU time.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { childProcessClient } from './lsp-client';
import { fmt, ms, summarize, type Timing } from './measure';

export type Verdict = (name: string, ratio: number, limit: number, detail: string) => void;

export const CARDS_A_FILE = path.resolve(process.cwd(), '..', 'shared', 'data', 'oracle-2022', 'cards-a.json');

function cardsAFile(): string | undefined {
  const file = process.env['CARDSCRIPT_CARDS_A'] ?? CARDS_A_FILE;
  return existsSync(file) ? file : undefined;
}

function skipped(): void {
  console.log(`   SKIPPED: the real card pool is not present (${path.relative(process.cwd(), CARDS_A_FILE)}; or set CARDSCRIPT_CARDS_A to an MTGJSON AtomicCards-shaped file).`);
}

/**
 * A child that runs `cardscript ARGS` from the bundled CLI (dist/cli.js) and, as it exits, writes its own CPU time
 * (user + system, every thread, from process start: module loading and garbage collection included) on stderr.
 */
const CLI_CHILD = `
const cli = require(process.argv[1]);
process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write('\\nBENCH_CPU_MS ' + ((u.user + u.system) / 1000) + '\\n'); });
cli.main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
`;

interface CliRun { wall: number; cpu: number; status: number | null; stderr: string }

/** `cardscript ARGS` in a fresh process (stdout discarded): wall time from spawn to exit, the child's CPU time. */
function runCli(args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): CliRun {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['-e', CLI_CHILD, path.join(process.cwd(), 'dist', 'cli.js'), ...args], {
    cwd, env, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 26,
  });
  const wall = performance.now() - t0;
  const cpu = Number(/BENCH_CPU_MS ([\d.]+)/.exec(r.stderr ?? '')?.[1] ?? NaN);
  return { wall, cpu, status: r.status, stderr: r.stderr ?? '' };
}

function runs(n: number, args: string[], cwd: string, ok: (r: CliRun) => boolean, env?: NodeJS.ProcessEnv): { wall: Timing; cpu: Timing; last: CliRun } {
  const walls: number[] = [];
  const cpus: number[] = [];
  let last: CliRun | undefined;
  for (let i = 0; i < n; i++) {
    last = runCli(args, cwd, env);
    if (!ok(last)) throw new Error(`cardscript ${args.join(' ')} failed (${last.status}): ${last.stderr.slice(-2000)}`);
    walls.push(last.wall);
    cpus.push(last.cpu);
  }
  return { wall: summarize(walls), cpu: summarize(cpus), last: last! };
}

/** The pool imported once (untimed unless item 13 ran), in a folder of its own: the workspace `check` reads. */
let imported: { dir: string; file: string } | undefined;

function importedPool(source: string): { dir: string; file: string } {
  if (imported && existsSync(imported.file)) return imported;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardscript-bench-pool-'));
  const file = path.join(dir, 'cards-a.cards');
  const r = runCli(['import', source, '--out', file], dir);
  if (r.status !== 0 || !existsSync(file)) throw new Error(`import of ${source} failed: ${r.stderr.slice(-2000)}`);
  imported = { dir, file };
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return imported;
}

// ---- 13. import of the MTGJSON file ----------------------------------------------------------------------------
export function item13(verdict: Verdict, reps: (n: number) => number): void {
  console.log('\n13. `cardscript import` of a real MTGJSON file (cards-a.json: 11,626 cards, every card of one half of Magic), fresh process each');
  const source = cardsAFile();
  if (!source) return skipped();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardscript-bench-import-'));
  const file = path.join(dir, 'cards-a.cards');
  try {
    const r = runs(reps(3), ['import', source, '--out', file], dir, (x) => x.status === 0 && existsSync(file));
    console.log(`   input ${(statSync(source).size / 1e6).toFixed(1)} MB; output ${(statSync(file).size / 1e6).toFixed(1)} MB CardScript; ${/imported ([\d,]+) cards/.exec(r.last.stderr)?.[0] ?? ''}`);
    console.log(`   wall (process start → exit): ${fmt(r.wall)}`);
    console.log(`   CPU time (the process, every thread): ${fmt(r.cpu)}`);
    verdict('import of cards-a.json (MTGJSON, 12.6 MB)', r.wall.median / 1000, 1, `${ms(r.wall.median)} wall, CPU ${ms(r.cpu.median)} (limit 1 s)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- 14. check of the imported pool ----------------------------------------------------------------------------
export function item14(verdict: Verdict, reps: (n: number) => number): void {
  console.log('\n14. `cardscript check` of the imported pool (11,626 real cards in one file), fresh process each');
  const source = cardsAFile();
  if (!source) return skipped();
  const pool = importedPool(source);
  // `check` exits 1 when it reports errors: both 0 and 1 are a finished check.
  const ok = (x: CliRun) => (x.status === 0 || x.status === 1) && Number.isFinite(x.cpu);
  // As a user runs it (the set-wide pool on when the machine has more than one core: server/src/checks/interaction-pool.ts),
  // then with the pool off (CARDSCRIPT_POOL=off: one thread), alternated run by run.
  const on: CliRun[] = [];
  const off: CliRun[] = [];
  for (let i = 0; i < reps(3); i++) {
    on.push(runs(1, ['check', pool.file], pool.dir, ok).last);
    off.push(runs(1, ['check', pool.file], pool.dir, ok, { ...process.env, CARDSCRIPT_POOL: 'off' }).last);
  }
  const r = { wall: summarize(on.map((x) => x.wall)), cpu: summarize(on.map((x) => x.cpu)) };
  console.log(`   wall (process start → exit): ${fmt(r.wall)}`);
  console.log(`   CPU time (the process, every thread): ${fmt(r.cpu)}`);
  console.log(`   with the set-wide pool off (CARDSCRIPT_POOL=off), alternated: wall ${fmt(summarize(off.map((x) => x.wall)))}, CPU ${fmt(summarize(off.map((x) => x.cpu)))}`);
  verdict('check of 11,626 real cards (CPU time)', r.cpu.median / 3000, 1, `CPU ${ms(r.cpu.median)}, wall ${ms(r.wall.median)} (limit 3 s of CPU)`);
}

// ---- 15. server RSS with the pool open ---------------------------------------------------------------------------
function procStatus(pid: number, field: string): number {
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
}

/** The process's CPU time so far (utime + stime of /proc/<pid>/stat), in ms. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // USER_HZ is 100 on Linux
}

export async function item15(verdict: Verdict): Promise<void> {
  console.log('\n15. Resident memory of dist/server.js (child process, stdio, as item 5) with the imported pool open (11,626 real cards)');
  const source = cardsAFile();
  if (!source) return skipped();
  const text = readFileSync(importedPool(source).file, 'utf8');
  const client = await childProcessClient(path.join(process.cwd(), 'dist', 'server.js'));
  const pid = client.child!.pid!;
  const idle = procStatus(pid, 'VmRSS');
  const cpu0 = processCpuMs(pid);
  let peak = idle;
  const sampler = setInterval(() => { try { peak = Math.max(peak, procStatus(pid, 'VmRSS')); } catch { /* exited */ } }, 100);
  const TIMEOUT = 900_000;
  const t0 = performance.now();
  const done = await Promise.race([client.open('file:///cards-a.cards', text).then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), TIMEOUT).unref())]);
  const elapsed = performance.now() - t0;
  clearInterval(sampler);
  let rss = NaN;
  let cpu = NaN;
  try {
    rss = procStatus(pid, 'VmRSS');
    cpu = processCpuMs(pid) - cpu0;
    console.log(`   idle: ${idle.toFixed(0)} MB; open → diagnostics: ${done ? ms(elapsed) : `no diagnostics after ${TIMEOUT / 1000} s`} wall, server CPU ${ms(cpu)}; ${client.last.get('file:///cards-a.cards')?.diagnostics.length ?? 0} diagnostics; peak while checking ≈ ${peak.toFixed(0)} MB`);
    console.log(`   of which anonymous (heaps) ${procStatus(pid, 'RssAnon').toFixed(0)} MB, file-backed (node's own code) ${procStatus(pid, 'RssFile').toFixed(0)} MB`);
    await new Promise((r) => setTimeout(r, 2000));
    console.log(`   2 s later: VmRSS ${procStatus(pid, 'VmRSS').toFixed(0)} MB (the set-wide analysis starts ${'~'}40 ms after the first publish, lsp/set-wide-follow-up.ts AFTER_ANSWER_MS: the figure above can hold its start, as the client reads a 3 MB message)`);
    // No target: what the server holds once every diagnostic is known (the set-wide notes of 11,626 cards), and its peak.
    const t1 = performance.now();
    const all = await Promise.race([client.publishWith('file:///cards-a.cards', 'interaction').then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), TIMEOUT).unref())]);
    console.log(`   → every diagnostic (set-wide notes too): ${all ? ms(performance.now() - t1 + elapsed) : `not after ${TIMEOUT / 1000} s`} wall from the open, server CPU ${ms(processCpuMs(pid) - cpu0)}; VmRSS ${procStatus(pid, 'VmRSS').toFixed(0)} MB, peak (VmHWM) ${procStatus(pid, 'VmHWM').toFixed(0)} MB`);
  } catch { /* exited */ }
  verdict('server RSS with cards-a.json imported and open', rss / 200, 1, `VmRSS ${rss.toFixed(0)} MB after the diagnostics (limit 200 MB); open took ${ms(elapsed)} wall, server CPU ${ms(cpu)}`);
  await client.dispose().catch(() => undefined);
  client.child!.kill();
}
