// Applying quick fixes to text: one fix, or every preferred fix at once (fix-all). Edits of one fix are
// applied together or not at all; fixes whose edits overlap an accepted fix wait for the next pass. Never
// throws: an edit outside the text is skipped.

import type { Diagnostic, Fix, TextEdit } from '../diagnostics/diagnostic';
import type { Span } from '../model/types';

/**
 * Codes that mark an unknown or misspelled word. Fix-all applies only their own fixes on such a line: a style fix
 * there ("add a period" after `Disquise {2}{R}`) would lock the typo in.
 */
export const UNKNOWN_WORD_CODES: ReadonlySet<string> = new Set(['unknown-keyword', 'misspelled-word', 'unknown-mana-symbol', 'unknown-subtype', 'type-line', 'unresolved-card-name']);

/** The whole lines of `text` that hold an unknown word. */
export function linesWithUnknownWords(text: string, diagnostics: readonly Diagnostic[]): Span[] {
  return diagnostics
    .filter((d) => UNKNOWN_WORD_CODES.has(d.code))
    .map((d) => ({ start: text.lastIndexOf('\n', Math.max(0, d.span.start - 1)) + 1, end: lineEnd(text, d.span.end) }));
}

function lineEnd(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl;
}

/** Whether fix-all may take `d`'s fix: unknown-word diagnostics always, others only away from unknown words. */
export function fixAllowedBeside(d: Diagnostic, fix: Fix, held: readonly Span[]): boolean {
  if (UNKNOWN_WORD_CODES.has(d.code)) return true;
  return !fix.edits.some((e) => held.some((h) => e.span.start <= h.end && h.start <= e.span.end));
}

function valid(e: TextEdit, length: number): boolean {
  return Number.isInteger(e.span.start) && Number.isInteger(e.span.end) && e.span.start >= 0 && e.span.start <= e.span.end && e.span.end <= length && typeof e.newText === 'string';
}

/** Two edits conflict when their ranges overlap, or both insert at the same offset (their order is unknown). */
export function editsConflict(a: TextEdit, b: TextEdit): boolean {
  if (a.span.start === a.span.end && b.span.start === b.span.end) return a.span.start === b.span.start;
  return a.span.start < b.span.end && b.span.start < a.span.end;
}

/** Applies non-conflicting edits (offsets into `text`); returns the new text and the edits left out. */
export function applyEdits(text: string, edits: readonly TextEdit[]): { text: string; applied: TextEdit[]; skipped: TextEdit[] } {
  const applied: TextEdit[] = [];
  const skipped: TextEdit[] = [];
  for (const e of edits) {
    if (!valid(e, text.length) || applied.some((a) => editsConflict(a, e))) skipped.push(e);
    else applied.push(e);
  }
  const sorted = [...applied].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  let out = '';
  let last = 0;
  for (const e of sorted) {
    out += text.slice(last, e.span.start) + e.newText;
    last = e.span.end;
  }
  return { text: out + text.slice(last), applied, skipped };
}

/** Applies one fix (all its edits, or none when they conflict with each other or fall outside the text). */
export function applyFix(text: string, fix: Fix): string {
  const r = applyEdits(text, fix.edits);
  return r.skipped.length ? text : r.text;
}

/**
 * The preferred fixes of `diagnostics` that can be applied together: in document order, a fix is taken when
 * none of its edits conflicts with an edit already taken. A fix with no edits is ignored.
 */
export function selectFixAll(diagnostics: readonly Diagnostic[], textLength: number, text?: string): Fix[] {
  const held = text === undefined ? [] : linesWithUnknownWords(text, diagnostics);
  const taken: Fix[] = [];
  const edits: TextEdit[] = [];
  const sorted = [...diagnostics].sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  for (const d of sorted) {
    const fix = d.fixes?.find((f) => f.preferred);
    if (!fix || fix.edits.length === 0 || !fix.edits.every((e) => valid(e, textLength)) || !fixAllowedBeside(d, fix, held)) continue;
    const own = fix.edits;
    const selfConflict = own.some((e, i) => own.some((o, j) => i < j && editsConflict(e, o)));
    if (selfConflict || own.some((e) => edits.some((t) => editsConflict(t, e)))) continue;
    taken.push(fix);
    edits.push(...own);
  }
  return taken;
}

/** One pass of fix-all over `text`. */
export function fixAllOnce(text: string, diagnostics: readonly Diagnostic[]): { text: string; fixes: Fix[] } {
  const fixes = selectFixAll(diagnostics, text.length, text);
  return { text: applyEdits(text, fixes.flatMap((f) => f.edits)).text, fixes };
}

export interface FixAllResult {
  text: string;
  /** Fixes applied over all passes. */
  applied: Fix[];
  passes: number;
}

/**
 * Fix-all to a fixed point: `diagnose` is run on the text, the preferred fixes applied, and again while a pass
 * still changes something (at most `maxPasses`; fixes that overlapped wait for the next pass).
 */
export function fixAll(text: string, diagnose: (text: string) => readonly Diagnostic[], maxPasses = 5): FixAllResult {
  let current = text;
  const applied: Fix[] = [];
  let passes = 0;
  while (passes < maxPasses) {
    const r = fixAllOnce(current, diagnose(current));
    passes++;
    if (r.fixes.length === 0 || r.text === current) break;
    applied.push(...r.fixes);
    current = r.text;
  }
  return { text: current, applied, passes };
}
