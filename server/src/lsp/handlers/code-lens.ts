// textDocument/codeLens: "Run scenario" over every scenario (command cardscript.runScenario, [uri, name]).

import type { CodeLens, CodeLensParams } from 'vscode-languageserver';
import type { ServerContext } from '../server-context';
import { analysisFor, toRange } from './documents';

export function handleCodeLens(ctx: ServerContext, params: CodeLensParams): CodeLens[] {
  const a = analysisFor(ctx, params.textDocument.uri);
  if (!a) return [];
  return a.codeLenses().value.map((l) => ({
    range: toRange(a.document, l.span),
    command: { title: l.title, command: l.command, arguments: l.args },
  }));
}

export function registerCodeLens(ctx: ServerContext): void {
  // A lens shows its scenario's outcome, which needs the workspace's cards: wait for the start-up (ctx.whenReady).
  ctx.connection.onCodeLens(async (params) => { await ctx.whenReady; return handleCodeLens(ctx, params); });
}
