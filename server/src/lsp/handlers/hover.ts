// textDocument/hover over ide/hover.ts: documentation, card summaries and diagnostic-code docs.

import type { Hover, HoverParams } from 'vscode-languageserver';
import { getHover } from '../../ide/hover';
import { docsLink } from '../convert';
import type { ServerContext } from '../server-context';
import type { Validator } from '../validation';
import { documentFor, toOffset, toRange } from './documents';

export function handleHover(ctx: ServerContext, validator: Validator, params: HoverParams): Hover | null {
  const doc = documentFor(ctx, params.textDocument.uri);
  if (!doc) return null;
  const result = getHover(ctx.workspace, params.textDocument.uri, toOffset(doc.text, params.position), {
    diagnostics: validator.diagnosticsFor(params.textDocument.uri)?.diagnostics,
    docsBase: docsLink,
    realCards: ctx.realCards,
  });
  return result ? { contents: { kind: 'markdown', value: result.markdown }, range: toRange(doc.text, result.span) } : null;
}

export function registerHover(ctx: ServerContext, validator: Validator): void {
  ctx.connection.onHover((params) => handleHover(ctx, validator, params));
}
