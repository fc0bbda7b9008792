// A streaming JSON reader: yields the values found at chosen paths of a document too large to parse whole
// (Scryfall bulk files, MTGJSON AllPrintings), holding only one such value in memory at a time.

import { regularFileChunks } from '../files/regular-file';

export type JsonPath = readonly (string | number)[];

/** Reads a regular file in chunks of text (UTF-8 sequences split across chunks are joined); a FIFO or device is refused. */
export const fileChunks = (file: string, size = 1 << 20): Generator<string> => regularFileChunks(file, size);

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
      // Jump to the next quote (strings are most of a card file), then look for escapes before it only.
      const q = buf.indexOf('"', pos);
      if (q < 0) {
        // No quote yet: step over the escapes to the buffer's end; an escape cut by the end is read again whole.
        let i = pos;
        while (i < buf.length) i += buf.charCodeAt(i) === 92 ? 2 : 1;
        pos = i > buf.length ? buf.length - 1 : buf.length;
        if (!more()) fail('unterminated string');
        continue;
      }
      let escaped = -1;
      for (let i = pos; i < q; i++) if (buf.charCodeAt(i) === 92 /* \\ */) { escaped = i; break; }
      if (escaped < 0) { pos = q + 1; return; }
      pos = escaped + 1;
      if (peek() === undefined) fail('unterminated string');
      pos++;
    }
  };
  const skipValue = () => {
    const c = peek();
    if (c === '"') return skipString();
    if (c === '{' || c === '[') {
      let depth = 0;
      for (;;) {
        if (pos >= buf.length && !more()) fail('unterminated value');
        const d = buf.charCodeAt(pos);
        if (d === 34 /* " */) { skipString(); continue; }
        pos++;
        if (d === 123 || d === 91) depth++;
        else if (d === 125 || d === 93) { depth--; if (depth === 0) return; }
      }
    }
    const start = pos;
    for (;;) {
      if (pos >= buf.length && !more()) break;
      const d = buf.charCodeAt(pos);
      // whitespace , ] }
      if (d === 32 || d === 10 || d === 13 || d === 9 || d === 44 || d === 93 || d === 125) break;
      pos++;
    }
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
