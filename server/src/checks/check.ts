// What a check is, and the guard every check runs in: an exception becomes an internal-error
// diagnostic instead of a crash (the rest of the checks still run).

import { makeDiagnostic, type Diagnostic } from '../diagnostics/diagnostic';
import { msg } from '../i18n';
import type { DocumentModel } from '../model/document';
import type { Workspace } from '../model/workspace';

export interface CheckOptions {
  /** Report unmodeled-text hints. */
  showUnmodeled: boolean;
}

export interface CheckContext {
  doc: DocumentModel;
  workspace: Workspace;
  options: CheckOptions;
}

export interface Check {
  /** Stable name, used in internal-error messages. */
  name: string;
  run(ctx: CheckContext): Diagnostic[];
}

export function runGuarded(check: Check, ctx: CheckContext): Diagnostic[] {
  try {
    return check.run(ctx);
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    return [
      makeDiagnostic('internal-error', msg('internal.check-failed', { check: check.name, detail }), { start: 0, end: Math.min(ctx.doc.text.length, 1) }),
    ];
  }
}
