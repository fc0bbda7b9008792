// A field line read from its tokens without the parser, where the tokens are exactly what the parser accepts without
// an error: `cost {2}{G}`, `type Creature — Elf`, `pt 2/2`, `loyalty 3`, `defense 4`, `rarity rare`, `color red`,
// `text` (with or without rules text after it). The node is the one parser + AST builder give (the same keys in the same
// order, `undefined` where they leave one). Anything else returns undefined and the caller parses the line.
// test/grammar/line-reading.test.ts compares parse() with the plain reading (every line through the parser) on project
// files and random text; test/grammar/field-line.test.ts checks each shape and its near misses.
//
// Why: a file made only of such lines (an imported card pool) then never builds the Chevrotain parser, and each line
// read costs a token walk instead of a parse and a CST.

import { tokenMatcher, type IToken, type TokenType } from 'chevrotain';
import type { Line, Word as WordNode } from './ast';
import { tokenSpan } from './build-ast';
import type { Span } from './span';
import { Dash, Identifier, ManaSymbol, NumberLiteral, PowerToughness, RulesLine, section, Text, Word } from './tokens';

const word = (t: IToken): WordNode => ({ text: t.image, span: tokenSpan(t) });

/** Whether every token of `tokens` from `from` matches `type` (a token type or its category). */
function allFrom(tokens: IToken[], from: number, type: TokenType): boolean {
  for (let i = from; i < tokens.length; i++) if (!tokenMatcher(tokens[i]!, type)) return false;
  return true;
}

function wordsFrom(tokens: IToken[], from: number, to: number): WordNode[] {
  const out: WordNode[] = [];
  for (let i = from; i < to; i++) out.push(word(tokens[i]!));
  return out;
}

/**
 * The line node of `tokens` (one line's tokens, at least one; `span`: from its first to its last token) when it is a
 * field line the parser reads without an error, else undefined.
 */
export function fieldLineFromTokens(tokens: IToken[], span: Span): Line | undefined {
  const first = tokens[0]!;
  const n = tokens.length;
  if (tokenMatcher(first, section.cost!)) {
    if (n < 2 || !allFrom(tokens, 1, ManaSymbol)) return undefined;
    return { kind: 'cost', span, symbols: wordsFrom(tokens, 1, n) };
  }
  if (tokenMatcher(first, section.type!)) {
    // `type` Word+ (Dash Word*)?
    let dash = -1;
    for (let i = 1; i < n; i++) {
      const t = tokens[i]!;
      if (dash < 0 && i > 1 && tokenMatcher(t, Dash)) { dash = i; continue; }
      if (!tokenMatcher(t, Word)) return undefined;
    }
    if (n < 2) return undefined;
    const words = wordsFrom(tokens, 1, n);
    if (dash > 0) words.splice(dash - 1, 1);
    return { kind: 'type', span, words, dash: dash > 0 ? tokenSpan(tokens[dash]!) : undefined };
  }
  if (tokenMatcher(first, Text)) {
    if (n === 1) return { kind: 'text', span, first: undefined };
    const rules = tokens[1]!;
    if (n !== 2 || !tokenMatcher(rules, RulesLine)) return undefined;
    const text = rules.image.trimEnd();
    return { kind: 'text', span, first: { kind: 'rules', text, span: { start: rules.startOffset, end: rules.startOffset + text.length } } };
  }
  if (tokenMatcher(first, section.color!)) {
    if (n < 2 || !allFrom(tokens, 1, Word)) return undefined;
    return { kind: 'color', span, colors: wordsFrom(tokens, 1, n) };
  }
  if (n !== 2) return undefined;
  const value = tokens[1]!;
  let kind: 'pt' | 'loyalty' | 'defense' | 'rarity';
  if (tokenMatcher(first, section.pt!)) {
    if (!tokenMatcher(value, PowerToughness)) return undefined;
    kind = 'pt';
  } else if (tokenMatcher(first, section.loyalty!)) {
    if (!tokenMatcher(value, NumberLiteral) && !tokenMatcher(value, Identifier)) return undefined;
    kind = 'loyalty';
  } else if (tokenMatcher(first, section.defense!)) {
    if (!tokenMatcher(value, NumberLiteral)) return undefined;
    kind = 'defense';
  } else if (tokenMatcher(first, section.rarity!)) {
    if (!tokenMatcher(value, Word)) return undefined;
    kind = 'rarity';
  } else return undefined;
  return { kind, span, value: word(value) };
}
