// Long requests run in slices: between slices they yield to the message queue, so a newer edit (and its
// diagnostics) is never queued behind them; a cancelled request, or one whose document changed, stops there.

import { LSPErrorCodes, ResponseError, type CancellationToken } from 'vscode-languageserver';

/** How long a slice may run before it yields (ms). */
export const SLICE_MS = 8;

export class Slices {
  private last = performance.now();
  private calls = 0;

  /** `current` says whether the answer being computed still belongs to the document's current version. */
  constructor(
    private readonly token: CancellationToken | undefined,
    private readonly current: () => boolean,
    /** 0 yields at every step (a test seam: makes the interleaving deterministic). */
    private readonly sliceMs = SLICE_MS,
  ) {}

  /** Yields when the slice has run long enough; throws when the request was cancelled or its version is gone. */
  async step(): Promise<void> {
    if (this.sliceMs > 0 && ((++this.calls & 63) !== 0 || performance.now() - this.last < this.sliceMs)) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.last = performance.now();
    this.check();
  }

  check(): void {
    if (this.token?.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'The request was cancelled.');
    if (!this.current()) throw new ResponseError(LSPErrorCodes.ContentModified, 'The document changed; ask again.');
  }
}
