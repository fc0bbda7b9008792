// One analysis per (document, version): the model of that text, its diagnostics (checked once, on demand) and every
// editor answer about it. Invariant: every answer names the version it is about (`Versioned`), so a caller can
// refuse an answer computed for a version the client no longer has.

import { TextDocument } from 'vscode-languageserver-textdocument';
import type { Span } from '../../../grammar/src/span';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { getCodeActions, type CodeActionItem } from '../ide/code-actions';
import { getScenarioLenses, type ScenarioLens } from '../ide/code-lens';
import { getCompletions, type Completion } from '../ide/completion';
import { getFoldingRanges, type Fold } from '../ide/folding';
import { getFormattingEdits } from '../ide/format';
import { getHover, type HoverOptions, type HoverResult } from '../ide/hover';
import type { RealCardSource } from '../ide/real-cards';
import { getInlayHints, type InlayHint } from '../ide/inlay-hints';
import { getDefinition, getReferences, getRenameEdits, prepareRename, type Location, type PrepareRenameResult, type RenameResult } from '../ide/navigation';
import { getSemanticTokens, type SemanticToken } from '../ide/semantic-tokens';
import { getDocumentSymbols, type DocSymbol } from '../ide/symbols';
import type { TextEdit } from '../diagnostics/diagnostic';
import type { DocumentModel } from '../model/document';
import type { Workspace } from '../model/workspace';
import type { Locale } from '../i18n';
import type { CheckPart } from './analysis-host';

/** An answer and the document version it is about (null: a file read from disk, not open in an editor). */
export interface Versioned<T> {
  uri: string;
  version: number | null;
  value: T;
}

/** What an analysis needs from its host: the workspace as it was when the analysis was made, and the checker. */
export interface AnalysisHostView {
  readonly workspace: Workspace;
  /** Real cards (the user's card database) for hover and completion, when one is set. */
  readonly realCards?: RealCardSource;
  /** The reader's language. */
  readonly locale?: Locale;
  /** The diagnostics of `uri` in the current workspace (the one checking path): all, or one part of them. */
  check(uri: string, part?: CheckPart): Diagnostic[];
  /** One slice of the set-wide analysis of `uri` (AnalysisHost.advanceSetWide); absent: it runs whole. */
  advanceSetWide?(uri: string, limit: number): { analyzed: number; done: boolean };
  /** Whether `analysis` is still the current one of its document (same version, same workspace). */
  isCurrent(analysis: DocumentAnalysis): boolean;
}

/**
 * How many effects the set-wide analysis re-reads in one slice before it lets other requests in (each effect: its
 * scenarios against each face-down family, a few ms when its simulations are not cached).
 */
export const SET_WIDE_SLICE = 20;

/** About how long one slice of the set-wide analysis runs in the server before it lets other requests in (ms). */
export const SET_WIDE_SLICE_MS = 100;

/** The order checkDocument gives diagnostics in (by span, then code). */
const byPosition = (a: Diagnostic, b: Diagnostic) => a.span.start - b.span.start || a.span.end - b.span.end || a.code.localeCompare(b.code);

/**
 * Two lists each in checkDocument's order merged into one (what sorting them together gives, `a`'s first on a tie: a
 * stable sort of `a` then `b`), in one pass instead of a sort of every diagnostic.
 */
function merged(a: readonly Diagnostic[], b: readonly Diagnostic[]): Diagnostic[] {
  const out = new Array<Diagnostic>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = byPosition(b[j]!, a[i]!) < 0 ? b[j++]! : a[i++]!;
  while (i < a.length) out[k++] = a[i++]!;
  while (j < b.length) out[k++] = b[j++]!;
  return out;
}

/** Per list of diagnostics (in checkDocument's order): the furthest end of each diagnostic and those before it. */
const furthestEnds = new WeakMap<readonly Diagnostic[], Int32Array>();

/** Diagnostics looked at to find those under an offset (test/robustness/linear-work.test.ts). */
export const holdingWork = { looked: 0 };

/**
 * The diagnostics of `list` (in checkDocument's order) whose span holds `offset`, in that order: found by halving
 * and looking back only as far as a span could reach, not by looking at every diagnostic — a hover on a large
 * document is answered in about the same time as on a small one (issue 22, F9).
 */
function holding(list: readonly Diagnostic[], offset: number): Diagnostic[] {
  let ends = furthestEnds.get(list);
  if (!ends) {
    ends = new Int32Array(list.length);
    let furthest = -1;
    list.forEach((d, i) => { ends![i] = furthest = Math.max(furthest, d.span.end); });
    furthestEnds.set(list, ends);
  }
  // The last diagnostic that starts at or before the offset; none before the first whose furthest end reaches it.
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.span.start <= offset) lo = mid + 1;
    else hi = mid;
  }
  const out: Diagnostic[] = [];
  for (let i = lo - 1; i >= 0 && ends[i]! >= offset; i--) {
    holdingWork.looked++;
    const d = list[i]!;
    if (d.span.end >= offset) out.push(d);
  }
  return out.reverse();
}

/** FNV-1a of `s` (32 bits). */
function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h;
}

/**
 * Each diagnostic's words hashed once: the fields a client shows but its positions (which move in place with its
 * card, model/document.ts and checks/incremental-checker.ts). A diagnostic object's words never change.
 */
const wordsHash = new WeakMap<Diagnostic, number>();

/** Diagnostics whose words were hashed (test/robustness/edit-work.test.ts: a keystroke hashes the edited card's). */
export const idWork = { hashed: 0 };

/**
 * An id of a list of diagnostics' content (FNV-1a over the fields a client shows: each diagnostic's words hashed once,
 * its positions and its related locations' positions on every call), prefixed by `prefix`.
 */
function contentId(prefix: string, textLength: number, diagnostics: readonly Diagnostic[]): string {
  let h = 0x811c9dc5;
  const mix = (n: number) => { h = Math.imul(h ^ (n | 0), 0x01000193); };
  mix(textLength);
  for (const d of diagnostics) {
    let words = wordsHash.get(d);
    if (words === undefined) {
      idWork.hashed++;
      words = fnv(`${d.code}|${d.severity}|${d.message}|${d.cr?.join(',') ?? ''}|${d.fixes?.length ?? 0}|${(d.related ?? []).map((r) => `${r.uri}|${r.message}`).join('|')}`);
      wordsHash.set(d, words);
    }
    mix(words);
    mix(d.span.start);
    mix(d.span.end);
    for (const r of d.related ?? []) {
      mix(r.span.start);
      mix(r.span.end);
    }
  }
  return `${prefix}-${(h >>> 0).toString(36)}`;
}

export class DocumentAnalysis {
  private diagnosticsMemo: Diagnostic[] | undefined;
  /** The document's own findings (every check but the set-wide analysis), and the set-wide analysis's. */
  private ownMemo: Diagnostic[] | undefined;
  private setWideMemo: Diagnostic[] | undefined;
  private resultIdMemo: string | undefined;
  private ownResultIdMemo: string | undefined;
  private snapshot: TextDocument | undefined;

  constructor(
    readonly uri: string,
    readonly version: number | null,
    /** The workspace generation this analysis was made in: answers that read other files depend on it. */
    readonly generation: number,
    readonly model: DocumentModel,
    private readonly host: AnalysisHostView,
  ) {}

  get text(): string {
    return this.model.text;
  }

  /** An immutable line index of exactly this version's text (offset ↔ line/character). */
  get document(): TextDocument {
    return (this.snapshot ??= TextDocument.create(this.uri, 'cardscript', this.version ?? 0, this.model.text));
  }

  /** Whether this is still the document's current analysis (no newer version, no change elsewhere in the workspace). */
  get current(): boolean {
    return this.host.isCurrent(this);
  }

  private answer<T>(value: T): Versioned<T> {
    return { uri: this.uri, version: this.version, value };
  }

  private checked(part: CheckPart): Diagnostic[] {
    if (!this.current) throw new Error(`analysis of ${this.uri} v${this.version} asked after the workspace changed`);
    return this.host.check(this.uri, part);
  }

  /** This version's diagnostics, checked once: its own findings and the set-wide analysis's, in checkDocument's order. */
  diagnostics(): Versioned<Diagnostic[]> {
    // The set-wide analysis finds only its own code, so no finding of one part ties with one of the other.
    this.diagnosticsMemo ??= merged(this.ownDiagnostics().value, this.setWideDiagnostics().value);
    return this.answer(this.diagnosticsMemo);
  }

  /**
   * This version's own findings — syntax, card names, templating, lints, scenarios: everything but the set-wide
   * analysis — checked once. Quick, where the set-wide analysis of a large set is not: a first answer, which whoever
   * gives it must follow with the rest (lsp/set-wide-follow-up.ts), or one diagnostics provider of two.
   */
  ownDiagnostics(): Versioned<Diagnostic[]> {
    return this.answer((this.ownMemo ??= this.checked('own')));
  }

  /**
   * The set-wide analysis of this version in slices, `between` awaited after each slice that leaves work (it yields to
   * other requests, and throws to stop — a newer version, a cancellation). A slice re-reads at most `limit` effects;
   * with `sliceMs`, the limit then doubles while slices take less than half of it and halves while they take more than
   * twice it, so a slice takes about that long whatever the set. Afterwards `complete` is true and
   * setWideDiagnostics() answers at once.
   */
  async setWideInSlices(between: () => Promise<void>, { limit = SET_WIDE_SLICE, sliceMs }: { limit?: number; sliceMs?: number } = {}): Promise<void> {
    let size = limit;
    while (!this.complete) {
      if (!this.current) throw new Error(`analysis of ${this.uri} v${this.version} asked after the workspace changed`);
      const started = performance.now();
      if (this.host.advanceSetWide?.(this.uri, size).done ?? true) {
        this.setWideDiagnostics();
        return;
      }
      if (sliceMs !== undefined) {
        const took = performance.now() - started;
        if (took < sliceMs / 2) size *= 2;
        else if (took > sliceMs * 2) size = Math.max(1, size >> 1);
      }
      await between();
    }
  }

  /** The findings of the set-wide analysis (interactions between the set's cards) on this version, checked once. */
  setWideDiagnostics(): Versioned<Diagnostic[]> {
    return this.answer((this.setWideMemo ??= this.checked('setWide')));
  }

  /** Whether this version's diagnostics are all known (the set-wide analysis has run). */
  get complete(): boolean {
    return this.setWideMemo !== undefined;
  }

  /**
   * An id of the diagnostics' content: equal ids, equal reports (pull diagnostics answer "unchanged", the push
   * publisher sends nothing). It names the version.
   */
  resultId(): string {
    return (this.resultIdMemo ??= contentId(`${this.version ?? 'disk'}`, this.text.length, this.diagnostics().value));
  }

  /** The id of ownDiagnostics()' answer (marked `own`: never equal to resultId()). */
  ownResultId(): string {
    return (this.ownResultIdMemo ??= contentId(`${this.version ?? 'disk'}-own`, this.text.length, this.ownDiagnostics().value));
  }

  /**
   * The diagnostics known now without running the set-wide analysis: all of them once it has run, else the document's
   * own findings (a hover or the light bulb never waits for the analysis of every card against every other; the
   * set-wide notes' actions appear once it is done).
   */
  private known(): Diagnostic[] {
    return this.complete ? this.diagnostics().value : this.ownDiagnostics().value;
  }

  hover(offset: number, docsBase?: HoverOptions['docsBase']): Versioned<HoverResult | undefined> {
    return this.answer(getHover(this.host.workspace, this.uri, offset, { diagnostics: holding(this.known(), offset), docsBase, realCards: this.host.realCards, locale: this.host.locale }));
  }

  completions(offset: number): Versioned<Completion[]> {
    return this.answer(getCompletions(this.host.workspace, this.uri, offset, this.host.realCards, this.host.locale));
  }

  symbols(): Versioned<DocSymbol[]> {
    return this.answer(getDocumentSymbols(this.model));
  }

  definition(offset: number): Versioned<Location[]> {
    return this.answer(getDefinition(this.host.workspace, this.uri, offset));
  }

  references(offset: number, includeDeclaration: boolean): Versioned<Location[]> {
    return this.answer(getReferences(this.host.workspace, this.uri, offset, includeDeclaration));
  }

  prepareRename(offset: number): Versioned<PrepareRenameResult | undefined> {
    return this.answer(prepareRename(this.host.workspace, this.uri, offset));
  }

  rename(offset: number, newName: string): Versioned<RenameResult> {
    return this.answer(getRenameEdits(this.host.workspace, this.uri, offset, newName));
  }

  folding(): Versioned<Fold[]> {
    return this.answer(getFoldingRanges(this.model));
  }

  formatting(): Versioned<TextEdit[]> {
    return this.answer(getFormattingEdits(this.text));
  }

  semanticTokens(): Versioned<SemanticToken[]> {
    return this.answer(getSemanticTokens(this.host.workspace, this.uri));
  }

  inlayHints(range: Span): Versioned<InlayHint[]> {
    return this.answer(getInlayHints(this.model, range, this.host.locale));
  }

  /** Quick fixes and fix-all, built from this version's diagnostics: their edits are for this version only. */
  codeActions(range: Span, only?: readonly string[]): Versioned<CodeActionItem[]> {
    return this.answer(getCodeActions(this.host.workspace, this.uri, this.known(), range, only, this.host.locale));
  }

  codeLenses(): Versioned<ScenarioLens[]> {
    return this.answer(getScenarioLenses(this.model, this.host.workspace, this.host.locale));
  }
}
