// Pull diagnostics (LSP 3.17): textDocument/diagnostic and workspace/diagnostic. Each report carries the analysis's
// result id (a hash of its content); a client that sends the id it has gets "unchanged". workspace/diagnostic
// covers every file of the workspace, open or not, and runs in slices (a newer edit is not queued behind it).

import type {
  CancellationToken, DocumentDiagnosticParams, DocumentDiagnosticReport, WorkspaceDiagnosticParams, WorkspaceDiagnosticReport,
  WorkspaceDocumentDiagnosticReport,
} from 'vscode-languageserver';
import type { DocumentAnalysis } from '../../analysis/document-analysis';
import type { Diagnostic } from '../../diagnostics/diagnostic';
import { diagnosticConverter } from '../convert';
import { afterWork } from '../memory';
/** Where pulled reports are counted (the status bar). */
export interface ReportSink {
  record(uri: string, diagnostics: readonly Diagnostic[]): void;
}
import type { ServerContext } from '../server-context';
import { Slices } from '../slices';
import { textDocumentFor } from './documents';

function report(ctx: ServerContext, publisher: ReportSink, a: DocumentAnalysis, previousResultId: string | undefined): DocumentDiagnosticReport {
  const started = performance.now();
  const { value } = a.diagnostics();
  afterWork(performance.now() - started);
  publisher.record(a.uri, value);
  const resultId = a.resultId();
  if (previousResultId === resultId) return { kind: 'unchanged', resultId };
  return { kind: 'full', resultId, items: value.map(diagnosticConverter(a.document, (u) => textDocumentFor(ctx, u))) };
}

export function handleDocumentDiagnostic(ctx: ServerContext, publisher: ReportSink, params: DocumentDiagnosticParams): DocumentDiagnosticReport {
  const a = ctx.host.analysis(params.textDocument.uri);
  if (!a) return { kind: 'full', items: [] };
  return report(ctx, publisher, a, params.previousResultId);
}

export async function handleWorkspaceDiagnostic(ctx: ServerContext, publisher: ReportSink, params: WorkspaceDiagnosticParams, token?: CancellationToken): Promise<WorkspaceDiagnosticReport> {
  const previous = new Map(params.previousResultIds.map((p) => [p.uri, p.value] as const));
  const generation = ctx.host.workspace.generation;
  // A report mixing two workspace states would be wrong: start again when the workspace changes meanwhile.
  const slices = new Slices(token, () => ctx.host.workspace.generation === generation, ctx.sliceMs);
  const items: WorkspaceDocumentDiagnosticReport[] = [];
  for (const uri of ctx.host.uris()) {
    await slices.step();
    const a = ctx.host.analysis(uri);
    if (!a) continue;
    items.push({ uri, version: a.version, ...report(ctx, publisher, a, previous.get(uri)) });
  }
  return { items };
}

/** Pulls wait for the server's start-up (ctx.whenReady). */
export function registerPullDiagnostics(ctx: ServerContext, publisher: ReportSink): void {
  ctx.connection.languages.diagnostics.on(async (params) => { await ctx.whenReady; return handleDocumentDiagnostic(ctx, publisher, params); });
  ctx.connection.languages.diagnostics.onWorkspace(async (params, token) => { await ctx.whenReady; return handleWorkspaceDiagnostic(ctx, publisher, params, token); });
}
