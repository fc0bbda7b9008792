// textDocument/codeAction: quick fixes and source.fixAll.cardscript, built from the diagnostics of the
// document's current analysis only; every edit names that version, so a client never applies it to another.

import { CodeActionKind, type CodeAction, type CodeActionParams, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver';
import { FIX_ALL_KIND } from '../../ide/code-actions';
import { toLspDiagnostic } from '../convert';
import type { ServerContext } from '../server-context';
import { analysisFor, textDocumentFor, toRange, toSpan } from './documents';

export const CODE_ACTION_KINDS = [CodeActionKind.QuickFix, FIX_ALL_KIND];

export function handleCodeActions(ctx: ServerContext, params: CodeActionParams): CodeAction[] {
  const uri = params.textDocument.uri;
  const a = analysisFor(ctx, uri);
  if (!a) return [];
  // The analysis is of the buffer's current version (didChange is applied before later requests); say so.
  const open = ctx.documents.get(uri);
  if (open && open.version !== a.version) return [];
  const answer = a.codeActions(toSpan(a.document, params.range), params.context.only);
  return answer.value.map((item) => ({
    title: item.title,
    kind: item.kind,
    isPreferred: item.preferred || undefined,
    diagnostics: item.kind === 'quickfix' ? item.diagnostics.map((d) => toLspDiagnostic(a.document, d, (u) => textDocumentFor(ctx, u), ctx.locale)) : undefined,
    edit: versionedEdit(ctx, uri, answer.version, item.edits.map((e) => ({ range: toRange(a.document, e.span), newText: e.newText }))),
  }));
}

/** A workspace edit that names the version it was computed for, when the client can check it (LSP 3.16+). */
function versionedEdit(ctx: ServerContext, uri: string, version: number | null, edits: TextEdit[]): WorkspaceEdit {
  if (!ctx.versionedEdits) return { changes: { [uri]: edits } };
  // Files read from disk and not open have no editor version: null asks the client not to check one.
  return { documentChanges: [{ textDocument: { uri, version }, edits }] };
}

export function registerCodeActions(ctx: ServerContext): void {
  ctx.connection.onCodeAction((params) => handleCodeActions(ctx, params));
}
