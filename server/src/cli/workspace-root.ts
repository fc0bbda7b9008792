// The workspace a CLI command sees, the same as the editor's: the folder given with --workspace, else the nearest
// folder (from the files given, upwards) holding a `.cardscript` marker file, else the nearest folder holding a
// card file with a `set` line (the set the files belong to). Every card file under it is read, so names defined in
// sibling files resolve; diagnostics are still reported only for the files given.

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { isCardFile } from '../analysis/card-files';

/** A file that marks a workspace root. */
export const WORKSPACE_MARKER = '.cardscript';
/** The upward search stops at the working directory (for files inside it), a repository root (a folder holding `.git`), or the file system's root. */
const BOUNDARY = '.git';

export interface WorkspaceRoot {
  dir: string;
  /** How it was found: the --workspace option, a marker file, or the set line of the file named here. */
  how: { kind: 'option' } | { kind: 'marker' } | { kind: 'set'; file: string };
}

const SET_LINE = /^[ \t]*set[ \t]+"/m;

function setFileIn(dir: string): string | undefined {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch {
    return undefined;
  }
  for (const name of entries) {
    if (!isCardFile(name)) continue;
    const file = path.join(dir, name);
    try {
      if (statSync(file).isFile() && SET_LINE.test(readFileSync(file, 'utf8'))) return file;
    } catch {
      // unreadable: not a set file
    }
  }
  return undefined;
}

/** The workspace root of `files` (absolute paths), or undefined when none is found (only the files are read). */
export function findWorkspaceRoot(files: readonly string[], option?: string, cwdGiven = process.cwd()): WorkspaceRoot | undefined {
  const cwd = path.resolve(cwdGiven);
  if (option !== undefined) return { dir: path.resolve(cwd, option), how: { kind: 'option' } };
  const start = files[0] ? path.dirname(files[0]) : cwd;
  // Inside the working directory, the search stays inside it (the user's project).
  const rel = path.relative(cwd, start);
  const insideCwd = !rel.startsWith('..') && !path.isAbsolute(rel);
  const ancestors: string[] = [];
  for (let dir = start; ; dir = path.dirname(dir)) {
    ancestors.push(dir);
    if ((insideCwd && dir === cwd) || existsSync(path.join(dir, BOUNDARY)) || path.dirname(dir) === dir) break;
  }
  const marked = ancestors.find((d) => existsSync(path.join(d, WORKSPACE_MARKER)));
  if (marked) return { dir: marked, how: { kind: 'marker' } };
  for (const dir of ancestors) {
    const file = setFileIn(dir);
    if (file) return { dir, how: { kind: 'set', file } };
  }
  return undefined;
}
