// Whether a cache folder is ours alone: what is read from it (V8's code cache, the loader's; a startup snapshot,
// startup/snapshot.ts) is code, so it is read only from a folder nobody else can write into.

import { lstatSync } from 'node:fs';

/**
 * The cache folder is read only if it is ours alone (a folder, not a link, this user's, writable by no one else), and
 * written only then or when it is absent (files/private-write.ts makes it with mode 0700).
 */
export function folderState(dir: string): 'private' | 'absent' | 'other' {
  try {
    const s = lstatSync(dir);
    if (!s.isDirectory()) return 'other';
    if (process.platform === 'win32') return 'private'; // no POSIX modes: the folder is in the user's own profile
    return (s.mode & 0o022) === 0 && (typeof process.getuid !== 'function' || s.uid === process.getuid()) ? 'private' : 'other';
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : 'other';
  }
}
