// Guards VS Code's pull of a document's diagnostics against a race in vscode-languageclient 11: a pull cancelled
// (by a newer edit or a refresh) while its answer is being converted returns the report half converted, with holes;
// VS Code then fails to set it and the rescheduled pull is lost, so the editor keeps the old squiggles. A cancelled
// pull is reported as cancelled instead, which makes the client pull the document again.

/** The part of the language client's diagnostics middleware this guard implements. */
export type ProvideDiagnostics<D, T extends { readonly isCancellationRequested: boolean }, R> = (
  document: D, previousResultId: string | undefined, token: T,
  next: (document: D, previousResultId: string | undefined, token: T) => R | PromiseLike<R>,
) => Promise<R>;

/** The middleware; `cancelled` makes the error the client treats as a cancellation (vscode.CancellationError). */
export function guardCancelledPulls<D, T extends { readonly isCancellationRequested: boolean }, R>(cancelled: () => Error): ProvideDiagnostics<D, T, R> {
  return async (document, previousResultId, token, next) => {
    const report = await next(document, previousResultId, token);
    if (token.isCancellationRequested) throw cancelled();
    return report;
  };
}
