// Shared by the feature handlers: the current analysis of a uri (its immutable text snapshot converts offsets
// and positions), and offset ↔ position conversion.

import type { Position, Range } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Span } from '../../../../grammar/src/span';
import type { DocumentAnalysis } from '../../analysis/document-analysis';
import type { ServerContext } from '../server-context';

/** The current analysis of `uri`, or undefined for a uri the server doesn't know. */
export function analysisFor(ctx: ServerContext, uri: string): DocumentAnalysis | undefined {
  return ctx.host.analysis(uri);
}

/** The text snapshot of any workspace uri (to convert spans in other files, e.g. related locations). */
export function textDocumentFor(ctx: ServerContext, uri: string): TextDocument | undefined {
  return ctx.host.analysis(uri)?.document;
}

export function toRange(doc: TextDocument, span: Span): Range {
  return { start: doc.positionAt(span.start), end: doc.positionAt(span.end) };
}

export function toSpan(doc: TextDocument, range: Range): Span {
  const a = doc.offsetAt(range.start);
  const b = doc.offsetAt(range.end);
  return { start: Math.min(a, b), end: Math.max(a, b) };
}

export function toOffset(doc: TextDocument, position: Position): number {
  return doc.offsetAt(position);
}
