// parse(text) → { ast, errors }: lex, split into lines, parse each line, group lines into cards and
// scenarios. Never throws on any input; every error has a span.

import type { IToken } from 'chevrotain';
import type { Line, ParseResult, SyntaxError } from './ast';
import { buildLine, tokenSpan } from './build-ast';
import { lex } from './lexer';
import { parseLineTokens } from './parser';
import { buildStructure } from './structure';
import { ownString } from './own-string';
import { shiftSpans, shiftSpansOwning, type Span } from './span';

const TOKEN_NAMES: Record<string, string> = {
  StringLiteral: 'a "quoted" name', UnterminatedString: 'a "quoted" name', ManaSymbol: 'a mana symbol like {2}',
  PowerToughness: 'power/toughness like 2/2', NumberLiteral: 'a number', Identifier: 'a word', Word: 'a word',
  Alias: 'an @alias', Dash: 'an em dash', Comma: 'a comma', Colon: 'a colon', RulesLine: 'rules text', EOF: 'the end of the line',
};

function describeToken(name: string): string {
  return TOKEN_NAMES[name] ?? `\`${name.replace(/InRules$/, '').toLowerCase().replace(/^cant$/, "can't").replace(/^didnt$/, "didn't")}\``;
}

/**
 * The non-empty `[…]` groups of a message, as /\[([^\]]+)\]/g finds them (that regex is quadratic on a message
 * quoting a long run of `[` from the user's line).
 */
function bracketed(message: string): string[] {
  const out: string[] = [];
  for (let open = message.indexOf('['); open >= 0;) {
    const close = message.indexOf(']', open + 1);
    if (close < 0) break;
    if (close === open + 1) { open = message.indexOf('[', open + 1); continue; }
    out.push(message.slice(open + 1, close));
    open = message.indexOf('[', close + 1);
  }
  return out;
}

/** Turns Chevrotain's messages into short ones a card designer can act on. */
function friendlyMessage(message: string, found: IToken | undefined, lineStart: boolean): string {
  const image = found && found.tokenType.name !== 'EOF' ? `'${found.image}'` : 'the end of the line';
  if (lineStart && found && found.tokenType.name !== 'EOF') {
    return `${image} does not start a field, a rules-text line or a scenario step.`;
  }
  const expected = /Expecting token of type --> (\w+) <--/.exec(message);
  if (expected) return `Expected ${describeToken(expected[1]!)} but found ${image}.`;
  if (/Redundant input/.test(message)) return `Unexpected ${image} at the end of this line.`;
  const options = bracketed(message).map((inside) => inside.split(',')[0]!.trim());
  if (options.length) {
    const names = [...new Set(options.slice(0, 6).map(describeToken))];
    return `Expected ${names.join(', ')}${options.length > 6 ? ' …' : ''} but found ${image}.`;
  }
  return `Unexpected ${image}.`;
}

interface LineParse {
  line: Line;
  errors: SyntaxError[];
}

const MAX_MEMO = 200_000;
const lineMemo = new Map<string, LineParse>();

function parseOneLine(tokens: IToken[], span: Span, last: IToken): LineParse {
  const errors: SyntaxError[] = [];
  for (const t of tokens) {
    if (t.tokenType.name === 'UnterminatedString') errors.push({ message: 'This string has no closing quote.', span: tokenSpan(t) });
  }
  const result = parseLineTokens(tokens);
  for (const e of result.errors) {
    const tok = e.token;
    const valid = tok && !Number.isNaN(tok.startOffset) && tok.tokenType.name !== 'EOF';
    // Something missing at the end of the line: point at the line's last token, so the squiggle shows.
    const errSpan = valid ? tokenSpan(tok) : tokenSpan(last);
    errors.push({ message: friendlyMessage(e.message, tok, valid && tok.startOffset === span.start), span: errSpan });
  }
  return { line: result.cst ? buildLine(result.cst, span) : { kind: 'error', span }, errors };
}

/**
 * Parses `text`. `base`: the offset of `text` in its document (a chunk of a larger file): every span of the result is
 * a document offset, so the caller never moves the tree afterwards.
 */
export function parse(text: string, base = 0): ParseResult {
  const errors: SyntaxError[] = [];
  const lexed = lex(text);
  for (const e of lexed.errors) {
    const ch = text.slice(e.offset, e.offset + e.length);
    errors.push({ message: `Unexpected character '${ch}'.`, span: { start: base + e.offset, end: base + e.offset + Math.max(1, e.length) } });
  }

  const lines: Line[] = [];
  let current: IToken[] = [];
  const flush = () => {
    if (current.length === 0) return;
    const first = current[0]!;
    const last = current[current.length - 1]!;
    const span = { start: first.startOffset, end: last.startOffset + last.image.length };
    if (first.tokenType.name === 'RulesLine' && current.length === 1) {
      const trimmed = first.image.trimEnd();
      lines.push({ kind: 'rules', text: trimmed, span: { start: base + first.startOffset, end: base + first.startOffset + trimmed.length } });
    } else {
      const key = text.slice(span.start, span.end);
      let placed: LineParse;
      if (key.includes('"') || key.includes('\u201C')) {
        // A line with a quoted string (a card or face name, flavor text) is nearly always unique: parsed, not memoized.
        const own = parseOneLine(current, span, last);
        placed = base === 0 ? own : shiftSpans(own, base);
      } else {
        // Lines repeat a lot (`pt 2/2`, `rarity common`) and most survive an edit: reuse their parse.
        let memo = lineMemo.get(key);
        if (!memo) {
          // Strings of their own: the memo outlives this text (a slice would keep the whole version alive).
          memo = shiftSpansOwning(parseOneLine(current, span, last), -span.start, ownString);
          if (lineMemo.size >= MAX_MEMO) lineMemo.clear();
          lineMemo.set(ownString(key), memo);
        }
        placed = shiftSpans(memo, base + span.start);
      }
      lines.push(placed.line);
      errors.push(...placed.errors);
    }
    current = [];
  };
  for (const tok of lexed.tokens) {
    if (tok.tokenType.name === 'Newline') flush();
    else current.push(tok);
  }
  flush();

  const ast = buildStructure(lines, { start: base, end: base + text.length }, errors);
  ast.comments = (lexed.groups['comments'] ?? []).map((t) => {
    const span = tokenSpan(t);
    return { text: t.image, span: { start: base + span.start, end: base + span.end } };
  });
  errors.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  return { ast, errors };
}
