// textDocument/codeAction: quick fixes and source.fixAll.cardscript, built from the diagnostics of the
// document's current version only; every edit names that version, so a client never applies it to another.

import { CodeActionKind, type CodeAction, type CodeActionParams, type TextEdit, type WorkspaceEdit } from 'vscode-languageserver';
import { FIX_ALL_KIND, getCodeActions } from '../../ide/code-actions';
import { toLspDiagnostic } from '../convert';
import type { ServerContext } from '../server-context';
import type { Validator } from '../validation';
import { documentFor, toRange, toSpan } from './documents';

export const CODE_ACTION_KINDS = [CodeActionKind.QuickFix, FIX_ALL_KIND];

export function handleCodeActions(ctx: ServerContext, validator: Validator, params: CodeActionParams): CodeAction[] {
  const uri = params.textDocument.uri;
  const doc = documentFor(ctx, uri);
  if (!doc) return [];
  const checked = validator.diagnosticsFor(uri);
  // The text the spans refer to must be the text of the version they were computed for.
  if (!checked || doc.text.version !== checked.version || doc.text.getText() !== doc.model.text) return [];
  const actions = getCodeActions(ctx.workspace, uri, checked.diagnostics, toSpan(doc.text, params.range), params.context.only);
  return actions.map((a) => ({
    title: a.title,
    kind: a.kind,
    isPreferred: a.preferred || undefined,
    diagnostics: a.kind === 'quickfix' ? a.diagnostics.map((d) => toLspDiagnostic(doc.text, d, (u) => ctx.textOf(u))) : undefined,
    edit: versionedEdit(ctx, uri, checked.version, a.edits.map((e) => ({ range: toRange(doc.text, e.span), newText: e.newText }))),
  }));
}

/** A workspace edit that names the version it was computed for, when the client can check it (LSP 3.16+). */
function versionedEdit(ctx: ServerContext, uri: string, version: number, edits: TextEdit[]): WorkspaceEdit {
  if (!ctx.versionedEdits) return { changes: { [uri]: edits } };
  // Files read from disk and not open have no editor version: null asks the client not to check one.
  return { documentChanges: [{ textDocument: { uri, version: ctx.documents.get(uri) ? version : null }, edits }] };
}

export function registerCodeActions(ctx: ServerContext, validator: Validator): void {
  ctx.connection.onCodeAction((params) => handleCodeActions(ctx, validator, params));
}
