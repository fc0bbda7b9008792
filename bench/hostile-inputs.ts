// Bench items 16–19: inputs that froze the server or the CLI (issue 22, F3, F4, F5, F9). Each figure is printed at n
// and 2n with its CPU time next to the wall time, and a linearity ratio: time at 2n / time at n (≈ 2 when linear,
// ≈ 4 when quadratic). The verdict is on the CPU ratio (a loaded machine disturbs it far less than the wall clock).

import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { AnalysisHost } from '../server/src/analysis/analysis-host';
import { CardDatabase } from '../server/src/carddb/card-database';
import { checkDocument } from '../server/src/checks';
import type { CliIO } from '../server/src/cli/io';
import { runExport } from '../server/src/cli/export-command';
import { handleSearchSet, handleSetOverview } from '../server/src/lsp/handlers/set-views';
import type { ServerContext } from '../server/src/lsp/server-context';
import { Workspace } from '../server/src/model/workspace';
import { generateCards } from './generate';
import { childProcessClient } from './lsp-client';
import { cpuMs, gc, median, ms } from './measure';

/** A linearity target: time at 2n ≤ this × time at n. */
export const LINEAR_RATIO = 2.5;

export type Verdict = (name: string, ratio: number, limit: number, detail: string) => void;

interface Sample { wall: number; cpu: number }

function timed(run: () => unknown): Sample {
  gc();
  const c0 = cpuMs();
  const t0 = performance.now();
  run();
  return { wall: performance.now() - t0, cpu: cpuMs() - c0 };
}

/** Medians of `reps` runs (after one warm-up run unless `warmup` is 0). */
function medianOf(reps: number, run: () => unknown, warmup = 1): Sample {
  for (let i = 0; i < warmup; i++) run();
  const xs = Array.from({ length: reps }, () => timed(run));
  return { wall: median(xs.map((x) => x.wall)), cpu: median(xs.map((x) => x.cpu)) };
}

const show = (s: Sample) => `${ms(s.wall)} wall, ${ms(s.cpu)} CPU`;

/** Prints a figure at n and 2n, its ratio, and the verdict on the CPU ratio. */
function linearity(verdict: Verdict, name: string, small: string, large: string, a: Sample, b: Sample): void {
  const wallRatio = b.wall / a.wall;
  const cpuRatio = b.cpu / a.cpu;
  console.log(`   ${name}: ${small} ${show(a)}; ${large} ${show(b)}; ratio (2n / n) wall ${wallRatio.toFixed(2)}, CPU ${cpuRatio.toFixed(2)}`);
  verdict(`${name}, linear`, cpuRatio, LINEAR_RATIO, `${large} ${ms(b.cpu)} CPU / ${small} ${ms(a.cpu)} CPU = ${cpuRatio.toFixed(2)} (linear ≈ 2)`);
}

// ---- 16. one long rules sentence (F3) ----------------------------------------------------------------------------
/** A card whose one rules line is a sentence of about `bytes` bytes that the grammar reads up to each " and ". */
export function longRulesLine(bytes: number): string {
  const clause = 'target creature gets +1/+1 until end of turn and ';
  const sentence = 'Draw a card and ' + clause.repeat(Math.ceil(bytes / clause.length)) + 'juggle the cards.';
  return `card "Long Line"\n  cost {1}{U}\n  type Instant\n  text\n    ${sentence}\n`;
}

export function item16(verdict: Verdict, reps: (n: number) => number): void {
  console.log('\n16. One long rules sentence (issue 22, F3): build + full check of a card whose rules line is 196 KB, then 392 KB');
  const check = (text: string) => { const ws = new Workspace(); ws.update('file:///long.cards', text); return checkDocument(ws, 'file:///long.cards'); };
  const a = medianOf(reps(3), () => check(longRulesLine(196_000)));
  const b = medianOf(reps(3), () => check(longRulesLine(392_000)));
  linearity(verdict, 'long rules line', '196 KB', '392 KB', a, b);
  verdict('long rules line of 392 KB, CPU time', b.cpu / 1000, 1, `392 KB in ${ms(b.cpu)} CPU (limit 1,000 ms)`);
}

// ---- 17. export and the set views of 10,000 cards (F4) -----------------------------------------------------------
const quietIO = (cwd: string): CliIO => ({ out: () => undefined, err: () => undefined, cwd, exitCode: 0 });

export function item17(verdict: Verdict, reps: (n: number) => number): void {
  console.log('\n17. Export and the set views of 5,000 and 10,000 cards (issue 22, F4): `export --format cockatrice` (read + write), Set Overview, Search Cards');
  const dir = mkdtempSync(path.join(tmpdir(), 'cardscript-bench-export-'));
  try {
    const samples = new Map<string, Sample[]>();
    for (const n of [5_000, 10_000]) {
      const file = path.join(dir, `set-${n}.cards`);
      writeFileSync(file, generateCards(n));
      const exp = medianOf(reps(3), () => runExport([file], { format: 'cockatrice', out: path.join(dir, `out-${n}.xml`), date: '2026-01-01' }, quietIO(dir)));
      const host = new AnalysisHost();
      host.setDiskFile(`file://${file}`, readFileSync(file, 'utf8'));
      const ctx = { host } as unknown as ServerContext;
      const overview = medianOf(reps(3), () => handleSetOverview(ctx, { cspSource: 'vscode-resource:', nonce: 'n0nce' }));
      const searched = medianOf(reps(3), () => handleSearchSet(ctx, { query: 't:creature' }));
      for (const [k, s] of [['export', exp], ['Set Overview', overview], ['Search Cards', searched]] as const) samples.set(k, [...(samples.get(k) ?? []), s]);
    }
    for (const [k, [a, b]] of samples) linearity(verdict, k, '5,000 cards', '10,000 cards', a!, b!);
    const exp10k = samples.get('export')![1]!;
    verdict('export of 10,000 cards, CPU time vs 5 s', exp10k.cpu / 5000, 1, `${ms(exp10k.cpu)} CPU (limit 5,000 ms)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- 18. a 200 MB Scryfall bulk file indexed (F5) ----------------------------------------------------------------
/** Writes a Scryfall-shaped bulk file (an array of card objects) of about `bytes` bytes; returns its card count. */
export function writeBulkFile(file: string, bytes: number): number {
  const fd = openSync(file, 'w');
  let written = 0;
  let n = 0;
  try {
    writeSync(fd, '[\n');
    const parts: string[] = [];
    let pending = 0;
    while (written + pending < bytes) {
      // Shaped like Scryfall's Oracle Cards (about 4.5 KB a card: most of it links, prices and legalities).
      const uri = (kind: string) => `https://cards.example/${kind}/${n.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
      const card = JSON.stringify({
        object: 'card', id: `id-${n}`, oracle_id: `oracle-${n}`, multiverse_ids: [n], name: `Bulk Card ${n}`, lang: 'en',
        released_at: '2026-01-16', uri: uri('card'), scryfall_uri: uri('scryfall'), layout: 'normal', highres_image: true,
        image_status: 'highres_scan', image_uris: Object.fromEntries(['small', 'normal', 'large', 'png', 'art_crop', 'border_crop'].map((k) => [k, uri(k)])),
        mana_cost: '{2}{U}', cmc: 3, type_line: 'Creature — Merfolk Wizard',
        oracle_text: `Flying\nWhen this creature enters, draw a card. (Card ${n} of the bulk file: “quoted” text, an escape \\ and a tab\t.)`,
        power: '2', toughness: '3', colors: ['U'], color_identity: ['U'], keywords: ['Flying'],
        legalities: Object.fromEntries(['standard', 'future', 'historic', 'timeless', 'gladiator', 'pioneer', 'explorer', 'modern', 'legacy', 'pauper', 'vintage', 'penny', 'commander', 'oathbreaker', 'standardbrawl', 'brawl', 'alchemy', 'paupercommander', 'duel', 'oldschool', 'premodern', 'predh'].map((k) => [k, 'legal'])),
        games: ['paper', 'arena', 'mtgo'], reserved: false, foil: true, nonfoil: true, finishes: ['nonfoil', 'foil'], oversized: false,
        promo: false, reprint: true, variation: false, set_id: uri('set'), set: 'blk', set_name: 'Bulk', set_type: 'expansion',
        set_uri: uri('sets'), set_search_uri: uri('search'), scryfall_set_uri: uri('scryfall-set'), rulings_uri: uri('rulings'),
        prints_search_uri: uri('prints'), collector_number: String(n), digital: false, rarity: 'common',
        flavor_text: 'The tide keeps its own ledger. '.repeat(4), card_back_id: uri('back'), artist: 'Nobody In Particular',
        artist_ids: [uri('artist')], illustration_id: uri('illustration'), border_color: 'black', frame: '2015', full_art: false,
        textless: false, booster: true, story_spotlight: false, edhrec_rank: n, penny_rank: n,
        prices: { usd: '0.10', usd_foil: '0.25', usd_etched: null, eur: '0.08', eur_foil: '0.20', tix: '0.02' },
        related_uris: { gatherer: uri('gatherer'), tcgplayer_infinite_articles: uri('articles'), tcgplayer_infinite_decks: uri('decks'), edhrec: uri('edhrec') },
        purchase_uris: { tcgplayer: uri('tcgplayer'), cardmarket: uri('cardmarket'), cardhoarder: uri('cardhoarder') },
      });
      parts.push((n ? ',\n' : '') + card);
      pending += card.length + 2;
      n++;
      if (parts.length >= 1000) { written += writeSync(fd, parts.join('')); parts.length = 0; pending = 0; }
    }
    written += writeSync(fd, parts.join('') + '\n]\n');
  } finally {
    closeSync(fd);
  }
  return n;
}

/** Child mode: indexes `file` once (no cache) and prints wall, CPU and the peak resident memory as JSON. */
export function childIndex(file: string): void {
  const c0 = cpuMs();
  const t0 = performance.now();
  const db = CardDatabase.open({ cards: file });
  const wall = performance.now() - t0;
  process.stdout.write(JSON.stringify({ wall, cpu: cpuMs() - c0, cards: db.cards.length, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

export function item18(verdict: Verdict, benchJs: string): void {
  console.log('\n18. A Scryfall bulk file indexed by the card database (issue 22, F5): 100 MB, then 200 MB, generated in a temp folder; fresh process each');
  const dir = mkdtempSync(path.join(tmpdir(), 'cardscript-bench-bulk-'));
  try {
    const runs: (Sample & { mb: number; cards: number; rss: number })[] = [];
    for (const mb of [100, 200]) {
      const file = path.join(dir, `bulk-${mb}.json`);
      const count = writeBulkFile(file, mb * 1e6);
      const r = spawnSync(process.execPath, ['--expose-gc', '-e', 'require(process.argv[1]).main(process.argv.slice(2))', benchJs, '--child-index', file], { encoding: 'utf8', maxBuffer: 1 << 24, timeout: 600_000 });
      rmSync(file, { force: true });
      if (r.status !== 0) { console.log(`   ${mb} MB: the indexing process failed (${r.signal ?? r.status}): ${r.stderr.split('\n').slice(0, 3).join(' ')}`); return; }
      const out = JSON.parse(r.stdout) as { wall: number; cpu: number; cards: number; maxRssMb: number };
      runs.push({ wall: out.wall, cpu: out.cpu, mb, cards: count, rss: out.maxRssMb });
      console.log(`   ${mb} MB (${count.toLocaleString('en-US')} cards): ${show(out)}; peak resident memory ${out.maxRssMb.toFixed(0)} MB`);
    }
    linearity(verdict, 'bulk file indexed', '100 MB', '200 MB', runs[0]!, runs[1]!);
    verdict('bulk file of 200 MB, CPU time', runs[1]!.cpu / 5000, 1, `${ms(runs[1]!.cpu)} CPU (limit 5,000 ms)`);
    verdict('bulk file of 200 MB, peak resident memory', runs[1]!.rss / 400, 1, `${runs[1]!.rss.toFixed(0)} MB (limit 400 MB: the records kept, not the file)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- 19. a 20 MB document opened and edited (F9) -----------------------------------------------------------------
function childCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
}

export async function item19(verdict: Verdict, serverJs: string): Promise<void> {
  console.log('\n19. A 5 MB, a 10 MB, then a 20 MB document (generated cards) opened in dist/server.js (stdio): didOpen → first diagnostics');
  console.log('    (a large document\'s own findings), → every diagnostic (the set-wide notes too), then one edit → its diagnostics');
  const runs: { open: Sample; all: Sample; edit: Sample; mb: number; cards: number; longestWait: number }[] = [];
  for (const mb of [5, 10, 20]) {
    const cards = Math.round((mb * 1e6) / 247.5);
    const text = generateCards(cards);
    const client = await childProcessClient(serverJs);
    const pid = client.child!.pid!;
    const uri = `file:///large-${mb}.cards`;
    let c0 = childCpuMs(pid);
    let t0 = performance.now();
    await client.open(uri, text);
    const open = { wall: performance.now() - t0, cpu: childCpuMs(pid) - c0 };
    await client.publishWith(uri, 'interaction');
    const all = { wall: performance.now() - t0, cpu: childCpuMs(pid) - c0 };
    const line = text.split('\n').findIndex((l, i) => i > 1000 && /^ {4}\S/.test(l));
    c0 = childCpuMs(pid);
    t0 = performance.now();
    const edited = client.edit(uri, 2, { start: { line, character: 5 }, end: { line, character: 5 } }, 'x');
    // Meanwhile a hover every 50 ms: the longest one waited is how long the edit kept the server from answering.
    let pending = true;
    let longestWait = 0;
    const hovers = (async () => {
      while (pending) {
        const h0 = performance.now();
        await client.rpc.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: line + 1, character: 5 } }).catch(() => undefined);
        longestWait = Math.max(longestWait, performance.now() - h0);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await edited;
    const edit = { wall: performance.now() - t0, cpu: childCpuMs(pid) - c0 };
    pending = false;
    await hovers;
    const rss = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
    console.log(`   ${mb} MB (${cards.toLocaleString('en-US')} cards), server CPU time: open → first diagnostics ${show(open)}; → every diagnostic ${show(all)}; one edit → diagnostics ${show(edit)}; longest hover wait during the edit ${ms(longestWait)}; peak resident memory ${rss.toFixed(0)} MB`);
    runs.push({ open, all, edit, mb, cards, longestWait });
    await client.dispose().catch(() => undefined);
    client.child!.kill();
  }
  // Per card: the same figure at each size when the work is linear (a quadratic part doubles it with each size).
  const perCard = (pick: (r: (typeof runs)[number]) => Sample) => runs.map((r) => `${r.mb} MB ${((1000 * pick(r).cpu) / r.cards).toFixed(0)} µs`).join(', ');
  console.log(`   server CPU per card: open → first diagnostics ${perCard((r) => r.open)}; → every diagnostic ${perCard((r) => r.all)}; one edit ${perCard((r) => r.edit)}`);
  const [five, ten, twenty] = runs as [(typeof runs)[number], (typeof runs)[number], (typeof runs)[number]];
  console.log(`   5 → 10 MB (figures only): open → first diagnostics CPU ${(ten.open.cpu / five.open.cpu).toFixed(2)}×, → every diagnostic ${(ten.all.cpu / five.all.cpu).toFixed(2)}×, one edit ${(ten.edit.cpu / five.edit.cpu).toFixed(2)}×`);
  linearity(verdict, '20 MB document open, first diagnostics', '10 MB', '20 MB', ten.open, twenty.open);
  linearity(verdict, '20 MB document open, every diagnostic', '10 MB', '20 MB', ten.all, twenty.all);
  linearity(verdict, '20 MB document edit', '10 MB', '20 MB', ten.edit, twenty.edit);
  // A figure, no target yet: the set-wide re-analysis runs in slices of about 100 ms; building the edited version,
  // its own findings and the publish of every diagnostic still run whole.
  console.log(`   longest hover wait during the edit: ${runs.map((r) => `${r.mb} MB ${ms(r.longestWait)}`).join(', ')}`);
}
