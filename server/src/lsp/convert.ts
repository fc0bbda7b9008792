// Core values → LSP values: offsets to positions, our diagnostics to LSP diagnostics.

import {
  DiagnosticSeverity, DiagnosticTag, type Diagnostic as LspDiagnostic, type Range,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Span } from '../../../grammar/src/span';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { CODES } from '../diagnostics/registry';

const SEVERITY = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  information: DiagnosticSeverity.Information,
  hint: DiagnosticSeverity.Hint,
} as const;

export const DOCS_BASE = 'https://cardscript.invalid/docs/diagnostics#';

export function toRange(doc: TextDocument, span: Span): Range {
  return { start: doc.positionAt(span.start), end: doc.positionAt(span.end) };
}

export function toLspDiagnostic(doc: TextDocument, d: Diagnostic, docFor: (uri: string) => TextDocument | undefined): LspDiagnostic {
  const info = CODES[d.code];
  const tags: DiagnosticTag[] = [];
  if ('deprecated' in info && info.deprecated) tags.push(DiagnosticTag.Deprecated);
  if ('unnecessary' in info && info.unnecessary) tags.push(DiagnosticTag.Unnecessary);
  const cr = d.cr?.length && !d.cr.every((c) => d.message.includes(c)) ? ` (CR ${d.cr.join(', ')})` : '';
  return {
    range: toRange(doc, d.span),
    severity: SEVERITY[d.severity],
    code: d.code,
    codeDescription: { href: DOCS_BASE + d.code },
    source: 'cardscript',
    message: d.message + cr,
    tags: tags.length ? tags : undefined,
    relatedInformation: d.related
      ?.map((r) => {
        const other = docFor(r.uri);
        return other ? { location: { uri: r.uri, range: toRange(other, r.span) }, message: r.message } : undefined;
      })
      .filter((r): r is NonNullable<typeof r> => r !== undefined),
    data: d.fixes?.length ? { fixes: d.fixes.length } : undefined,
  };
}
