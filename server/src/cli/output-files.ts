// What the CLI writes (export, render, import --out): every file of a run or none, under names that never collide,
// and a file-system failure said in one line (exit 2), not as an internal error with a stack trace (issue 22, F6, F7).
// Each file is written to a temporary name beside its final one and renamed once all are written: a failure removes
// the temporary files (and a folder the run made), so nothing partial is left behind. The failure is a catalog message
// (`cli.output.*`), worded in the run's language; the system's error code stays as it is ("(EACCES)").

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { displayPath } from './files';
import { raiseExit, type CliIO } from './io';
import { lookupTable } from '../model/lookup-table';
import { msg, t, WordedError, type Locale, type Message } from '../i18n';

/** A file-system failure, said in one line: what could not be done to which path, and why (`why`). */
export class OutputError extends WordedError {}

/** What each system error code means, in the catalog (`cli.output.reason.*`). */
const REASONS: Record<string, Message> = lookupTable({
  ENOENT: msg('cli.output.reason.no-folder'), ENOTDIR: msg('cli.output.reason.file-in-way-of-folder'), EEXIST: msg('cli.output.reason.file-in-way'),
  EISDIR: msg('cli.output.reason.is-folder'), EACCES: msg('cli.output.reason.permission'), EPERM: msg('cli.output.reason.permission'),
  EROFS: msg('cli.output.reason.read-only'), ENOSPC: msg('cli.output.reason.no-space'), ENAMETOOLONG: msg('cli.output.reason.name-too-long'),
  EDQUOT: msg('cli.output.reason.quota'),
});

/** Why a file-system call failed: the catalog's words for its code (and the code), else the system's own first line. */
function reason(err: unknown): Message {
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  const known = code ? REASONS[code] : undefined;
  if (known) return msg('cli.output.reason.coded', { reason: known, code: code! });
  const said = err instanceof Error ? err.message.split('\n')[0]! : String(err);
  return code ? msg('cli.output.reason.system-coded', { text: said, code }) : msg('cli.output.reason.system', { text: said });
}

/** "cannot write PATH: why" / "cannot make the folder PATH: why", as a message. */
export function oneLine(action: 'write' | 'make-folder', shown: string, err: unknown): Message {
  return msg(action === 'write' ? 'cli.output.cannot-write' : 'cli.output.cannot-make-folder', { path: shown, why: reason(err) });
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
      if (isDir(f.file)) throw new OutputError(msg('cli.output.cannot-write', { path: shown(f.file), why: msg('cli.output.reason.is-folder') }));
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
      throw new OutputError(oneLine('make-folder', shown(d), err));
    }
  }
  if (!isDir(dir)) throw new OutputError(msg('cli.output.cannot-make-folder', { path: shown(dir), why: msg('cli.output.reason.file-in-way') }));
}

/** writeOutputs for a command: a failure is said in one line, in `locale` (exit 2). Whether everything was written. */
export function writeForCommand(files: readonly OutputFile[], io: CliIO, locale: Locale): boolean {
  try {
    writeOutputs(files, (f) => displayPath(f, io.cwd));
    return true;
  } catch (err) {
    if (!(err instanceof OutputError)) throw err;
    io.err(`${t(locale, 'cli.output.nothing-written', { problem: err.why })}\n`);
    raiseExit(io, 2);
    return false;
  }
}
