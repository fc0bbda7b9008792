// What the CLI writes (export, render, import --out): every file of a run or none, under names that never collide,
// and a file-system failure said in one line (exit 2), not as an internal error with a stack trace (issue 22, F6, F7).
// Each file is written to a temporary name beside its final one and renamed once all are written: a failure removes
// the temporary files (and a folder the run made), so nothing partial is left behind.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { displayPath } from './files';
import { raiseExit, type CliIO } from './io';
import { lookupTable } from '../model/lookup-table';

/** A file-system failure, said in one line: what could not be done to which path, and why. */
export class OutputError extends Error {}

const REASONS: Record<string, string> = lookupTable({
  ENOENT: 'no such folder', ENOTDIR: 'a file is in the way of a folder', EEXIST: 'a file is in the way', EISDIR: 'it is a folder',
  EACCES: 'permission denied', EPERM: 'permission denied', EROFS: 'read-only file system', ENOSPC: 'no space left on the device',
  ENAMETOOLONG: 'the name is too long', EDQUOT: 'disk quota exceeded',
});

export function oneLine(action: string, shown: string, err: unknown): string {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const why = (code && REASONS[code]) ?? (err instanceof Error ? err.message.split('\n')[0] : String(err));
  return `cannot ${action} ${shown}: ${why}${code ? ` (${code})` : ''}`;
}

/** Names that are unique within one output folder (compared without case: most file systems of users ignore it). */
export class UniqueNames {
  private readonly taken = new Set<string>();

  /**
   * `base` + `ext`, or `base_2` + `ext`, `base_3` + `ext`… when taken; `collided` says a suffix was added.
   * An empty base (a name with nothing writable) becomes `card`.
   */
  claim(base: string, ext: string): { name: string; collided: boolean } {
    const stem = base || 'card';
    let name = stem + ext;
    for (let n = 2; this.taken.has(name.toLowerCase()); n++) name = `${stem}_${n}${ext}`;
    this.taken.add(name.toLowerCase());
    return { name, collided: name !== stem + ext || base === '' };
  }
}

export interface OutputFile {
  /** The file's path. */
  file: string;
  data: string | Uint8Array;
}

/**
 * Writes every file or none: each to a temporary name, then all renamed. `shown` gives a path as the user sees it.
 * Throws OutputError (one line) when a folder cannot be made or a file cannot be written; what the run wrote is gone.
 */
export function writeOutputs(files: readonly OutputFile[], shown: (file: string) => string): void {
  const madeDirs: string[] = [];
  const temps: { temp: string; file: string }[] = [];
  const undo = () => {
    for (const t of temps) rmSync(t.temp, { force: true });
    for (const d of madeDirs.reverse()) { try { rmdirSync(d); } catch { /* not empty or gone: keep */ } }
  };
  try {
    for (const f of files) {
      const dir = path.dirname(f.file);
      if (!isDir(dir)) makeDir(dir, madeDirs, shown);
      if (isDir(f.file)) throw new OutputError(`cannot write ${shown(f.file)}: it is a folder`);
      const temp = path.join(dir, `.${path.basename(f.file)}.${randomBytes(4).toString('hex')}.tmp`);
      try {
        writeFileSync(temp, f.data, { flag: 'wx' });
      } catch (err) {
        throw new OutputError(oneLine('write', shown(f.file), err));
      }
      temps.push({ temp, file: f.file });
    }
    for (const t of temps) {
      try {
        renameSync(t.temp, t.file);
      } catch (err) {
        throw new OutputError(oneLine('write', shown(t.file), err));
      }
    }
  } catch (err) {
    undo();
    throw err;
  }
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** Makes `dir` and the folders above it that are missing (remembered, to be removed on failure). */
function makeDir(dir: string, made: string[], shown: (file: string) => string): void {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d); d = path.dirname(d)) {
    missing.push(d);
    if (path.dirname(d) === d) break;
  }
  for (const d of missing.reverse()) {
    try {
      mkdirSync(d);
      made.push(d);
    } catch (err) {
      throw new OutputError(oneLine('make the folder', shown(d), err));
    }
  }
  if (!isDir(dir)) throw new OutputError(`cannot make the folder ${shown(dir)}: a file is in the way`);
}

/** writeOutputs for a command: a failure is said in one line (exit 2). Whether everything was written. */
export function writeForCommand(files: readonly OutputFile[], io: CliIO): boolean {
  try {
    writeOutputs(files, (f) => displayPath(f, io.cwd));
    return true;
  } catch (err) {
    if (!(err instanceof OutputError)) throw err;
    io.err(`cardscript: ${err.message}; nothing was written\n`);
    raiseExit(io, 2);
    return false;
  }
}
