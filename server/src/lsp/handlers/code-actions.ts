// textDocument/codeAction: quick fixes from the latest diagnostics' fixes (Validator.latest) and
// source.fixAll.cardscript.

import { CodeActionKind, type CodeAction, type CodeActionParams } from 'vscode-languageserver';
import { checkDocument } from '../../checks';
import type { Diagnostic } from '../../diagnostics/diagnostic';
import { FIX_ALL_KIND, getCodeActions } from '../../ide/code-actions';
import { toLspDiagnostic } from '../convert';
import type { ServerContext } from '../server-context';
import type { Validator } from '../validation';
import { documentFor, toRange, toSpan } from './documents';

export const CODE_ACTION_KINDS = [CodeActionKind.QuickFix, FIX_ALL_KIND];

/** The diagnostics the actions are built from: the published ones, or a fresh check if none were published yet. */
function diagnosticsFor(ctx: ServerContext, validator: Validator, uri: string): Diagnostic[] {
  return validator.latest.get(uri) ?? checkDocument(ctx.workspace, uri, ctx.settings, ctx.checks);
}

export function handleCodeActions(ctx: ServerContext, validator: Validator, params: CodeActionParams): CodeAction[] {
  const uri = params.textDocument.uri;
  const doc = documentFor(ctx, uri);
  if (!doc) return [];
  const diagnostics = diagnosticsFor(ctx, validator, uri);
  const actions = getCodeActions(ctx.workspace, uri, diagnostics, toSpan(doc.text, params.range), params.context.only);
  return actions.map((a) => ({
    title: a.title,
    kind: a.kind,
    isPreferred: a.preferred || undefined,
    diagnostics: a.kind === 'quickfix' ? a.diagnostics.map((d) => toLspDiagnostic(doc.text, d, (u) => ctx.textOf(u))) : undefined,
    edit: { changes: { [uri]: a.edits.map((e) => ({ range: toRange(doc.text, e.span), newText: e.newText })) } },
  }));
}

export function registerCodeActions(ctx: ServerContext, validator: Validator): void {
  ctx.connection.onCodeAction((params) => handleCodeActions(ctx, validator, params));
}
