// Test helpers for the templating checks: diagnostics of one text (all registered checks, or the templating
// family alone) and applying the preferred fixes of one code.

import { checkDocument, CHECKS, DEFAULT_CHECK_OPTIONS } from '../../server/src/checks';
import type { Check } from '../../server/src/checks/check';
import { applyEdits, selectFixAll } from '../../server/src/checks/fix-all';
import { TEMPLATING_CHECKS } from '../../server/src/checks/templating';
import type { Diagnostic } from '../../server/src/diagnostics/diagnostic';
import { Workspace } from '../../server/src/model/workspace';

export const ALL_CHECKS: Check[] = CHECKS;

export function diagnose(text: string, checks: readonly Check[] = ALL_CHECKS, uri = 'memory:test.cards'): Diagnostic[] {
  const ws = new Workspace();
  ws.update(uri, text);
  return checkDocument(ws, uri, { ...DEFAULT_CHECK_OPTIONS, showUnmodeled: false }, [...checks]);
}

export function templatingOnly(text: string): Diagnostic[] {
  return diagnose(text, TEMPLATING_CHECKS);
}

/** Applies every preferred fix of the diagnostics with `code` (one pass, non-overlapping). */
export function applyPreferredFixes(text: string, code: string, checks: readonly Check[] = ALL_CHECKS): { text: string; applied: number } {
  const diagnostics = diagnose(text, checks).filter((d) => d.code === code);
  const fixes = selectFixAll(diagnostics, text.length);
  return { text: applyEdits(text, fixes.flatMap((f) => f.edits)).text, applied: fixes.length };
}
