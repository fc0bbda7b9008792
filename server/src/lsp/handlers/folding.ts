// textDocument/foldingRange over ide/folding.ts (offsets → line ranges).

import { FoldingRangeKind, type FoldingRange, type FoldingRangeParams } from 'vscode-languageserver';
import { getFoldingRanges } from '../../ide/folding';
import type { ServerContext } from '../server-context';
import { documentFor } from './documents';

export function handleFoldingRanges(ctx: ServerContext, params: FoldingRangeParams): FoldingRange[] {
  const doc = documentFor(ctx, params.textDocument.uri);
  if (!doc) return [];
  const out: FoldingRange[] = [];
  for (const f of getFoldingRanges(doc.model)) {
    const startLine = doc.text.positionAt(f.span.start).line;
    const endLine = doc.text.positionAt(f.span.end).line;
    if (endLine <= startLine) continue;
    out.push({ startLine, endLine, kind: f.kind === 'comment' ? FoldingRangeKind.Comment : FoldingRangeKind.Region });
  }
  return out;
}

export function registerFolding(ctx: ServerContext): void {
  ctx.connection.onFoldingRanges((params) => handleFoldingRanges(ctx, params));
}
