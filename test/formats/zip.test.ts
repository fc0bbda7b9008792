// The zip writer of `.mse-set` packages, read back the way unzip tools read a zip: from the end-of-central-directory
// record, through the central directory, to each local header at its offset (an offset one byte off finds no
// header). CRC-32 checked against zlib's; DOS dates; our own reader (readStoredZip) gives back every entry.

import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32, readStoredZip, writeZip, type ZipEntry } from '../../server/src/formats/zip';

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
      const ours = readStoredZip(zip);
      expect(ours.map((e) => e.name)).toEqual(entries.map((e) => e.name));
      ours.forEach((e, i) => expect(Buffer.compare(Buffer.from(e.data), Buffer.from(entries[i]!.data))).toBe(0));
    }), { numRuns: 200, seed: 22 });
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
    expect(readStoredZip(zip)).toEqual([]);
  });
});

describe('crc32', () => {
  it('is zlib\'s CRC-32', () => {
    expect(crc32(new Uint8Array())).toBe(0);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (b) => { expect(crc32(b)).toBe(zlibCrc32(b)); }), { numRuns: 200, seed: 22 });
  });
});

describe('readStoredZip', () => {
  it('refuses a compressed entry and stops at the central directory', () => {
    const zip = Buffer.from(writeZip([{ name: 'a', data: Buffer.from('x') }, { name: 'b', data: Buffer.from('yz') }]));
    expect(readStoredZip(zip).map((e) => [e.name, Buffer.from(e.data).toString()])).toEqual([['a', 'x'], ['b', 'yz']]);
    const deflated = Buffer.from(zip);
    deflated.writeUInt16LE(8, 8);
    expect(() => readStoredZip(deflated)).toThrow(/zip entry a is compressed/);
    // An extra field in a local header is stepped over.
    const name = Buffer.from('n');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(2, 18);
    local.writeUInt16LE(1, 26);
    local.writeUInt16LE(3, 28);
    const withExtra = Buffer.concat([local, name, Buffer.from([9, 9, 9]), Buffer.from('ok')]);
    expect(readStoredZip(withExtra).map((e) => Buffer.from(e.data).toString())).toEqual(['ok']);
    // A header cut short is not read.
    expect(readStoredZip(withExtra.subarray(0, 29))).toEqual([]);
  });
});
