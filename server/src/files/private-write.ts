// Writing a file of our own (a cache) into a folder of our own, so that nothing planted there can redirect the write:
// the folder is made private, the data goes to a fresh temporary name opened with O_CREAT|O_EXCL|O_NOFOLLOW (never an
// existing file, never through a symbolic link) and is then renamed over the final name (a rename replaces a link
// itself, it does not follow it). A failure leaves no temporary file behind.

import { randomBytes } from 'node:crypto';
import { closeSync, constants, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import * as path from 'node:path';

const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;

export function writePrivateFile(dir: string, name: string, data: string | Uint8Array): void {
  if (name.includes('/') || name.includes(path.sep) || name === '.' || name === '..') throw new Error(`not a file name: ${name}`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const final = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | O_NOFOLLOW, 0o600);
  let open = true;
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
    closeSync(fd);
    open = false;
    renameSync(temp, final);
  } catch (err) {
    if (open) closeSync(fd);
    rmSync(temp, { force: true });
    throw err;
  }
}
