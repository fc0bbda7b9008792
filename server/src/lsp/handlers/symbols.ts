// textDocument/documentSymbol (outline) and workspace/symbol over ide/symbols.ts.

import {
  SymbolKind, type DocumentSymbol, type DocumentSymbolParams, type SymbolInformation, type WorkspaceSymbolParams,
} from 'vscode-languageserver';
import type { DocSymbol, SymbolKind as CoreKind } from '../../ide/symbols';
import type { ServerContext } from '../server-context';
import { analysisFor, textDocumentFor, toRange } from './documents';
import type { TextDocument } from 'vscode-languageserver-textdocument';

const KIND: Record<CoreKind, SymbolKind> = {
  set: SymbolKind.Namespace,
  card: SymbolKind.Class,
  face: SymbolKind.Interface,
  scenario: SymbolKind.Event,
};

function toLsp(doc: TextDocument, s: DocSymbol): DocumentSymbol {
  const range = toRange(doc, s.span);
  const sel = toRange(doc, s.selection);
  return {
    name: s.name || ' ',
    detail: s.detail,
    kind: KIND[s.kind],
    range,
    selectionRange: sel,
    children: s.children.map((c) => toLsp(doc, c)),
  };
}

export function handleDocumentSymbols(ctx: ServerContext, params: DocumentSymbolParams): DocumentSymbol[] {
  const a = analysisFor(ctx, params.textDocument.uri);
  return a ? a.symbols().value.map((s) => toLsp(a.document, s)) : [];
}

export function handleWorkspaceSymbols(ctx: ServerContext, params: WorkspaceSymbolParams): SymbolInformation[] {
  return ctx.host.workspaceSymbols(params.query).flatMap((s) => {
    const doc = textDocumentFor(ctx, s.uri);
    return doc ? [{ name: s.name, kind: KIND[s.kind], containerName: s.container, location: { uri: s.uri, range: toRange(doc, s.span) } }] : [];
  });
}

export function registerSymbols(ctx: ServerContext): void {
  ctx.connection.onDocumentSymbol((params) => handleDocumentSymbols(ctx, params));
  // Every card of the workspace, so it waits for the start-up to have read the files (it answered [] before).
  ctx.connection.onWorkspaceSymbol(async (params) => { await ctx.whenReady; return handleWorkspaceSymbols(ctx, params); });
}
