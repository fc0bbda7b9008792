// Pull diagnostics (LSP 3.17): textDocument/diagnostic and workspace/diagnostic. Each report carries the analysis's
// result id (a hash of its content that names the version); a client that sends the id it has gets "unchanged".
// workspace/diagnostic covers every file of the workspace, open or not, and runs in slices (a newer edit is not
// queued behind it). A document's first report, when the set-wide analysis would hold it up (a large set just
// opened), has the document's own findings; the rest follows (lsp/set-wide-follow-up.ts).

import type {
  CancellationToken, DocumentDiagnosticParams, DocumentDiagnosticReport, WorkspaceDiagnosticParams, WorkspaceDiagnosticReport,
  WorkspaceDocumentDiagnosticReport,
} from 'vscode-languageserver';
import type { DocumentAnalysis } from '../../analysis/document-analysis';
import type { Diagnostic } from '../../diagnostics/diagnostic';
import { diagnosticConverter } from '../convert';
import { afterWork } from '../memory';
import type { ServerContext } from '../server-context';
import type { SetWideFollowUp } from '../set-wide-follow-up';
import { Slices } from '../slices';
import { textDocumentFor } from './documents';

/** Where pulled reports are counted (the status bar). */
export interface ReportSink {
  record(uri: string, diagnostics: readonly Diagnostic[]): void;
}

function report(ctx: ServerContext, publisher: ReportSink, a: DocumentAnalysis, previousResultId: string | undefined, followUp?: SetWideFollowUp): DocumentDiagnosticReport {
  const started = performance.now();
  const partial = followUp !== undefined && !a.complete && followUp.ownFirst(a.uri);
  const { value } = partial ? a.ownDiagnostics() : a.diagnostics();
  afterWork(performance.now() - started);
  publisher.record(a.uri, value);
  const resultId = partial ? a.ownResultId() : a.resultId();
  if (partial) followUp.owe(a.uri);
  else followUp?.completed(a.uri);
  if (previousResultId === resultId) return { kind: 'unchanged', resultId };
  return { kind: 'full', resultId, items: value.map(diagnosticConverter(a.document, (u) => textDocumentFor(ctx, u))) };
}

/** `followUp`: given when the client can be asked to pull again; then a first pull may get a partial answer. */
export function handleDocumentDiagnostic(ctx: ServerContext, publisher: ReportSink, params: DocumentDiagnosticParams, followUp?: SetWideFollowUp): DocumentDiagnosticReport {
  const a = ctx.host.analysis(params.textDocument.uri);
  if (!a) return { kind: 'full', items: [] };
  return report(ctx, publisher, a, params.previousResultId, followUp);
}

/** `followUp`: as for a document pull (files never answered yet get their own findings first). */
export async function handleWorkspaceDiagnostic(ctx: ServerContext, publisher: ReportSink, params: WorkspaceDiagnosticParams, token?: CancellationToken, followUp?: SetWideFollowUp): Promise<WorkspaceDiagnosticReport> {
  ctx.workspacePulls = true;
  const previous = new Map(params.previousResultIds.map((p) => [p.uri, p.value] as const));
  const generation = ctx.host.workspace.generation;
  // A report mixing two workspace states would be wrong: start again when the workspace changes meanwhile.
  const slices = new Slices(token, () => ctx.host.workspace.generation === generation, ctx.sliceMs);
  // Answers that are ready go out first (a document pull answered in the same turn waits for this one's response).
  await new Promise<void>((resolve) => setImmediate(resolve));
  slices.check();
  const items: WorkspaceDocumentDiagnosticReport[] = [];
  for (const uri of ctx.host.uris()) {
    await slices.step();
    const a = ctx.host.analysis(uri);
    if (!a) continue;
    items.push({ uri, version: a.version, ...report(ctx, publisher, a, previous.get(uri), followUp) });
  }
  return { items };
}

/** Pulls wait for the server's start-up (ctx.whenReady). `followUp`: when the client can be asked to pull again. */
export function registerPullDiagnostics(ctx: ServerContext, publisher: ReportSink, followUp: () => SetWideFollowUp | undefined): void {
  ctx.connection.languages.diagnostics.on(async (params) => { await ctx.whenReady; return handleDocumentDiagnostic(ctx, publisher, params, followUp()); });
  ctx.connection.languages.diagnostics.onWorkspace(async (params, token) => { await ctx.whenReady; return handleWorkspaceDiagnostic(ctx, publisher, params, token, followUp()); });
}
