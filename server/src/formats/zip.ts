// A minimal zip writer (stored entries, no compression) for Magic Set Editor's `.mse-set` package; deterministic:
// every entry carries the same given timestamp. And a reader of stored or deflated entries (`import` of a `.mse-set`).

import { inflateRawSync } from 'node:zlib';
import { msg, WordedError } from '../i18n';

/** A zip package that can't be read: why, as a catalog message (`import.zip.*`). */
export class ZipError extends WordedError {}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of data) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export interface ZipEntry {
  name: string;
  data: Uint8Array;
}

/** DOS date and time of a `YYYY-MM-DD` day at midnight (1980-01-01 when absent or earlier). */
function dosDateTime(day?: string): { date: number; time: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day ?? '');
  const y = m ? Math.max(1980, Number(m[1])) : 1980;
  return { date: ((y - 1980) << 9) | ((m ? Number(m[2]) : 1) << 5) | (m ? Number(m[3]) : 1), time: 0 };
}

export function writeZip(entries: readonly ZipEntry[], day?: string): Uint8Array {
  const { date, time } = dosDateTime(day);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const crc = crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, Buffer.from(e.data));
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** The most bytes one entry may inflate to (a set file is text: far below this). */
const MAX_ENTRY = 64 * 1024 * 1024;

/**
 * Reads a zip's entries through its central directory (sizes are there even when a local header leaves them to a data
 * descriptor), stored or deflated (the two methods zip tools use for a `.mse-set`). Throws on anything else.
 */
export function readZip(zip: Uint8Array): ZipEntry[] {
  const buf = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  // The end-of-central-directory record: the last 22 bytes, or earlier when a comment (up to 65,535 bytes) follows it.
  let end = -1;
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff); at--) {
    if (buf.readUInt32LE(at) === 0x06054b50) { end = at; break; }
  }
  if (end < 0) throw new ZipError(msg('import.zip.not-zip'));
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const out: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw new ZipError(msg('import.zip.damaged-directory'));
    const method = buf.readUInt16LE(at + 10);
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    at += 46 + nameLen + extraLen + commentLen;
    if (name.endsWith('/')) continue;
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw new ZipError(msg('import.zip.damaged-header', { name }));
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(start, start + compressed);
    if (raw.length !== compressed) throw new ZipError(msg('import.zip.cut-short', { name }));
    if (size > MAX_ENTRY) throw new ZipError(msg('import.zip.too-large', { name, max: String(MAX_ENTRY) }));
    if (method === 0) out.push({ name, data: raw });
    else if (method === 8) out.push({ name, data: inflateRawSync(raw, { maxOutputLength: MAX_ENTRY }) });
    else throw new ZipError(msg('import.zip.method', { name, method: String(method) }));
  }
  return out;
}
