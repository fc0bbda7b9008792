// textDocument/foldingRange over ide/folding.ts (offsets → line ranges).

import { FoldingRangeKind, type FoldingRange, type FoldingRangeParams } from 'vscode-languageserver';
import type { ServerContext } from '../server-context';
import { analysisFor } from './documents';

export function handleFoldingRanges(ctx: ServerContext, params: FoldingRangeParams): FoldingRange[] {
  const a = analysisFor(ctx, params.textDocument.uri);
  if (!a) return [];
  const out: FoldingRange[] = [];
  for (const f of a.folding().value) {
    const startLine = a.document.positionAt(f.span.start).line;
    const endLine = a.document.positionAt(f.span.end).line;
    if (endLine <= startLine) continue;
    out.push({ startLine, endLine, kind: f.kind === 'comment' ? FoldingRangeKind.Comment : FoldingRangeKind.Region });
  }
  return out;
}

export function registerFolding(ctx: ServerContext): void {
  ctx.connection.onFoldingRanges((params) => handleFoldingRanges(ctx, params));
}
