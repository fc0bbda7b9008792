// textDocument/semanticTokens/full, /full/delta and /range over ide/semantic-tokens.ts. Encoding runs in slices
// (lsp/slices.ts): a newer edit is never queued behind it, and a cancelled or outdated request stops.

import type {
  CancellationToken, SemanticTokens, SemanticTokensDelta, SemanticTokensDeltaParams, SemanticTokensLegend,
  SemanticTokensParams, SemanticTokensRangeParams,
} from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { TOKEN_MODIFIERS, TOKEN_TYPES, type SemanticToken } from '../../ide/semantic-tokens';
import type { DocumentAnalysis } from '../../analysis/document-analysis';
import type { ServerContext } from '../server-context';
import { Slices } from '../slices';
import { analysisFor, toSpan } from './documents';

export const SEMANTIC_LEGEND: SemanticTokensLegend = { tokenTypes: [...TOKEN_TYPES], tokenModifiers: [...TOKEN_MODIFIERS] };

const TYPE_INDEX = new Map<string, number>(TOKEN_TYPES.map((t, i) => [t, i]));
const MODIFIER_BIT = new Map<string, number>(TOKEN_MODIFIERS.map((m, i) => [m, 1 << i]));

/** The last full result sent per document, for /full/delta (one per document; dropped with the document). */
export class SemanticTokensResults {
  private readonly last = new Map<string, { resultId: string; data: number[] }>();
  private next = 0;

  remember(uri: string, data: number[]): string {
    const resultId = `${++this.next}`;
    this.last.set(uri, { resultId, data });
    return resultId;
  }

  get(uri: string, resultId: string): number[] | undefined {
    const r = this.last.get(uri);
    return r?.resultId === resultId ? r.data : undefined;
  }

  drop(uri: string): void {
    this.last.delete(uri);
  }
}

/** LSP's relative encoding of `tokens` (sorted, non-overlapping), sliced. */
async function encode(text: TextDocument, tokens: readonly SemanticToken[], slices: Slices): Promise<number[]> {
  const data: number[] = [];
  let line = 0;
  let char = 0;
  for (let i = 0; i < tokens.length; i++) {
    await slices.step();
    const t = tokens[i]!;
    const start = text.positionAt(t.span.start);
    const end = text.positionAt(t.span.end);
    if (end.line !== start.line) continue; // tokens are single-line by construction; be safe
    let mods = 0;
    for (const m of t.modifiers) mods |= MODIFIER_BIT.get(m)!;
    data.push(start.line - line, start.line === line ? start.character - char : start.character, end.character - start.character, TYPE_INDEX.get(t.type)!, mods);
    line = start.line;
    char = start.character;
  }
  return data;
}

/**
 * Each analysis's tokens, worked out once (issue 27, the cold open): VS Code asks /range for the lines in view and
 * /full at once when it opens a document, and /range again while it scrolls before /full is in; each read every card
 * of the document (~100 ms for 1,000 cards with a cold JIT). An analysis is one version of its document in one state
 * of the workspace (a new version, or a change elsewhere, makes a new one: AnalysisHost.analysis), so its tokens are
 * the same at every ask.
 */
const memo = new WeakMap<DocumentAnalysis, readonly SemanticToken[]>();

/** Times a document's tokens were worked out (test/lsp/semantic-tokens.test.ts: once per analysis). */
export const tokensWork = { computed: 0 };

function tokensOfAnalysis(a: DocumentAnalysis): readonly SemanticToken[] {
  let tokens = memo.get(a);
  if (!tokens) {
    tokensWork.computed++;
    memo.set(a, (tokens = a.semanticTokens().value));
  }
  return tokens;
}

async function tokensOf(ctx: ServerContext, uri: string, token: CancellationToken | undefined, range?: SemanticTokensRangeParams['range']) {
  const a = analysisFor(ctx, uri);
  if (!a) return undefined;
  // The tokens and the snapshot are of this analysis's version; between slices the document may move on.
  const slices = new Slices(token, () => ctx.host.analysis(uri)?.model === a.model && ctx.host.analysis(uri)?.version === a.version, ctx.sliceMs);
  let tokens = tokensOfAnalysis(a);
  if (range) {
    const span = toSpan(a.document, range);
    tokens = tokens.filter((t) => t.span.end > span.start && t.span.start < span.end);
  }
  return encode(a.document, tokens, slices);
}

export async function handleSemanticTokens(ctx: ServerContext, results: SemanticTokensResults, params: SemanticTokensParams, token?: CancellationToken): Promise<SemanticTokens> {
  const data = await tokensOf(ctx, params.textDocument.uri, token);
  if (!data) return { data: [] };
  return { resultId: results.remember(params.textDocument.uri, data), data };
}

export async function handleSemanticTokensRange(ctx: ServerContext, params: SemanticTokensRangeParams, token?: CancellationToken): Promise<SemanticTokens> {
  return { data: (await tokensOf(ctx, params.textDocument.uri, token, params.range)) ?? [] };
}

/** The edit from the previous result to this one: one splice over the differing middle (common prefix and suffix kept). */
export async function handleSemanticTokensDelta(ctx: ServerContext, results: SemanticTokensResults, params: SemanticTokensDeltaParams, token?: CancellationToken): Promise<SemanticTokens | SemanticTokensDelta> {
  const uri = params.textDocument.uri;
  const previous = results.get(uri, params.previousResultId);
  const data = await tokensOf(ctx, uri, token);
  if (!data) return { data: [] };
  const resultId = results.remember(uri, data);
  if (!previous) return { resultId, data };
  let head = 0;
  while (head < previous.length && head < data.length && previous[head] === data[head]) head++;
  let tail = 0;
  while (tail < previous.length - head && tail < data.length - head && previous[previous.length - 1 - tail] === data[data.length - 1 - tail]) tail++;
  if (head === previous.length && head === data.length) return { resultId, edits: [] };
  return { resultId, edits: [{ start: head, deleteCount: previous.length - head - tail, data: data.slice(head, data.length - tail) }] };
}

export function registerSemanticTokens(ctx: ServerContext): SemanticTokensResults {
  const results = new SemanticTokensResults();
  const tokens = ctx.connection.languages.semanticTokens;
  tokens.on((params, token) => handleSemanticTokens(ctx, results, params, token));
  tokens.onDelta((params, token) => handleSemanticTokensDelta(ctx, results, params, token));
  tokens.onRange((params, token) => handleSemanticTokensRange(ctx, params, token));
  return results;
}
