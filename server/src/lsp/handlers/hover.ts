// textDocument/hover over ide/hover.ts: documentation, card summaries and diagnostic-code docs.

import type { Hover, HoverParams } from 'vscode-languageserver';
import { docsLink } from '../convert';
import type { ServerContext } from '../server-context';
import { analysisFor, toOffset, toRange } from './documents';

export async function handleHover(ctx: ServerContext, params: HoverParams): Promise<Hover | null> {
  await ctx.realCardsReady; // a real card's Oracle text once the card database is indexed
  const a = analysisFor(ctx, params.textDocument.uri);
  if (!a) return null;
  const result = a.hover(toOffset(a.document, params.position), docsLink).value;
  return result ? { contents: { kind: 'markdown', value: result.markdown }, range: toRange(a.document, result.span) } : null;
}

export function registerHover(ctx: ServerContext): void {
  ctx.connection.onHover((params) => handleHover(ctx, params));
}
