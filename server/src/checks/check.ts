// What a check is, and the guard every check runs in: an exception becomes an internal-error
// diagnostic instead of a crash (the rest of the checks still run).

import { ownString } from '../../../grammar/src/own-string';
import { notGathered, shiftSpans, shiftSpansOwning } from '../../../grammar/src/span';
import { makeDiagnostic, type Diagnostic } from '../diagnostics/diagnostic';
import { msg } from '../i18n';
import { BoundedCache, stringBytes } from '../model/bounded-cache';
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

/** What a line that a check found nothing on shares: one frozen empty list (nothing adds to a line's findings). */
const NONE: readonly Diagnostic[] = Object.freeze([]);

/**
 * A per-line check's findings shared by every line that reads alike, as the ability memo shares a line's reading
 * (model/build-card.ts): keyed by exactly what the check reads of the line and its card, kept with spans relative to
 * the line, and moved to the line they are asked for on each use (a copy: nothing a caller does to one reaches the
 * others). Most lines have no finding: a hit on those is a lookup, no copy. Bounded by bytes (a finding ~1 KB).
 */
export class SharedFindings<V = undefined> {
  private readonly memo: BoundedCache<string, Shared<V>>;

  constructor(maxBytes = 8 << 20) {
    this.memo = new BoundedCache(maxBytes, (k, v) => stringBytes(k) + 64 + 1024 * v.found.length);
  }

  /**
   * The findings of the line at document offset `at` whose key is `key`: `find()` (findings at their place in the
   * document) the first time, a copy of them moved to `at` after.
   */
  of(key: string, at: number, find: () => readonly Diagnostic[]): readonly Diagnostic[] {
    return this.with(key, at, () => ({ found: find(), value: undefined as V })).found;
  }

  /** The same, with a value the check reads on from the line (a span-free value: shared as it is). */
  with(key: string, at: number, find: () => Shared<V>): Shared<V> {
    const known = this.memo.get(key);
    if (known) return known.found.length === 0 ? known : { found: notGathered(() => shiftSpans(known.found, at)), value: known.value };
    const made = find();
    // Strings of their own: a finding's text may be a slice of the document, which the memo outlives.
    const kept = made.found.length === 0 ? { found: NONE, value: made.value } : { found: notGathered(() => shiftSpansOwning(made.found, -at, ownString)), value: made.value };
    this.memo.set(ownString(key), kept);
    return made;
  }
}

/** A line's findings and what else the check reads on from it. */
export interface Shared<V> {
  found: readonly Diagnostic[];
  value: V;
}
