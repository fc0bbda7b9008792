// State the language server shares across handlers: the connection, the open buffers (for incremental sync),
// the analysis host (the only source of answers) and what the client can do.

import type { Connection, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { AnalysisHost, AnalysisSettings } from '../analysis/analysis-host';
import type { Locale } from '../i18n';

export interface ServerSettings extends AnalysisSettings {
  /** The user's card database file (Scryfall bulk data or MTGJSON) and Scryfall rulings file. */
  cardDatabase?: string;
  cardRulings?: string;
  /** Rulings files in other languages, by language code: the one of the client's language is shown instead of English. */
  localizedRulings?: Record<string, string>;
}
export { DEFAULT_SETTINGS } from './settings';

export interface ServerContext {
  connection: Connection;
  /** The editor's buffers, kept in sync with didOpen/didChange (their text goes to the host on every change). */
  documents: TextDocuments<TextDocument>;
  /** Every answer comes from here: the workspace (disk + open buffers) and one analysis per document version. */
  host: AnalysisHost;
  /** The client accepts versioned edits (`workspaceEdit.documentChanges`), which it refuses to apply to another version. */
  versionedEdits: boolean;
  /** Settings are loaded and the workspace read: diagnostics published before would use the defaults. */
  ready: boolean;
  /** Settles when `ready` becomes true. Answers that depend on the whole workspace (diagnostics, scenario lenses)
   *  wait for it: given during start-up they would treat the workspace's cards as unknown. */
  whenReady: Promise<void>;
  /** How long a long request runs before it yields (ms); undefined = SLICE_MS. A test seam. */
  sliceMs?: number;
  /** From how many characters a push client gets a document's own findings first; undefined = LARGE_DOCUMENT. A test seam. */
  largeDocument?: number;
  /** Diagnostics come from two providers: the documents' own findings and the set-wide analysis's (lsp/diagnostic-providers.ts). */
  twoProviders?: boolean;
  /** The client pulls workspace diagnostics (it asked once): closed files are re-pulled by it, not only on refresh. */
  workspacePulls?: boolean;
  /** The client's display language (`InitializeParams.locale`, negotiated): diagnostics are worded in it. */
  locale?: Locale;
  /** Settles when the card database being indexed in the background is ready (lsp/card-database.ts). */
  realCardsReady?: Promise<void>;
}
