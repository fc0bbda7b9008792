// The check registry: every check family, run in order, each inside its guard.

import type { Diagnostic } from '../diagnostics/diagnostic';
import type { Workspace } from '../model/workspace';
import { cardNamesCheck } from './card-names';
import { runGuarded, type Check, type CheckOptions } from './check';
import { faceDownLintsCheck } from './face-down-lints';
import { interactionsCheck } from './interactions';
import { scenariosCheck } from './scenarios';
import { withoutKnockOns } from './knock-on';
import { withoutLexChangingFixes } from './lexing-kept';
import { applySuppressions } from './suppressions';
import { syntaxCheck } from './syntax';
import { TEMPLATING_CHECKS } from './templating';
import { rulesTyposCheck } from './rules-typos';
import { typosCheck } from './typos';
import { unmodeledCheck } from './unmodeled';

export const DEFAULT_CHECK_OPTIONS: CheckOptions = { showUnmodeled: true };

export const CHECKS: Check[] = [syntaxCheck, cardNamesCheck, typosCheck, rulesTyposCheck, ...TEMPLATING_CHECKS, unmodeledCheck, faceDownLintsCheck, scenariosCheck, interactionsCheck];

/** All diagnostics of one document, sorted by position. Never throws. */
export function checkDocument(workspace: Workspace, uri: string, options: CheckOptions = DEFAULT_CHECK_OPTIONS, checks: Check[] = CHECKS): Diagnostic[] {
  const doc = workspace.get(uri);
  if (!doc) return [];
  const ctx = { doc, workspace, options };
  const out = checks.flatMap((c) => runGuarded(c, ctx));
  for (const d of out) d.uri ??= uri;
  return withoutLexChangingFixes(uri, doc.text, withoutKnockOns(doc.text, applySuppressions(doc, out))).sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end || a.code.localeCompare(b.code));
}

export type { Check, CheckContext, CheckOptions } from './check';
