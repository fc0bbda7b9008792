// Semantic tokens: the sweep-line normalization gives exactly the old placement (smaller tokens win), /range is the
// part of /full in the range, /full/delta applied to the previous result equals a fresh /full, and a request whose
// document changes or that is cancelled stops instead of holding the server (real protocol).

import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { CancellationTokenSource } from 'vscode-jsonrpc';
import type { SemanticTokens, SemanticTokensDelta } from 'vscode-languageserver';
import { normalize, type SemanticToken } from '../../server/src/ide/semantic-tokens';
import { tokensWork } from '../../server/src/lsp/handlers/semantic-tokens';
import { startClient, type TestClient } from './support/client';

/** The old quadratic placement, kept here as the reference the sweep must equal. */
function reference(tokens: SemanticToken[]): SemanticToken[] {
  const bySize = [...tokens].sort((a, b) => (a.span.end - a.span.start) - (b.span.end - b.span.start) || a.span.start - b.span.start);
  const placed: SemanticToken[] = [];
  for (const t of bySize) {
    let pieces = [t.span];
    for (const p of placed) {
      pieces = pieces.flatMap((s) => {
        if (p.span.end <= s.start || p.span.start >= s.end) return [s];
        const parts = [];
        if (p.span.start > s.start) parts.push({ start: s.start, end: p.span.start });
        if (p.span.end < s.end) parts.push({ start: p.span.end, end: s.end });
        return parts;
      });
    }
    for (const s of pieces) if (s.end > s.start) placed.push({ ...t, span: s });
  }
  return placed.sort((a, b) => a.span.start - b.span.start);
}

/** Merges adjacent pieces of one token (the reference may cut a token where the sweep keeps it whole). */
const merged = (ts: SemanticToken[]) => ts.reduce<SemanticToken[]>((out, t) => {
  const last = out[out.length - 1];
  if (last && last.span.end === t.span.start && last.type === t.type && last.modifiers.join() === t.modifiers.join()) last.span = { start: last.span.start, end: t.span.end };
  else out.push({ ...t, span: { ...t.span } });
  return out;
}, []);

const TYPES = ['class', 'variable', 'keyword', 'function', 'comment', 'number'] as const;

describe('normalize', () => {
  it('equals the old placement on random overlapping tokens', () => {
    const token = fc.record({ start: fc.nat(60), len: fc.integer({ min: 1, max: 30 }), type: fc.constantFrom(...TYPES) })
      .map(({ start, len, type }): SemanticToken => ({ span: { start, end: start + len }, type, modifiers: [] }));
    fc.assert(fc.property(fc.array(token, { maxLength: 25 }), (tokens) => {
      // Same-size, same-start ties: the reference keeps push order (stable sort), so does the sweep.
      expect(merged(normalize(tokens))).toEqual(merged(reference(tokens)));
    }), { numRuns: 2000, seed: 12 });
  });
});

const uri = 'file:///tokens/shrouded-vale.cards';
const text = readFileSync('examples/shrouded-vale.cards', 'utf8');

let client: TestClient | undefined;
afterEach(async () => { await client?.dispose(); client = undefined; });

describe('semantic tokens over the protocol', () => {
  it('/range answers the tokens of /full that lie in the range', async () => {
    client = await startClient();
    await client.open(uri, text);
    const full = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
    const absolute = (data: number[]) => {
      const out: string[] = [];
      let line = 0;
      let char = 0;
      for (let i = 0; i < data.length; i += 5) {
        line += data[i]!;
        char = data[i] === 0 ? char + data[i + 1]! : data[i + 1]!;
        out.push(`${line}:${char}:${data.slice(i + 2, i + 5).join(',')}`);
      }
      return out;
    };
    const range = { start: { line: 10, character: 0 }, end: { line: 30, character: 0 } };
    const part = await client.request<SemanticTokens>('textDocument/semanticTokens/range', { textDocument: { uri }, range });
    const expected = absolute(full.data).filter((t) => { const l = Number(t.split(':')[0]); return l >= 10 && l < 30; });
    expect(expected.length).toBeGreaterThan(0);
    expect(absolute(part.data)).toEqual(expected);
  });

  it('a version\'s tokens are worked out once for /range, /full and /range again; an edit works them out anew, as a fresh server does', async () => {
    client = await startClient();
    await client.open(uri, text);
    const range = { start: { line: 0, character: 0 }, end: { line: 40, character: 0 } };
    const before = tokensWork.computed;
    const part = await client.request<SemanticTokens>('textDocument/semanticTokens/range', { textDocument: { uri }, range });
    const full = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
    const again = await client.request<SemanticTokens>('textDocument/semanticTokens/range', { textDocument: { uri }, range });
    expect(tokensWork.computed - before).toBe(1);
    expect(again.data).toEqual(part.data);
    const edited = text.replace('card "', '# a new first line\ncard "');
    await client.change(uri, edited);
    const after = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
    expect(tokensWork.computed - before).toBe(2);
    expect(after.data).not.toEqual(full.data);
    await client.dispose();
    client = await startClient();
    await client.open(uri, edited);
    const fresh = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
    expect(after.data).toEqual(fresh.data);
  });

  it('/full/delta applied to the previous result equals a fresh /full', async () => {
    client = await startClient();
    await client.open(uri, text);
    const first = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
    expect(first.resultId).toBeDefined();
    const same = await client.request<SemanticTokensDelta>('textDocument/semanticTokens/full/delta', { textDocument: { uri }, previousResultId: first.resultId });
    expect(same.edits).toEqual([]);
    await client.change(uri, text.replace('card "', '# a new first line\ncard "'));
    const delta = await client.request<SemanticTokensDelta>('textDocument/semanticTokens/full/delta', { textDocument: { uri }, previousResultId: same.resultId });
    const fresh = await client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
    const applied = [...first.data];
    for (const e of [...delta.edits].reverse()) applied.splice(e.start, e.deleteCount, ...(e.data ?? []));
    expect(delta.edits.length).toBe(1);
    expect(applied).toEqual(fresh.data);
    // An unknown previous result id gets a full answer.
    const unknown = await client.request<SemanticTokens>('textDocument/semanticTokens/full/delta', { textDocument: { uri }, previousResultId: 'nope' });
    expect(unknown.data).toEqual(fresh.data);
  });

  it('a request whose document changes stops with ContentModified, and the edit is checked at once', async () => {
    client = await startClient({}, { server: { sliceMs: 0 } });
    await client.open(uri, text);
    const tokens = client.request<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } });
    const diagnostics = client.change(uri, text + '\ncard "Brand New Card"\n  type Creature\n');
    await expect(tokens).rejects.toMatchObject({ code: -32801 }); // LSPErrorCodes.ContentModified
    expect(Array.isArray(await diagnostics)).toBe(true);
  });

  it('a cancelled request stops with RequestCancelled', async () => {
    client = await startClient({}, { server: { sliceMs: 0 } });
    await client.open(uri, text);
    const source = new CancellationTokenSource();
    const tokens = client.rpc.sendRequest<SemanticTokens>('textDocument/semanticTokens/full', { textDocument: { uri } }, source.token);
    source.cancel();
    await expect(tokens).rejects.toMatchObject({ code: -32800 }); // LSPErrorCodes.RequestCancelled
  });
});
