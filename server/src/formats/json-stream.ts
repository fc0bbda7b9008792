// A streaming JSON reader: yields the values found at chosen paths of a document too large to parse whole
// (Scryfall bulk files, MTGJSON AllPrintings), holding only one such value in memory at a time.

import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

export type JsonPath = readonly (string | number)[];

/** Reads a file in chunks of text (UTF-8 sequences split across chunks are joined). */
export function* fileChunks(file: string, size = 1 << 20): Generator<string> {
  const fd = openSync(file, 'r');
  try {
    const bytes = Buffer.alloc(size);
    const decoder = new StringDecoder('utf8');
    for (;;) {
      const n = readSync(fd, bytes, 0, size, null);
      if (n === 0) break;
      const text = decoder.write(bytes.subarray(0, n));
      if (text) yield text;
    }
    const rest = decoder.end();
    if (rest) yield rest;
  } finally {
    closeSync(fd);
  }
}

export class JsonStreamError extends Error {}

interface Frame {
  kind: 'obj' | 'arr';
  path: (string | number)[];
  index: number;
}

/**
 * Yields `{ path, value }` for every value whose path `wanted` accepts (its inside is not searched further).
 * Throws JsonStreamError on malformed JSON.
 */
export function* streamJson(
  chunks: Iterable<string>,
  wanted: (path: JsonPath) => boolean,
  /** Whether to look inside a value that is not wanted (default: always); saying no skips it quickly. */
  descend: (path: JsonPath) => boolean = () => true,
): Generator<{ path: JsonPath; value: unknown }> {
  const source = chunks[Symbol.iterator]();
  let buf = '';
  let pos = 0;
  let keepFrom = -1;
  let done = false;
  const more = (): boolean => {
    if (done) return false;
    const next = source.next();
    if (next.done) { done = true; return false; }
    if (keepFrom < 0 && pos > 1 << 16) { buf = buf.slice(pos); pos = 0; }
    buf += next.value;
    return true;
  };
  const peek = (): string | undefined => {
    while (pos >= buf.length) if (!more()) return undefined;
    return buf[pos];
  };
  const fail = (what: string): never => { throw new JsonStreamError(`malformed JSON: ${what}`); };
  const skipWs = () => {
    for (let c = peek(); c === ' ' || c === '\n' || c === '\r' || c === '\t'; c = peek()) pos++;
  };
  const skipString = () => {
    pos++; // opening quote
    for (;;) {
      const c = peek();
      if (c === undefined) fail('unterminated string');
      if (c === '\\') { pos++; if (peek() === undefined) fail('unterminated string'); pos++; continue; }
      pos++;
      if (c === '"') return;
    }
  };
  const skipValue = () => {
    const c = peek();
    if (c === '"') return skipString();
    if (c === '{' || c === '[') {
      let depth = 0;
      for (;;) {
        const d = peek();
        if (d === undefined) fail('unterminated value');
        if (d === '"') { skipString(); continue; }
        pos++;
        if (d === '{' || d === '[') depth++;
        else if (d === '}' || d === ']') { depth--; if (depth === 0) return; }
      }
    }
    const start = pos;
    for (let d = peek(); d !== undefined && !/[\s,\]}]/.test(d); d = peek()) pos++;
    if (pos === start) fail(`unexpected '${c ?? 'end of file'}'`);
  };
  const capture = (): unknown => {
    keepFrom = pos;
    skipValue();
    const text = buf.slice(keepFrom, pos);
    keepFrom = -1;
    try { return JSON.parse(text); } catch { return fail('a value does not parse'); }
  };

  const stack: Frame[] = [];
  const open = (path: (string | number)[]) => {
    const c = peek();
    if ((c === '{' || c === '[') && descend(path)) { stack.push({ kind: c === '{' ? 'obj' : 'arr', path, index: 0 }); pos++; return undefined; }
    skipValue();
    return undefined;
  };
  skipWs();
  if (peek() === undefined) fail('empty document');
  if (wanted([])) { yield { path: [], value: capture() }; return; }
  open([]);
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    skipWs();
    const c = peek();
    if (c === undefined) fail('unexpected end of file');
    if (c === ',') { pos++; continue; }
    if ((top.kind === 'arr' && c === ']') || (top.kind === 'obj' && c === '}')) { pos++; stack.pop(); continue; }
    let key: string | number;
    if (top.kind === 'obj') {
      if (c !== '"') fail(`expected a key, found '${c}'`);
      keepFrom = pos;
      skipString();
      key = JSON.parse(buf.slice(keepFrom, pos)) as string;
      keepFrom = -1;
      skipWs();
      if (peek() !== ':') fail('expected a colon');
      pos++;
      skipWs();
    } else {
      key = top.index++;
    }
    const path = [...top.path, key];
    if (wanted(path)) yield { path, value: capture() };
    else open(path);
  }
}
