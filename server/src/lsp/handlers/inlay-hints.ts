// textDocument/inlayHint over ide/inlay-hints.ts: face-down characteristics and mana values.

import { InlayHintKind, type InlayHint, type InlayHintParams } from 'vscode-languageserver';
import type { ServerContext } from '../server-context';
import { analysisFor, toSpan } from './documents';

export function handleInlayHints(ctx: ServerContext, params: InlayHintParams): InlayHint[] {
  const a = analysisFor(ctx, params.textDocument.uri);
  if (!a) return [];
  return a.inlayHints(toSpan(a.document, params.range)).value.map((h) => ({
    position: a.document.positionAt(h.offset),
    label: h.label,
    kind: InlayHintKind.Type,
    paddingLeft: true,
    tooltip: h.tooltip,
  }));
}

export function registerInlayHints(ctx: ServerContext): void {
  ctx.connection.languages.inlayHint.on((params) => handleInlayHints(ctx, params));
}
