// The server's stdio writer encodes a large publish item by item (issue 27: no 6 MB string of the whole message);
// every message's bytes are exactly what JSON.stringify gives, which the library's own encoder wrote before.
import { describe, expect, it } from 'vitest';
import type { Message } from 'vscode-languageserver/node';
import { encodeMessage, messageEncoder } from '../../server/src/lsp/message-encoder';

const plain = (msg: unknown) => Buffer.from(JSON.stringify(msg), 'utf8');

/** Diagnostics as the publisher sends them (lsp/convert.ts convertedWhenSent: each stands in by its toJSON). */
function diagnostics(n: number): object[] {
  return Array.from({ length: n }, (_, i) => {
    const d = {
      range: { start: { line: i, character: 2 }, end: { line: i, character: 9 } },
      severity: 1 + (i % 4),
      code: `code-${i % 7}`,
      source: 'cardscript',
      // Two bytes a character (curly quotes, a dash), four (an emoji), and characters JSON escapes.
      message: i % 3 ? `“Card ${i}” — can’t be \u{1F600} here` : `tab\tquote"backslash\\ \u0000 \u2028 end`,
      relatedInformation: i % 5 ? undefined : [{ location: { uri: `file:///other-${i}.cards`, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } } }, message: 'see' }],
    };
    return i % 2 ? { toJSON: () => d } : d;
  });
}

const publish = (list: unknown[], version?: number, uri = 'file:///pool.cards'): Message =>
  ({ jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri, version, diagnostics: list } }) as Message;

describe('the stdio writer\'s message encoder', () => {
  it('writes a large publish item by item, byte for byte what JSON.stringify writes', () => {
    for (const msg of [publish(diagnostics(300), 7), publish(diagnostics(1000)), publish([...diagnostics(299), undefined], 2)]) {
      expect(encodeMessage(msg).equals(plain(msg))).toBe(true);
    }
    // Made JSON one by one (JSON.stringify of the whole list would ask each item's toJSON with its index).
    const keys: string[] = [];
    const list = diagnostics(300).map((d) => ({ toJSON: (key: string) => { keys.push(key); return d; } }));
    encodeMessage(publish(list, 1));
    expect(new Set(keys)).toEqual(new Set(['']));
  });

  it('finds the list where it is, whatever the uri holds', () => {
    // Even a uri that is the very text the list is stood in for by (no real uri holds a NUL).
    for (const odd of ['file:///a%20b/“quoted”.cards', '\u0000cardscript-diagnostics\u0000']) {
      const msg = publish(diagnostics(400), 3, odd);
      expect(encodeMessage(msg).equals(plain(msg))).toBe(true);
    }
  });

  it('writes every other message as one string, as before', async () => {
    for (const msg of [publish(diagnostics(3), 1), { jsonrpc: '2.0', id: 4, result: { contents: 'hover “x”' } }, { jsonrpc: '2.0', method: 'other', params: { diagnostics: diagnostics(500) } }] as Message[]) {
      expect(encodeMessage(msg).equals(plain(msg))).toBe(true);
      expect(Buffer.from(await messageEncoder.encode(msg, { charset: 'utf-8' })).equals(plain(msg))).toBe(true);
    }
  });
});
