// The zip writer of `.mse-set` packages, read back the way unzip tools read a zip: from the end-of-central-directory
// record, through the central directory, to each local header at its offset (an offset one byte off finds no
// header). CRC-32 checked against zlib's; DOS dates; our own reader (readZip) gives back every entry, stored or deflated,
// and refuses a damaged zip.

import { crc32 as zlibCrc32, deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32, readZip, writeZip, type ZipEntry } from '../../server/src/formats/zip';

interface Read { name: string; data: Buffer; crc: number; date: number; time: number; flags: number }

/** Reads a zip as an unzip tool does (central directory first); throws on any inconsistency. */
function unzip(zip: Uint8Array): Read[] {
  const buf = Buffer.from(zip);
  const eocd = buf.length - 22;
  expect(buf.readUInt32LE(eocd)).toBe(0x06054b50);
  expect(buf.readUInt16LE(eocd + 4)).toBe(0); // this disk
  expect(buf.readUInt16LE(eocd + 6)).toBe(0); // disk with the directory
  const count = buf.readUInt16LE(eocd + 10);
  expect(buf.readUInt16LE(eocd + 8)).toBe(count);
  const size = buf.readUInt32LE(eocd + 12);
  const dirAt = buf.readUInt32LE(eocd + 16);
  expect(dirAt + size).toBe(eocd); // the directory ends where the end record starts
  expect(buf.readUInt16LE(eocd + 20)).toBe(0); // no comment
  const out: Read[] = [];
  let at = dirAt;
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    const flags = buf.readUInt16LE(at + 8);
    expect(buf.readUInt16LE(at + 10)).toBe(0); // stored
    const time = buf.readUInt16LE(at + 12);
    const date = buf.readUInt16LE(at + 14);
    const crc = buf.readUInt32LE(at + 16);
    const compressed = buf.readUInt32LE(at + 20);
    const plain = buf.readUInt32LE(at + 24);
    expect(compressed).toBe(plain);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    expect(buf.readUInt16LE(at + 34)).toBe(0); // disk
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    // The local header the directory points at says the same.
    expect(buf.readUInt32LE(local)).toBe(0x04034b50);
    expect(buf.readUInt16LE(local + 4)).toBe(20);
    expect(buf.readUInt16LE(local + 6)).toBe(flags);
    expect(buf.readUInt16LE(local + 8)).toBe(0);
    expect(buf.readUInt16LE(local + 10)).toBe(time);
    expect(buf.readUInt16LE(local + 12)).toBe(date);
    expect(buf.readUInt32LE(local + 14)).toBe(crc);
    expect(buf.readUInt32LE(local + 18)).toBe(compressed);
    expect(buf.readUInt32LE(local + 22)).toBe(plain);
    const localNameLen = buf.readUInt16LE(local + 26);
    const localExtra = buf.readUInt16LE(local + 28);
    expect(buf.subarray(local + 30, local + 30 + localNameLen).toString('utf8')).toBe(name);
    const start = local + 30 + localNameLen + localExtra;
    const data = buf.subarray(start, start + plain);
    expect(data.length).toBe(plain);
    expect(zlibCrc32(data)).toBe(crc);
    out.push({ name, data, crc, date, time, flags });
    at += 46 + nameLen + extraLen + commentLen;
  }
  expect(at).toBe(eocd);
  return out;
}

const entry = fc.record({
  name: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
  data: fc.uint8Array({ maxLength: 300 }),
});

describe('writeZip', () => {
  it('any entries: the directory, the local headers and the data agree, and our reader gives them back', () => {
    fc.assert(fc.property(fc.array(entry, { maxLength: 5 }), (entries: ZipEntry[]) => {
      const zip = writeZip(entries, '2026-03-04');
      const read = unzip(zip);
      expect(read.map((r) => r.name)).toEqual(entries.map((e) => e.name));
      read.forEach((r, i) => expect(Buffer.compare(r.data, Buffer.from(entries[i]!.data))).toBe(0));
      expect(read.every((r) => r.flags === 0x0800)).toBe(true); // names are UTF-8
      const ours = readZip(zip);
      expect(ours.map((e) => e.name)).toEqual(entries.map((e) => e.name));
      ours.forEach((e, i) => expect(Buffer.compare(Buffer.from(e.data), Buffer.from(entries[i]!.data))).toBe(0));
    }), { numRuns: 80, seed: 22 });
  });

  it('the DOS date of the given day at midnight; 1980-01-01 when there is none or it is earlier', () => {
    const stamp = (day?: string) => { const [r] = unzip(writeZip([{ name: 'set', data: new Uint8Array([1]) }], day)); return { date: r!.date, time: r!.time }; };
    expect(stamp('2026-11-30')).toEqual({ date: ((2026 - 1980) << 9) | (11 << 5) | 30, time: 0 });
    expect(stamp('1980-02-03')).toEqual({ date: (2 << 5) | 3, time: 0 });
    expect(stamp('1975-06-07')).toEqual({ date: (6 << 5) | 7, time: 0 });
    expect(stamp()).toEqual({ date: (1 << 5) | 1, time: 0 });
    expect(stamp('yesterday')).toEqual({ date: (1 << 5) | 1, time: 0 });
    expect(stamp('2026-1-3')).toEqual({ date: (1 << 5) | 1, time: 0 });
  });

  it('an empty zip is one end record', () => {
    const zip = writeZip([]);
    expect(zip.length).toBe(22);
    expect(unzip(zip)).toEqual([]);
    expect(readZip(zip)).toEqual([]);
  });
});

describe('crc32', () => {
  it('is zlib\'s CRC-32', () => {
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (b) => { expect(crc32(b)).toBe(zlibCrc32(b)); }), { numRuns: 200, seed: 22 });
  });
});

/** A zip made by hand: each entry stored or deflated, a folder entry, an extra field and a comment where asked. */
function handZip(entries: { name: string; data: Buffer; method: 0 | 8; extra?: number }[], comment = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const body = e.method === 8 ? deflateRawSync(e.data) : e.data;
    const name = Buffer.from(e.name);
    const extra = Buffer.alloc(e.extra ?? 0, 7);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(extra.length, 28); // sizes left to the central directory (as with a data descriptor)
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(3, 30);
    central.writeUInt16LE(2, 32);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, extra, body);
    centrals.push(central, name, Buffer.from([1, 2, 3]), Buffer.from('cc'));
    offset += 30 + name.length + extra.length + body.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([...locals, dir, end, Buffer.from(comment)]);
}

describe('readZip', () => {
  const text = (e: ZipEntry) => [e.name, Buffer.from(e.data).toString()];

  it('stored and deflated entries, through the central directory; folders skipped; a comment after the end record', () => {
    const zip = handZip([
      { name: 'dir/', data: Buffer.alloc(0), method: 0 },
      { name: 'set', data: Buffer.from('mse_version: 2.0.2\n'.repeat(50)), method: 8, extra: 4 },
      { name: 'image1', data: Buffer.from('raw bytes'), method: 0, extra: 1 },
    ], 'made by hand');
    expect(readZip(zip).map(text)).toEqual([['set', 'mse_version: 2.0.2\n'.repeat(50)], ['image1', 'raw bytes']]);
  });

  it('refuses what is not a zip, a damaged directory or header, a cut entry and other methods', () => {
    expect(() => readZip(Buffer.from('PK not really a zip at all, no end record here'))).toThrow(/not a zip file/);
    const good = handZip([{ name: 'a', data: Buffer.from('hello'), method: 0 }]);
    const dirAt = good.readUInt32LE(good.length - 22 + 16);
    const badDir = Buffer.from(good); badDir.writeUInt32LE(dirAt + 1, good.length - 22 + 16);
    expect(() => readZip(badDir)).toThrow(/damaged zip central directory/);
    const badLocal = Buffer.from(good); badLocal.writeUInt32LE(0, 0);
    expect(() => readZip(badLocal)).toThrow(/zip entry a: damaged local header/);
    const long = Buffer.from(good); long.writeUInt32LE(500, dirAt + 20);
    expect(() => readZip(long)).toThrow(/zip entry a is cut short/);
    const method = Buffer.from(good); method.writeUInt16LE(12, dirAt + 10);
    expect(() => readZip(method)).toThrow(/compression method 12/);
    const huge = Buffer.from(good); huge.writeUInt32LE(64 * 1024 * 1024 + 1, dirAt + 24);
    expect(() => readZip(huge)).toThrow(/larger than 67108864 bytes/);
    const edge = Buffer.from(good); edge.writeUInt32LE(64 * 1024 * 1024, dirAt + 24);
    expect(readZip(edge).map(text)).toEqual([['a', 'hello']]);
  });
});
