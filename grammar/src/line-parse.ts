// One line's tokens → its line node and syntax errors (the Chevrotain parser, then the AST builder), with short
// messages a card designer can act on instead of Chevrotain's.

import type { IToken } from 'chevrotain';
import type { Line, SyntaxError, SyntaxReason } from './ast';
import { syntaxError } from './syntax-errors';
import { buildLine, tokenSpan } from './build-ast';
import { parseLineTokens } from './parser';
import type { Span } from './span';

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

/** Turns Chevrotain's messages into the reason of the error: short, something a card designer can act on. */
function reasonOf(message: string, found: IToken | undefined, lineStart: boolean): SyntaxReason {
  const image = found && found.tokenType.name !== 'EOF' ? found.image : undefined;
  if (lineStart && image !== undefined) return { kind: 'not-a-line-start', found: image };
  const expected = /Expecting token of type --> (\w+) <--/.exec(message);
  if (expected) return { kind: 'expected', expected: [expected[1]!], more: false, found: image };
  if (/Redundant input/.test(message)) return { kind: 'redundant', found: image };
  const options = bracketed(message).map((inside) => inside.split(',')[0]!.trim());
  if (options.length) return { kind: 'expected', expected: options.slice(0, 6), more: options.length > 6, found: image };
  return { kind: 'unexpected', found: image };
}

export interface LineParse {
  line: Line;
  errors: SyntaxError[];
}

/** Parses one line's tokens (`span`: from its first to its last token; `last`: its last token). */
export function parseOneLine(tokens: IToken[], span: Span, last: IToken): LineParse {
  const errors: SyntaxError[] = [];
  for (const t of tokens) {
    if (t.tokenType.name === 'UnterminatedString') errors.push(syntaxError({ kind: 'unterminated-string' }, tokenSpan(t)));
  }
  const result = parseLineTokens(tokens);
  for (const e of result.errors) {
    const tok = e.token;
    const valid = tok && !Number.isNaN(tok.startOffset) && tok.tokenType.name !== 'EOF';
    // Something missing at the end of the line: point at the line's last token, so the squiggle shows.
    const errSpan = valid ? tokenSpan(tok) : tokenSpan(last);
    errors.push(syntaxError(reasonOf(e.message, tok, valid && tok.startOffset === span.start), errSpan));
  }
  return { line: result.cst ? buildLine(result.cst, span) : { kind: 'error', span }, errors };
}

/**
 * A type line written with a hyphen between spaces ("Creature - Zombie", the way a keyboard writes it): the hyphen is
 * read as the line's dash, not as a character the lexer skips, so the subtypes are subtypes; the templating check
 * reports the hyphen as a warning with its fix (checks/templating/type-lines.ts).
 */
export function hyphenAsTypeLineDash(node: Line | undefined, line: string, at: number, errors: SyntaxError[]): void {
  if (node?.kind !== 'type' || node.dash || node.words.length < 2) return;
  const i = errors.findIndex((e) => {
    const rel = e.span.start - at;
    return e.span.end - e.span.start === 1 && line[rel] === '-' && line[rel - 1] === ' ' && line[rel + 1] === ' '
      && node.words[0]!.span.end <= e.span.start && node.words[node.words.length - 1]!.span.start >= e.span.end;
  });
  if (i < 0) return;
  node.dash = errors[i]!.span;
  errors.splice(i, 1);
}
