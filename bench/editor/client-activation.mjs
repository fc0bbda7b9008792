// The extension's activation in plain Node (issue 27, the editor's start): dist/client.js required and activated as the
// extension host does, with the `vscode` module stood in for by test/support/vscode-stub.cjs; the language client then
// starts dist/server.js and initializes it for real. Prints the client's CPU time (its own process, every thread) when
// dist/client.js is loaded, when the server process is started (child_process.fork: what the server's start waits for),
// when activation ends (the server answered initialize), and 300 ms later (a first run has written the cache by then).
// Each run is a fresh process. With the code cache's loader (client/src/start.ts) the first run of a build writes the
// cache ("cold"); the others read it ("warm"); `off` runs with CARDSCRIPT_CODE_CACHE=off. Several dist folders (e.g. a
// base build kept aside) are run alternately, each with its own cache folder (a temp XDG_CACHE_HOME, never the user's).
//   node bench/editor/client-activation.mjs [DIST=dist …] [--reps 5] [--off]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const STUB = path.join(ROOT, 'test', 'support', 'vscode-stub.cjs');
const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const reps = Number(opt('--reps') ?? 5);
const dists = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--reps')).map((d) => path.resolve(d));
if (!dists.length) dists.push(path.join(ROOT, 'dist'));

// The run: CPU since this process started its script, at each step (ms).
const RUNNER = `
const cp = require('node:child_process');
const path = require('node:path');
const c0 = process.cpuUsage();
const at = () => { const c = process.cpuUsage(c0); return Math.round((c.user + c.system) / 100) / 10; };
const t = {};
let child;
const fork = cp.fork;
cp.fork = function () { t.fork = at(); child = fork.apply(this, arguments); return child; };
const dist = process.argv[1];
const ext = require(path.join(dist, 'client.js'));
t.loaded = at();
const context = { subscriptions: [], asAbsolutePath: (p) => path.join(dist, '..', p), globalStorageUri: { scheme: 'file', fsPath: path.join(process.env.XDG_CACHE_HOME, 'storage') }, extensionPath: path.join(dist, '..') };
ext.activate(context).then(() => { t.activated = at(); setTimeout(async () => { t.end = at(); await ext.deactivate(); console.log(JSON.stringify(t)); process.exit(0); }, 300); });
`;

const caches = new Map(dists.map((d) => [d, mkdtempSync(path.join(tmpdir(), 'cardscript-activation-'))]));
const results = new Map(dists.map((d) => [d, { cold: [], warm: [], off: [] }]));
const once = (dist, kind) => {
  const r = spawnSync(process.execPath, ['-r', STUB, '-e', RUNNER, dist], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: caches.get(dist), CARDSCRIPT_CODE_CACHE: kind === 'off' ? 'off' : '' }, timeout: 60_000 });
  const line = r.stdout.trim().split('\n').pop();
  if (r.status !== 0 || !line) throw new Error(`${dist}: ${r.stderr}`);
  results.get(dist)[kind].push(JSON.parse(line));
};
try {
  for (const d of dists) once(d, 'cold');
  for (let i = 0; i < reps; i++) for (const d of dists) { once(d, 'warm'); if (args.includes('--off')) once(d, 'off'); }
} finally {
  for (const c of caches.values()) rmSync(c, { recursive: true, force: true });
}
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[s.length >> 1]; };
console.log(`load average: ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}; the client's CPU (ms) at: loaded / server started / activated / 300 ms later`);
for (const [d, r] of results) {
  console.log(path.relative(process.cwd(), d) || d);
  for (const kind of ['cold', 'warm', 'off']) {
    if (!r[kind].length) continue;
    const col = (k) => `${r[kind].map((x) => x[k]).join(' / ')} (median ${median(r[kind].map((x) => x[k]))})`;
    console.log(`  ${kind.padEnd(4)} loaded ${col('loaded')}; server started ${col('fork')}; activated ${col('activated')}; 300 ms later ${col('end')}`);
  }
}
