// A streaming JSON reader: yields the values found at chosen paths of a document too large to parse whole
// (Scryfall bulk files, MTGJSON AllPrintings), holding only one such value in memory at a time.
//
// It reads bytes, not text: the file is never one string (Scryfall's bulk files of 0.5–2.3 GB exceed V8's string
// limit), skipped parts are never decoded, and the buffer is trimmed as it goes — also while a value is being captured
// (what was read before the value is dropped), so it holds one chunk and the value being read (issue 22, F5).

import { isUtf8 } from 'node:buffer';
import { regularFileBytes, regularFileChunks } from '../files/regular-file';
import { msg, WordedError, type Message } from '../i18n';

export type JsonPath = readonly (string | number)[];

/** Reads a regular file in chunks of text (UTF-8 sequences split across chunks are joined); a FIFO or device is refused. */
export const fileChunks = (file: string, size = 1 << 20): Generator<string> => regularFileChunks(file, size);

/** Reads a regular file in chunks of bytes (each chunk is valid only until the next is read). */
export const fileBytes = (file: string, size = 1 << 20): Generator<Buffer> => regularFileBytes(file, size);

/** Malformed JSON: why, as a catalog message (`import.json.*`). */
export class JsonStreamError extends WordedError {}

/** What a run of the reader saw, for its caller's warnings and for tests. */
export interface JsonStreamStats {
  /** The most bytes the reader held at once (its buffer's filled part). */
  maxHeld: number;
  /** Values (and keys) whose bytes were not valid UTF-8 (each invalid sequence read as U+FFFD). */
  invalidUtf8: number;
  /** Bytes copied inside the reader's buffer (dropping what was read, growing it): a bounded number of times each. */
  moved?: number;
}

interface Frame {
  kind: 'obj' | 'arr';
  path: (string | number)[];
  index: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Yields `{ path, value }` for every value whose path `wanted` accepts (its inside is not searched further).
 * Throws JsonStreamError on malformed JSON. `stats`, when given, is filled in as the reader goes.
 */
export function* streamJson(
  chunks: Iterable<Uint8Array | string>,
  wanted: (path: JsonPath) => boolean,
  /** Whether to look inside a value that is not wanted (default: always); saying no skips it quickly. */
  descend: (path: JsonPath) => boolean = () => true,
  stats: JsonStreamStats = { maxHeld: 0, invalidUtf8: 0 },
): Generator<{ path: JsonPath; value: unknown }> {
  const source = chunks[Symbol.iterator]();
  let data = Buffer.alloc(1 << 16);
  let len = 0;
  let pos = 0;
  /** Where the value being captured starts (-1: none); bytes before it (and before pos) may be dropped. */
  let keepFrom = -1;
  let done = false;
  /** Where the next backslash at or after `pos` is (`len`: none in the filled part; below `pos`: not known). */
  let backslash = -1;
  /** A high surrogate that ended a text chunk: its pair's other half starts the next one (text cut anywhere reads the same). */
  let high = '';
  const more = (): boolean => {
    if (done) return false;
    const next = source.next();
    if (next.done && !high) { done = true; return false; }
    let chunk: Uint8Array;
    if (next.done || typeof next.value === 'string') {
      let text = high + (next.done ? '' : (next.value as string));
      high = '';
      const last = text.charCodeAt(text.length - 1);
      if (!next.done && last >= 0xd800 && last <= 0xdbff) { high = text.slice(-1); text = text.slice(0, -1); }
      if (next.done) done = true;
      chunk = Buffer.from(text, 'utf8');
    } else {
      chunk = next.value;
    }
    // Drop what was read, once it is at least half the buffer (each byte is moved a bounded number of times).
    const cut = keepFrom >= 0 ? keepFrom : pos;
    if (cut > 0 && cut >= len >> 1) {
      data.copy(data, 0, cut, len);
      stats.moved = (stats.moved ?? 0) + len - cut;
      len -= cut;
      pos -= cut;
      if (keepFrom >= 0) keepFrom -= cut;
    }
    if (len + chunk.length > data.length) {
      let size = data.length;
      while (size < len + chunk.length) size *= 2;
      const grown = Buffer.alloc(size);
      data.copy(grown, 0, 0, len);
      stats.moved = (stats.moved ?? 0) + len;
      data = grown;
    }
    data.set(chunk, len);
    len += chunk.length;
    backslash = -1; // the bytes moved, or more came
    if (len > stats.maxHeld) stats.maxHeld = len;
    return true;
  };
  const peek = (): number => {
    while (pos >= len) if (!more()) return -1;
    return data[pos]!;
  };
  const fail = (what: Message): never => { throw new JsonStreamError(msg('import.malformed-json', { what })); };
  const shown = (c: number): Message => (c < 0 ? msg('import.json.end') : c < 0x80 ? msg('import.json.char', { char: String.fromCharCode(c) }) : msg('import.json.byte', { byte: `0x${c.toString(16)}` }));
  const skipWs = () => {
    for (let c = peek(); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = peek()) pos++;
  };
  const skipString = () => {
    pos++; // opening quote
    for (;;) {
      // Jump to the next quote, then look for an escape before it only (both searches are native; what they find past
      // the filled part, len, is an old chunk's byte: not found).
      let q = data.indexOf(QUOTE, pos);
      if (q >= len) q = -1;
      // The next backslash is looked for again only once it is passed (a string without one would otherwise search on
      // to the next backslash of the buffer, however far: quadratic in the distance between them).
      if (backslash < pos) {
        backslash = data.indexOf(BACKSLASH, pos);
        if (backslash < 0 || backslash > len) backslash = len; // none in the filled part
      }
      const e = backslash < len ? backslash : -1;
      if (e >= 0 && (q < 0 || e < q)) {
        // An escape: step over it (an escape cut by the buffer's end is read when more arrives).
        pos = e + 1;
        if (peek() < 0) fail(msg('import.json.unterminated-string'));
        pos++;
        continue;
      }
      if (q >= 0) { pos = q + 1; return; }
      pos = len;
      if (!more()) fail(msg('import.json.unterminated-string'));
    }
  };
  const skipValue = () => {
    const c = peek();
    if (c === QUOTE) return skipString();
    if (c === 0x7b || c === 0x5b) {
      let depth = 0;
      for (;;) {
        if (pos >= len && !more()) fail(msg('import.json.unterminated-value'));
        const d = data[pos]!;
        if (d === QUOTE) { skipString(); continue; }
        pos++;
        if (d === 0x7b || d === 0x5b) depth++;
        else if (d === 0x7d || d === 0x5d) { depth--; if (depth === 0) return; }
      }
    }
    // A number or a literal (`more` may move the buffer: count what was read, don't remember where it started).
    let read = 0;
    for (;;) {
      if (pos >= len && !more()) break;
      const d = data[pos]!;
      // whitespace , ] }
      if (d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09 || d === 0x2c || d === 0x5d || d === 0x7d) break;
      pos++;
      read++;
    }
    if (read === 0) fail(msg('import.json.unexpected', { found: shown(c) }));
  };
  /** The bytes [keepFrom, pos) as text (an invalid UTF-8 sequence counted, and read as U+FFFD). */
  const captured = (): string => {
    const bytes = data.subarray(keepFrom, pos);
    if (!isUtf8(bytes)) stats.invalidUtf8++;
    keepFrom = -1;
    return bytes.toString('utf8');
  };
  const capture = (): unknown => {
    keepFrom = pos;
    skipValue();
    const text = captured();
    try { return JSON.parse(text); } catch { return fail(msg('import.json.value-not-parsed')); }
  };

  const stack: Frame[] = [];
  const open = (path: (string | number)[]) => {
    const c = peek();
    if ((c === 0x7b || c === 0x5b) && descend(path)) { stack.push({ kind: c === 0x7b ? 'obj' : 'arr', path, index: 0 }); pos++; return; }
    skipValue();
  };
  skipWs();
  if (peek() < 0) fail(msg('import.json.empty'));
  if (wanted([])) { yield { path: [], value: capture() }; return; }
  open([]);
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    skipWs();
    const c = peek();
    if (c < 0) fail(msg('import.json.end-of-file'));
    if (c === 0x2c) { pos++; continue; }
    if ((top.kind === 'arr' && c === 0x5d) || (top.kind === 'obj' && c === 0x7d)) { pos++; stack.pop(); continue; }
    let key: string | number;
    if (top.kind === 'obj') {
      if (c !== QUOTE) fail(msg('import.json.expected-key', { found: shown(c) }));
      keepFrom = pos;
      skipString();
      try { key = JSON.parse(captured()) as string; } catch { return fail(msg('import.json.key-not-parsed')); }
      skipWs();
      if (peek() !== 0x3a) fail(msg('import.json.expected-colon'));
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
