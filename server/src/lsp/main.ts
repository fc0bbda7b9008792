// The CardScript language server: wires the editor's buffers, the files on disk (read at start, then watched) and
// the settings into the analysis host, and the feature handlers and diagnostics (pull, or push for clients without
// pull) to the LSP connection (stdio, node-ipc or sockets, chosen from the command line).

import { FileRefusedError, readRegularFile } from '../files/regular-file';
import {
  createConnection, DidChangeConfigurationNotification, MessageType, ShowMessageNotification, StreamMessageWriter, DidChangeWatchedFilesNotification, FileChangeType, TextDocuments,
  TextDocumentSyncKind, type Connection, type InitializeParams, type InitializeResult, type ServerCapabilities,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { URI } from 'vscode-uri';
import { AnalysisHost } from '../analysis/analysis-host';
import type { Check } from '../checks';
import { capabilities as featureCapabilities, registerHandlers } from './handlers';
import { cardDatabaseFor, indexCacheFrom } from './card-database';
import type { IndexCache } from '../carddb/card-database';
import { registerPullDiagnostics } from './handlers/pull-diagnostics';
import { Publisher } from './publisher';
import { SetWideFollowUp } from './set-wide-follow-up';
import { DIAGNOSTICS_IDENTIFIER, registerSetWideProvider } from './diagnostic-providers';
import type { ServerContext } from './server-context';
import { readSettings, SETTINGS_SECTION } from './settings';
import { FramingGuard } from './framing';
import { messageEncoder } from './message-encoder';
import { negotiateLocale } from '../i18n';
import { CARD_FILE_GLOB, cutOffMessage, findCardFiles, isCardFile, MAX_CARD_FILE_BYTES, MAX_CARD_FILES } from '../analysis/card-files';
import { serverPoolOptions } from '../checks/interaction-pool';

export interface ServerOptions {
  /** The checks to run instead of every check (CHECKS); a test seam, e.g. to inject a check that throws. */
  checks?: Check[];
  /** How long a long request runs before it yields (ms); 0 yields at every step. A test seam. */
  sliceMs?: number;
  /** From how many characters a document is published in two steps (publisher.ts LARGE_DOCUMENT). A test seam. */
  largeDocument?: number;
  /** The most card files of the workspace read (MAX_CARD_FILES). A test seam. */
  maxCardFiles?: number;
  /** Called once, soon after the first diagnostics of a document are ready: the start-up is done (lsp/start.ts). */
  onStartedUp?: () => void;
}

/** How long after the last change pull clients are asked to pull again (workspace/diagnostic/refresh). */
const REFRESH_MS = 300;

/** A card file on disk: a regular file only (a FIFO named `x.cards` must not block the server), within a bound. */
function readDisk(uri: string, connection: Connection): string | undefined {
  try {
    return readRegularFile(URI.parse(uri).fsPath, MAX_CARD_FILE_BYTES).toString('utf8');
  } catch (err) {
    if (err instanceof FileRefusedError) connection.console.warn(`not read: ${err.message}`);
    return undefined; // unreadable or gone: like a file that is not there
  }
}

export function startServer(connection: Connection = createConnection(), options: ServerOptions = {}): ServerContext {
  const documents = new TextDocuments(TextDocument);
  // The server's set-wide analysis stays on one thread unless CARDSCRIPT_POOL asks (its memory, interaction-pool.ts).
  const host = new AnalysisHost(options.checks, serverPoolOptions());
  let configurationSupport = false;
  let watchRegistration = false;
  let refreshSupport = false;
  let folders: string[] = [];
  /** Where the card database's index may be cached (the client's storage folder); none: in memory only. */
  let indexCache: IndexCache | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;

  // Requests that arrive during start-up (VS Code pulls diagnostics and asks for code lenses as soon as it opens a
  // file) wait for it: see ServerContext.whenReady.
  let markReady: () => void = () => undefined;
  const whenReady = new Promise<void>((resolve) => { markReady = resolve; });
  const ctx: ServerContext = { connection, documents, host, versionedEdits: false, ready: false, whenReady, sliceMs: options.sliceMs, largeDocument: options.largeDocument };
  // The first diagnostics ready (pushed or pulled) end the start-up: options.onStartedUp runs once, after this turn's
  // work (the publish is written first).
  let startedUp = options.onStartedUp;
  const recorded = () => {
    const f = startedUp;
    startedUp = undefined;
    if (f) setImmediate(f);
  };
  let publisher = new Publisher(ctx, true, recorded);
  let followUp: SetWideFollowUp | undefined;
  /** The client has no pull diagnostics: the publisher checks and sends them (a pulling client's pulls do the checking). */
  let push = true;

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    const caps = params.capabilities;
    // The client's display language (VS Code sends it): every message, hover, lens and fix title is worded in it.
    host.locale = ctx.locale = negotiateLocale(params.locale);
    configurationSupport = !!caps.workspace?.configuration;
    watchRegistration = !!caps.workspace?.didChangeWatchedFiles?.dynamicRegistration;
    refreshSupport = !!caps.workspace?.diagnostics?.refreshSupport;
    ctx.versionedEdits = !!caps.workspace?.workspaceEdit?.documentChanges;
    // Clients that pull diagnostics get no pushes (both would show every problem twice).
    push = !caps.textDocument?.diagnostic;
    // A client that can register a second diagnostics provider gets the set-wide analysis's findings from it.
    ctx.twoProviders = !push && !!caps.textDocument?.diagnostic?.dynamicRegistration;
    publisher = new Publisher(ctx, push, recorded);
    // A pull may be answered with a document's own findings first only if the client can be asked to pull again.
    followUp = refreshSupport ? new SetWideFollowUp(ctx, refreshNow) : undefined;
    indexCache = indexCacheFrom(params.initializationOptions);
    folders = (params.workspaceFolders ?? []).map((f) => URI.parse(f.uri).fsPath);
    if (!folders.length && params.rootUri) folders = [URI.parse(params.rootUri).fsPath];
    const serverCaps: ServerCapabilities = {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
      diagnosticProvider: { identifier: DIAGNOSTICS_IDENTIFIER, interFileDependencies: true, workspaceDiagnostics: true },
      ...featureCapabilities(params.initializationOptions),
    };
    return { capabilities: serverCaps, serverInfo: { name: 'cardscript', version: '0.1.0' } };
  });

  connection.onInitialized(async () => {
    if (ctx.twoProviders) void registerSetWideProvider(ctx, connection, refreshNow);
    try {
      if (configurationSupport) {
        void connection.client.register(DidChangeConfigurationNotification.type, { section: SETTINGS_SECTION });
        await loadSettings();
      }
      if (watchRegistration) void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: CARD_FILE_GLOB }] });
      // Card names resolve across the whole workspace, so files that are not open are read too.
      const max = options.maxCardFiles ?? MAX_CARD_FILES;
      const found = findCardFiles(folders, max);
      if (found.cutOff) {
        connection.console.warn(cutOffMessage(max, ctx.locale));
        void connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message: `CardScript: ${cutOffMessage(max, ctx.locale)}` });
      }
      for (const file of found.files) {
        const uri = URI.file(file).toString();
        const text = readDisk(uri, connection);
        if (text !== undefined) host.setDiskFile(uri, text);
      }
    } finally {
      ctx.ready = true; // even after a failure: waiting pulls must get an answer
      markReady();
    }
    if (push) publisher.all();
  });

  function refreshNow(): void {
    if (refreshSupport) void connection.languages.diagnostics.refresh().catch(() => undefined);
  }

  /** The settings as last loaded (JSON), to tell a configuration the client sends again from a change. */
  let loadedSettings: string | undefined;

  /** Reads the settings; returns whether they changed. */
  async function loadSettings(): Promise<boolean> {
    try {
      const settings = readSettings(await connection.workspace.getConfiguration(SETTINGS_SECTION));
      const json = JSON.stringify(settings);
      if (json === loadedSettings) return false;
      loadedSettings = json;
      host.setSettings(settings);
      // Indexed in the background (the server keeps answering); hover and completion wait for it.
      const pending = cardDatabaseFor(settings, folders, connection, indexCache, ctx.locale);
      host.realCards = undefined;
      ctx.realCardsReady = pending?.then((db) => { host.realCards = db; });
      return true;
    } catch {
      loadedSettings = undefined;
      host.setSettings(readSettings(undefined));
      return true;
    }
  }

  connection.onDidChangeConfiguration(async () => {
    // VS Code sends one as soon as it registers for them, with the settings just read: nothing to re-check then.
    if (configurationSupport && !(await loadSettings())) return;
    workspaceChanged();
  });

  /**
   * Every file may have new diagnostics: pull clients are asked to pull again, push clients get new ones. `edited`:
   * the change is an edit of open document `changed`, which a client that pulls workspace diagnostics follows by
   * itself (it pulls the edited document, its other open documents and, in its workspace pulls, the closed files):
   * it is not asked (a refresh would also cancel its pull of the edit, answered or not).
   */
  function workspaceChanged(changed?: string, edited = false): void {
    if (push && changed) publisher.othersChanged(changed);
    else if (push) publisher.all();
    // Asked once typing pauses: every refresh makes the client pull every open file (and the workspace) again.
    if (refreshSupport && !(edited && ctx.workspacePulls)) {
      if (refreshTimer) clearTimeout(refreshTimer);
      refreshTimer = setTimeout(() => { refreshTimer = undefined; void connection.languages.diagnostics.refresh().catch(() => undefined); }, REFRESH_MS);
    }
  }

  connection.onDidChangeWatchedFiles(({ changes }) => {
    for (const change of changes) {
      if (!isCardFile(change.uri)) continue;
      const text = change.type === FileChangeType.Deleted ? undefined : readDisk(change.uri, connection);
      host.setDiskFile(change.uri, text);
      if (!host.analysis(change.uri)) publisher.forget(change.uri);
      else if (push && !host.isOpen(change.uri)) publisher.schedule(change.uri, 0);
    }
    workspaceChanged(undefined);
  });

  // A document opened (onDidOpen is followed by onDidChangeContent) or edited: its buffer goes to the host.
  documents.onDidChangeContent((e) => {
    const uri = e.document.uri;
    const changed = host.changeDocument(uri, e.document.getText(), e.document.version);
    if (push) publisher.schedule(uri);
    // Other files depend on this one's cards (references, duplicates, set-wide analysis); opening a file as it is on
    // disk changes nothing for them. Before the start-up ends no client has anything to pull again (pulls wait for it).
    if (changed && ctx.ready) workspaceChanged(uri, true);
  });

  documents.onDidClose((e) => {
    const uri = e.document.uri;
    host.closeDocument(uri);
    handlers.semanticTokens.drop(uri);
    if (!host.analysis(uri)) publisher.forget(uri);
    else if (push) publisher.schedule(uri, 0); // a closed file of the workspace keeps its diagnostics (the disk's text)
    workspaceChanged(uri);
  });

  connection.onShutdown(() => {
    publisher.stop();
    followUp?.stop();
    if (refreshTimer) clearTimeout(refreshTimer);
  });

  const handlers = registerHandlers(ctx);
  registerPullDiagnostics(ctx, { record: (uri, ds) => publisher.record(uri, ds) }, () => followUp);
  documents.listen(connection);
  connection.listen();
  return ctx;
}

/**
 * The connection the command line asks for. Over stdio the input passes through the framing guard first: a malformed
 * header is logged (stderr and window/logMessage) and answered with a JSON-RPC parse error, and reading goes on
 * (lsp/framing.ts). Other transports (node-ipc, sockets, pipes) are the library's.
 */
export function connectionFromArgs(argv: readonly string[] = process.argv): Connection {
  if (!argv.includes('--stdio')) return createConnection();
  // A large publish is written without one string of the whole message (lsp/message-encoder.ts).
  const writer = new StreamMessageWriter(process.stdout, { contentTypeEncoder: messageEncoder });
  let connection: Connection | undefined;
  const guard = new FramingGuard((problem) => {
    process.stderr.write(`cardscript: ignored ${problem}\n`);
    void writer.write({ jsonrpc: '2.0', id: null, error: { code: -32700, message: `Parse error: ${problem}` } } as never);
    connection?.console.error(`ignored ${problem}`);
  });
  process.stdin.pipe(guard);
  // The input a stream (not a reader): the library then ends the process when the input ends, as for its own --stdio.
  // The output is the writer above (the library takes a writer where it takes a stream, but its types don't say so).
  connection = createConnection(guard, writer as unknown as NodeJS.WritableStream);
  // stdout is the channel: anything printed goes to the client's log instead.
  const log = connection.console;
  console.log = (...args: unknown[]) => log.log(args.map(String).join(' '));
  console.info = (...args: unknown[]) => log.info(args.map(String).join(' '));
  console.warn = (...args: unknown[]) => log.warn(args.map(String).join(' '));
  console.error = (...args: unknown[]) => log.error(args.map(String).join(' '));
  return connection;
}

if (typeof require !== 'undefined' && require.main === module) startServer(connectionFromArgs());
