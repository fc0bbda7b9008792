// An in-process language server and a JSON-RPC client talking to it over in-memory streams, speaking the real
// protocol (initialize, didOpen, hover, …). Waits are on messages, never on time.

import { PassThrough } from 'node:stream';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-jsonrpc/node';
import type { Diagnostic, InitializeResult, Position, PublishDiagnosticsParams } from 'vscode-languageserver';
import { createConnection } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { startServer, type ServerOptions } from '../../../server/src/lsp/main';

export interface TestClient {
  rpc: MessageConnection;
  init: InitializeResult;
  /** Opens a document; resolves once its first diagnostics are published. */
  open(uri: string, text: string): Promise<Diagnostic[]>;
  /** Replaces a document's text; resolves with the diagnostics of that version. */
  change(uri: string, text: string): Promise<Diagnostic[]>;
  request<R>(method: string, params: unknown): Promise<R>;
  position(uri: string, offset: number): Position;
  /** The last diagnostics published for each uri (open or not). */
  published: Map<string, PublishDiagnosticsParams>;
  /** Resolves with the next publish for `uri` (any version; also for files that are not open). */
  nextPublish(uri: string): Promise<PublishDiagnosticsParams>;
  /** Closes every document (so no validation is left pending), shuts the server down and drops the connection. */
  dispose(): Promise<void>;
}

export interface ClientOptions {
  /** Options of the in-process server (test seams). */
  server?: ServerOptions;
  /** The `cardscript` section answered to workspace/configuration (undefined: the client has no configuration support). */
  settings?: Record<string, unknown>;
  /** The workspace folder (a file:// uri). */
  rootUri?: string;
  /** Sent as `initializationOptions`. */
  initializationOptions?: unknown;
  /** The client's display language (`InitializeParams.locale`, as VS Code sends it). */
  locale?: string;
  /** Extra `textDocument` client capabilities (e.g. `{ diagnostic: {} }` for pull diagnostics). */
  textDocument?: Record<string, unknown>;
  /** Called with each registration of client/registerCapability (accepted). */
  onRegister?: (registration: { method: string; registerOptions?: unknown }) => void;
}

/** `workspace` client capabilities to announce (e.g. `{ workspaceEdit: { documentChanges: true } }`). */
export async function startClient(workspaceCapabilities: Record<string, unknown> = {}, options: ClientOptions = {}): Promise<TestClient> {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  const serverConnection = createConnection(new StreamMessageReader(toServer), new StreamMessageWriter(toClient));
  startServer(serverConnection, options.server);
  const rpc = createMessageConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));

  const texts = new Map<string, TextDocument>();
  const waiting = new Map<string, { version: number; resolve: (d: Diagnostic[]) => void }[]>();
  const published = new Map<string, PublishDiagnosticsParams>();
  const publishWaiters = new Map<string, ((p: PublishDiagnosticsParams) => void)[]>();
  rpc.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    published.set(p.uri, p);
    const next = publishWaiters.get(p.uri) ?? [];
    publishWaiters.delete(p.uri);
    for (const w of next) w(p);
    const list = waiting.get(p.uri) ?? [];
    const ready = list.filter((w) => p.version === undefined || p.version >= w.version);
    waiting.set(p.uri, list.filter((w) => !ready.includes(w)));
    for (const w of ready) w.resolve(p.diagnostics);
  });
  rpc.onNotification('cardscript/status', () => undefined);
  rpc.onRequest('client/registerCapability', (p: { registrations: { method: string; registerOptions?: unknown }[] }) => {
    for (const r of p.registrations) options.onRegister?.(r);
    return null;
  });
  rpc.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => options.settings ?? {}));
  rpc.listen();

  const init = await rpc.sendRequest<InitializeResult>('initialize', {
    processId: null,
    initializationOptions: options.initializationOptions,
    ...(options.locale ? { locale: options.locale } : {}),
    rootUri: options.rootUri ?? null,
    workspaceFolders: options.rootUri ? [{ uri: options.rootUri, name: 'root' }] : null,
    capabilities: {
      workspace: { ...(options.settings ? { configuration: true } : {}), ...workspaceCapabilities },
      textDocument: {
        ...options.textDocument,
        completion: { completionItem: { snippetSupport: true } },
        rename: { prepareSupport: true },
        codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source.fixAll'] } } },
      },
    },
  });
  await rpc.sendNotification('initialized', {});

  const diagnosticsOf = (uri: string, version: number) =>
    new Promise<Diagnostic[]>((resolve) => {
      const list = waiting.get(uri) ?? [];
      list.push({ version, resolve });
      waiting.set(uri, list);
    });

  return {
    rpc,
    init,
    async open(uri, text) {
      texts.set(uri, TextDocument.create(uri, 'cardscript', 1, text));
      const done = diagnosticsOf(uri, 1);
      await rpc.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'cardscript', version: 1, text } });
      return done;
    },
    async change(uri, text) {
      const old = texts.get(uri)!;
      const version = old.version + 1;
      texts.set(uri, TextDocument.create(uri, 'cardscript', version, text));
      const done = diagnosticsOf(uri, version);
      await rpc.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
      return done;
    },
    request: <R>(method: string, params: unknown) => rpc.sendRequest<R>(method, params),
    published,
    nextPublish: (uri) => new Promise((resolve) => {
      const list = publishWaiters.get(uri) ?? [];
      list.push(resolve);
      publishWaiters.set(uri, list);
    }),
    position: (uri, offset) => texts.get(uri)!.positionAt(offset),
    async dispose() {
      for (const uri of texts.keys()) await rpc.sendNotification('textDocument/didClose', { textDocument: { uri } });
      await rpc.sendRequest('shutdown');
      rpc.dispose();
      serverConnection.dispose();
    },
  };
}
