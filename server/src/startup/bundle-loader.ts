// The loader of a bundle built beside it, with V8's code cache (issue 27: cold start). dist/server.js, dist/cli.js and
// dist/client.js are this file plus a few lines: they compile their real bundle (dist/server-main.js, dist/cli-commands.js,
// dist/cli-import.js or the VS Code extension's dist/client-main.js) with `vm.Script` and the code V8 compiled for it at an earlier start, kept in the user's cache
// folder, instead of compiling its megabytes of source again (the server's first publish ~0.15 s of CPU sooner).
//
// What it may compile is fixed: one of BUNDLES, read from the folder of this file (never a path from input or settings),
// in this process's own context, as Node would load it (a CommonJS module). The cached code is V8's own output for
// exactly these bytes: the cache file is named by a hash of the bundle's bytes, Node's version and the architecture
// (V8 itself checks only the source's length and its flags), read only from a private folder of ours (0700, owned by
// this user; files/private-write.ts makes it so), never through a link, and written atomically (a temporary file
// renamed). A cache absent, unreadable, rejected by V8 or unwritable is ignored: the bundle is compiled from its source.
// CARDSCRIPT_CODE_CACHE=off compiles from the source and neither reads nor writes a cache.
// test/resilience/trust.test.ts allows `node:vm` in this file only; test/resilience/code-cache.test.ts tests it.

import { isAscii } from 'node:buffer';
import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import * as path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import { userCacheDir } from '../carddb/index-cache';
import { folderState } from '../files/private-folder';
import { writePrivateFile } from '../files/private-write';
import { readRegularFile } from '../files/regular-file';

/** The bundles a loader may compile: the files esbuild.mjs builds beside it. */
export const BUNDLES = ['server-main.js', 'cli-commands.js', 'cli-import.js', 'client-main.js'] as const;
export type BundleName = (typeof BUNDLES)[number];

/** A bundle is a few MB; its code cache a few more. A larger file is not read (the bundle compiles from its source). */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

export interface LoadedBundle {
  /** The bundle's `module.exports`. */
  exports: unknown;
  /**
   * Writes the code V8 has compiled for the bundle so far, if the cache was absent or rejected (else nothing): called
   * once the first run's start-up is done (the server's first diagnostics, the command line's command), so that the
   * functions start-up runs are in it, not only the bundle's top level. Never throws.
   */
  saveCache(): void;
}

/**
 * Loads `name` from beside this file (see the file comment). `parent`: the loader's own module (none in a V8 startup
 * snapshot's builder, which has no `module`). `variant`: which run's code the cache holds (the CLI: one cache per
 * command, since `check` compiles far more than `--version`; a lower-case word, else none). `eager`: for a startup
 * snapshot (startup/snapshot-entry.ts): every function of the bundle compiled now (V8's `--no-lazy` for this one
 * compilation), so that the snapshot holds their code as the code cache would; no code cache read or written.
 */
export function loadBundle(name: BundleName, parent: NodeModule | undefined, variant?: string, { eager = false } = {}): LoadedBundle {
  if (!(BUNDLES as readonly string[]).includes(name)) throw new Error(`not a bundle of CardScript: ${String(name)}`);
  const file = path.join(__dirname, name);
  const bytes = readRegularFile(file, Number.MAX_SAFE_INTEGER);
  // The bundles are ASCII (esbuild.mjs asciiOnly): read as Latin-1, the same string without a UTF-8 decode.
  const source = bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');

  const useCache = !eager && process.env['CARDSCRIPT_CODE_CACHE'] !== 'off';
  const dir = userCacheDir();
  const stem = name.replace(/\.js$/, '');
  const key = createHash('sha1').update(bytes).update(`\0${process.version}\0${process.arch}`).digest('hex');
  const cacheName = `${stem}.${variant && /^[a-z]{1,16}$/.test(variant) ? `${variant}.` : ''}${key}.v8-code-cache`;
  const folder = useCache ? folderState(dir) : 'other';
  let cachedData: Buffer | undefined;
  if (folder === 'private') {
    try {
      cachedData = readRegularFile(path.join(dir, cacheName), MAX_CACHE_BYTES, { noFollow: true });
    } catch {
      cachedData = undefined; // none yet, or unreadable: compiled from the source
    }
  }

  // Node's CommonJS wrapper: the bundle runs as if `require`d from its own file.
  if (eager) setFlagsFromString('--no-lazy');
  let script: Script;
  try {
    script = new Script(`(function (exports, require, module, __filename, __dirname) { ${source}\n})`, {
      filename: file,
      cachedData,
      // No `importModuleDynamically`: the bundles have no `import()` (esbuild.mjs makes each a `require`).
    });
  } finally {
    // V8's default again: the snapshot's flags must be the ones the server runs with.
    if (eager) setFlagsFromString('--lazy');
  }
  const mod = new Module(file, parent);
  mod.filename = file;
  mod.paths = parent?.paths.slice() ?? [];
  const req = createRequire(file);
  req.cache[file] = mod; // as Node registers a module it loads: `require.cache` lists the bundles loaded
  (script.runInThisContext() as (...args: unknown[]) => void).call(mod.exports, mod.exports, req, mod, file, path.dirname(file));
  mod.loaded = true;

  let save = folder !== 'other' && (cachedData === undefined || script.cachedDataRejected === true);
  return {
    exports: mod.exports,
    saveCache(): void {
      if (!save) return;
      save = false;
      try {
        writePrivateFile(dir, cacheName, script.createCachedData());
        // The caches of earlier builds of this bundle (or of another Node) are of no more use.
        for (const f of readdirSync(dir)) if (f.startsWith(`${stem}.`) && f.endsWith('.v8-code-cache') && !f.includes(`.${key}.`)) rmSync(path.join(dir, f), { force: true });
      } catch {
        // unwritable: the next start compiles from the source again
      }
    },
  };
}
