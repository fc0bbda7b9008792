// Summarises a `node --cpu-prof` profile (issue 27): self and inclusive time by function, self time by source module
// (with --bundle: esbuild's "// path" markers of the bundle profiled), and with --under NAME the same below the outermost
// frame of that function. Shares are of the profile's samples (wall time of the main thread: on a loaded machine read the
// shares, not the milliseconds).
//   node bench/cpuprofile-summary.mjs FILE.cpuprofile [--bundle dist/cli-commands.js] [--under parseAbility] [--top 40]
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : undefined; };
const file = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (!file) {
  console.error('usage: node bench/cpuprofile-summary.mjs FILE.cpuprofile [--bundle BUNDLE.js] [--under NAME] [--top N]');
  process.exit(2);
}
const top = Number(opt('--top') ?? 40);
const under = opt('--under');
const bundle = opt('--bundle');
const p = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const marks = [];
if (bundle) readFileSync(bundle, 'utf8').split('\n').forEach((l, i) => { const m = /^\/\/ ((?:server|grammar|node_modules|bench|scripts)\/\S+)$/.exec(l); if (m) marks.push([i + 1, m[1]]); });
const moduleOf = (n) => {
  if (!bundle || !n.callFrame.url.endsWith(basename(bundle))) return n.callFrame.functionName.startsWith('(') ? n.callFrame.functionName : `node:${basename(n.callFrame.url)}`;
  const line = n.callFrame.lineNumber + 1;
  let lo = 0, hi = marks.length - 1, found = '?';
  while (lo <= hi) { const mid = (lo + hi) >> 1; if (marks[mid][0] <= line) { found = marks[mid][1]; lo = mid + 1; } else hi = mid - 1; }
  return found;
};
const key = (n) => `${n.callFrame.functionName || '(anonymous)'} ${basename(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const time = new Map();
for (let i = 0; i < p.samples.length; i++) time.set(p.samples[i], (time.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
const self = new Map(), incl = new Map(), byModule = new Map();
let total = 0;
const add = (m, k, t) => m.set(k, (m.get(k) ?? 0) + t);
for (const [id, t] of time) {
  const chain = [];
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) chain.push(nodes.get(cur));
  const end = under ? chain.findLastIndex((n) => n.callFrame.functionName === under) : chain.length;
  if (end < 0) continue;
  total += t;
  add(self, key(chain[0]), t);
  add(byModule, moduleOf(chain[0]), t);
  const seen = new Set();
  for (let j = 0; j < end; j++) { const k = key(chain[j]); if (!seen.has(k)) { seen.add(k); add(incl, k, t); } }
}
const show = (m, title) => {
  console.log(`\n== ${title}`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${((100 * t) / total).toFixed(1).padStart(5)}% ${(t / 1000).toFixed(0).padStart(8)} ms  ${k}`);
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms of samples${under ? ` below ${under}` : ''}`);
show(self, 'self time by function');
show(incl, 'inclusive time by function');
if (bundle) show(byModule, 'self time by source module');
