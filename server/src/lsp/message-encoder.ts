// The JSON of the messages the server writes over stdio, without one string of a large publish: the library turned
// every message into one JSON.stringify string, and a publish of a large document's diagnostics (the real pool:
// 6,220 diagnostics, 3 MB) is two bytes a character as soon as one message quotes a curly apostrophe or a dash — a
// 6 MB string in V8's large-object space, held until the next full collection, on top of what the check holds, at the
// moment the open's first answer goes out (issue 27, `npm run bench -- 15`). A publish's diagnostics are made JSON one
// by one (small strings the young generation takes back at once) and written into one buffer: the same bytes.

import type { ContentTypeEncoder, ContentTypeEncoderOptions, Message } from 'vscode-languageserver/node';

/**
 * An item that knows its own JSON: what `JSON.stringify(item)` gives, as a string or in UTF-8 (lsp/convert.ts
 * `WhenSent`, whose JSON may be the one sent for the same diagnostic last time, `SentJson`). Written as it is.
 */
export const JSON_TEXT = Symbol('JSON text');
export interface JsonText {
  [JSON_TEXT](): string | Buffer;
}

/** A publish with fewer diagnostics is one string, as before (a small one costs nothing to hold). */
const LARGE_LIST = 256;
/** Stands for the list in the message's JSON, which is cut there (a uri or a version can't hold a NUL). */
const HOLE = '\u0000cardscript-diagnostics\u0000';
const HOLE_JSON = JSON.stringify(HOLE);

/** The list of diagnostics a publish carries, when it is long enough to be written item by item. */
function largeList(msg: Message): unknown[] | undefined {
  const m = msg as { method?: unknown; params?: { diagnostics?: unknown } };
  if (m.method !== 'textDocument/publishDiagnostics') return undefined;
  const list = m.params?.diagnostics;
  return Array.isArray(list) && list.length >= LARGE_LIST ? list : undefined;
}

/** The bytes of `msg`'s JSON in UTF-8: what `Buffer.from(JSON.stringify(msg), 'utf8')` gives. */
export function encodeMessage(msg: Message): Buffer {
  const list = largeList(msg);
  if (!list) return Buffer.from(JSON.stringify(msg), 'utf8');
  const m = msg as Message & { params: Record<string, unknown> };
  // The message with its list stood in for (same keys, same order), cut where the list goes.
  const outer = JSON.stringify({ ...m, params: { ...m.params, diagnostics: HOLE } });
  const at = outer.lastIndexOf(HOLE_JSON);
  const head = outer.slice(0, at);
  const tail = outer.slice(at + HOLE_JSON.length);
  // As JSON.stringify writes an array: each item's JSON (its own text when it has one), `null` for an item that has
  // none (a diagnostic's toJSON, lsp/convert.ts convertedWhenSent, reads no key).
  const items: (string | Buffer)[] = new Array<string | Buffer>(list.length);
  let bytes = Buffer.byteLength(head, 'utf8') + Buffer.byteLength(tail, 'utf8') + 2 + Math.max(0, list.length - 1);
  for (let i = 0; i < list.length; i++) {
    const item = list[i] as Partial<JsonText> | null | undefined;
    const json = typeof item?.[JSON_TEXT] === 'function' ? item[JSON_TEXT]() : ((JSON.stringify(item) as string | undefined) ?? 'null');
    items[i] = json;
    bytes += typeof json === 'string' ? Buffer.byteLength(json, 'utf8') : json.length;
  }
  const out = Buffer.allocUnsafe(bytes);
  let n = out.write(head, 0, 'utf8');
  out[n++] = 0x5b; // [
  for (let i = 0; i < items.length; i++) {
    if (i > 0) out[n++] = 0x2c; // ,
    const json = items[i]!;
    if (typeof json === 'string') n += out.write(json, n, 'utf8');
    else n += json.copy(out, n);
  }
  out[n++] = 0x5d; // ]
  n += out.write(tail, n, 'utf8');
  return n === bytes ? out : out.subarray(0, n);
}

/** The content-type encoder of the server's stdio writer (UTF-8, as the library's own). */
export const messageEncoder: ContentTypeEncoder = {
  name: 'application/json',
  encode(msg: Message, options: ContentTypeEncoderOptions): Promise<Uint8Array> {
    if (options.charset !== 'utf-8') return Promise.resolve(Buffer.from(JSON.stringify(msg), options.charset));
    return Promise.resolve(encodeMessage(msg));
  },
};
