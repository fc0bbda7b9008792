// The streaming JSON reader gives the same values as JSON.parse, whatever the chunk boundaries (strings with
// escapes, nested values and multi-byte characters split across chunks — text chunks also between the two halves of
// a surrogate pair), and rejects malformed input.

import { describe, expect, it } from 'vitest';
import { streamJson, JsonStreamError } from '../../server/src/formats/json-stream';
import { detectFormat } from '../../server/src/formats/detect';

const DOC = JSON.stringify({
  object: 'list',
  data: [
    { name: 'A "quoted}]" \\ name', n: 1, nested: { list: [1, 2, { x: 'ü—…😀' }] }, t: true, f: null },
    { name: 'Ünïcödé // Bäck 🂡🂡', text: 'line 1\nline 2 {2}{U}', neg: -1.5e3 },
    { ends: 'x\\', quote: '\\"', both: '\\\\"\\' },
    [],
    {},
  ],
  has_more: false,
});

function chunked(text: string, size: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

describe('streamJson', () => {
  for (const size of [1, 2, 3, 7, 64, 100000]) {
    it(`chunks of ${size}: the data entries equal JSON.parse's`, () => {
      const got = [...streamJson(chunked(DOC, size), (p) => p.length === 2 && p[0] === 'data')].map((v) => v.value);
      expect(got).toEqual((JSON.parse(DOC) as { data: unknown[] }).data);
    });
  }

  it('gives each value its path; a value not descended into is skipped whole', () => {
    const paths = [...streamJson([DOC], (p) => p.length === 2, (p) => p.length === 0 || p[0] === 'data')].map((v) => v.path);
    expect(paths).toEqual([['data', 0], ['data', 1], ['data', 2], ['data', 3], ['data', 4]]);
  });

  it('the whole document when the empty path is wanted', () => {
    expect([...streamJson(chunked(DOC, 5), (p) => p.length === 0)][0]!.value).toEqual(JSON.parse(DOC));
  });

  for (const bad of ['', '[{"a":1}', '{"a" 1}', '[1,,2', '{"a":"unterminated}']) {
    it(`rejects malformed input ${JSON.stringify(bad)}`, () => {
      expect(() => [...streamJson(chunked(bad, 2), (p) => p.length === 1)]).toThrow(JsonStreamError);
    });
  }
});

describe('detectFormat', () => {
  it.each([
    ['{"object":"card","name":"X"}', 'scryfall', 'card'],
    ['{"object": "list", "data": []}', 'scryfall', 'list'],
    ['[{"object":"card","name":"X"}]', 'scryfall', 'array'],
    ['{"meta":{"date":"2026-01-01"},"data":{"baseSetSize":1,"cards":[]}}', 'mtgjson', 'set'],
    ['{"meta":{"date":"2026-01-01"},"data":{"10E":{"cards":[]}}}', 'mtgjson', 'all-printings'],
    ['{"meta":{"version":"5"},"data":{"Ember Scholar":[{}]}}', 'mtgjson', 'atomic'],
    ['{"meta":{"description":"x"},"cards":[{"name":"X","typeLine":"Land"}]}', 'ours', 'object'],
    ['[{"name":"X","oracleText":""}]', 'ours', 'array'],
  ])('%s', (text, format, shape) => {
    expect(detectFormat(text)).toEqual({ format, shape });
  });

  it('Forge scripts, Cockatrice XML, CardScript and unknown text', () => {
    expect(detectFormat('Name:X\nManaCost:1\nTypes:Artifact\n').format).toBe('forge');
    expect(detectFormat('\uFEFF<?xml version="1.0"?><cockatrice_carddatabase version="4">').format).toBe('cockatrice');
    expect(detectFormat('card "X"\n  type Land\n').format).toBe('cardscript');
    expect(detectFormat('<html></html>').format).toBe('unknown');
    expect(detectFormat('hello').format).toBe('unknown');
  });
});
