// Where the card database's index is cached: never beside the user's file (a folder they opened must not be able to
// point the write anywhere, e.g. through a committed symbolic link), but in a folder of ours — the extension's global
// storage (the client passes it to the server) or, for the CLI, the user's cache folder ($XDG_CACHE_HOME/cardscript,
// else ~/.cache/cardscript). One file per database, named by a hash of the database's paths; written privately
// (files/private-write.ts) and read only as a regular file, not through a link, with a bound.

import { createHash } from 'node:crypto';
import { homedir } from 'node:os';
import * as path from 'node:path';
import { readRegularFile } from '../files/regular-file';
import { writePrivateFile } from '../files/private-write';

/** An index larger than this is not read back (it is rebuilt): the largest real bulk file indexes to far less. */
export const MAX_INDEX_BYTES = 256 * 1024 * 1024;

/** The CLI's cache folder: `$XDG_CACHE_HOME/cardscript` (an absolute XDG_CACHE_HOME only, as the spec says), else `~/.cache/cardscript`. */
export function userCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const xdg = env['XDG_CACHE_HOME'];
  if (xdg && path.isAbsolute(xdg)) return path.join(xdg, 'cardscript');
  if (process.platform === 'win32' && env['LOCALAPPDATA']) return path.join(env['LOCALAPPDATA'], 'cardscript', 'cache');
  return path.join(homedir(), '.cache', 'cardscript');
}

/** The index's file name for these source paths (absolute): a hash, so no part of a path reaches the file system. */
export function indexFileName(paths: readonly string[]): string {
  return `${createHash('sha256').update(JSON.stringify(paths)).digest('hex').slice(0, 32)}.cardscript-index.json`;
}

/** The cached text, or undefined (none, unreadable, a link, not a regular file, too large). */
export function readIndex(dir: string, paths: readonly string[]): string | undefined {
  try {
    return readRegularFile(path.join(dir, indexFileName(paths)), MAX_INDEX_BYTES, { noFollow: true }).toString('utf8');
  } catch {
    return undefined;
  }
}

/** Writes the index; false when it cannot (the index then lives in memory only). */
export function writeIndex(dir: string, paths: readonly string[], text: string): boolean {
  try {
    writePrivateFile(dir, indexFileName(paths), text);
    return true;
  } catch {
    return false;
  }
}
