// Shared by the feature handlers: the TextDocument and model of a uri, and offset ↔ position conversion.

import type { Position, Range } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Span } from '../../../../grammar/src/span';
import type { DocumentModel } from '../../model/document';
import type { ServerContext } from '../server-context';

export interface OpenDocument {
  text: TextDocument;
  model: DocumentModel;
}

/** The document and its model, or undefined for a uri the server doesn't know. */
export function documentFor(ctx: ServerContext, uri: string): OpenDocument | undefined {
  const model = ctx.workspace.get(uri);
  if (!model) return undefined;
  return { text: textDocumentFor(ctx, uri) ?? TextDocument.create(uri, 'cardscript', 0, model.text), model };
}

/** A TextDocument for any workspace uri (open, read from disk, or known only to the model). */
export function textDocumentFor(ctx: ServerContext, uri: string): TextDocument | undefined {
  const known = ctx.textOf(uri);
  if (known && known.getText() === ctx.workspace.get(uri)?.text) return known;
  const model = ctx.workspace.get(uri);
  return model ? TextDocument.create(uri, 'cardscript', 0, model.text) : known;
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
