// textDocument/completion over ide/completion.ts: fields, keywords with snippets, templates, mana, types, names.

import {
  CompletionItemKind, InsertTextFormat, type CompletionItem, type CompletionList, type CompletionParams,
} from 'vscode-languageserver';
import type { CompletionKind } from '../../ide/completion';
import type { ServerContext } from '../server-context';
import { analysisFor, toOffset, toRange } from './documents';

export const COMPLETION_TRIGGERS = ['{', '"', '@', ','];

const KIND: Record<CompletionKind, CompletionItemKind> = {
  field: CompletionItemKind.Field,
  keyword: CompletionItemKind.Keyword,
  template: CompletionItemKind.Snippet,
  mana: CompletionItemKind.Constant,
  type: CompletionItemKind.TypeParameter,
  card: CompletionItemKind.Class,
  verb: CompletionItemKind.Function,
  value: CompletionItemKind.EnumMember,
  alias: CompletionItemKind.Variable,
  section: CompletionItemKind.Module,
};

export async function handleCompletion(ctx: ServerContext, params: CompletionParams): Promise<CompletionList> {
  await ctx.realCardsReady; // real card names once the card database is indexed
  const a = analysisFor(ctx, params.textDocument.uri);
  if (!a) return { isIncomplete: false, items: [] };
  const items = a.completions(toOffset(a.document, params.position)).value;
  return {
    isIncomplete: false,
    items: items.map((c): CompletionItem => ({
      label: c.label,
      kind: KIND[c.kind],
      detail: c.detail,
      documentation: c.documentation ? { kind: 'markdown', value: c.documentation } : undefined,
      sortText: c.sortText,
      filterText: c.filterText,
      insertTextFormat: c.snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText,
      textEdit: { range: toRange(a.document, c.replace), newText: c.insertText },
    })),
  };
}

export function registerCompletion(ctx: ServerContext): void {
  ctx.connection.onCompletion((params) => handleCompletion(ctx, params));
}
