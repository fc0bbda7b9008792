// textDocument/inlayHint over ide/inlay-hints.ts: face-down characteristics and mana values.

import { InlayHintKind, type InlayHint, type InlayHintParams } from 'vscode-languageserver';
import { getInlayHints } from '../../ide/inlay-hints';
import type { ServerContext } from '../server-context';
import { documentFor, toSpan } from './documents';

export function handleInlayHints(ctx: ServerContext, params: InlayHintParams): InlayHint[] {
  const doc = documentFor(ctx, params.textDocument.uri);
  if (!doc) return [];
  return getInlayHints(doc.model, toSpan(doc.text, params.range)).map((h) => ({
    position: doc.text.positionAt(h.offset),
    label: h.label,
    kind: InlayHintKind.Type,
    paddingLeft: true,
    tooltip: h.tooltip,
  }));
}

export function registerInlayHints(ctx: ServerContext): void {
  ctx.connection.languages.inlayHint.on((params) => handleInlayHints(ctx, params));
}
