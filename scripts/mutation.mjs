#!/usr/bin/env node
// `npm run mutation [-- <stryker options>]`: runs StrykerJS (stryker.config.mjs) once per group of files, each against
// its own tests, then prints the mutation score per folder and every surviving mutant from the JSON reports, and fails
// when a folder scores under its floor (stryker.config.mjs `floors`: the folder's last score; without one, the issue's
// target `thresholds.break`). Extra arguments go to `stryker run` (`--concurrency 2`; `--group 2` runs only the second
// group; `--audit` only the audit's scope, `audit`, one Stryker run per target file; `--audit --only json-stream` only
// that target (repeatable); `--mutate server/src/formats/zip.ts` runs just those files, against every group's tests).
// Every run is incremental (Stryker's `--incremental`, one file per group or audit target under
// reports/mutation/incremental/, out of git): a rerun tests only the mutants whose code or covering tests changed, and a
// run cut short keeps the groups or targets it finished. `--force` retests everything.
// `node scripts/mutation.mjs --summary` prints the last full run's reports again (`--summary mutate`: the last
// `--mutate` run's; `--summary audit`: the last `--audit` run's).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'reports', 'mutation');
const argv = process.argv.slice(2);
const summaryOnly = argv[0] === '--summary';
/** `--group N` (1-based, repeatable): only those groups are run (the summary still reads every group's last report). */
const only = new Set();
/** `--only NAME` (repeatable, with `--audit`): only those audit targets are run. */
const onlyTargets = new Set();
/** `--audit`: only the audit's scope (stryker.config.mjs `audit`), its own reports and floors. */
const auditRun = argv.includes('--audit');
const args = argv.filter((a, i) => {
  if (a === '--group') { only.add(Number(argv[i + 1]) - 1); return false; }
  if (a === '--only') { onlyTargets.add(argv[i + 1]); return false; }
  return argv[i - 1] !== '--group' && argv[i - 1] !== '--only' && a !== '--audit' && !(summaryOnly && i === 1);
});
if (!summaryOnly) args.push('--incremental');
const config = await import(path.join(root, 'stryker.config.mjs'));
const { groups, audit } = config;

// Every file of formats/ is in a group (a file added there joins the scope by being named in stryker.config.mjs).
const { globSync } = await import('tinyglobby');
const inGroups = new Set(globSync(groups.flatMap((g) => g.mutate.map((m) => m.replace(/:\d+-\d+$/, ''))), { cwd: root }));
const missing = globSync(['server/src/formats/**/*.ts', '!**/*.d.ts'], { cwd: root }).filter((f) => !inGroups.has(f));
if (missing.length) {
  console.error(`stryker.config.mjs: files of server/src/formats/ in no group: ${missing.join(', ')}`);
  process.exit(2);
}

/** Runs `stryker run` with `extra` arguments and environment; its exit code. */
function stryker(extra, env) {
  const bin = path.join(root, 'node_modules', '@stryker-mutator', 'core', 'bin', 'stryker.js');
  // The corpus (a few render tests read it) is found from the sandbox Stryker copies the project into.
  const corpus = path.resolve(root, '..', 'shared', 'data');
  const withCorpus = !process.env.CARDSCRIPT_CORPUS && existsSync(path.join(corpus, 'facedown-cards.json')) ? { CARDSCRIPT_CORPUS: corpus } : {};
  return spawnSync(process.execPath, [bin, 'run', ...extra], { cwd: root, stdio: 'inherit', env: { ...process.env, ...withCorpus, ...env } }).status ?? 1;
}

/** The JSON reports this summary reads: every group's, or the one of a `--mutate` run. */
let files;
if (auditRun || (summaryOnly && argv[1] === 'audit')) {
  const unknown = [...onlyTargets].filter((n) => !audit.targets.some((t) => t.name === n));
  if (unknown.length) {
    console.error(`--only: no audit target named ${unknown.join(', ')} (targets: ${audit.targets.map((t) => t.name).join(', ')})`);
    process.exit(2);
  }
  files = audit.targets.map((t) => path.join(reports, 'audit', `${t.name}.json`));
  if (!summaryOnly) {
    audit.targets.forEach((t, i) => {
      if (onlyTargets.size && !onlyTargets.has(t.name)) return;
      console.log(`\n== mutation: ${audit.name}, target ${i + 1}/${audit.targets.length}: ${t.name}`);
      rmSync(files[i], { force: true });
      stryker(args, { MUTATION_GROUP: 'audit', MUTATION_TARGET: String(i), MUTATION_TESTS: JSON.stringify(t.tests) });
    });
  }
} else if (args.includes('--mutate') || (summaryOnly && existsSync(path.join(reports, 'mutation.json')) && argv[1] === 'mutate')) {
  if (!summaryOnly) { rmSync(path.join(reports, 'mutation.json'), { force: true }); stryker(args, {}); }
  files = [path.join(reports, 'mutation.json')];
} else {
  files = groups.map((_, i) => path.join(reports, `group-${i}.json`));
  if (!summaryOnly) {
    groups.forEach((g, i) => {
      if (only.size && !only.has(i)) return;
      console.log(`\n== mutation group ${i + 1}/${groups.length}: ${g.name}`);
      rmSync(files[i], { force: true });
      stryker(args, { MUTATION_GROUP: String(i), MUTATION_TESTS: JSON.stringify(g.tests) });
    });
  }
}
// A group never run (or whose run failed before its report) is said, and fails the run, after the table of the others.
const absent = files.filter((f) => !existsSync(f));
files = files.filter((f) => existsSync(f));

/** The issue's target for every folder (thresholds.break), and each folder's floor: the score it last reached. */
const target = config.default.thresholds?.break ?? 0;
const floors = (auditRun || (summaryOnly && argv[1] === 'audit') ? config.floors?.audit : config.floors?.full) ?? {};
const floorOf = (folder) => floors[folder] ?? target;
const data = { files: Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(f, 'utf8')).files)) };

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
console.log(`\nMutation score per folder (killed or timed out / all counted; the floor is the folder's last score, stryker.config.mjs floors; target ${target} %)`);
console.log(`${'folder'.padEnd(width)}  score    killed / counted  (ignored, errors)  floor`);
for (const [f, r] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
  const floor = floorOf(f);
  const verdict = pct(r) < floor ? '  UNDER THE FLOOR' : pct(r) >= floor + 0.5 ? '  above the floor: raise it' : '';
  const missed = pct(r) < target ? `  (under the ${target} % target)` : '';
  console.log(`${f.padEnd(width)}  ${pct(r).toFixed(2).padStart(6)} %  ${String(r.killed).padStart(6)} / ${String(r.counted).padEnd(7)}  (${r.ignored}, ${r.errors})  ${floor.toFixed(1).padStart(5)} %${verdict}${missed}`);
}
console.log(`${'all'.padEnd(width)}  ${pct(total).toFixed(2).padStart(6)} %  ${String(total.killed).padStart(6)} / ${String(total.counted).padEnd(7)}  (${total.ignored}, ${total.errors})`);
console.log(`\nSurviving mutants: ${survivors.length}`);
for (const s of survivors) console.log(`  ${s}`);
const under = [...folders].filter(([f, r]) => pct(r) < floorOf(f));
if (under.length) console.error(`\nmutation score under its floor in: ${under.map(([f, r]) => `${f} (${pct(r).toFixed(2)} % < ${floorOf(f)} %)`).join(', ')}`);
if (absent.length) console.error(`\nno mutation report (group not run, or its run failed): ${absent.map((f) => path.relative(root, f)).join(', ')}`);
if (under.length || absent.length) process.exit(1);
