// Diagnostics: re-check a document shortly after it changes (debounced; stale runs dropped),
// publish the results, and send the status-bar counts. Checking is incremental (IncrementalChecker):
// per-card checks are cached per built card, set-wide interactions per source card; the answers always
// equal checkDocument's (test/incremental).

import { toLspDiagnostic } from './convert';
import type { ServerContext } from './server-context';
import { IncrementalChecker } from '../checks/incremental-checker';
import type { Diagnostic } from '../diagnostics/diagnostic';

const DEBOUNCE_MS = 120;

export class Validator {
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** How long the last check of each document took: the debounce waits about as long (cheap checks run at once). */
  private cost = new Map<string, number>();
  private readonly checker = new IncrementalChecker();
  /** Latest published diagnostics per uri, with the document version they were computed for. */
  private readonly latest = new Map<string, { version: number; diagnostics: Diagnostic[] }>();

  constructor(private readonly ctx: ServerContext) {}

  /**
   * Validates `uri` after `delay` ms (by default: as long as its last check took, at most DEBOUNCE_MS). A newer
   * edit re-arms the timer, so work for a version that is already stale never starts.
   */
  schedule(uri: string, delay?: number): void {
    const t = this.timers.get(uri);
    if (t) clearTimeout(t);
    const wait = delay ?? Math.min(DEBOUNCE_MS, Math.ceil(this.cost.get(uri) ?? DEBOUNCE_MS));
    this.timers.set(uri, setTimeout(() => { this.timers.delete(uri); this.validate(uri); }, wait));
  }

  /**
   * The diagnostics of the document's current version: the published ones when they belong to it, else a
   * fresh check. Invariant: an answer computed for another version is never returned (code actions build
   * edits from these spans; spans of an older text would overwrite what the user typed since).
   */
  diagnosticsFor(uri: string): { version: number; diagnostics: Diagnostic[] } | undefined {
    const doc = this.ctx.documents.get(uri);
    const version = doc?.version ?? 0;
    const known = this.latest.get(uri);
    if (known && doc && known.version === version) return known;
    if (!this.ctx.workspace.get(uri)) return undefined;
    // The workspace model is updated synchronously on every change, so this check sees `version`'s text.
    return { version, diagnostics: this.run(uri) };
  }

  private run(uri: string): Diagnostic[] {
    try {
      return this.checker.check(this.ctx.workspace, uri, this.ctx.settings, this.ctx.checks);
    } catch (err) {
      // The checks are guarded; this catches a fault in the pipeline itself.
      return [{
        code: 'internal-error', severity: 'error', span: { start: 0, end: 0 },
        message: `CardScript failed to check this file: ${err instanceof Error ? err.message : String(err)}`,
      }];
    }
  }

  validate(uri: string): void {
    const doc = this.ctx.documents.get(uri);
    if (!doc) return;
    if (!this.ctx.ready) return; // `initialized` re-validates every open document once settings are loaded
    const version = doc.version;
    const started = performance.now();
    const diagnostics = this.run(uri);
    this.cost.set(uri, performance.now() - started);
    if (this.ctx.documents.get(uri)?.version !== version) return; // a newer edit is on its way
    this.latest.set(uri, { version, diagnostics });
    void this.ctx.connection.sendDiagnostics({
      uri,
      version,
      diagnostics: diagnostics.map((d) => toLspDiagnostic(doc, d, (u) => this.ctx.textOf(u))),
    });
    this.sendStatus();
  }

  clear(uri: string): void {
    const t = this.timers.get(uri);
    if (t) clearTimeout(t);
    this.timers.delete(uri);
    this.latest.delete(uri);
    void this.ctx.connection.sendDiagnostics({ uri, diagnostics: [] });
    this.sendStatus();
  }

  private sendStatus(): void {
    let errors = 0;
    let warnings = 0;
    for (const { diagnostics } of this.latest.values()) {
      for (const d of diagnostics) {
        if (d.severity === 'error') errors++;
        else if (d.severity === 'warning') warnings++;
      }
    }
    let cards = 0;
    for (const d of this.ctx.workspace.documents()) cards += d.cards.length;
    void this.ctx.connection.sendNotification('cardscript/status', { cards, errors, warnings });
  }
}
