// Pull clients first get a document's own findings when the set-wide analysis would hold the answer up (opening a
// large set), or, from the set-wide provider of two, the first screen's set-wide notes (lsp/first-screen.ts); the
// set-wide analysis then runs here, in the background, and the client is asked to pull again
// (workspace/diagnostic/refresh), which gets it every diagnostic. A partial answer is always followed by this.

import type { ServerContext } from './server-context';
import { afterWork } from './memory';
import { Slices } from './slices';
import { SET_WIDE_SLICE_MS } from '../analysis/document-analysis';

/** While edits come faster than the set-wide analysis takes, it waits for a pause, at most this long (ms). */
const PAUSE_MS = 120;
/**
 * The set-wide analysis starts no sooner than this (ms) after an answer: the connection writes a response a few turns
 * of the event loop after the handler returns it, and the analysis (one synchronous run, long on a large set) would
 * hold it up. Also used by pull-diagnostics.ts before a set-wide report.
 */
export const AFTER_ANSWER_MS = 40;
/** How long after its refresh a workspace pull waits for the document pull of a whole set-wide report at most (ms). */
const WHOLE_WAIT_MS = 1000;

export class SetWideFollowUp {
  /** Documents that were given their own findings only; the set-wide analysis and a refresh are owed. */
  private readonly owed = new Set<string>();
  /** How long the set-wide analysis of each document last took (ms). */
  private readonly cost = new Map<string, number>();
  /** Documents the client was given every diagnostic of, or whose set-wide analysis ran here, at least once. */
  private readonly answered = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastOwed = -Infinity;
  private stopped = false;

  /** `refresh`: asks the client to pull every diagnostic again. */
  constructor(private readonly ctx: ServerContext, private readonly refresh: () => void) {}

  /**
   * Whether a pull of `uri` should be answered with the document's own findings first (one provider), or the set-wide
   * provider's with the first screen's notes (lsp/first-screen.ts): the client can be asked to pull again, it has never
   * had this document's diagnostics (so no set-wide note it shows goes away meanwhile), and the set-wide analysis has
   * never run on it (the first run is the slow one: later ones reuse its results).
   */
  ownFirst(uri: string): boolean {
    return !this.answered.has(uri);
  }

  /**
   * The set-wide provider's pull of `uri` was answered with the first screen's notes: the rest is owed (the analysis
   * here, then a refresh), and no later pull of it is answered early again.
   */
  firstScreenGiven(uri: string): void {
    this.answered.add(uri);
    if (!this.wholes.has(uri)) {
      let settle = () => undefined as void;
      const settled = new Promise<void>((resolve) => { settle = resolve; });
      this.wholes.set(uri, { settled, settle });
    }
    this.owe(uri);
  }

  /**
   * Documents given the first screen's set-wide notes whose whole set-wide report no document pull has answered yet:
   * a workspace pull reports them after it (the client draws the document pull's report and drops a workspace report
   * of a document it pulls: the one it draws goes first, as pull-diagnostics.ts DocumentPulls orders them).
   */
  private readonly wholes = new Map<string, { settled: Promise<void>; settle: () => void }>();

  /** Settles once a document pull of `uri` got its whole set-wide report after the first screen's notes; undefined when none is owed. */
  whole(uri: string): Promise<void> | undefined {
    return this.wholes.get(uri)?.settled;
  }

  /** A document pull of `uri` was answered with its whole set-wide report. */
  wholeGiven(uri: string): void {
    this.wholes.get(uri)?.settle();
    this.wholes.delete(uri);
  }

  /** No document pull is waited for any more (the client did not pull again after the refresh, or the server stops). */
  private settleWholes(): void {
    for (const uri of [...this.wholes.keys()]) this.wholeGiven(uri);
  }

  /** The client got every diagnostic of `uri`. */
  completed(uri: string): void {
    this.answered.add(uri);
  }

  /** `uri` was answered with its own findings only: run its set-wide analysis soon, then ask the client to pull. */
  owe(uri: string): void {
    if (this.stopped) return;
    this.owed.add(uri);
    const now = performance.now();
    const burst = now - this.lastOwed < Math.min(PAUSE_MS, this.cost.get(uri) ?? 0);
    this.lastOwed = now;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.run(), burst ? PAUSE_MS : AFTER_ANSWER_MS);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.owed.clear();
    this.settleWholes();
  }

  /**
   * One owed document at a time (edits and requests that came meanwhile go first, also between the slices of its
   * set-wide analysis); the refresh after the last.
   */
  private async run(): Promise<void> {
    this.timer = undefined;
    if (this.stopped) return;
    const next = this.owed.values().next();
    if (next.done) return;
    const uri = next.value;
    this.owed.delete(uri);
    // The document's current analysis: an edit since the partial answer made a newer one, which is what is owed.
    const a = this.ctx.host.analysis(uri);
    if (a && !a.complete) {
      const started = performance.now();
      try {
        await a.setWideInSlices(() => new Slices(undefined, () => a.current && !this.stopped, 0).step(), { sliceMs: SET_WIDE_SLICE_MS });
      } catch {
        // A newer version came (or the server stops): it is what is owed now.
        this.owe(uri);
        return;
      }
      const took = performance.now() - started;
      this.cost.set(uri, took);
      afterWork(took);
    }
    this.answered.add(uri);
    if (this.owed.size) {
      this.timer = setTimeout(() => void this.run(), AFTER_ANSWER_MS);
      return;
    }
    this.refresh();
    // The client pulls again at once; one that does not holds no workspace pull up for long.
    if (this.wholes.size) setTimeout(() => this.settleWholes(), WHOLE_WAIT_MS);
  }
}
