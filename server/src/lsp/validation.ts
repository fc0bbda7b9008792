// Diagnostics: re-check a document shortly after it changes (debounced; stale runs dropped),
// publish the results, and send the status-bar counts.

import { checkDocument } from '../checks';
import type { Diagnostic } from '../diagnostics/diagnostic';
import { toLspDiagnostic } from './convert';
import type { ServerContext } from './server-context';

const DEBOUNCE_MS = 120;

export class Validator {
  private timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Latest diagnostics per uri (code actions and hovers read them). */
  readonly latest = new Map<string, Diagnostic[]>();

  constructor(private readonly ctx: ServerContext) {}

  schedule(uri: string, delay = DEBOUNCE_MS): void {
    const t = this.timers.get(uri);
    if (t) clearTimeout(t);
    this.timers.set(uri, setTimeout(() => { this.timers.delete(uri); this.validate(uri); }, delay));
  }

  validate(uri: string): void {
    const doc = this.ctx.documents.get(uri);
    if (!doc) return;
    const version = doc.version;
    let diagnostics: Diagnostic[];
    try {
      diagnostics = checkDocument(this.ctx.workspace, uri, this.ctx.settings, this.ctx.checks);
    } catch (err) {
      // checkDocument guards each check; this catches a fault in the pipeline itself.
      diagnostics = [{
        code: 'internal-error', severity: 'error', span: { start: 0, end: 0 },
        message: `CardScript failed to check this file: ${err instanceof Error ? err.message : String(err)}`,
      }];
    }
    if (this.ctx.documents.get(uri)?.version !== version) return; // a newer edit is on its way
    this.latest.set(uri, diagnostics);
    void this.ctx.connection.sendDiagnostics({
      uri,
      version,
      diagnostics: diagnostics.map((d) => toLspDiagnostic(doc, d, (u) => this.ctx.textOf(u))),
    });
    this.sendStatus();
  }

  clear(uri: string): void {
    this.latest.delete(uri);
    void this.ctx.connection.sendDiagnostics({ uri, diagnostics: [] });
    this.sendStatus();
  }

  private sendStatus(): void {
    let errors = 0;
    let warnings = 0;
    for (const list of this.latest.values()) {
      for (const d of list) {
        if (d.severity === 'error') errors++;
        else if (d.severity === 'warning') warnings++;
      }
    }
    void this.ctx.connection.sendNotification('cardscript/status', { cards: this.ctx.workspace.allCards().length, errors, warnings });
  }
}
