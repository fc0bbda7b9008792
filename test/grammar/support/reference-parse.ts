// The plain reading of a card file, kept as the reference for parse(): lex the whole text once, parse every line's
// tokens with the parser, group the lines. No memo, no line-by-line lexing, no scans; slow and obviously right.

import { syntaxError } from '../../../grammar/src/syntax-errors';
import type { IToken } from 'chevrotain';
import type { Line, ParseResult, SyntaxError } from '../../../grammar/src/ast';
import { tokenSpan } from '../../../grammar/src/build-ast';
import { lex } from '../../../grammar/src/lexer';
import { hyphenAsTypeLineDash, parseOneLine } from '../../../grammar/src/line-parse';
import { buildStructure } from '../../../grammar/src/structure';

export function referenceParse(text: string, base = 0): ParseResult {
  const errors: SyntaxError[] = [];
  const lexed = lex(text);
  for (const e of lexed.errors) {
    const ch = text.slice(e.offset, e.offset + e.length);
    errors.push(syntaxError({ kind: 'unexpected-character', char: ch }, { start: base + e.offset, end: base + e.offset + Math.max(1, e.length) }));
  }
  const lines: Line[] = [];
  let current: IToken[] = [];
  const flush = () => {
    if (current.length === 0) return;
    for (const t of current) t.startOffset += base;
    const first = current[0]!;
    const last = current[current.length - 1]!;
    if (first.tokenType.name === 'RulesLine' && current.length === 1) {
      const trimmed = first.image.trimEnd();
      lines.push({ kind: 'rules', text: trimmed, span: { start: first.startOffset, end: first.startOffset + trimmed.length } });
    } else {
      const parsed = parseOneLine(current, { start: first.startOffset, end: last.startOffset + last.image.length }, last);
      lines.push(parsed.line);
      errors.push(...parsed.errors);
    }
    current = [];
  };
  for (const tok of lexed.tokens) {
    if (tok.tokenType.name === 'Newline') flush();
    else current.push(tok);
  }
  flush();
  // A type line's hyphen between spaces is its dash, not a skipped character (grammar/src/line-parse.ts).
  for (const line of lines) {
    if (line.kind !== 'type') continue;
    const start = text.lastIndexOf('\n', line.span.start - base - 1) + 1;
    const end = text.indexOf('\n', line.span.start - base);
    hyphenAsTypeLineDash(line, text.slice(start, end < 0 ? text.length : end).replace(/\r$/, ''), base + start, errors);
  }
  const ast = buildStructure(lines, { start: base, end: base + text.length }, errors);
  ast.comments = (lexed.groups['comments'] ?? []).map((t) => {
    const span = tokenSpan(t);
    return { text: t.image, span: { start: base + span.start, end: base + span.end } };
  });
  errors.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  return { ast, errors };
}
