// Inputs that froze the server or the CLI (issue 22, F3, F4, F5; F9 in edit-work.test.ts): each algorithm is linear in its input. No test
// times anything (speed lives in `npm run bench`, items 16–19): the work is counted — characters copied, bytes held —
// at n and 2n on small inputs, and must grow like the input (ratio ≈ 2), not like its square (≈ 4).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineIndex } from '../../grammar/src/line-index';
import { streamJson, type JsonStreamStats } from '../../server/src/formats/json-stream';
import { notUnderstoodPart } from '../../server/src/model/abilities/effects';
import { MappedText } from '../../server/src/model/abilities/mapped-text';

const ROOT = path.join(__dirname, '..', '..');

afterEach(() => { vi.restoreAllMocks(); });

/** Characters `MappedText.slice` copies (text and offset map) while `run` runs. */
function charactersSliced(run: () => void): number {
  let copied = 0;
  const original = MappedText.prototype.slice;
  vi.spyOn(MappedText.prototype, 'slice').mockImplementation(function (this: MappedText, start: number, end?: number) {
    const out = original.call(this, start, end);
    copied += out.length;
    return out;
  });
  run();
  vi.restoreAllMocks();
  return copied;
}

const CLAUSE = 'target creature gets +1/+1 until end of turn and ';
const longSentence = (clauses: number) => 'Draw a card and ' + CLAUSE.repeat(clauses) + 'juggle the cards.';

describe('the not-understood part of a sentence is found in one pass (F3)', () => {
  it('reads the same part as before on sentences of every shape', () => {
    const part = (s: string) => { const m = MappedText.from(s, 0); const sp = notUnderstoodPart(m); return s.slice(sp.start, sp.end); };
    expect(part('Draw a card and juggle them.')).toBe('juggle them');
    expect(part('Draw a card, and then juggle them.')).toBe('juggle them');
    expect(part('Target creature gets +1/+1 until end of turn for each card in your hand.')).toBe('for each card in your hand');
    expect(part('If you control a Wizard, draw a card.')).toBe('If you control a Wizard,');
    expect(part('Juggle the cards.')).toBe('Juggle the cards');
    // The longest readable start is taken, within the reader's 600 characters; the rest is the part.
    const long = longSentence(100);
    expect(part(long).endsWith('juggle the cards')).toBe(true);
    expect(long.length - part(long).length).toBeLessThanOrEqual(620);
  });

  it('copies characters in proportion to the sentence, not its square', () => {
    const work = (clauses: number) => charactersSliced(() => notUnderstoodPart(MappedText.from(longSentence(clauses), 0)));
    const n = work(400);
    const twice = work(800);
    expect(twice / n).toBeLessThan(2.5);
  });
});

describe('line numbers come from a line index built once (F4)', () => {
  it('gives the line of every offset, as counting the line breaks before it does', () => {
    const text = 'card "A"\n  cost {1}\n\n\ncard "B"\r\n  type Instant\nlast line without a break';
    const lines = new LineIndex(text);
    for (let at = 0; at <= text.length + 3; at++) expect(lines.line(at)).toBe(text.slice(0, at).split('\n').length - 1);
    expect(new LineIndex('').line(0)).toBe(0);
  });

  it('no code counts the line breaks before an offset again for each card (text.slice(0, at).split)', () => {
    const sources = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
      const f = path.join(dir, n);
      return statSync(f).isDirectory() ? sources(f) : f.endsWith('.ts') ? [f] : [];
    });
    const hits = [...sources(path.join(ROOT, 'server', 'src')), ...sources(path.join(ROOT, 'grammar', 'src'))]
      .flatMap((f) => readFileSync(f, 'utf8').split('\n').map((l, i) => [`${path.relative(ROOT, f)}:${i + 1}`, l] as const))
      .filter(([, l]) => /\.slice\(0, [^)]*\)\.split\(['"]\\n['"]\)\.length/.test(l));
    expect(hits.map(([at]) => at)).toEqual([]);
  });
});

/** `text` as byte chunks of `size`. */
function* byteChunks(text: string, size: number): Generator<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

describe('the streaming JSON reader holds one chunk and one value, whatever the file\'s size (F5)', () => {
  const card = (i: number) => JSON.stringify({ object: 'card', name: `Card ${i}`, oracle_text: `Flying\nDraw a card. “${'x'.repeat(900)}” \\ ${i}` });
  const bulk = (n: number) => `[\n${Array.from({ length: n }, (_, i) => card(i)).join(',\n')}\n]`;
  const read = (text: string, chunk: number) => {
    const stats: JsonStreamStats = { maxHeld: 0, invalidUtf8: 0 };
    let count = 0;
    for (const { value } of streamJson(byteChunks(text, chunk), (p) => p.length === 1, undefined, stats)) {
      expect((value as { name: string }).name).toBe(`Card ${count}`);
      count++;
    }
    return { count, held: stats.maxHeld, stats };
  };

  it('a bulk file read in chunks: what is held does not grow with the file (values end mid-chunk, as they do)', () => {
    const small = read(bulk(1500), 4096);
    const large = read(bulk(3000), 4096);
    expect([small.count, large.count]).toEqual([1500, 3000]);
    expect(small.held).toBeGreaterThan(0);
    expect(small.held).toBeLessThan(64 * 1024);
    expect(large.held).toBeLessThanOrEqual(small.held);
  });

  it('a value larger than a chunk is read whole, holding about the value', () => {
    const big = JSON.stringify([{ name: 'Card 0', oracle_text: 'é'.repeat(1 << 20) }]);
    const r = read(big, 1000);
    expect(r.count).toBe(1);
    expect(r.held).toBeLessThan(3 * Buffer.byteLength(big));
  });

  it('a value larger than a chunk is read with each byte moved a bounded number of times (no copy of the value per chunk)', () => {
    for (const size of [1 << 16, 1 << 18]) {
      const big = JSON.stringify([{ name: 'Card 0', oracle_text: 'x'.repeat(size) }]);
      const r = read(big, 1000);
      expect(r.count).toBe(1);
      // Doubling the buffer copies at most the value again; dropping what was read before it copies it at most once.
      expect(r.stats.moved ?? 0).toBeLessThan(3 * big.length);
    }
  });

  it('what was read before a value is dropped once it is at least half the buffer: a value that starts early grows the buffer instead of being moved', () => {
    const value = 'x'.repeat(100_000);
    const text = JSON.stringify(['a', value]);
    const stats: JsonStreamStats = { maxHeld: 0, invalidUtf8: 0 };
    const got = [...streamJson(byteChunks(text, 1 << 16), (p) => p.length === 1, undefined, stats)].map((v) => v.value);
    expect(got).toEqual(['a', value]);
    // The first chunk fills the 64 KiB buffer; the value starts 7 bytes in. At the second chunk, dropping those bytes
    // would move the whole value read so far for nothing: the buffer doubles instead, copying what it holds, once.
    expect(stats.moved).toBe(1 << 16);
  });

  it('values that are skipped are dropped too: a file whose values are not wanted is held a chunk at a time', () => {
    const text = bulk(3000);
    const stats: JsonStreamStats = { maxHeld: 0, invalidUtf8: 0 };
    const names = [...streamJson(byteChunks(text, 4096), (p) => p.length === 2 && p[1] === 'name' && p[0] === 2999, undefined, stats)].map((v) => v.value);
    expect(names).toEqual(['Card 2999']);
    expect(stats.maxHeld).toBeLessThan(16 * 1024);
    // Nothing is kept from one chunk to the next but the part of a value read so far: a few bytes moved per chunk.
    expect(stats.moved).toBeGreaterThanOrEqual(0);
    expect(stats.moved).toBeLessThan(text.length / 8);
  });

  it('counts values whose bytes are not valid UTF-8 (they are read as U+FFFD)', () => {
    const bytes = Buffer.concat([Buffer.from('[{"name":"Card 0","oracle_text":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('"},{"name":"Card 1"}]')]);
    const stats: JsonStreamStats = { maxHeld: 0, invalidUtf8: 0 };
    const values = [...streamJson([bytes], (p) => p.length === 1, undefined, stats)].map((v) => v.value as { oracle_text?: string });
    expect(values[0]!.oracle_text).toBe('a\uFFFD\uFFFD');
    expect(stats.invalidUtf8).toBe(1);
  });
});
