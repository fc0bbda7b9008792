// The analysis host: the workspace as the editor sees it — every card file on disk, with the open buffers over
// them — and the current analysis of each document. It owns the one checking path (IncrementalChecker) and the
// caches; lsp/ and cli/ ask only it. An analysis is replaced (and its memos dropped) when its document gets a
// new version or another file of the workspace changes.

import { CHECKS, type Check } from '../checks';
import type { CheckOptions } from '../checks/check';
import { IncrementalChecker } from '../checks/incremental-checker';
import type { PoolOptions } from '../checks/interaction-pool';
import { interactionsCheck } from '../checks/interactions';
import { makeDiagnostic, type Diagnostic } from '../diagnostics/diagnostic';
import type { RealCardSource } from '../ide/real-cards';
import { runScenarioForEditor } from '../ide/scenarios';
import type { ScenarioRunResult } from '../ide/code-lens';
import { getWorkspaceSymbols, type WorkspaceSymbol } from '../ide/symbols';
import type { TemplatingEra } from '../model/document';
import { Workspace } from '../model/workspace';
import { msg, type Locale } from '../i18n';
import { DocumentAnalysis, type AnalysisHostView, type Versioned } from './document-analysis';

export interface AnalysisSettings extends CheckOptions {
  templatingEra: TemplatingEra;
}

export const DEFAULT_ANALYSIS_SETTINGS: AnalysisSettings = { templatingEra: 'modern', showUnmodeled: true };

/**
 * Which findings a check asks for: all of them; the document's own (syntax, names, templating, lints, scenarios:
 * quick); or those of the set-wide analysis (interactions between the set's cards: slow on a large set).
 * `own` and `setWide` together are `all` (DocumentAnalysis merges them).
 */
export type CheckPart = 'all' | 'own' | 'setWide';

/** An open buffer: the editor's text and version. */
interface Buffer {
  text: string;
  version: number;
}

export class AnalysisHost implements AnalysisHostView {
  readonly workspace = new Workspace();
  private readonly open = new Map<string, Buffer>();
  private readonly disk = new Map<string, string>();
  private readonly analyses = new Map<string, DocumentAnalysis>();
  private readonly checker: IncrementalChecker;
  private settingsValue: AnalysisSettings = { ...DEFAULT_ANALYSIS_SETTINGS };
  /** Real cards (the user's card database) for hover and completion; set by the front end from its settings. */
  realCards: RealCardSource | undefined;
  /** The reader's language: hovers, quick-fix titles, lenses and inlay hints are worded in it (diagnostics carry their
   *  message and are worded by the front end). Set by the front end before it asks anything. */
  locale: Locale = 'en';

  /** The checks whose findings on a card depend on the whole set (the set-wide analysis), and the others. */
  private readonly setWideChecks: readonly Check[];
  private readonly ownChecks: readonly Check[];

  /** `checks`: the checks to run instead of every check (a test seam); `pool`: the set-wide analysis's worker threads
   * (checks/interaction-pool.ts; undefined: from the environment and the machine, null: none). */
  constructor(private readonly checks: readonly Check[] = CHECKS, pool?: PoolOptions | null) {
    this.checker = new IncrementalChecker(pool);
    this.setWideChecks = checks.filter((c) => c === interactionsCheck);
    this.ownChecks = checks.filter((c) => c !== interactionsCheck);
  }

  get settings(): AnalysisSettings {
    return this.settingsValue;
  }

  /** New settings: files without a `set … templating` line are rebuilt in the new default era. The same settings
   * again (a client re-sends its configuration) change nothing: every analysis stays. */
  setSettings(settings: AnalysisSettings): void {
    if (settings.templatingEra === this.settingsValue.templatingEra && settings.showUnmodeled === this.settingsValue.showUnmodeled) return;
    this.settingsValue = { ...settings };
    this.workspace.defaultEra = settings.templatingEra;
    for (const d of this.workspace.documents()) {
      if (!d.set.eraExplicit && d.set.era !== settings.templatingEra) this.workspace.update(d.uri, d.text);
    }
    // Options are not part of the workspace generation: drop every analysis.
    this.analyses.clear();
  }

  // ---- sources: open buffers over the disk -------------------------------------------------------------------

  /** Returns whether the workspace changed (false: the disk, or the buffer before, had this text). */
  openDocument(uri: string, text: string, version: number): boolean {
    this.open.set(uri, { text, version });
    return this.setText(uri, text);
  }

  changeDocument(uri: string, text: string, version: number): boolean {
    return this.openDocument(uri, text, version);
  }

  /** The buffer closes: the file is what the disk has again (or leaves the workspace). */
  closeDocument(uri: string): void {
    this.open.delete(uri);
    const onDisk = this.disk.get(uri);
    if (onDisk === undefined) this.remove(uri);
    else this.setText(uri, onDisk);
  }

  /** A file on disk was created or changed (`text`), or deleted (undefined). An open buffer still wins. */
  setDiskFile(uri: string, text: string | undefined): void {
    if (text === undefined) this.disk.delete(uri);
    else this.disk.set(uri, text);
    if (this.open.has(uri)) return;
    if (text === undefined) this.remove(uri);
    else this.setText(uri, text);
  }

  isOpen(uri: string): boolean {
    return this.open.has(uri);
  }

  /** Every document of the workspace: open, or on disk. */
  uris(): string[] {
    return this.workspace.documents().map((d) => d.uri);
  }

  private setText(uri: string, text: string): boolean {
    if (this.workspace.get(uri)?.text === text) {
      this.analyses.delete(uri); // same text, new version: the analysis must name the new version
      return false;
    }
    this.workspace.update(uri, text);
    return true;
  }

  private remove(uri: string): void {
    this.workspace.remove(uri);
    this.analyses.delete(uri);
  }

  // ---- analyses -----------------------------------------------------------------------------------------------

  /** The current analysis of `uri` (made on first ask), or undefined for a uri outside the workspace. */
  analysis(uri: string): DocumentAnalysis | undefined {
    const model = this.workspace.get(uri);
    if (!model) {
      this.analyses.delete(uri);
      return undefined;
    }
    const known = this.analyses.get(uri);
    if (known && this.isCurrent(known)) return known;
    const version = this.open.get(uri)?.version ?? null;
    const made = new DocumentAnalysis(uri, version, this.workspace.generation, model, this);
    this.analyses.set(uri, made);
    return made;
  }

  isCurrent(analysis: DocumentAnalysis): boolean {
    return analysis.generation === this.workspace.generation
      && this.workspace.get(analysis.uri) === analysis.model
      && (this.open.get(analysis.uri)?.version ?? null) === analysis.version
      && this.analyses.get(analysis.uri) === analysis;
  }

  /** The one checking path: incremental, the same answers as checkDocument (test/incremental). Never throws. */
  check(uri: string, part: CheckPart = 'all'): Diagnostic[] {
    const checks = part === 'all' ? this.checks : part === 'own' ? this.ownChecks : this.setWideChecks;
    if (!checks.length) return [];
    try {
      return this.checker.check(this.workspace, uri, this.settingsValue, checks);
    } catch (err) {
      // The checks are guarded; this catches a fault in the pipeline itself.
      return [{ ...makeDiagnostic('internal-error', msg('internal.file-failed', { detail: err instanceof Error ? err.message : String(err) }), { start: 0, end: 0 }), uri }];
    }
  }

  /**
   * One slice of the set-wide analysis of `uri` (at most `limit` out-of-date sources analyzed): whether it is all
   * done, so that check(uri, 'setWide') only puts kept results together. Never throws.
   */
  advanceSetWide(uri: string, limit: number): { analyzed: number; done: boolean } {
    if (!this.setWideChecks.length) return { analyzed: 0, done: true };
    return this.checker.advanceSetWide(this.workspace, uri, limit);
  }

  /**
   * The set-wide notes of `uri`'s cards that start before offset `upTo`, as its whole set-wide analysis has them, with
   * the checker's simulations (IncrementalChecker.firstCardsNotes: the whole analysis plays none of their runs again);
   * lsp/first-screen.ts. Throws as the analysis may.
   */
  firstCardsNotes(uri: string, upTo: number, putDownToo: boolean): Diagnostic[] {
    if (!this.setWideChecks.length) return [];
    return this.checker.firstCardsNotes(this.workspace, uri, upTo, putDownToo);
  }

  // ---- workspace-wide answers ---------------------------------------------------------------------------------

  workspaceSymbols(query: string): WorkspaceSymbol[] {
    return getWorkspaceSymbols(this.workspace, query);
  }

  /** Runs scenario `name` of `uri` in the current workspace; null when there is no such scenario. */
  runScenario(uri: string, name: string, runner = runScenarioForEditor): Versioned<ScenarioRunResult | null> | undefined {
    const a = this.analysis(uri);
    if (!a) return undefined;
    return { uri, version: a.version, value: a.model.scenarios.some((s) => s.name?.value === name) ? runner(this.workspace, uri, name, this.locale) : null };
  }

  /** Card counts for the status bar. */
  cardCount(): number {
    let n = 0;
    for (const d of this.workspace.documents()) n += d.cards.length;
    return n;
  }
}
