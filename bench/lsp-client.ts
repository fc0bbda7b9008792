// Bench LSP clients: the real server in this process over in-memory streams (like test/lsp/support/client.ts,
// but sending incremental edits), or the bundled dist/server.js as a child process over stdio.

import { spawn, type ChildProcess } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import type { PublishDiagnosticsParams, Range } from 'vscode-languageserver';
import { createConnection } from 'vscode-languageserver/node';
import { startServer } from '../server/src/lsp/main';
import { messageEncoder } from '../server/src/lsp/message-encoder';

export interface BenchClient {
  rpc: MessageConnection;
  child?: ChildProcess;
  /** The last diagnostics published per uri. */
  last: Map<string, PublishDiagnosticsParams>;
  /** Opens `text` as version 1; resolves with the published diagnostics' count. */
  open(uri: string, text: string): Promise<number>;
  /** Resolves with the next publish for `uri` whose diagnostics include code `code` (e.g. a set-wide note). */
  publishWith(uri: string, code: string): Promise<number>;
  /** Sends one incremental edit as version `version`; resolves when that version's diagnostics arrive. */
  edit(uri: string, version: number, range: Range, newText: string): Promise<number>;
  dispose(): Promise<void>;
}

function wire(rpc: MessageConnection, extra: Partial<BenchClient> & { close: () => void }): BenchClient {
  const last = new Map<string, PublishDiagnosticsParams>();
  const waiting = new Map<string, { version: number; resolve: (n: number) => void }[]>();
  const withCode: { uri: string; code: string; resolve: (n: number) => void }[] = [];
  rpc.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    last.set(p.uri, p);
    for (const w of [...withCode]) {
      if (w.uri === p.uri && p.diagnostics.some((d) => d.code === w.code)) { withCode.splice(withCode.indexOf(w), 1); w.resolve(p.diagnostics.length); }
    }
    const list = waiting.get(p.uri) ?? [];
    const ready = list.filter((w) => p.version === undefined || p.version >= w.version);
    waiting.set(p.uri, list.filter((w) => !ready.includes(w)));
    for (const w of ready) w.resolve(p.diagnostics.length);
  });
  rpc.onNotification('cardscript/status', () => undefined);
  rpc.onRequest('client/registerCapability', () => null);
  rpc.onRequest('workspace/configuration', () => [{}]);
  rpc.listen();
  const diagnosticsOf = (uri: string, version: number) =>
    new Promise<number>((resolve) => {
      const list = waiting.get(uri) ?? [];
      list.push({ version, resolve });
      waiting.set(uri, list);
    });
  return {
    rpc,
    last,
    ...extra,
    async open(uri, text) {
      const done = diagnosticsOf(uri, 1);
      await rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
      return done;
    },
    publishWith(uri, code) {
      const seen = last.get(uri);
      if (seen?.diagnostics.some((d) => d.code === code)) return Promise.resolve(seen.diagnostics.length);
      return new Promise((resolve) => withCode.push({ uri, code, resolve }));
    },
    async edit(uri, version, range, newText) {
      const done = diagnosticsOf(uri, version);
      await rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ range, text: newText }] });
      return done;
    },
    async dispose() {
      await rpc.sendRequest('shutdown');
      if (extra.child) await rpc.sendNotification('exit');
      rpc.dispose();
      extra.close();
    },
  };
}

async function initialize(rpc: MessageConnection): Promise<void> {
  await rpc.sendRequest('initialize', { processId: process.pid, rootUri: null, workspaceFolders: null, capabilities: {} });
  await rpc.sendNotification('initialized', {});
}

export async function inProcessClient(): Promise<BenchClient> {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  // The server writes as it does over stdio (lsp/main.ts connectionFromArgs: its own content-type encoder), so that a
  // publish costs here what it costs the product.
  const serverConnection = createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient, { contentTypeEncoder: messageEncoder }));
  startServer(serverConnection);
  const rpc = createMessageConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  const client = wire(rpc, { close: () => serverConnection.dispose() });
  await initialize(rpc);
  return client;
}

/**
 * The node flags the VS Code client starts dist/server.js with (client/src/extension.ts, `run`), so that the child is
 * started as the product starts it (test/package/server-flags.test.ts keeps the two equal): --expose-gc for the
 * collection after bulk work (server/src/lsp/memory.ts). Flags tried and not taken: bench/README.md, item 5.
 */
export const SERVER_FLAGS = ['--expose-gc', '--max-semi-space-size=8'];
/** The allocator settings the VS Code client starts it with (client/src/extension.ts `SERVER_ENV`). */
export const SERVER_ENV: Record<string, string> = { MALLOC_ARENA_MAX: '1', MALLOC_TRIM_THRESHOLD_: '1048576' };

export async function childProcessClient(serverJs: string): Promise<BenchClient> {
  const child = spawn(process.execPath, [...SERVER_FLAGS, serverJs, '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...SERVER_ENV } });
  const rpc = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const client = wire(rpc, { child, close: () => { if (child.exitCode === null) child.kill(); } });
  await initialize(rpc);
  return client;
}
