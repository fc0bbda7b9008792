// textDocument/formatting over ide/format.ts (the canonical layout; indentation options are fixed by the language).

import type { DocumentFormattingParams, TextEdit } from 'vscode-languageserver';
import type { ServerContext } from '../server-context';
import { analysisFor, toRange } from './documents';

export function handleFormatting(ctx: ServerContext, params: DocumentFormattingParams): TextEdit[] {
  const a = analysisFor(ctx, params.textDocument.uri);
  if (!a) return [];
  return a.formatting().value.map((e) => ({ range: toRange(a.document, e.span), newText: e.newText }));
}

export function registerFormatting(ctx: ServerContext): void {
  ctx.connection.onDocumentFormatting((params) => handleFormatting(ctx, params));
}
