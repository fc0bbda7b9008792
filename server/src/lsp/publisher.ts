// Push diagnostics (for clients without pull): an open document is re-checked shortly after it changes (debounced
// as long as its last check took; a newer edit re-arms the timer, so stale work never starts), closed files of the
// workspace in the background, one per turn of the event loop. A report equal to the last one sent (same result id)
// is not sent again. Also keeps the status-bar counts.

import type { ServerContext } from './server-context';
import { convertedWhenSent, SentJson } from './convert';
import { afterWork } from './memory';
import { textDocumentFor } from './handlers/documents';
import { AFTER_ANSWER_MS } from './set-wide-follow-up';
import { Slices } from './slices';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { SET_WIDE_SLICE_MS, type DocumentAnalysis } from '../analysis/document-analysis';

/**
 * A document at least this long (characters) whose set-wide analysis never ran is published in two steps: its own
 * findings first, then every diagnostic (as pull clients get it, lsp/set-wide-follow-up.ts): a 20 MB document shows
 * its syntax errors without waiting for the analysis of its every card against every other (issue 22, F9), and a
 * set of a few hundred cards its own findings without waiting for the set-wide notes' simulations, which on a cold
 * start take longer than the rest of the check (issue 27; `npm run bench -- 20`). About 150 cards.
 */
export const LARGE_DOCUMENT = 32 * 1024;

const DEBOUNCE_MS = 120;
/** Other files wait for typing to pause: their diagnostics change only through this file's card names and cards. */
const OTHERS_MS = 400;

export class Publisher {
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** How long the last check of each document took: the debounce waits about as long (cheap checks run at once). */
  private cost = new Map<string, number>();
  /** What was last sent per uri: its version, and its result id (computed only when compared). */
  private sent = new Map<string, { version: number | null; id: string | (() => string) }>();
  private counts = new Map<string, { errors: number; warnings: number }>();
  /** When each document was last edited (performance.now()). */
  private lastEdit = new Map<string, number>();
  private background = new Set<string>();
  /** Documents whose every diagnostic was published at least once; documents published with their own findings only. */
  private completed = new Set<string>();
  private ownOnly = new Set<string>();
  private backgroundTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Open documents being typed in (a complete publish of another version than the last one sent): their last publish's
   * JSON text per diagnostic, given again to the diagnostics that come out the same (lsp/convert.ts `SentJson`). Not
   * kept for a document only opened (a large set open costs no more memory than before) nor for a closed one.
   */
  private json = new Map<string, SentJson>();
  /** Analyses whose set-wide analysis is running in slices (validate publishes each when it is done). */
  private slicing = new Set<DocumentAnalysis>();
  private stopped = false;

  /**
   * `push`: whether to send publishDiagnostics (the client has no pull diagnostics). `recorded`: told each time a
   * document's diagnostics are ready, pushed or pulled (lsp/main.ts: the start-up is done at the first).
   */
  constructor(private readonly ctx: ServerContext, private readonly push: boolean, private readonly recorded?: () => void) {}

  /**
   * Re-checks open document `uri` after `delay` ms. By default: at once when edits come slower than checks take
   * (a keystroke at a person's pace: the last edit's check has run and took less than the time since), else as long
   * as its last check took (at most DEBOUNCE_MS), so a fast burst is checked once it pauses.
   */
  schedule(uri: string, delay?: number): void {
    const t = this.timers.get(uri);
    if (t) clearTimeout(t);
    const now = performance.now();
    const cost = this.cost.get(uri) ?? DEBOUNCE_MS;
    const sinceLast = now - (this.lastEdit.get(uri) ?? -Infinity);
    if (delay === undefined) this.lastEdit.set(uri, now);
    // A burst: this edit came before the last one was checked, or sooner than a check takes.
    const burst = t !== undefined || sinceLast < cost;
    const wait = delay ?? (burst ? Math.min(DEBOUNCE_MS, Math.ceil(cost)) : 0);
    this.timers.set(uri, setTimeout(() => { this.timers.delete(uri); this.validate(uri); }, wait));
  }

  /** The workspace changed (`changed` was edited, or a file on disk): every other file may have new diagnostics. */
  othersChanged(changed?: string): void {
    for (const uri of this.ctx.host.uris()) {
      if (uri === changed) continue;
      if (this.ctx.host.isOpen(uri)) this.schedule(uri, OTHERS_MS);
      else this.background.add(uri);
    }
    if (this.backgroundTimer) clearTimeout(this.backgroundTimer);
    this.backgroundTimer = setTimeout(() => { this.backgroundTimer = undefined; this.drainBackground(); }, OTHERS_MS);
  }

  /** Every file of the workspace (after start-up or new settings). */
  all(): void {
    for (const uri of this.ctx.host.uris()) if (this.ctx.host.isOpen(uri)) this.schedule(uri, 0);
    this.othersChanged(undefined);
  }

  /** Closed files, one per turn of the event loop, so edits and requests go first. */
  private drainBackground(): void {
    const next = this.background.values().next();
    if (next.done) return;
    this.background.delete(next.value);
    if (!this.ctx.host.isOpen(next.value)) this.validate(next.value);
    setImmediate(() => { if (!this.backgroundTimer) this.drainBackground(); });
  }

  validate(uri: string): void {
    if (!this.ctx.ready || this.stopped) return; // `initialized` re-validates every document once settings are loaded
    const a = this.ctx.host.analysis(uri);
    if (!a) return this.forget(uri);
    if (this.push && !a.complete && !this.completed.has(uri) && !this.ownOnly.has(uri) && a.text.length >= (this.ctx.largeDocument ?? LARGE_DOCUMENT)) {
      // Own findings first; every diagnostic soon after (an edit meanwhile re-arms the timer with a newer version).
      this.ownOnly.add(uri);
      const started = performance.now();
      const own = a.ownDiagnostics();
      this.cost.set(uri, performance.now() - started);
      this.send(a, own.value, own.version, () => a.ownResultId());
      const t = setTimeout(() => { if (this.timers.get(uri) === t) this.timers.delete(uri); this.validate(uri); }, AFTER_ANSWER_MS);
      this.timers.set(uri, t);
      return;
    }
    if (!a.complete && !this.slicing.has(a)) {
      // The set-wide analysis runs in slices (other requests and edits go in between); this version is published
      // when it is done, unless a newer one came (its own validate publishes it).
      this.slicing.add(a);
      a.setWideInSlices(() => new Slices(undefined, () => a.current && !this.stopped, 0).step(), { sliceMs: SET_WIDE_SLICE_MS })
        .then(() => { if (a.current && !this.stopped) this.validate(uri); }, () => undefined)
        .finally(() => this.slicing.delete(a));
      return;
    }
    const started = performance.now();
    const { value: diagnostics, version } = a.diagnostics();
    this.cost.set(uri, performance.now() - started);
    this.ownOnly.delete(uri);
    this.completed.add(uri);
    this.send(a, diagnostics, version, () => a.resultId(), true);
  }

  private send(a: DocumentAnalysis, diagnostics: Diagnostic[], version: number | null, resultId: () => string, complete = false): void {
    const uri = a.uri;
    this.record(uri, diagnostics);
    if (!this.push) return;
    // A new version is always sent (the client waits for it); the same version (a change elsewhere in the workspace,
    // a closed file checked again) only when its content changed.
    const last = this.sent.get(uri);
    const id = last?.version === version ? resultId() : undefined;
    if (id !== undefined && last && (typeof last.id === 'function' ? last.id() : last.id) === id) return;
    this.sent.set(uri, { version, id: id ?? resultId });
    let reuse = this.json.get(uri);
    if (!this.ctx.host.isOpen(uri)) {
      this.json.delete(uri);
      reuse = undefined;
    } else if (!reuse && complete && last && last.version !== version) this.json.set(uri, (reuse = new SentJson()));
    void this.ctx.connection.sendDiagnostics({
      uri,
      version: version ?? undefined,
      diagnostics: convertedWhenSent(a.document, diagnostics, (u) => textDocumentFor(this.ctx, u), this.ctx.locale, reuse),
    });
    afterWork(this.cost.get(uri)!);
  }

  /** Counts for the status bar (also called by pull diagnostics). */
  record(uri: string, diagnostics: readonly Diagnostic[]): void {
    this.recorded?.();
    let errors = 0;
    let warnings = 0;
    for (const d of diagnostics) {
      if (d.severity === 'error') errors++;
      else if (d.severity === 'warning') warnings++;
    }
    const before = this.counts.get(uri);
    this.counts.set(uri, { errors, warnings });
    if (before?.errors !== errors || before?.warnings !== warnings) this.sendStatus();
  }

  /** The server shuts down: nothing more is sent. */
  stop(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    if (this.backgroundTimer) clearTimeout(this.backgroundTimer);
    this.background.clear();
    this.stopped = true;
  }

  /** A file that left the workspace (deleted, or closed and not on disk): its diagnostics are cleared. */
  forget(uri: string): void {
    if (this.stopped) return;
    const t = this.timers.get(uri);
    if (t) clearTimeout(t);
    this.timers.delete(uri);
    this.background.delete(uri);
    this.counts.delete(uri);
    this.lastEdit.delete(uri);
    this.completed.delete(uri);
    this.ownOnly.delete(uri);
    this.json.delete(uri);
    if (this.push && this.sent.get(uri)?.id !== '') void this.ctx.connection.sendDiagnostics({ uri, diagnostics: [] });
    this.sent.set(uri, { version: null, id: '' });
    this.sendStatus();
  }

  private sendStatus(): void {
    let errors = 0;
    let warnings = 0;
    for (const c of this.counts.values()) {
      errors += c.errors;
      warnings += c.warnings;
    }
    void this.ctx.connection.sendNotification('cardscript/status', { cards: this.ctx.host.cardCount(), errors, warnings });
  }
}
