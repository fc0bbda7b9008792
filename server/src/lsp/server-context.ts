// State the language server shares across handlers: open documents, the workspace model, settings.

import type { Connection, TextDocuments } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Check, CheckOptions } from '../checks';
import type { RealCardSource } from '../ide/real-cards';
import type { Workspace } from '../model/workspace';

export interface ServerSettings extends CheckOptions {
  templatingEra: 'modern' | 'legacy';
  /** The user's card database file (Scryfall bulk data or MTGJSON) and Scryfall rulings file. */
  cardDatabase?: string;
  cardRulings?: string;
}

export { DEFAULT_SETTINGS } from './settings';

export interface ServerContext {
  connection: Connection;
  documents: TextDocuments<TextDocument>;
  workspace: Workspace;
  settings: ServerSettings;
  /** Real cards for hover and completion, when a card database is set (lsp/card-database.ts). */
  realCards?: RealCardSource;
  /** The checks diagnostics come from; undefined = every check (CHECKS). Tests inject a failing one. */
  checks?: Check[];
  /** The client accepts versioned edits (`workspaceEdit.documentChanges`), which it refuses to apply to another version. */
  versionedEdits: boolean;
  /** Settings are loaded and the workspace read: diagnostics published before would use the defaults. */
  ready: boolean;
  /** How long a long request runs before it yields (ms); undefined = SLICE_MS. A test seam. */
  sliceMs?: number;
  /** Text of a document the server knows (open in the editor, or read from disk at start). */
  textOf(uri: string): TextDocument | undefined;
  /** Re-validate every open document (after settings or workspace changes). */
  revalidateAll(): void;
}
