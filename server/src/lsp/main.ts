// The CardScript language server: wires documents, the workspace model, validation and feature handlers
// to the LSP connection (stdio, node-ipc or sockets, chosen from the command line).

import { readFileSync } from 'node:fs';
import {
  createConnection, DidChangeConfigurationNotification, TextDocuments, TextDocumentSyncKind, type Connection,
  type InitializeParams, type InitializeResult, type ServerCapabilities,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { URI } from 'vscode-uri';
import type { Check } from '../checks';
import { Workspace } from '../model/workspace';
import { capabilities as featureCapabilities, registerHandlers } from './handlers';
import { DEFAULT_SETTINGS, type ServerContext } from './server-context';
import { cardDatabaseFor } from './card-database';
import { readSettings } from './settings';
import { Validator } from './validation';
import { findCardFiles } from './workspace-files';

export interface ServerOptions {
  /** The checks to run instead of every check (CHECKS); a test seam, e.g. to inject a check that throws. */
  checks?: Check[];
  /** How long a long request runs before it yields (ms); 0 yields at every step. A test seam. */
  sliceMs?: number;
}

export function startServer(connection: Connection = createConnection(), options: ServerOptions = {}): ServerContext {
  const documents = new TextDocuments(TextDocument);
  const workspace = new Workspace();
  /** Files read from disk at start-up that are not open in the editor. */
  const diskDocs = new Map<string, TextDocument>();
  let configurationSupport = false;
  let folders: string[] = [];

  const ctx: ServerContext = {
    connection,
    documents,
    workspace,
    settings: { ...DEFAULT_SETTINGS },
    checks: options.checks,
    sliceMs: options.sliceMs,
    versionedEdits: false,
    ready: false,
    textOf: (uri) => documents.get(uri) ?? diskDocs.get(uri),
    revalidateAll: () => { for (const d of documents.all()) validator.schedule(d.uri, 0); },
  };
  const validator = new Validator(ctx);

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    configurationSupport = !!params.capabilities.workspace?.configuration;
    ctx.versionedEdits = !!params.capabilities.workspace?.workspaceEdit?.documentChanges;
    folders = (params.workspaceFolders ?? []).map((f) => URI.parse(f.uri).fsPath);
    if (!folders.length && params.rootUri) folders = [URI.parse(params.rootUri).fsPath];
    const caps: ServerCapabilities = {
      textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
      ...featureCapabilities(params.initializationOptions),
    };
    return { capabilities: caps, serverInfo: { name: 'cardscript', version: '0.1.0' } };
  });

  connection.onInitialized(async () => {
    if (configurationSupport) {
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'cardscript' });
      await loadSettings();
      rebuildAll();
    }
    ctx.ready = true;
    // Card names resolve across the whole workspace, so files that are not open are read too.
    for (const file of findCardFiles(folders)) {
      const uri = URI.file(file).toString();
      if (documents.get(uri)) continue;
      try {
        const text = readFileSync(file, 'utf8');
        diskDocs.set(uri, TextDocument.create(uri, 'cardscript', 0, text));
        workspace.update(uri, text);
      } catch {
        // unreadable file: skipped, like a file that is not there
      }
    }
    ctx.revalidateAll();
  });

  async function loadSettings(): Promise<void> {
    try {
      ctx.settings = readSettings(await connection.workspace.getConfiguration('cardscript'));
      workspace.defaultEra = ctx.settings.templatingEra;
      ctx.realCards = cardDatabaseFor(ctx.settings, folders, connection);
    } catch {
      ctx.settings = { ...DEFAULT_SETTINGS };
    }
  }

  /** The era default applies to every file without a `set … templating` line, open or not. */
  function rebuildAll(): void {
    for (const d of workspace.documents()) if (!d.set.eraExplicit && d.set.era !== workspace.defaultEra) workspace.update(d.uri, d.text);
  }

  connection.onDidChangeConfiguration(async () => {
    if (configurationSupport) await loadSettings();
    rebuildAll();
    ctx.revalidateAll();
  });

  documents.onDidChangeContent((e) => {
    const before = new Set(workspace.get(e.document.uri)?.cards.map((c) => c.card.name));
    const doc = workspace.update(e.document.uri, e.document.getText());
    validator.schedule(e.document.uri);
    // Other files depend on this one's card names (references, duplicates, set-wide analysis).
    const after = doc.cards.map((c) => c.card.name);
    if (after.length !== before.size || after.some((n) => !before.has(n)) || documents.all().length > 1) {
      for (const other of documents.all()) if (other.uri !== e.document.uri) validator.schedule(other.uri, 400);
    }
  });

  documents.onDidClose((e) => {
    const disk = diskDocs.get(e.document.uri);
    if (disk) workspace.update(e.document.uri, disk.getText());
    else workspace.remove(e.document.uri);
    validator.clear(e.document.uri);
    handlers.semanticTokens.drop(e.document.uri);
  });

  const handlers = registerHandlers(ctx, validator);
  documents.listen(connection);
  connection.listen();
  return ctx;
}

if (typeof require !== 'undefined' && require.main === module) startServer();
