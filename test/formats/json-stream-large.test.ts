// The streaming JSON reader on documents larger than its buffer: values and keys longer than the part it keeps, long
// runs of skipped values before and between them, escapes and multi-byte characters at every chunk boundary. What it
// yields equals JSON.parse's, whatever the chunk size (a reader that dropped its buffer in the middle of a value it is
// capturing, or kept a stale offset after dropping it, gives a different value or a parse error).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonStreamError, streamJson } from '../../server/src/formats/json-stream';

function chunked(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

/** A string of about `n` characters with escapes and multi-byte characters spread through it. */
const long = (n: number, seed: number) => {
  const parts = ['abc ', '"', '\\', '\n', 'é', '—', '😀', '{', '}', '[', ']', ',', ':', ' '];
  let s = '';
  for (let i = 0; s.length < n; i++) s += parts[(i * 7 + seed) % parts.length];
  return s;
};

describe('streamJson on large documents', () => {
  const record = fc.record({
    size: fc.integer({ min: 0, max: 90_000 }),
    keySize: fc.integer({ min: 1, max: 70_000 }),
    skipped: fc.integer({ min: 0, max: 140_000 }),
    seed: fc.nat(20),
  });

  it('long wanted values and keys between long skipped ones: the values JSON.parse gives (property)', () => {
    fc.assert(fc.property(fc.array(record, { minLength: 1, maxLength: 3 }), fc.integer({ min: 500, max: 20_000 }), (recs, chunk) => {
      const data = recs.map((r, i) => ({
        skip: long(r.skipped, r.seed),
        card: { name: long(r.size, r.seed + 1), n: i, nested: [long(r.size >> 3, r.seed + 2), { x: null }] },
        [long(r.keySize, r.seed + 3)]: i,
      }));
      const text = JSON.stringify({ head: long(80_000, 1), data });
      const want = (p: readonly (string | number)[]) => p.length === 3 && p[0] === 'data' && (p[2] === 'card' || (typeof p[2] === 'string' && p[2].length > 100));
      const got = [...streamJson(chunked(text, chunk), want)];
      const expected = data.flatMap((d, i) => Object.entries(d).filter(([k]) => k === 'card' || k.length > 100).map(([k, v]) => ({ path: ['data', i, k], value: v })));
      expect(got.length).toBe(expected.length);
      got.forEach((g, i) => {
        expect(g.path).toEqual(expected[i]!.path);
        expect(g.value).toEqual(expected[i]!.value);
      });
    }), { numRuns: 6, seed: 22 });
  });

  it('a value not descended into is skipped whole, however long', () => {
    const text = JSON.stringify([{ skip: { deep: [long(200_000, 3), { a: long(70_000, 4) }] }, keep: long(100_000, 5) }, 7]);
    const got = [...streamJson(chunked(text, 4096), (p) => p.length === 2 && p[1] === 'keep', (p) => p.length < 2)];
    expect(got).toEqual([{ path: [0, 'keep'], value: long(100_000, 5) }]);
  });

  it('the whole document when it is wanted, in chunks of any size', () => {
    const doc = { a: long(150_000, 6), b: [1, 2.5e3, -7, true, false, null], c: long(70_000, 7) };
    const text = JSON.stringify(doc);
    for (const size of [1000, 65_536, 65_537, 300_000]) expect([...streamJson(chunked(text, size), (p) => p.length === 0)][0]!.value).toEqual(doc);
  });

  it('a document cut inside a long value is an error', () => {
    const text = JSON.stringify([{ name: long(100_000, 8) }]);
    expect(() => [...streamJson(chunked(text.slice(0, 90_000), 4096), (p) => p.length === 1)]).toThrow(JsonStreamError);
    expect(() => [...streamJson(chunked(text.slice(0, 90_000), 4096), () => false)]).toThrow(JsonStreamError);
  });
});
