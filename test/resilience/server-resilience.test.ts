// Server resilience over the real protocol (an in-process server on in-memory streams): malformed JSON-RPC
// written as raw bytes, unknown methods, requests for unknown documents, a 10 MB file, a thousand rapid edits with
// cancelled requests, and checks forced to throw. After each, the server still answers every other request.

import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CancellationTokenSource, ResponseError } from 'vscode-jsonrpc/node';
import type { Diagnostic as LspDiagnostic, DocumentSymbol, Hover, TextEdit as LspTextEdit } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { checkDocument, CHECKS, type Check } from '../../server/src/checks';
import { syntaxCheck } from '../../server/src/checks/syntax';
import { formatText } from '../../server/src/ide/format';
import { Workspace } from '../../server/src/model/workspace';
import { startRawServer, type RawServer } from './support/raw-server';

const ROOT = path.join(__dirname, '..', '..');
const EXAMPLE = readFileSync(path.join(ROOT, 'examples', 'shrouded-vale.cards'), 'utf8');
const SMALL = 'card "Cloud Sprite"\n  cost {U}\n  type Creature — Faerie\n  pt 1/1\n  text\n    Flying\n';
const SMALL_URI = 'file:///resilience/small.cards';
const pos = (line: number, character: number) => ({ line, character });
const LONG = 300_000;

/** The server still serves: a hover on a known document answers with content. */
async function expectServing(server: RawServer, uri = SMALL_URI): Promise<void> {
  const hover = await server.rpc.sendRequest<Hover | null>('textDocument/hover', { textDocument: { uri }, position: pos(0, 7) });
  expect(hover?.contents).toBeTruthy();
}

describe('malformed JSON-RPC and unknown methods', () => {
  let server: RawServer;
  beforeAll(async () => {
    server = await startRawServer();
    await server.open(SMALL_URI, SMALL);
  });
  afterAll(async () => { await server.dispose(); });

  // Bodies framed with a correct Content-Length. (A stream without a valid header cannot be re-synchronised by any
  // JSON-RPC reader: that is the transport's framing, below the server.)
  const bodies: Array<[string, string | Buffer]> = [
    ['invalid JSON', '{"jsonrpc":"2.0","id":'],
    ['not an object: a number', '42'],
    ['not an object: a string', '"hello"'],
    ['null', 'null'],
    ['an empty array (batch)', '[]'],
    ['a batch of requests', '[{"jsonrpc":"2.0","id":9001,"method":"textDocument/hover","params":{}}]'],
    ['an empty object', '{}'],
    ['no method, no id', '{"jsonrpc":"2.0"}'],
    ['a response nobody asked for', '{"jsonrpc":"2.0","id":424242,"result":{"x":1}}'],
    ['wrong jsonrpc version', '{"jsonrpc":"1.0","id":9002,"method":"textDocument/hover","params":{}}'],
    ['method is a number', '{"jsonrpc":"2.0","id":9003,"method":17}'],
    ['id is an object', '{"jsonrpc":"2.0","id":{"a":1},"method":"textDocument/hover"}'],
    ['invalid UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0xc3, 0x28, 0x7d])],
    ['deeply nested params', `{"jsonrpc":"2.0","method":"textDocument/didChange","params":${'['.repeat(5000)}${']'.repeat(5000)}}`],
  ];
  it.each(bodies)('survives %s', async (_label, body) => {
    const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
    server.writeRaw(Buffer.concat([Buffer.from(`Content-Length: ${bytes.length}\r\n\r\n`, 'ascii'), bytes]));
    await expectServing(server);
  });

  // Requests with the right shape but wrong params: an answer (a result or an error response) for that id.
  const requests: Array<[string, string]> = [
    ['hover with null params', '{"jsonrpc":"2.0","id":9101,"method":"textDocument/hover","params":null}'],
    ['hover without a position', `{"jsonrpc":"2.0","id":9102,"method":"textDocument/hover","params":{"textDocument":{"uri":"${SMALL_URI}"}}}`],
    ['hover with a numeric uri', '{"jsonrpc":"2.0","id":9103,"method":"textDocument/hover","params":{"textDocument":{"uri":5},"position":{"line":0,"character":0}}}'],
    ['completion with a negative position', `{"jsonrpc":"2.0","id":9104,"method":"textDocument/completion","params":{"textDocument":{"uri":"${SMALL_URI}"},"position":{"line":-5,"character":-1}}}`],
    ['formatting with strings for numbers', `{"jsonrpc":"2.0","id":9105,"method":"textDocument/formatting","params":{"textDocument":{"uri":"${SMALL_URI}"},"options":"x"}}`],
    ['code actions with a reversed range', `{"jsonrpc":"2.0","id":9106,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"${SMALL_URI}"},"range":{"start":{"line":9,"character":0},"end":{"line":0,"character":0}},"context":{"diagnostics":[]}}}`],
    ['runScenario without params', '{"jsonrpc":"2.0","id":9107,"method":"cardscript/runScenario"}'],
    ['rename to a huge name', `{"jsonrpc":"2.0","id":9108,"method":"textDocument/rename","params":{"textDocument":{"uri":"${SMALL_URI}"},"position":{"line":0,"character":7},"newName":"${'N'.repeat(100_000)}"}}`],
  ];
  it.each(requests)('answers %s', async (_label, body) => {
    const id = (JSON.parse(body) as { id: number }).id;
    const answered = server.received((m) => m.id === id);
    server.writeFramed(body);
    const reply = await answered;
    expect('result' in reply || 'error' in reply).toBe(true);
    await expectServing(server);
  });

  it('notifications with bad params are ignored', async () => {
    server.writeFramed('{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{}}');
    server.writeFramed('{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///never-opened.cards","version":2},"contentChanges":[{"text":"x"}]}}');
    server.writeFramed('{"jsonrpc":"2.0","method":"textDocument/didClose","params":{"textDocument":{"uri":"file:///never-opened.cards"}}}');
    server.writeFramed('{"jsonrpc":"2.0","method":"workspace/didChangeConfiguration","params":null}');
    await expectServing(server);
  });

  it('an unknown request method gets MethodNotFound, and the server goes on', async () => {
    for (const method of ['cardscript/doesNotExist', 'textDocument/teleport', '$/unknownRequest']) {
      const error = await server.rpc.sendRequest(method, { x: 1 }).then(() => undefined, (e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseError);
      expect((error as ResponseError<unknown>).code).toBe(-32601);
    }
    await server.rpc.sendNotification('cardscript/unknownNotification', { x: 1 });
    await server.rpc.sendNotification('$/unknownNotification', {});
    await expectServing(server);
  });
});

describe('requests for documents the server does not know', () => {
  let server: RawServer;
  beforeAll(async () => {
    server = await startRawServer();
    await server.open(SMALL_URI, SMALL);
  });
  afterAll(async () => { await server.dispose(); });

  const unknown = { uri: 'file:///nowhere/never-opened.cards' };
  const range = { start: pos(0, 0), end: pos(3, 0) };
  const requests: Array<[string, unknown]> = [
    ['textDocument/hover', { textDocument: unknown, position: pos(0, 0) }],
    ['textDocument/completion', { textDocument: unknown, position: pos(0, 0) }],
    ['textDocument/documentSymbol', { textDocument: unknown }],
    ['textDocument/definition', { textDocument: unknown, position: pos(0, 0) }],
    ['textDocument/references', { textDocument: unknown, position: pos(0, 0), context: { includeDeclaration: true } }],
    ['textDocument/prepareRename', { textDocument: unknown, position: pos(0, 0) }],
    ['textDocument/rename', { textDocument: unknown, position: pos(0, 0), newName: 'X' }],
    ['textDocument/foldingRange', { textDocument: unknown }],
    ['textDocument/formatting', { textDocument: unknown, options: { tabSize: 2, insertSpaces: true } }],
    ['textDocument/semanticTokens/full', { textDocument: unknown }],
    ['textDocument/inlayHint', { textDocument: unknown, range }],
    ['textDocument/codeAction', { textDocument: unknown, range, context: { diagnostics: [] } }],
    ['textDocument/codeLens', { textDocument: unknown }],
    ['cardscript/runScenario', { uri: unknown.uri, name: 'S' }],
  ];
  it.each(requests)('%s answers without an internal error', async (method, params) => {
    const outcome = await server.rpc.sendRequest(method, params).then((r) => ({ r }), (e: unknown) => ({ e }));
    if ('e' in outcome) expect((outcome.e as ResponseError<unknown>).code).not.toBe(-32603);
    await expectServing(server);
  });

  it('positions far outside a known document are answered', async () => {
    for (const method of ['textDocument/hover', 'textDocument/completion', 'textDocument/definition', 'textDocument/prepareRename']) {
      for (const p of [pos(9999, 0), pos(0, 9999), pos(2 ** 31 - 1, 2 ** 31 - 1)]) {
        const outcome = await server.rpc.sendRequest(method, { textDocument: { uri: SMALL_URI }, position: p }).then((r) => ({ r }), (e: unknown) => ({ e }));
        if ('e' in outcome) expect((outcome.e as ResponseError<unknown>).code, `${method} at ${JSON.stringify(p)}`).not.toBe(-32603);
      }
    }
    await expectServing(server);
  });
});

describe('a 10 MB file', () => {
  let server: RawServer;
  beforeAll(async () => {
    server = await startRawServer();
    await server.open(SMALL_URI, SMALL);
  });
  afterAll(async () => { await server.dispose(); });

  it('is checked, formatted and outlined, and the server serves the other documents', async () => {
    // A real set, then one card with a 5 MB rules-text line, a 2 MB flavor string, a 1 MB comment and 2 MB of lines.
    const parts = [
      EXAMPLE,
      'card "Enormous Tome"\n  type Sorcery\n  text\n    ' + 'Draw a card. '.repeat(400_000),
      '  flavor "' + 'a'.repeat(2_000_000) + '"',
      '# ' + 'x'.repeat(1_000_000),
      ...Array.from({ length: 30_000 }, (_, i) => `card "Filler ${i}"\n  cost {${i % 9}}{U}\n  type Creature — Elf\n  pt 1/${i % 5}\n`),
    ];
    const text = parts.join('\n');
    expect(text.length).toBeGreaterThan(10_000_000);
    const uri = 'file:///resilience/huge.cards';
    const published = await server.open(uri, text);
    expect(published.diagnostics.filter((d) => d.code === 'internal-error')).toEqual([]);
    const symbols = await server.rpc.sendRequest<DocumentSymbol[]>('textDocument/documentSymbol', { textDocument: { uri } });
    expect(symbols.length).toBeGreaterThan(20_000);
    const edits = await server.rpc.sendRequest<LspTextEdit[]>('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    expect(Array.isArray(edits)).toBe(true);
    const hover = await server.rpc.sendRequest<Hover | null>('textDocument/hover', { textDocument: { uri }, position: pos(EXAMPLE.split('\n').length + 3, 10) });
    expect(hover === null || typeof hover === 'object').toBe(true);
    await expectServing(server);
    await server.rpc.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }, LONG);
});

describe('a thousand rapid edits with cancelled requests', () => {
  let server: RawServer;
  beforeAll(async () => { server = await startRawServer(); });
  afterAll(async () => { await server.dispose(); });

  it('ends with the client\'s text, its diagnostics, and every request answered or cancelled', async () => {
    const uri = 'file:///resilience/edited.cards';
    let mirror = TextDocument.create(uri, 'cardscript', 1, EXAMPLE);
    await server.open(uri, EXAMPLE);
    // A fixed pseudo-random sequence (no Math.random: the test is deterministic).
    let seed = 12345;
    const next = (n: number) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
    const inserts = ['x', ' ', '\n', '{U}', '"', 'card "Z"\n', '  text\n', '—', '# c\n', '    Flying\n'];
    const pending: Promise<unknown>[] = [];
    const outcomes = { answered: 0, cancelled: 0 };
    for (let version = 2; version <= 1001; version++) {
      const text = mirror.getText();
      const start = next(text.length + 1);
      const end = Math.min(text.length, start + next(4));
      const from = mirror.positionAt(start);
      const to = mirror.positionAt(end);
      const change = { range: { start: from, end: to }, text: next(3) === 0 ? '' : inserts[next(inserts.length)]! };
      mirror = TextDocument.update(mirror, [change], version);
      void server.rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] });
      if (version % 5 === 0) {
        const source = new CancellationTokenSource();
        const method = ['textDocument/hover', 'textDocument/completion', 'textDocument/semanticTokens/full', 'textDocument/codeAction'][next(4)]!;
        const params = method === 'textDocument/codeAction'
          ? { textDocument: { uri }, range: { start: from, end: from }, context: { diagnostics: [] } }
          : { textDocument: { uri }, position: from };
        pending.push(server.rpc.sendRequest(method, params, source.token).then(
          () => { outcomes.answered++; },
          (e: unknown) => {
            // Cancelled is the only acceptable failure.
            expect((e as ResponseError<unknown>).code, `${method}: ${String(e)}`).toBe(-32800);
            outcomes.cancelled++;
          },
        ));
        if (next(2) === 0) source.cancel();
      }
    }
    const final = server.diagnostics(uri, 1001);
    await Promise.all(pending);
    expect(outcomes.answered + outcomes.cancelled).toBe(200);
    const published = await final;
    expect(published.version).toBe(1001);

    // The server's text is the client's: its diagnostics and formatting are those of the mirror text.
    const ws = new Workspace();
    ws.update(uri, mirror.getText());
    const expected = checkDocument(ws, uri).map((d) => `${d.code}@${mirror.positionAt(d.span.start).line}`).sort();
    expect(published.diagnostics.map((d: LspDiagnostic) => `${String(d.code)}@${d.range.start.line}`).sort()).toEqual(expected);
    const edits = await server.rpc.sendRequest<LspTextEdit[]>('textDocument/formatting', { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    expect(TextDocument.applyEdits(mirror, edits)).toBe(formatText(mirror.getText()));
    await server.rpc.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }, LONG);
});

describe('a check forced to throw', () => {
  const throwing: Check = { name: 'always-throws', run: () => { throw new Error('injected failure'); } };
  const throwsOnBoom: Check = { name: 'throws-on-boom', run: ({ doc }) => { if (doc.text.includes('boom')) throw new TypeError('boom found'); return []; } };
  const recursing: Check = { name: 'recurses-forever', run: ({ doc }) => { const f = (n: number): number => f(n + 1) + 1; return doc.text.includes('deep') ? [f(0)] as never : []; } };
  const throwsString: Check = { name: 'throws-a-string', run: ({ doc }) => { if (doc.text.includes('str')) throw 'not an Error'; return []; } };
  let server: RawServer;
  beforeAll(async () => {
    server = await startRawServer({ checks: [syntaxCheck, throwing, throwsOnBoom, recursing, throwsString, ...CHECKS.slice(1)] });
  });
  afterAll(async () => { await server.dispose(); });

  it('comes back as an internal-error diagnostic, next to the other checks\' diagnostics', async () => {
    const text = SMALL.replace('pt 1/1', 'pt 1/');
    const published = await server.open(SMALL_URI, text);
    const internal = published.diagnostics.filter((d) => d.code === 'internal-error');
    expect(internal.map((d) => String(d.message))).toEqual([expect.stringContaining('always-throws')]);
    expect(internal[0]!.message).toContain('injected failure');
    expect(published.diagnostics.some((d) => d.code === 'syntax-error')).toBe(true);
  });

  it('and the server keeps serving every other request on that document', async () => {
    const doc = { textDocument: { uri: SMALL_URI } };
    await expectServing(server);
    expect((await server.rpc.sendRequest<DocumentSymbol[]>('textDocument/documentSymbol', doc)).length).toBe(1);
    expect(await server.rpc.sendRequest('textDocument/completion', { ...doc, position: pos(1, 2) })).toBeTruthy();
    expect(Array.isArray(await server.rpc.sendRequest('textDocument/formatting', { ...doc, options: { tabSize: 2, insertSpaces: true } }))).toBe(true);
    expect(Array.isArray(await server.rpc.sendRequest('textDocument/foldingRange', doc))).toBe(true);
    expect(await server.rpc.sendRequest('textDocument/semanticTokens/full', doc)).toBeTruthy();
    expect(Array.isArray(await server.rpc.sendRequest('textDocument/codeAction', { ...doc, range: { start: pos(0, 0), end: pos(0, 0) }, context: { diagnostics: [] } }))).toBe(true);
    expect(Array.isArray(await server.rpc.sendRequest('textDocument/codeLens', doc))).toBe(true);
  });

  it.each([
    ['a TypeError', 'boom', 'throws-on-boom'],
    ['a stack overflow', 'deep', 'recurses-forever'],
    ['a thrown string', 'str', 'throws-a-string'],
  ])('%s on one edit is reported, and gone on the next edit', async (_label, word, check) => {
    const uri = `file:///resilience/${check}.cards`;
    const first = await server.open(uri, SMALL);
    expect(first.diagnostics.filter((d) => d.code === 'internal-error')).toHaveLength(1);
    const changed = server.diagnostics(uri, 2);
    await server.rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version: 2 }, contentChanges: [{ text: `${SMALL}# ${word}\n` }] });
    const broken = (await changed).diagnostics.filter((d) => d.code === 'internal-error').map((d) => String(d.message));
    expect(broken).toHaveLength(2);
    expect(broken.some((m) => m.includes(check))).toBe(true);
    const fixed = server.diagnostics(uri, 3);
    await server.rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ text: SMALL }] });
    expect((await fixed).diagnostics.filter((d) => d.code === 'internal-error')).toHaveLength(1);
    await server.rpc.sendNotification('textDocument/didClose', { textDocument: { uri } });
    await expectServing(server);
  });
});
