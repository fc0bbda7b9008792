// The Diagnostic value every layer returns: a code from the registry, a message, an offset range,
// optional related information and CR citations. Severity always comes from the registry.

import type { Span } from '../../../grammar/src/span';
import { CODES, type DiagnosticCode, type Severity } from './registry';

export interface RelatedInfo {
  uri: string;
  span: Span;
  message: string;
}

/** A fix: replace the text of `span` with `newText` (offsets into the same document). */
export interface TextEdit {
  span: Span;
  newText: string;
}

export interface Fix {
  title: string;
  edits: TextEdit[];
  /** Safe to apply in a fix-all. */
  preferred?: boolean;
}

export interface Diagnostic {
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  span: Span;
  /** Document the span belongs to. Empty until a multi-file pass assigns it. */
  uri?: string;
  related?: RelatedInfo[];
  /** Comprehensive Rules sections the diagnostic rests on, e.g. ["702.37e", "708.8"]. */
  cr?: string[];
  fixes?: Fix[];
}

export function makeDiagnostic(
  code: DiagnosticCode,
  message: string,
  span: Span,
  extra: Partial<Omit<Diagnostic, 'code' | 'message' | 'span' | 'severity'>> = {},
): Diagnostic {
  return { code, severity: CODES[code].severity, message, span, ...extra };
}
