// textDocument/codeLens: "Run scenario" over every scenario (command cardscript.runScenario, [uri, name]).

import type { CodeLens, CodeLensParams } from 'vscode-languageserver';
import { getScenarioLenses } from '../../ide/code-lens';
import type { ServerContext } from '../server-context';
import { documentFor, toRange } from './documents';

export function handleCodeLens(ctx: ServerContext, params: CodeLensParams): CodeLens[] {
  const doc = documentFor(ctx, params.textDocument.uri);
  if (!doc) return [];
  return getScenarioLenses(doc.model, ctx.workspace).map((l) => ({
    range: toRange(doc.text, l.span),
    command: { title: l.title, command: l.command, arguments: l.args },
  }));
}

export function registerCodeLens(ctx: ServerContext): void {
  ctx.connection.onCodeLens((params) => handleCodeLens(ctx, params));
}
