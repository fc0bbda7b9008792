// The diagnostic code registry: every code CardScript reports, as data.
// Call sites name a code; severity and flags come from here (product.md), the summary and documentation from the
// message catalog (`code.<code>.summary`, `code.<code>.docs`: i18n/en/codes.ts), in the reader's language.

import { t, type Locale, type MessageId } from '../i18n';

export type Severity = 'error' | 'warning' | 'information' | 'hint';

export interface CodeInfo {
  severity: Severity;
  /** Whether the code marks outdated text (rendered struck through in the editor). */
  deprecated?: boolean;
  /** Whether the code marks text the engine does not understand (rendered faded). */
  unnecessary?: boolean;
}

export const CODES = {
  'syntax-error': { severity: 'error' },
  'unknown-mana-symbol': { severity: 'error' },
  'unknown-keyword': { severity: 'warning' },
  'misspelled-word': { severity: 'warning' },
  'mana-symbol-order': { severity: 'warning' },
  'reminder-text-mismatch': { severity: 'warning' },
  'outdated-reminder-text': { severity: 'warning', deprecated: true },
  'outdated-wording': { severity: 'warning', deprecated: true },
  'self-reference': { severity: 'warning' },
  'type-line': { severity: 'error' },
  'type-line-dash': { severity: 'warning' },
  'unknown-subtype': { severity: 'warning' },
  'retired-subtype': { severity: 'information' },
  'missing-field': { severity: 'error' },
  'unexpected-field': { severity: 'warning' },
  'style': { severity: 'information' },
  'oracle-wording': { severity: 'information' },
  'duplicate-card-name': { severity: 'error' },
  'unresolved-card-name': { severity: 'error' },
  'morph-lost-with-abilities': { severity: 'warning' },
  'manifested-instant-or-sorcery': { severity: 'warning' },
  'manifested-noncreature': { severity: 'warning' },
  'no-mana-cost': { severity: 'warning' },
  'enters-trigger-on-turn-up': { severity: 'warning' },
  'face-down-never-turns-up': { severity: 'warning' },
  'disguise-ward-note': { severity: 'information' },
  'face-down-copy-is-vanilla': { severity: 'information' },
  'face-down-spell-turn-up': { severity: 'error' },
  'interaction': { severity: 'information' },
  'illegal-action': { severity: 'error' },
  'expectation-failed': { severity: 'error' },
  'expectation-inconclusive': { severity: 'warning' },
  'unmodeled-text': { severity: 'hint', unnecessary: true },
  // Information, not a warning (issue 26): the grammar's gap, not a fault of the card; real Oracle text has it too, and
  // every answer that could rest on the sentence says it is inconclusive where it is given (expectation-inconclusive,
  // the set-wide notes). product.md: a sentence not understood is "a hint, never an error".
  'analysis-incomplete': { severity: 'information' },
  'internal-error': { severity: 'error' },
} as const satisfies Record<string, CodeInfo>;

export type DiagnosticCode = keyof typeof CODES;

export function codeInfo(code: DiagnosticCode): CodeInfo {
  return CODES[code];
}

/** Every code has a summary and documentation in the catalog (tsc checks it). */
type CodeTextIds = `code.${DiagnosticCode}.${'summary' | 'docs'}`;
const codeTextId = (code: DiagnosticCode, part: 'summary' | 'docs'): CodeTextIds & MessageId => `code.${code}.${part}`;

/** One line: what the code means, in `locale`. */
export function codeSummary(code: DiagnosticCode, locale: Locale = 'en'): string {
  return t(locale, codeTextId(code, 'summary'));
}

/** The longer explanation shown on hover of the code, in docs/diagnostics.md and in SARIF rules, in `locale`. */
export function codeDocs(code: DiagnosticCode, locale: Locale = 'en'): string {
  return t(locale, codeTextId(code, 'docs'));
}
