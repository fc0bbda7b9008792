// Folding ranges: each card, each back face, each `text` block, each scenario, and runs of comment lines.

import type { Span } from '../../../grammar/src/span';
import type { DocumentModel } from '../model/document';

export interface Fold {
  span: Span;
  kind: 'region' | 'comment';
}

export function getFoldingRanges(doc: DocumentModel): Fold[] {
  const out: Fold[] = [];
  for (const item of doc.parse.ast.items) {
    out.push({ span: item.span, kind: 'region' });
    if (item.kind !== 'card') continue;
    item.faces.forEach((face, i) => {
      if (i > 0) out.push({ span: face.span, kind: 'region' });
      if (face.text && face.text.lines.length > 0) out.push({ span: face.text.span, kind: 'region' });
    });
  }
  // Consecutive whole-line comments.
  let run: Span | undefined;
  let count = 0;
  const flush = () => { if (run && count > 1) out.push({ span: run, kind: 'comment' }); run = undefined; count = 0; };
  for (const c of doc.parse.ast.comments) {
    const lineStart = doc.text.lastIndexOf('\n', c.span.start - 1) + 1;
    const wholeLine = doc.text.slice(lineStart, c.span.start).trim() === '';
    if (!wholeLine) { flush(); continue; }
    const between = run ? doc.text.slice(run.end, lineStart) : '';
    if (run && /^\r?\n$|^\r$/.test(between)) { run = { start: run.start, end: c.span.end }; count++; }
    else { flush(); run = { ...c.span }; count = 1; }
  }
  flush();
  return out.sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
}
