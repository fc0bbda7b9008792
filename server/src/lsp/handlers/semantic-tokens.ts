// textDocument/semanticTokens/full over ide/semantic-tokens.ts.

import { SemanticTokensBuilder, type SemanticTokens, type SemanticTokensLegend, type SemanticTokensParams } from 'vscode-languageserver';
import { getSemanticTokens, TOKEN_MODIFIERS, TOKEN_TYPES } from '../../ide/semantic-tokens';
import type { ServerContext } from '../server-context';
import { documentFor } from './documents';

export const SEMANTIC_LEGEND: SemanticTokensLegend = { tokenTypes: [...TOKEN_TYPES], tokenModifiers: [...TOKEN_MODIFIERS] };

export function handleSemanticTokens(ctx: ServerContext, params: SemanticTokensParams): SemanticTokens {
  const doc = documentFor(ctx, params.textDocument.uri);
  const builder = new SemanticTokensBuilder();
  if (!doc) return builder.build();
  for (const t of getSemanticTokens(ctx.workspace, params.textDocument.uri)) {
    const start = doc.text.positionAt(t.span.start);
    const end = doc.text.positionAt(t.span.end);
    if (end.line !== start.line) continue; // tokens are single-line by construction; be safe
    const mods = t.modifiers.reduce((m, name) => m | (1 << TOKEN_MODIFIERS.indexOf(name)), 0);
    builder.push(start.line, start.character, end.character - start.character, TOKEN_TYPES.indexOf(t.type), mods);
  }
  return builder.build();
}

export function registerSemanticTokens(ctx: ServerContext): void {
  ctx.connection.languages.semanticTokens.on((params) => handleSemanticTokens(ctx, params));
}
