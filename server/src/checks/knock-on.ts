// Knock-on findings: on a line the grammar can't read (a syntax error, a mana symbol that isn't one), the findings that
// only follow from the line being broken — its
// style ("add a period" after `Disguise {GG}`), its Oracle wording, the text the grammar therefore did not understand
// and the incomplete analysis that rests on it — are left out. The error is what to fix first; they come back, if
// they still hold, once it is fixed.

import type { Diagnostic } from '../diagnostics/diagnostic';

/** Errors that leave a line unreadable: the rest of what is said about the line rests on a wrong reading. */
export const BREAKING_CODES: ReadonlySet<string> = new Set(['syntax-error', 'unknown-mana-symbol']);

/** Codes that are knock-ons of an error on their line. */
export const KNOCK_ON_CODES: ReadonlySet<string> = new Set(['style', 'oracle-wording', 'unmodeled-text', 'analysis-incomplete']);

/** `diagnostics` without the knock-on findings of lines that hold a breaking error (lines of `text`). */
export function withoutKnockOns(text: string, diagnostics: Diagnostic[]): Diagnostic[] {
  const errors = diagnostics.filter((d) => BREAKING_CODES.has(d.code));
  if (errors.length === 0) return diagnostics;
  const lineStart = (at: number) => text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
  const broken = new Set(errors.map((d) => lineStart(d.span.start)));
  return diagnostics.filter((d) => !KNOCK_ON_CODES.has(d.code) || !broken.has(lineStart(d.span.start)));
}
