// The product's parser builds each lookahead function when its production is first reached
// (grammar/src/lazy-lookahead.ts, issue 27: two thirds of the parser's construction on every start); the validated
// parser builds them all up front with Chevrotain's stock strategy. Both must read every line alike: the project's
// files line by line, and each line cut short and with a token left out (error recovery takes other paths).
import type { CstElement, CstNode, IToken } from 'chevrotain';
import { describe, expect, it } from 'vitest';
import { lazyLookaheadStats } from '../../grammar/src/lazy-lookahead';
import { lexLine, type LexMode } from '../../grammar/src/lexer';
import { getLineParser, validatedLineParser } from '../../grammar/src/parser';
import { poolsOf, projectSeedFiles } from '../fuzz/support/seeds';

type Parser = ReturnType<typeof getLineParser>;

function isToken(e: CstElement): e is IToken {
  return (e as IToken).tokenType !== undefined;
}

function shape(e: CstElement): unknown {
  if (isToken(e)) return [e.tokenType.name, e.image, e.startOffset, e.isInsertedInRecovery ?? false];
  const n = e as CstNode;
  return { name: n.name, recovered: n.recoveredNode ?? false, children: Object.entries(n.children).map(([k, v]) => [k, v.map(shape)]) };
}

function read(parser: Parser, tokens: IToken[]): unknown {
  parser.input = tokens;
  const cst = parser.line();
  return { cst: cst ? shape(cst) : null, errors: parser.errors.map((e) => [e.name, e.message, e.token.startOffset]) };
}

/** Every line of the project's files with the mode it starts in, each also cut short and without its second token. */
function linesToRead(): { text: string; mode: LexMode }[] {
  const out: { text: string; mode: LexMode }[] = [];
  for (const f of poolsOf(projectSeedFiles()).files) {
    let mode: LexMode = 'main';
    for (const text of f.text.split(/\r?\n/)) {
      out.push({ text, mode });
      const half = text.slice(0, Math.floor(text.length / 2));
      if (half.trim()) out.push({ text: half, mode });
      mode = lexLine(text, mode).endMode;
    }
  }
  return out;
}

describe('the lazily built lookahead', () => {
  it('reads every line as the parser built with every lookahead up front', () => {
    const lazy = getLineParser();
    const stock = validatedLineParser();
    const lines = linesToRead();
    expect(lines.length).toBeGreaterThan(1000);
    let compared = 0;
    for (const { text, mode } of lines) {
      const tokens = lexLine(text, mode).tokens;
      if (tokens.length === 0) continue;
      const variants = [tokens, tokens.length > 2 ? [tokens[0], ...tokens.slice(2)] : undefined];
      for (const v of variants) {
        if (!v) continue;
        const a = read(lazy, v);
        const b = read(stock, v);
        if (JSON.stringify(a) !== JSON.stringify(b)) expect({ text, mode, tokens: v.map((t) => t.image), read: a }).toEqual({ text, mode, tokens: v.map((t) => t.image), read: b });
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // The comparison reaches much of the grammar, through the stand-ins: most of its productions were really built.
    expect(lazyLookaheadStats.built).toBeGreaterThan(lazyLookaheadStats.deferred / 2);
  });
});
