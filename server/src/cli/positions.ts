// Offsets → 0-based line/character (UTF-16 code units, as LSP counts) for CLI output.

import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Span } from '../../../grammar/src/span';

export interface LineRange {
  start: { line: number; character: number };
  end: { line: number; character: number };
}

export function lineIndex(text: string): (span: Span) => LineRange {
  const doc = TextDocument.create('file:///x', 'cardscript', 0, text);
  return (span) => ({ start: doc.positionAt(span.start), end: doc.positionAt(span.end) });
}
