// Go to definition, find references, prepare rename and rename for card names (and scenario aliases).

import {
  LSPErrorCodes, ResponseError, type Location, type PrepareRenameParams, type Range, type ReferenceParams,
  type RenameParams, type TextDocumentPositionParams, type TextEdit, type WorkspaceEdit,
} from 'vscode-languageserver';
import type { Location as CoreLocation } from '../../ide/navigation';
import type { ServerContext } from '../server-context';
import { analysisFor, textDocumentFor, toOffset, toRange } from './documents';
import { render, t } from '../../i18n';

function toLocations(ctx: ServerContext, locs: CoreLocation[]): Location[] {
  return locs.flatMap((l) => {
    const doc = textDocumentFor(ctx, l.uri);
    return doc ? [{ uri: l.uri, range: toRange(doc, l.span) }] : [];
  });
}

export function handleDefinition(ctx: ServerContext, params: TextDocumentPositionParams): Location[] {
  const a = analysisFor(ctx, params.textDocument.uri);
  if (!a) return [];
  return toLocations(ctx, a.definition(toOffset(a.document, params.position)).value);
}

export function handleReferences(ctx: ServerContext, params: ReferenceParams): Location[] {
  const a = analysisFor(ctx, params.textDocument.uri);
  if (!a) return [];
  return toLocations(ctx, a.references(toOffset(a.document, params.position), params.context.includeDeclaration).value);
}

export function handlePrepareRename(ctx: ServerContext, params: PrepareRenameParams): { range: Range; placeholder: string } | null {
  const a = analysisFor(ctx, params.textDocument.uri);
  if (!a) return null;
  const r = a.prepareRename(toOffset(a.document, params.position)).value;
  return r ? { range: toRange(a.document, r.span), placeholder: r.placeholder } : null;
}

export function handleRename(ctx: ServerContext, params: RenameParams): WorkspaceEdit | ResponseError<void> {
  const a = analysisFor(ctx, params.textDocument.uri);
  if (!a) return new ResponseError(LSPErrorCodes.RequestFailed, t(ctx.locale ?? 'en', 'document.unknown'));
  const result = a.rename(toOffset(a.document, params.position), params.newName).value;
  if ('error' in result) return new ResponseError(LSPErrorCodes.RequestFailed, render(result.error, ctx.locale ?? 'en'));
  const changes: Record<string, TextEdit[]> = {};
  for (const [uri, edits] of result.edits) {
    const target = textDocumentFor(ctx, uri);
    if (target) changes[uri] = edits.map((e) => ({ range: toRange(target, e.span), newText: e.newText }));
  }
  return { changes };
}

export function registerNavigation(ctx: ServerContext): void {
  ctx.connection.onDefinition((params) => handleDefinition(ctx, params));
  ctx.connection.onReferences((params) => handleReferences(ctx, params));
  ctx.connection.onPrepareRename((params) => handlePrepareRename(ctx, params));
  ctx.connection.onRenameRequest((params) => handleRename(ctx, params));
}
