// An in-process language server on in-memory streams, with the raw input stream exposed: tests send real
// JSON-RPC through a client connection and can also write arbitrary bytes (a Content-Length header and a body)
// straight into the server. Options reach startServer (e.g. an injected check list). Waits are on messages.

import { PassThrough } from 'node:stream';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import type { PublishDiagnosticsParams } from 'vscode-languageserver';
import { createConnection } from 'vscode-languageserver/node';
import { startServer, type ServerOptions } from '../../../server/src/lsp/main';

/** A message as the server wrote it (request, response or notification). */
export interface RawMessage {
  id?: number | string | null;
  method?: string;
  result?: unknown;
  error?: { code: number; message: string };
  params?: unknown;
}

export interface RawServer {
  rpc: MessageConnection;
  /** Writes bytes into the server's input as they are. */
  writeRaw(bytes: string | Buffer): void;
  /** Writes one framed message (`Content-Length` header + body) into the server's input. */
  writeFramed(body: string): void;
  /** Resolves with the first message from the server (seen so far or later) that `match` accepts. */
  received(match: (m: RawMessage) => boolean): Promise<RawMessage>;
  /** Resolves with the first diagnostics published for `uri` at `version` or later. */
  diagnostics(uri: string, version: number): Promise<PublishDiagnosticsParams>;
  /** Opens a document (version 1); resolves with its first diagnostics. */
  open(uri: string, text: string): Promise<PublishDiagnosticsParams>;
  /** Errors the client connection saw (e.g. malformed replies); stays empty when the server behaves. */
  clientErrors: unknown[];
  dispose(): Promise<void>;
}

export async function startRawServer(options: ServerOptions = {}): Promise<RawServer> {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const serverConnection = createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient));
  startServer(serverConnection, options);
  // Everything the server writes also goes, unparsed by the client connection, to a tap that records it.
  const tap = new PassThrough();
  toClient.on('data', (chunk: Buffer) => tap.write(chunk));
  const seen: RawMessage[] = [];
  const watchers: { match: (m: RawMessage) => boolean; resolve: (m: RawMessage) => void }[] = [];
  const tapReader = new StreamMessageReader(tap);
  tapReader.listen((m) => {
    const msg = m as RawMessage;
    seen.push(msg);
    for (const w of [...watchers]) if (w.match(msg)) { watchers.splice(watchers.indexOf(w), 1); w.resolve(msg); }
  });
  const received = (match: (m: RawMessage) => boolean) =>
    new Promise<RawMessage>((resolve) => {
      const found = seen.find(match);
      if (found) resolve(found);
      else watchers.push({ match, resolve });
    });
  const rpc = createMessageConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  const clientErrors: unknown[] = [];
  rpc.onError((e) => clientErrors.push(e));

  const opened = new Set<string>();
  const waiting: { uri: string; version: number; resolve: (p: PublishDiagnosticsParams) => void }[] = [];
  rpc.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    for (const w of [...waiting]) {
      if (w.uri === p.uri && (p.version === undefined || p.version >= w.version)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(p);
      }
    }
  });
  rpc.onNotification('cardscript/status', () => undefined);
  rpc.onNotification('window/logMessage', () => undefined);
  rpc.onRequest('client/registerCapability', () => null);
  rpc.onRequest('workspace/configuration', () => [{}]);
  rpc.listen();
  await rpc.sendRequest('initialize', { processId: null, rootUri: null, workspaceFolders: null, capabilities: {} });
  await rpc.sendNotification('initialized', {});

  const diagnostics = (uri: string, version: number) =>
    new Promise<PublishDiagnosticsParams>((resolve) => { waiting.push({ uri, version, resolve }); });
  return {
    rpc,
    clientErrors,
    received,
    writeRaw: (bytes) => { toServer.write(bytes); },
    writeFramed: (body) => { toServer.write(`Content-Length: ${Buffer.byteLength(body, 'utf8')}\r\n\r\n${body}`); },
    diagnostics,
    async open(uri, text) {
      opened.add(uri);
      const done = diagnostics(uri, 1);
      await rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
      return done;
    },
    async dispose() {
      // Closing every document first leaves no validation pending when the connection goes away.
      for (const uri of opened) await rpc.sendNotification('textDocument/didClose', { textDocument: { uri } });
      await rpc.sendRequest('shutdown');
      rpc.dispose();
      tapReader.dispose();
      serverConnection.dispose();
    },
  };
}
