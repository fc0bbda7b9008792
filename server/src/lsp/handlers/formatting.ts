// textDocument/formatting over ide/format.ts (the canonical layout; indentation options are fixed by the language).

import type { DocumentFormattingParams, TextEdit } from 'vscode-languageserver';
import { getFormattingEdits } from '../../ide/format';
import type { ServerContext } from '../server-context';
import { toRange } from './documents';

export function handleFormatting(ctx: ServerContext, params: DocumentFormattingParams): TextEdit[] {
  const doc = ctx.documents.get(params.textDocument.uri) ?? ctx.textOf(params.textDocument.uri);
  if (!doc) return [];
  return getFormattingEdits(doc.getText()).map((e) => ({ range: toRange(doc, e.span), newText: e.newText }));
}

export function registerFormatting(ctx: ServerContext): void {
  ctx.connection.onDocumentFormatting((params) => handleFormatting(ctx, params));
}
