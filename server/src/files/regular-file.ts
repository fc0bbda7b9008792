// Reading a file the user (or a workspace) named, safely: only a regular file is read. The open does not block on a
// FIFO (O_NONBLOCK; it is then refused by fstat, as are devices, sockets and folders), a symbolic link is refused
// where the caller asks (O_NOFOLLOW), and a read never goes past a bound.

import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/** Why a file was refused, as data (worded at the edge: cli/error-text.ts). */
export type Refusal = { kind: 'symlink' } | { kind: 'not-regular'; what: 'folder' | 'fifo' | 'device' } | { kind: 'too-large'; max: number };

/** Why a file was not read: one line for the user (no stack trace); `message` is the English. */
export class FileRefusedError extends Error {
  constructor(readonly file: string, readonly refusal: Refusal) {
    super(refusal.kind === 'symlink' ? `${file} is a symbolic link`
      : refusal.kind === 'too-large' ? `${file} is larger than ${refusal.max} bytes`
      : `${file} is not a regular file (${refusal.what === 'folder' ? 'a folder' : refusal.what === 'fifo' ? 'a FIFO' : 'a device or socket'})`);
  }
}

// Not every platform has these flags (Windows has neither FIFOs nor O_NOFOLLOW): 0 leaves the open as it was.
const O_NONBLOCK = constants.O_NONBLOCK ?? 0;
const O_NOFOLLOW = constants.O_NOFOLLOW ?? 0;

export interface OpenedFile {
  fd: number;
  /** The file's size when it was opened. */
  size: number;
}

/**
 * Opens `file` for reading if it is a regular file (a FIFO, device, socket or folder is refused without blocking).
 * `noFollow`: a symbolic link is refused too. The caller closes the descriptor.
 */
export function openRegularFile(file: string, options: { noFollow?: boolean } = {}): OpenedFile {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | O_NONBLOCK | (options.noFollow ? O_NOFOLLOW : 0));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ELOOP' && options.noFollow) throw new FileRefusedError(file, { kind: 'symlink' });
    throw err;
  }
  try {
    const s = fstatSync(fd);
    if (!s.isFile()) throw new FileRefusedError(file, { kind: 'not-regular', what: s.isDirectory() ? 'folder' : s.isFIFO() ? 'fifo' : 'device' });
    return { fd, size: s.size };
  } catch (err) {
    closeSync(fd);
    throw err;
  }
}

/** The bytes of a regular file, at most `maxBytes` (a larger file is refused: nothing is read). */
export function readRegularFile(file: string, maxBytes: number, options: { noFollow?: boolean } = {}): Buffer {
  const { fd, size } = openRegularFile(file, options);
  try {
    if (size > maxBytes) throw new FileRefusedError(file, { kind: 'too-large', max: maxBytes });
    const out = Buffer.alloc(size);
    let got = 0;
    // Reads what was there when it was opened: a file growing meanwhile does not make the read unbounded.
    while (got < size) {
      const n = readSync(fd, out, got, size - got, got);
      if (n === 0) break;
      got += n;
    }
    return out.subarray(0, got);
  } finally {
    closeSync(fd);
  }
}

/** A regular file's bytes in chunks, up to its size when opened. */
export function* regularFileBytes(file: string, chunkSize = 1 << 20): Generator<Buffer> {
  const { fd, size } = openRegularFile(file);
  try {
    const bytes = Buffer.alloc(Math.max(1, Math.min(chunkSize, size)));
    for (let at = 0; at < size;) {
      const n = readSync(fd, bytes, 0, Math.min(bytes.length, size - at), at);
      if (n === 0) break;
      at += n;
      yield bytes.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
}

/** A regular file's text in chunks (UTF-8 sequences split across chunks are joined), up to its size when opened. */
export function* regularFileChunks(file: string, chunkSize = 1 << 20): Generator<string> {
  const decoder = new StringDecoder('utf8');
  for (const bytes of regularFileBytes(file, chunkSize)) {
    const text = decoder.write(bytes);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}
