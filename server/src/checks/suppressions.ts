// Acknowledged lints: a `# cardscript-ignore code[, code…]` comment silences those codes on its line, on the next
// line when it stands alone, or in a whole card when it is on (or just above) the `card` line. CLI and editor filter here.

import { makeFix, type Diagnostic, type Fix } from '../diagnostics/diagnostic';
import { msg } from '../i18n';
import type { DocumentModel } from '../model/document';
import type { Span } from '../model/types';

/** The directive; codes follow, separated by commas or spaces; a reason may follow ` -- `, ` — ` or `:`. */
const DIRECTIVE = /^#[ \t]*cardscript-ignore(?![\w-])(.*)$/;
const REASON = /\s(?:--|\u2014)\s|:/;
const CODE = /^[a-z][a-z0-9-]*$/;
/** Never silenced: a check that failed is a bug to report, not a lint to acknowledge. */
const UNSUPPRESSIBLE: ReadonlySet<string> = new Set(['internal-error']);

export interface Suppression {
  /** The codes the comment names. */
  codes: ReadonlySet<string>;
  /** The comment itself. */
  comment: Span;
  /** Where diagnostics (by their start) are silenced: one line, or a whole card. */
  scope: Span;
}

/** The codes a comment's text names, or undefined when it is not a `cardscript-ignore` comment. */
export function parseDirective(comment: string): string[] | undefined {
  const m = DIRECTIVE.exec(comment.trim());
  if (!m) return undefined;
  const list = m[1]!.split(REASON)[0]!;
  return list.split(/[\s,]+/).filter((c) => CODE.test(c));
}

function lineAt(text: string, offset: number): Span {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const nl = text.indexOf('\n', offset);
  return { start, end: nl < 0 ? text.length : nl };
}

/** Whether the line is blank or holds only a comment. */
function isQuiet(line: string): boolean {
  const t = line.trim();
  return t.length === 0 || t.startsWith('#');
}

/**
 * The line a comment is about: its own line, or the next line with content when the comment stands alone (looked for
 * at most 10,000 lines ahead: many comments over many blank lines cost no more than the file's size times a constant).
 */
function targetLine(text: string, comment: Span): Span | undefined {
  const own = lineAt(text, comment.start);
  if (text.slice(own.start, comment.start).trim().length > 0) return own;
  let next = own;
  for (let guard = 0; guard < 10_000 && next.end < text.length; guard++) {
    next = lineAt(text, next.end + 1);
    if (!isQuiet(text.slice(next.start, next.end))) return next;
  }
  return undefined;
}

export function findSuppressions(doc: DocumentModel): Suppression[] {
  const out: Suppression[] = [];
  for (const c of doc.parse.ast.comments) {
    const codes = parseDirective(c.text);
    if (!codes || codes.length === 0) continue;
    const line = targetLine(doc.text, c.span);
    if (!line) continue;
    const card = doc.cards.find((b) => b.card.span.start >= line.start && b.card.span.start <= line.end);
    out.push({ codes: new Set(codes), comment: c.span, scope: card ? card.card.span : line });
  }
  return out;
}

/** `diagnostics` without those a `cardscript-ignore` comment of the document acknowledges. */
export function applySuppressions(doc: DocumentModel, diagnostics: Diagnostic[]): Diagnostic[] {
  if (!doc.text.includes('cardscript-ignore')) return diagnostics;
  const found = findSuppressions(doc);
  if (found.length === 0) return diagnostics;
  return diagnostics.filter(
    (d) => UNSUPPRESSIBLE.has(d.code) || !found.some((s) => s.codes.has(d.code) && d.span.start >= s.scope.start && d.span.start <= s.scope.end),
  );
}

/** Never offered: a syntax error is fixed, not acknowledged. */
const NOT_OFFERED: ReadonlySet<string> = new Set(['internal-error', 'syntax-error']);

/**
 * The editor's "acknowledge" quick fix for `d`: a `# cardscript-ignore <code>` line inserted above the diagnostic's line
 * (above a `card` line it covers the whole card). Never preferred, so fix-all and `--fix` never apply it.
 */
export function acknowledgeFix(doc: DocumentModel, d: Diagnostic): Fix | undefined {
  if (NOT_OFFERED.has(d.code) || d.span.start > doc.text.length) return undefined;
  const line = lineAt(doc.text, d.span.start);
  const indent = /^[ \t]*/.exec(doc.text.slice(line.start, line.end))![0];
  const isCard = doc.cards.some((b) => b.card.span.start >= line.start && b.card.span.start <= line.end);
  return makeFix(msg(isCard ? 'fix.acknowledge-card' : 'fix.acknowledge-line', { code: d.code }),
    [{ span: { start: line.start, end: line.start }, newText: `${indent}# cardscript-ignore ${d.code}\n` }], false);
}
