// Pull diagnostics (LSP 3.17): textDocument/diagnostic and workspace/diagnostic. Each report carries a result id that
// names the version and hashes the content; a client that sends the id it has gets "unchanged". workspace/diagnostic
// covers every file of the workspace, open or not, and runs in slices (a newer edit is not queued behind it).
// A client that can register a second provider gets two (lsp/diagnostic-providers.ts): the documents' own findings,
// and the set-wide analysis's, pulled apart — so a keystroke's answer is small and quick, and the set-wide notes are
// sent again only when they changed. Otherwise one provider, whose first report of a document, when the set-wide
// analysis would hold it up (a large set just opened), has the document's own findings; the rest follows
// (lsp/set-wide-follow-up.ts).

import { LSPErrorCodes, ResponseError } from 'vscode-languageserver';
import type {
  CancellationToken, Diagnostic as LspDiagnostic, DocumentDiagnosticParams, DocumentDiagnosticReport, WorkspaceDiagnosticParams,
  WorkspaceDiagnosticReport, WorkspaceDocumentDiagnosticReport,
} from 'vscode-languageserver';
import { SET_WIDE_SLICE_MS, type DocumentAnalysis } from '../../analysis/document-analysis';
import type { Diagnostic } from '../../diagnostics/diagnostic';
import { diagnosticConverter } from '../convert';
import { providerPart, type ProviderPart } from '../diagnostic-providers';
import { firstScreenNotes } from '../first-screen';
import { LARGE_DOCUMENT } from '../publisher';
import { afterWork } from '../memory';
import type { ServerContext } from '../server-context';
import { AFTER_ANSWER_MS, type SetWideFollowUp } from '../set-wide-follow-up';
import { Slices } from '../slices';
import { textDocumentFor } from './documents';

/** Where pulled reports are counted (the status bar). */
export interface ReportSink {
  record(uri: string, diagnostics: readonly Diagnostic[]): void;
}

/** FNV-1a over what a client shows of LSP diagnostics: their positions (not offsets), text and related locations. */
function positionsHash(items: readonly LspDiagnostic[]): string {
  let h = 0x811c9dc5;
  const mix = (s: string) => { for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193); };
  const range = (r: LspDiagnostic['range']) => `${r.start.line}:${r.start.character}-${r.end.line}:${r.end.character}`;
  for (const d of items) {
    mix(`${range(d.range)}|${d.severity}|${d.code}|${d.message}|${d.tags?.join(',') ?? ''}|${JSON.stringify(d.data ?? null)}`);
    for (const r of d.relatedInformation ?? []) mix(`${r.location.uri}|${range(r.location.range)}|${r.message}`);
  }
  return (h >>> 0).toString(36);
}

function report(ctx: ServerContext, sink: ReportSink, a: DocumentAnalysis, previousResultId: string | undefined, part: ProviderPart, followUp?: SetWideFollowUp): DocumentDiagnosticReport {
  const convert = () => diagnosticConverter(a.document, (u) => textDocumentFor(ctx, u), ctx.locale);
  const started = performance.now();
  if (part === 'setWide') {
    // Named by the version, "unchanged" when the notes are where and what the client has (typing within a line
    // moves none of the other cards' notes): the id's part after the version compares positions, not offsets.
    const items = a.setWideDiagnostics().value.map(convert());
    sink.record(a.uri, a.diagnostics().value);
    afterWork(performance.now() - started);
    const hash = `set-${positionsHash(items)}`;
    const resultId = `${a.version ?? 'disk'}-${hash}`;
    if (previousResultId?.endsWith(`-${hash}`)) return { kind: 'unchanged', resultId };
    return { kind: 'full', resultId, items };
  }
  const partial = part === 'own' || (followUp !== undefined && !a.complete && followUp.ownFirst(a.uri));
  const { value } = partial ? a.ownDiagnostics() : a.diagnostics();
  afterWork(performance.now() - started);
  sink.record(a.uri, a.complete ? a.diagnostics().value : value);
  const resultId = partial ? a.ownResultId() : a.resultId();
  if (part === 'all' && followUp) {
    if (partial) followUp.owe(a.uri);
    else followUp.completed(a.uri);
  }
  if (previousResultId === resultId) return { kind: 'unchanged', resultId };
  return { kind: 'full', resultId, items: value.map(convert()) };
}

/**
 * The set-wide provider's first pull of a large document whose set-wide analysis has not run (a cold open): answered
 * with the complete notes of the first screen's cards (lsp/first-screen.ts), the rest owed (`followUp`: the analysis,
 * then a refresh whose pull gets the whole report). Named by the version and `first`: never "unchanged" against the
 * whole report's id (`-set-…`). Undefined when the pull is answered whole, as before.
 */
function firstScreenReport(ctx: ServerContext, a: DocumentAnalysis, followUp: SetWideFollowUp): DocumentDiagnosticReport | undefined {
  if (a.complete || !followUp.ownFirst(a.uri) || a.text.length < (ctx.largeDocument ?? LARGE_DOCUMENT) || !a.current) return undefined;
  const started = performance.now();
  const notes = firstScreenNotes(a, ctx.host);
  if (!notes) return undefined;
  const items = notes.map(diagnosticConverter(a.document, (u) => textDocumentFor(ctx, u), ctx.locale));
  afterWork(performance.now() - started);
  followUp.firstScreenGiven(a.uri);
  return { kind: 'full', resultId: `${a.version ?? 'disk'}-first-${positionsHash(items)}`, items };
}

/** Lets the answers that are ready go out first (see AFTER_ANSWER_MS). */
const afterAnswers = () => new Promise<void>((resolve) => setTimeout(resolve, AFTER_ANSWER_MS));

/** `followUp`: given when the client can be asked to pull again; then a first pull may get a partial answer. */
export async function handleDocumentDiagnostic(ctx: ServerContext, sink: ReportSink, params: DocumentDiagnosticParams, followUp?: SetWideFollowUp, token?: CancellationToken): Promise<DocumentDiagnosticReport> {
  const part = providerPart(ctx, params.identifier);
  if (part === 'setWide' && !ctx.host.analysis(params.textDocument.uri)?.complete) {
    await afterAnswers();
    // typing on: the client cancelled this pull for the next version's — no set-wide analysis of this one
    if (token?.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'The request was cancelled.');
  }
  const a = ctx.host.analysis(params.textDocument.uri); // the current analysis (an edit may have come meanwhile)
  if (!a) return { kind: 'full', items: [] };
  if (part === 'setWide' && followUp) {
    const early = firstScreenReport(ctx, a, followUp);
    if (early) return early;
  }
  // The set-wide analysis, when this report needs it, runs in slices: other requests are answered meanwhile, and a
  // newer version or a cancellation stops it (its finished slices are kept for the next pull).
  const partial = part === 'own' || (part === 'all' && followUp !== undefined && !a.complete && followUp.ownFirst(a.uri));
  if (!partial && !a.complete) await a.setWideInSlices(() => new Slices(token, () => a.current, 0).step(), { sliceMs: SET_WIDE_SLICE_MS });
  const answer = report(ctx, sink, a, params.previousResultId, part, followUp);
  if (part === 'setWide') followUp?.wholeGiven(a.uri);
  return answer;
}

/**
 * The document pulls being answered, by provider part and document (issue 27, the cold open). A workspace pull reports
 * such a document only after that pull's answer has gone out: the client shows a document pull's report of an open
 * document and converts, then drops, a workspace report of it (vscode-languageclient 11 keeps the document pull's), so
 * at a cold open the set-wide analysis's answer the editor draws (1,300 notes on 1,000 generated cards) went out second,
 * behind a copy converted and sent first — on the server, and in the extension host that converts it.
 */
export class DocumentPulls {
  private readonly pending = new Map<string, Promise<unknown>>();

  /** Records `answer`, the pull of `uri` for `part`, until it settles. */
  track<T>(part: ProviderPart, uri: string, answer: Promise<T>): Promise<T> {
    const key = `${part}\0${uri}`;
    const settled = answer.then(() => undefined, () => undefined);
    this.pending.set(key, settled);
    void settled.then(() => { if (this.pending.get(key) === settled) this.pending.delete(key); });
    return answer;
  }

  /** Settles once no document pull of `uri` for `part` is being answered (at once when none is). */
  async idle(part: ProviderPart, uri: string): Promise<boolean> {
    const key = `${part}\0${uri}`;
    let waited = false;
    for (let p = this.pending.get(key); p; p = this.pending.get(key)) {
      waited = true;
      await p;
    }
    return waited;
  }
}

/**
 * `followUp`: as for a document pull (files never answered yet get their own findings first). `documentPulls`: the
 * document pulls being answered; a document one of them is about is reported after its answer.
 */
export async function handleWorkspaceDiagnostic(ctx: ServerContext, sink: ReportSink, params: WorkspaceDiagnosticParams, token?: CancellationToken, followUp?: SetWideFollowUp, documentPulls?: DocumentPulls): Promise<WorkspaceDiagnosticReport> {
  ctx.workspacePulls = true;
  const part = providerPart(ctx, params.identifier);
  const previous = new Map(params.previousResultIds.map((p) => [p.uri, p.value] as const));
  const generation = ctx.host.workspace.generation;
  // A report mixing two workspace states would be wrong: start again when the workspace changes meanwhile.
  const slices = new Slices(token, () => ctx.host.workspace.generation === generation, ctx.sliceMs);
  // Answers that are ready go out first (a document pull answered in the same turn waits for this one's response).
  await afterAnswers();
  slices.check();
  const items: WorkspaceDocumentDiagnosticReport[] = [];
  for (const uri of ctx.host.uris()) {
    await slices.step();
    // A document given the first screen's set-wide notes: its whole report goes to the document pull after the refresh first.
    const whole = part === 'setWide' ? followUp?.whole(uri) : undefined;
    if (whole) await whole;
    if (await documentPulls?.idle(part, uri) || whole) {
      await afterAnswers(); // that answer is written a few turns after its handler returns
      slices.check();
    }
    const a = ctx.host.analysis(uri);
    if (!a) continue;
    // A set-wide report of a document whose analysis has not run (its document pull was answered with the first
    // screen's notes): the analysis in slices, as a document pull runs it, not in one go holding every request up.
    if (part === 'setWide' && !a.complete) await a.setWideInSlices(() => new Slices(token, () => a.current && ctx.host.workspace.generation === generation, 0).step(), { sliceMs: SET_WIDE_SLICE_MS });
    items.push({ uri, version: a.version, ...report(ctx, sink, a, previous.get(uri), part, followUp) });
  }
  return { items };
}

/** Pulls wait for the server's start-up (ctx.whenReady). `followUp`: when the client can be asked to pull again. */
export function registerPullDiagnostics(ctx: ServerContext, sink: ReportSink, followUp: () => SetWideFollowUp | undefined, documentPulls = new DocumentPulls()): DocumentPulls {
  ctx.connection.languages.diagnostics.on((params, token) => documentPulls.track(providerPart(ctx, params.identifier), params.textDocument.uri,
    ctx.whenReady.then(() => handleDocumentDiagnostic(ctx, sink, params, followUp(), token))));
  ctx.connection.languages.diagnostics.onWorkspace(async (params, token) => { await ctx.whenReady; return handleWorkspaceDiagnostic(ctx, sink, params, token, followUp(), documentPulls); });
  return documentPulls;
}
