#!/usr/bin/env node
// `npm run mutation [-- <stryker options>]`: runs StrykerJS (stryker.config.mjs), then prints the mutation score per
// folder and every surviving mutant from its JSON report, and fails when a folder scores under the configured
// `thresholds.break`. Extra arguments go to `stryker run` (e.g. `--mutate 'server/src/formats/render/**/*.ts'`,
// `--concurrency 2`). `node scripts/mutation.mjs --summary` only prints the last report again.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(root, 'reports', 'mutation', 'mutation.json');
const args = process.argv.slice(2);
const summaryOnly = args[0] === '--summary';

if (!summaryOnly) {
  const stryker = path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
  // The corpus (a few render tests read it) is found from the sandbox Stryker copies the project into.
  const env = { ...process.env };
  const corpus = path.resolve(root, '..', 'shared', 'data');
  if (!env.CARDSCRIPT_CORPUS && existsSync(path.join(corpus, 'facedown-cards.json'))) env.CARDSCRIPT_CORPUS = corpus;
  const run = spawnSync(process.execPath, [stryker, 'run', ...args], { cwd: root, stdio: 'inherit', env });
  if (run.status !== 0 && !existsSync(report)) process.exit(run.status ?? 1);
}

const { default: config } = await import(path.join(root, 'stryker.config.mjs'));
const floor = config.thresholds?.break ?? 0;
const data = JSON.parse(readFileSync(report, 'utf8'));

/** The folder a file's score is counted in: its folder under server/src. */
const folderOf = (file) => path.dirname(path.relative(path.join(root, 'server', 'src'), path.resolve(root, file)));
const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const folders = new Map();
const survivors = [];
for (const [file, { mutants, source }] of Object.entries(data.files)) {
  const f = folderOf(file);
  const row = folders.get(f) ?? { killed: 0, counted: 0, ignored: 0, errors: 0 };
  folders.set(f, row);
  const lines = source.split('\n');
  for (const m of mutants) {
    if (COUNTED.has(m.status)) row.counted++;
    if (DETECTED.has(m.status)) row.killed++;
    if (m.status === 'Ignored') row.ignored++;
    if (m.status === 'CompileError' || m.status === 'RuntimeError') row.errors++;
    if (m.status === 'Survived' || m.status === 'NoCoverage') {
      const at = m.location.start;
      const original = lines[at.line - 1]?.trim() ?? '';
      survivors.push(`${path.relative(root, path.resolve(root, file))}:${at.line}:${at.column} ${m.status} ${m.mutatorName}: ${JSON.stringify(m.replacement ?? '')}  | ${original.slice(0, 110)}`);
    }
  }
}

const pct = (r) => (r.counted ? (100 * r.killed) / r.counted : 100);
const total = [...folders.values()].reduce((a, r) => ({ killed: a.killed + r.killed, counted: a.counted + r.counted, ignored: a.ignored + r.ignored, errors: a.errors + r.errors }), { killed: 0, counted: 0, ignored: 0, errors: 0 });
const width = Math.max(...[...folders.keys()].map((k) => k.length), 10);
console.log(`\nMutation score per folder (killed or timed out / all counted; floor ${floor} %)`);
console.log(`${'folder'.padEnd(width)}  score    killed / counted  (ignored, errors)`);
for (const [f, r] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${f.padEnd(width)}  ${pct(r).toFixed(2).padStart(6)} %  ${String(r.killed).padStart(6)} / ${String(r.counted).padEnd(7)}  (${r.ignored}, ${r.errors})${pct(r) < floor ? '  UNDER THE FLOOR' : ''}`);
}
console.log(`${'all'.padEnd(width)}  ${pct(total).toFixed(2).padStart(6)} %  ${String(total.killed).padStart(6)} / ${String(total.counted).padEnd(7)}  (${total.ignored}, ${total.errors})`);
console.log(`\nSurviving mutants: ${survivors.length}`);
for (const s of survivors) console.log(`  ${s}`);
const under = [...folders].filter(([, r]) => pct(r) < floor);
if (under.length) {
  console.error(`\nmutation score under ${floor} % in: ${under.map(([f]) => f).join(', ')}`);
  process.exit(1);
}
