// `cardscript check --fix` / `--fix-dry-run`: applies every preferred quick fix to the card files (to a fixed
// point), writes them or prints a unified diff. The check command wires the flags to these functions.

import { readFileSync, writeFileSync } from 'node:fs';
import { checkDocument, CHECKS, DEFAULT_CHECK_OPTIONS } from '../checks';
import type { Check } from '../checks/check';
import { fixAll } from '../checks/fix-all';
import { TEMPLATING_CHECKS } from '../checks/templating';
import { Workspace } from '../model/workspace';
import { displayPath } from './files';
import type { CliIO } from './io';

export interface FileFixResult {
  file: string;
  before: string;
  after: string;
  /** Number of fixes applied. */
  applied: number;
}

export interface FixOptions {
  /** Write the fixed files (false: dry run). */
  write: boolean;
  checks?: readonly Check[];
  readFile?: (file: string) => string;
  writeFile?: (file: string, text: string) => void;
}

/** The registered checks plus the templating family (until the registry lists it; never twice). */
export function fixChecks(): Check[] {
  return [...CHECKS, ...TEMPLATING_CHECKS.filter((c) => !CHECKS.includes(c))];
}

/**
 * Fixes every file of `files`, all loaded as one workspace (set-wide checks see each other). Files are fixed one
 * after the other, each to a fixed point; a file is written only when its text changed and `write` is set.
 */
export function applyFixesToFiles(files: readonly string[], options: FixOptions): FileFixResult[] {
  const read = options.readFile ?? ((f: string) => readFileSync(f, 'utf8'));
  const write = options.writeFile ?? ((f: string, t: string) => writeFileSync(f, t, 'utf8'));
  const checks = [...(options.checks ?? fixChecks())];
  const ws = new Workspace();
  const before = new Map<string, string>();
  for (const f of files) {
    const text = read(f);
    before.set(f, text);
    ws.update(f, text);
  }
  const results: FileFixResult[] = [];
  for (const f of files) {
    const original = before.get(f)!;
    const r = fixAll(original, (text) => {
      if (ws.get(f)?.text !== text) ws.update(f, text);
      return checkDocument(ws, f, { ...DEFAULT_CHECK_OPTIONS, showUnmodeled: false }, checks);
    });
    if (ws.get(f)?.text !== r.text) ws.update(f, r.text);
    if (options.write && r.text !== original) write(f, r.text);
    results.push({ file: f, before: original, after: r.text, applied: r.applied.length });
  }
  return results;
}

// ---- Unified diff ---------------------------------------------------------------------------------------

type Op = { kind: ' ' | '-' | '+'; line: string };

/** Line diff (Myers' O(ND) algorithm) of `a` → `b`. */
export function diffLines(a: readonly string[], b: readonly string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const v = new Map<number, number>([[1, 0]]);
  const trace: Map<number, number>[] = [];
  let found = false;
  for (let d = 0; d <= max && !found; d++) {
    trace.push(new Map(v));
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && (v.get(k - 1) ?? -1) < (v.get(k + 1) ?? -1));
      let x = down ? (v.get(k + 1) ?? 0) : (v.get(k - 1) ?? 0) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) { x++; y++; }
      v.set(k, x);
      if (x >= n && y >= m) { found = true; break; }
    }
  }
  trace.push(new Map(v));
  // Backtrack from (n, m).
  const ops: Op[] = [];
  let x = n;
  let y = m;
  for (let d = trace.length - 2; d >= 0 && (x > 0 || y > 0); d--) {
    const vd = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && (vd.get(k - 1) ?? -1) < (vd.get(k + 1) ?? -1));
    const prevK = down ? k + 1 : k - 1;
    const prevX = vd.get(prevK) ?? 0;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) { ops.push({ kind: ' ', line: a[x - 1]! }); x--; y--; }
    if (d > 0) {
      if (down) { ops.push({ kind: '+', line: b[y - 1]! }); y--; }
      else { ops.push({ kind: '-', line: a[x - 1]! }); x--; }
    }
  }
  while (x > 0 && y > 0) { ops.push({ kind: ' ', line: a[x - 1]! }); x--; y--; }
  return ops.reverse();
}

/** A unified diff (`--- a/path`, `+++ b/path`, hunks with `context` lines around changes); '' when equal. */
export function formatDiff(path: string, before: string, after: string, context = 3): string {
  if (before === after) return '';
  const a = before.split('\n');
  const b = after.split('\n');
  const ops = diffLines(a, b);
  const changed = ops.map((o, i) => (o.kind !== ' ' ? i : -1)).filter((i) => i >= 0);
  const out = [`--- a/${path}`, `+++ b/${path}`];
  let i = 0;
  while (i < changed.length) {
    let start = Math.max(0, changed[i]! - context);
    let end = Math.min(ops.length, changed[i]! + context + 1);
    while (i + 1 < changed.length && changed[i + 1]! - context <= end) {
      i++;
      end = Math.min(ops.length, changed[i]! + context + 1);
    }
    // Line numbers of the hunk start in a and b.
    let la = 1;
    let lb = 1;
    for (let j = 0; j < start; j++) {
      if (ops[j]!.kind !== '+') la++;
      if (ops[j]!.kind !== '-') lb++;
    }
    const hunk = ops.slice(start, end);
    const ca = hunk.filter((o) => o.kind !== '+').length;
    const cb = hunk.filter((o) => o.kind !== '-').length;
    out.push(`@@ -${ca === 0 ? la - 1 : la},${ca} +${cb === 0 ? lb - 1 : lb},${cb} @@`);
    for (const o of hunk) out.push(`${o.kind}${o.line}`);
    start = end;
    i++;
  }
  return out.join('\n') + '\n';
}

/** Prints the outcome: the diffs (dry run) or one line per fixed file, then a summary. */
export function printFixResults(results: readonly FileFixResult[], io: CliIO, dryRun: boolean): void {
  const changed = results.filter((r) => r.after !== r.before);
  for (const r of changed) {
    const shown = displayPath(r.file, io.cwd);
    if (dryRun) io.out(formatDiff(shown, r.before, r.after));
    else io.out(`${shown}: ${r.applied} fix${r.applied === 1 ? '' : 'es'} applied\n`);
  }
  const total = changed.reduce((n, r) => n + r.applied, 0);
  const verb = dryRun ? 'would apply' : 'applied';
  io.out(`${total} fix${total === 1 ? '' : 'es'} ${verb} in ${changed.length} file${changed.length === 1 ? '' : 's'}.\n`);
}
