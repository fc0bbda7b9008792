// A V8 startup snapshot of the language server (issue 27, the editor's start; bench/README.md, speedT). Node 20 starts
// from a snapshot of a heap in which a script has run (`node --snapshot-blob X --build-snapshot entry.js`, then
// `node --snapshot-blob X …`): the server's module top level (phrase tables, token vocabulary, the language-server
// library) and the compiled code of its bundle are then read back instead of made again — about 100 ms of CPU less
// from the process's start to `initialize` answered, and to the first squiggle.
//
// A snapshot only loads in the binary that built it, with the same V8 flags (anything else and Node refuses to start),
// and it is made by the user's own Node (or the editor's), not shipped: the client (client/src/extension.ts) builds it
// once in the background, after the server has started without it, and a later start uses it only when it was built
// for this binary, these flags and these bundles (`snapshotPlan`'s key) and a start from it has been tried once (the
// check argument of startup/snapshot-check.ts). A build or a try that fails leaves a mark, and that key is not tried
// again: the server starts as before (dist/server.js with the code cache). `CARDSCRIPT_SNAPSHOT=off` turns it off.
//
// The blob is code for the server's process: like the code cache (bundle-loader.ts) it lives in the user's
// cache folder, used only when that folder is ours alone and the blob a regular file there (not a link).

import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { setPriority } from 'node:os';
import * as path from 'node:path';
import { userCacheDir } from '../carddb/index-cache';
import { writePrivateFile } from '../files/private-write';
import { folderState } from '../files/private-folder';
import { SNAPSHOT_CHECK_ARG } from './snapshot-check';

/** Where the snapshot for one binary, flag list and build of the bundles is (or would be) kept. */
export interface SnapshotPlan {
  /** The user's cache folder. */
  dir: string;
  /** The blob's file name there. */
  name: string;
  /** dist/, where dist/server.js, dist/server-main.js and dist/server-snapshot.js are. */
  dist: string;
  execPath: string;
  flags: readonly string[];
}

/** The files the snapshot is made of; a change of any gives another key. */
const SNAPSHOT_INPUTS = ['server-snapshot.js', 'server-main.js'] as const;

/**
 * The snapshot a start of `dist`/server.js by `execPath` with `flags` may use, or undefined (switched off, or a bundle
 * missing). The key is the binary, Node's version, the architecture, the flags and each input's path, size and time of
 * change (not a hash of their bytes: this runs in the client before the server is started, and reading the server's
 * megabytes there would cost a tenth of what the snapshot saves; a rebuilt bundle has a new time of change).
 */
export function snapshotPlan(dist: string, flags: readonly string[], { execPath = process.execPath, env = process.env } = {}): SnapshotPlan | undefined {
  if (env['CARDSCRIPT_SNAPSHOT'] === 'off') return undefined;
  const stamp = (f: string) => { const s = statSync(f); return `\0${f}\0${s.size}\0${s.mtimeMs}\0${s.ino}`; };
  let binary: string;
  const hash = createHash('sha1');
  try {
    binary = createHash('sha1').update(JSON.stringify([process.version, process.arch])).update(stamp(execPath)).digest('hex').slice(0, 12);
    hash.update(JSON.stringify([binary, flags]));
    for (const n of SNAPSHOT_INPUTS) hash.update(stamp(path.join(dist, n)));
  } catch {
    return undefined; // a development build without the snapshot's entry, or a binary gone
  }
  // The binary's own part first: a build removes only the same binary's other snapshots (startup/snapshot.ts `buildSnapshot`).
  return { dir: userCacheDir(env), name: `server-snapshot.${binary}.${hash.digest('hex')}.blob`, dist, execPath, flags };
}

/** The name's part that says the binary (`server-snapshot.<binary>.`). */
const binaryPrefix = (name: string) => name.split('.').slice(0, 2).join('.') + '.';

/** Another binary's snapshot not used for this long goes at the next build (that editor was updated or removed). */
const UNUSED_MS = 30 * 24 * 3600 * 1000;

/** `--snapshot-blob <file>` when the plan's snapshot is built and tried, in a folder of ours; else nothing. */
export function snapshotArgs(plan: SnapshotPlan | undefined): string[] {
  if (!plan || folderState(plan.dir) !== 'private') return [];
  const file = path.join(plan.dir, plan.name);
  try {
    const s = lstatSync(file);
    if (!s.isFile() || s.size === 0 || (typeof process.getuid === 'function' && s.uid !== process.getuid())) return [];
  } catch {
    return []; // not built yet
  }
  try {
    const now = new Date();
    utimesSync(file, now, now); // used: another binary's build leaves it (UNUSED_MS)
  } catch {
    // its time stays: at worst it is built again
  }
  return ['--snapshot-blob', file];
}

/** What `buildSnapshot` did. */
export type SnapshotBuild = 'built' | 'failed' | 'skipped';

/**
 * Builds the plan's snapshot (the binary runs dist/server-snapshot.js with `--build-snapshot`, at the lowest priority),
 * tries a start from it, and only then puts it under its name; the other builds' snapshots go. Skipped when it is
 * there already, when a build for this key failed before, or when the cache folder isn't ours. Never throws.
 */
export async function buildSnapshot(plan: SnapshotPlan, env: NodeJS.ProcessEnv = process.env): Promise<SnapshotBuild> {
  const final = path.join(plan.dir, plan.name);
  const mark = `${plan.name}.failed`;
  try {
    mkdirSync(plan.dir, { recursive: true, mode: 0o700 });
    if (folderState(plan.dir) !== 'private' || exists(final) || exists(path.join(plan.dir, mark))) return 'skipped';
  } catch {
    return 'skipped';
  }
  const temp = path.join(plan.dir, `.${plan.name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  // Under the editor the binary is the editor's (Electron): it runs as Node only when told so.
  const childEnv = { ...env, ELECTRON_RUN_AS_NODE: '1' };
  const run = (args: string[]) => new Promise<boolean>((resolve) => {
    const child = spawn(plan.execPath, [...plan.flags, '--snapshot-blob', temp, ...args], { cwd: plan.dist, env: childEnv, stdio: 'ignore', windowsHide: true });
    try {
      if (child.pid !== undefined) setPriority(child.pid, 19);
    } catch {
      // not allowed: it runs at the normal priority
    }
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
  try {
    const ok = (await run(['--build-snapshot', path.join(plan.dist, 'server-snapshot.js')])) && (await run([path.join(plan.dist, 'server.js'), SNAPSHOT_CHECK_ARG]));
    if (!ok) {
      rmSync(temp, { force: true });
      writePrivateFile(plan.dir, mark, '');
      return 'failed';
    }
    renameSync(temp, final);
    // The same binary's snapshots (and marks) of other builds are of no more use. Another binary's (another editor, or
    // Node, sharing the cache folder) may be in use — a running editor restarts its server with the flags it chose at
    // its start — so it goes only when unused for a month.
    const own = binaryPrefix(plan.name);
    for (const f of readdirSync(plan.dir)) {
      if (!f.startsWith('server-snapshot.') || f.startsWith(plan.name)) continue;
      const file = path.join(plan.dir, f);
      if (f.startsWith(own) || Date.now() - lstatSync(file).mtimeMs > UNUSED_MS) rmSync(file, { force: true });
    }
    return 'built';
  } catch {
    rmSync(temp, { force: true });
    return 'failed';
  }
}

/**
 * A built snapshot the server didn't start from (the client saw the start fail): removed, and its key marked failed so
 * that no build or start tries it again. Never throws.
 */
export function refuseSnapshot(plan: SnapshotPlan): void {
  try {
    rmSync(path.join(plan.dir, plan.name), { force: true });
    if (folderState(plan.dir) === 'private') writePrivateFile(plan.dir, `${plan.name}.failed`, '');
  } catch {
    // the next start finds it again and the client falls back again
  }
}

function exists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}
