// Checking with and without the set-wide pool (server/src/checks/interaction-pool.ts): the worker bundle built once per
// test run into a temp folder (from esbuild.mjs's own entry, as `node esbuild.mjs` builds dist/interaction-worker.js),
// and every file's diagnostics from an incremental checker without a pool, with one whose workers do every chunk, and
// with one that shares the chunks with this thread.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as esbuild from 'esbuild';
import { CHECKS, DEFAULT_CHECK_OPTIONS } from '../../server/src/checks';
import { IncrementalChecker } from '../../server/src/checks/incremental-checker';
import type { PoolOptions } from '../../server/src/checks/interaction-pool';
import { Workspace } from '../../server/src/model/workspace';

const ROOT = path.join(__dirname, '..', '..');

let built: Promise<{ script: string; dir: string }> | undefined;

/** The worker bundle, built once (removed by `removeWorker`). */
export function workerScript(): Promise<string> {
  built ??= (async () => {
    const url = new URL(`file://${path.join(ROOT, 'esbuild.mjs')}`).href;
    const { bundles } = (await import(url)) as { bundles(o: object): esbuild.BuildOptions[] };
    const entry = bundles({}).find((b) => String(b.outfile).endsWith('interaction-worker.js'));
    if (!entry) throw new Error('esbuild.mjs builds no interaction-worker.js');
    const dir = mkdtempSync(path.join(tmpdir(), 'cardscript-pool-'));
    const script = path.join(dir, 'interaction-worker.js');
    await esbuild.build({ ...entry, absWorkingDir: ROOT, outfile: script, sourcemap: false, logLevel: 'silent' });
    return { script, dir };
  })();
  return built.then((b) => b.script);
}

export async function removeWorker(): Promise<void> {
  if (built) rmSync((await built).dir, { recursive: true, force: true });
  built = undefined;
}

export type Files = ReadonlyMap<string, string>;
type Checked = Map<string, unknown[]>;

function checkedBy(files: Files, checker: IncrementalChecker): Checked {
  const ws = new Workspace();
  for (const [uri, text] of files) ws.update(uri, text);
  return new Map([...files.keys()].map((uri) => [uri, JSON.parse(JSON.stringify(checker.check(ws, uri, DEFAULT_CHECK_OPTIONS, CHECKS))) as unknown[]]));
}

/** Every file's diagnostics without the pool, with workers doing every chunk, and with chunks shared with this thread. */
export async function checkedWithAndWithoutPool(files: Files, workers = 2): Promise<{ without: Checked; workersOnly: Checked; shared: Checked; chunks: { byWorkers: number; here: number; redone: number } }> {
  const script = await workerScript();
  const options: PoolOptions = { workers, minSources: 1, chunk: 2, script };
  const without = checkedBy(files, new IncrementalChecker(null));
  const only = new IncrementalChecker({ ...options, here: false });
  const both = new IncrementalChecker(options);
  try {
    const workersOnly = checkedBy(files, only);
    const shared = checkedBy(files, both);
    const a = only.pool!.work;
    const b = both.pool!.work;
    return { without, workersOnly, shared, chunks: { byWorkers: a.chunksByWorkers + b.chunksByWorkers, here: a.chunksHere + b.chunksHere, redone: a.chunksRedone + b.chunksRedone } };
  } finally {
    only.pool?.end();
    both.pool?.end();
  }
}
