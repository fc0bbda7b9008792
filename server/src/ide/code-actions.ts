// Code actions: the quick fixes the checks attach to their diagnostics (Diagnostic.fixes), "did you mean" fixes
// for card names nobody defines, "acknowledge" (a `# cardscript-ignore` comment), and a fix-all that applies every
// fix marked safe for it.

import type { Span } from '../../../grammar/src/span';
import { fixAllowedBeside, linesWithUnknownWords } from '../checks/fix-all';
import { acknowledgeFix } from '../checks/suppressions';
import { localTitle, type Diagnostic, type TextEdit } from '../diagnostics/diagnostic';
import { t, type Locale } from '../i18n';
import type { Workspace } from '../model/workspace';
import { overlaps } from './locate';
import { openAsScenarioEdit } from './note-scenarios';

export const FIX_ALL_KIND = 'source.fixAll.cardscript';

export interface CodeActionItem {
  title: string;
  kind: 'quickfix' | typeof FIX_ALL_KIND;
  edits: TextEdit[];
  /** The diagnostics the action fixes. */
  diagnostics: Diagnostic[];
  preferred?: boolean;
}

/** Whether a requested kind filter (LSP `only`) admits `kind` (a kind admits its sub-kinds). */
export function kindRequested(kind: string, only: readonly string[] | undefined): boolean {
  if (!only || only.length === 0) return true;
  return only.some((o) => kind === o || kind.startsWith(o + '.'));
}

export function getCodeActions(
  workspace: Workspace, uri: string, diagnostics: readonly Diagnostic[], range: Span, only?: readonly string[], locale: Locale = 'en',
): CodeActionItem[] {
  const out: CodeActionItem[] = [];
  if (kindRequested('quickfix', only)) {
    // Acknowledging (# cardscript-ignore) comes after every real fix.
    const acknowledge: CodeActionItem[] = [];
    for (const d of diagnostics) {
      if (!overlaps(d.span, range)) continue;
      for (const fix of d.fixes ?? []) {
        out.push({ title: localTitle(fix, locale), kind: 'quickfix', edits: fix.edits, diagnostics: [d], preferred: fix.preferred });
      }
      if (d.code === 'unresolved-card-name' && !d.fixes?.length) out.push(...didYouMean(workspace, uri, d, locale));
      // A set-wide note: write the scenario it was made from (never part of a fix-all).
      const open = d.code === 'interaction' ? openAsScenarioEdit(workspace, uri, d, locale) : undefined;
      if (open) out.push({ title: open.title, kind: 'quickfix', edits: open.edits, diagnostics: [d], preferred: false });
      const doc = workspace.get(uri);
      const ack = doc && acknowledgeFix(doc, d);
      if (ack) acknowledge.push({ title: localTitle(ack, locale), kind: 'quickfix', edits: ack.edits, diagnostics: [d], preferred: false });
    }
    out.push(...acknowledge);
    return [...once(out), ...(kindRequested(FIX_ALL_KIND, only) ? fixAll(workspace, uri, diagnostics, locale) : [])];
  }
  return kindRequested(FIX_ALL_KIND, only) ? fixAll(workspace, uri, diagnostics, locale) : [];
}

/**
 * Each action once: the same title with the same edits (three interaction notes on one line, each offering to
 * acknowledge `interaction` there) is one action fixing all their diagnostics.
 */
function once(actions: CodeActionItem[]): CodeActionItem[] {
  const byKey = new Map<string, CodeActionItem>();
  for (const a of actions) {
    const key = `${a.title}\u0000${JSON.stringify(a.edits.map((e) => [e.span.start, e.span.end, e.newText]))}`;
    const first = byKey.get(key);
    if (first) {
      first.diagnostics = [...first.diagnostics, ...a.diagnostics];
      first.preferred ||= a.preferred;
    } else byKey.set(key, { ...a });
  }
  return [...byKey.values()];
}

function fixAll(workspace: Workspace, uri: string, diagnostics: readonly Diagnostic[], locale: Locale): CodeActionItem[] {
  const out: CodeActionItem[] = [];
  const edits = getFixAllEdits(diagnostics, workspace.get(uri)?.text);
  if (edits.length) {
    out.push({ title: t(locale, 'fix.all'), kind: FIX_ALL_KIND, edits, diagnostics: diagnostics.filter((d) => d.fixes?.some((f) => f.preferred)) });
  }
  return out;
}

/**
 * The edits of every preferred fix, in document order. A fix whose edits overlap an already chosen one is left
 * for the next run, so the result never garbles the text.
 */
export function getFixAllEdits(diagnostics: readonly Diagnostic[], text?: string): TextEdit[] {
  const chosen: TextEdit[] = [];
  // A line holding an unknown word gets only that word's fix (checks/fix-all.ts).
  const held = text === undefined ? [] : linesWithUnknownWords(text, diagnostics);
  const fixes = diagnostics.flatMap((d) => (d.fixes ?? []).filter((f) => f.preferred && fixAllowedBeside(d, f, held)).slice(0, 1));
  fixes.sort((a, b) => (a.edits[0]?.span.start ?? 0) - (b.edits[0]?.span.start ?? 0));
  for (const fix of fixes) {
    const clash = fix.edits.some((e) => chosen.some((c) => e.span.start < c.span.end && c.span.start < e.span.end
      || (e.span.start === e.span.end && e.span.start === c.span.start) || (c.span.start === c.span.end && c.span.start === e.span.start)));
    if (clash || fix.edits.length === 0) continue;
    chosen.push(...fix.edits);
  }
  return chosen.sort((a, b) => a.span.start - b.span.start);
}

/** Applies non-overlapping edits to `text` (used by tests and the CLI). */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.span.start - a.span.start)) out = out.slice(0, e.span.start) + e.newText + out.slice(e.span.end);
  return out;
}

/** Levenshtein distance, bounded: stops early past `max`. */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]!);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length]!;
}

function didYouMean(workspace: Workspace, uri: string, d: Diagnostic, locale: Locale): CodeActionItem[] {
  const doc = workspace.get(uri);
  if (!doc) return [];
  const written = doc.text.slice(d.span.start, d.span.end);
  const name = written.replace(/^["\u201C]|["\u201D]$/g, '');
  const max = Math.max(2, Math.floor(name.length / 4));
  const candidates = [...workspace.cardsByName().keys()]
    .map((n) => ({ n, dist: n.toLowerCase() === name.toLowerCase() ? 0 : editDistance(n.toLowerCase(), name.toLowerCase(), max) }))
    .filter((c) => c.dist <= max)
    .sort((a, b) => a.dist - b.dist || a.n.localeCompare(b.n))
    .slice(0, 3);
  return candidates.map((c, i) => ({
    title: t(locale, 'fix.change-to-quoted', { text: c.n }),
    kind: 'quickfix' as const,
    edits: [{ span: d.span, newText: `"${c.n.replace(/["\\]/g, (x) => `\\${x}`)}"` }],
    diagnostics: [d],
    preferred: i === 0 && candidates.length === 1,
  }));
}
