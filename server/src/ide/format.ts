// The formatter: one canonical layout for card files. Idempotent, and it never loses a token.
//
// Layout (docs/language.md "Layout"):
// - `set`, `card` and `scenario` lines at column 0;
// - every field (`cost`, `type`, `pt`, …, `text`), the `back` line, and the fields of a back face at 2 spaces:
//   a back face's fields are indented like the front's, because `back` already says where the face starts
//   and deeper nesting would make the two faces look different in kind;
// - rules-text lines at 4 spaces; rules text written on the `text` line itself moves to its own line;
// - scenario steps (and `setup`) at 2 spaces;
// - exactly one blank line between items (set, cards, scenarios); inside an item, runs of blank lines become one;
// - a whole-line comment stays where it is, indented like the line after it; an end-of-line comment stays on its
//   line, one space after the code;
// - tokens of a field or step line are separated by one space (none before `,` and `:`, none between mana
//   symbols); rules text is kept exactly as written; a line with a syntax error is kept as written (re-indented);
// - trailing whitespace removed (blanks inside an unclosed string are part of it and stay); the file ends with
//   one newline, in the file's own newline style.

import type { IToken } from 'chevrotain';
import type { Line } from '../../../grammar/src/ast';
import { lex } from '../../../grammar/src/lexer';
import { parse } from '../../../grammar/src/parse';
import type { TextEdit } from '../diagnostics/diagnostic';
import { physicalLines, type PhysicalLine } from './locate';

export const INDENT = { header: 0, field: 2, rules: 4, step: 2 } as const;

type Entry =
  | { kind: 'blank' }
  | { kind: 'comment'; text: string; index: number }
  | { kind: 'code'; lines: { indent: number; text: string }[]; header: boolean };

/** Lexer whitespace (the characters the lexer skips); other Unicode spaces are kept, since they are errors to report. */
const isWs = (ch: string | undefined) => ch === ' ' || ch === '\t' || ch === '\u00A0' || ch === '\uFEFF';
// Loops, not `/[…]+$/`: that regex is quadratic on a long run of blanks followed by another character.
const trimEndWs = (s: string) => {
  let end = s.length;
  while (end > 0 && isWs(s[end - 1])) end--;
  return s.slice(0, end);
};
const trimStartWs = (s: string) => {
  let start = 0;
  while (start < s.length && isWs(s[start])) start++;
  return s.slice(start);
};
const trimWs = (s: string) => trimStartWs(trimEndWs(s));

function dominantEol(text: string): string {
  const crlf = (text.match(/\r\n/g) ?? []).length;
  const lf = (text.match(/(?<!\r)\n/g) ?? []).length;
  const cr = (text.match(/\r(?!\n)/g) ?? []).length;
  if (crlf > lf && crlf >= cr) return '\r\n';
  if (cr > lf && cr > crlf) return '\r';
  return '\n';
}

function indentOf(kind: Line['kind'], insideItem: boolean): number {
  switch (kind) {
    case 'set': case 'card': case 'scenario': return INDENT.header;
    case 'rules': return INDENT.rules;
    case 'step': case 'setup-header': return INDENT.step;
    case 'error': return insideItem ? INDENT.field : 0;
    default: return INDENT.field;
  }
}

/**
 * A line kept as written, without its leading and trailing blanks, except blanks inside an unclosed string: they
 * are part of the string token (`card "Name   ` or an escaped blank `"a\ `), so they stay.
 */
function trimKeepingStrings(lineText: string, lineStart: number, lineTokens: IToken[]): string {
  const open = lineTokens.filter((x) => x.tokenType.name === 'UnterminatedString').pop();
  const keepEnd = open ? open.startOffset + open.image.length - lineStart : 0;
  const body = trimEndWs(lineText);
  return trimStartWs(body.length >= keepEnd ? body : lineText.slice(0, keepEnd));
}

/**
 * Marks the lines an error touches (its span meets the line, ends included). One binary search per error, not a scan
 * of every error per line: that was quadratic, and a 10 MB file full of errors never finished formatting.
 */
function linesWithErrors(lines: readonly PhysicalLine[], errors: readonly { span: { start: number; end: number } }[]): Uint8Array {
  const marks = new Uint8Array(lines.length);
  for (const e of errors) {
    let lo = 0;
    let hi = lines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (lines[mid]!.end < e.span.start) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < lines.length && lines[i]!.start <= e.span.end; i++) marks[i] = 1;
  }
  return marks;
}

/** A field or step line rebuilt from its tokens with canonical spacing. */
function joinTokens(tokens: IToken[]): string {
  let out = '';
  let prev: IToken | undefined;
  for (const t of tokens) {
    const name = t.tokenType.name;
    if (!prev) out = t.image;
    else if (name === 'Comma' || name === 'Colon') out += t.image;
    else if (name === 'ManaSymbol' && prev.tokenType.name === 'ManaSymbol') out += t.image;
    else out += ' ' + t.image;
    prev = t;
  }
  return out;
}

/** The canonical text of `text`. Never throws; on an internal failure the text is returned unchanged. */
export function formatText(text: string): string {
  try {
    return formatStrict(text);
  } catch {
    return text;
  }
}

export function formatStrict(text: string): string {
  const eol = dominantEol(text);
  const { ast, errors } = parse(text);
  const lexed = lex(text);
  const tokens = lexed.tokens.filter((t) => t.tokenType.name !== 'Newline');
  const comments = ast.comments;
  const nodeByStart = new Map<number, Line>(ast.lines.map((l) => [l.span.start, l]));

  const entries: Entry[] = [];
  let t = 0;
  let c = 0;
  let seenHeader = false;
  const lines = physicalLines(text);
  // A line with characters the lexer skipped is kept as written even when the parser read it (a type line's hyphen
  // is read as its dash, grammar/src/parse.ts): rebuilt from tokens, the character would be lost.
  const skipped = lexed.errors.map((e) => ({ span: { start: e.offset, end: e.offset + Math.max(1, e.length) } }));
  const hasError = linesWithErrors(lines, [...errors, ...skipped]);
  for (const line of lines) {
    const lineTokens: IToken[] = [];
    while (t < tokens.length && tokens[t]!.startOffset < line.start) t++;
    while (t < tokens.length && tokens[t]!.startOffset <= line.end) lineTokens.push(tokens[t++]!);
    while (c < comments.length && comments[c]!.span.start < line.start) c++;
    const comment = c < comments.length && comments[c]!.span.start <= line.end ? comments[c]! : undefined;

    if (lineTokens.length === 0) {
      // A comment line, unless characters the lexer skipped (errors) stand before the comment: then the line is
      // kept as written, like any line with an error.
      const beforeComment = comment ? trimWs(text.slice(line.start, comment.span.start)) : '';
      if (comment && beforeComment === '') entries.push({ kind: 'comment', text: trimEndWs(comment.text), index: line.index });
      else if (trimWs(line.text) === '') entries.push({ kind: 'blank' });
      else entries.push({ kind: 'code', lines: [{ indent: seenHeader ? INDENT.field : 0, text: trimWs(line.text) }], header: false });
      continue;
    }
    const node = nodeByStart.get(lineTokens[0]!.startOffset);
    const kind: Line['kind'] = node?.kind ?? 'error';
    const header = kind === 'set' || kind === 'card' || kind === 'scenario';
    if (header) seenHeader = true;
    const indent = indentOf(kind, seenHeader);
    const broken = !node || node.kind === 'error' || hasError[line.index] === 1;
    const tail = comment ? ' ' + trimEndWs(comment.text) : '';

    if (broken) {
      entries.push({ kind: 'code', lines: [{ indent, text: trimKeepingStrings(line.text, line.start, lineTokens) }], header });
    } else if (kind === 'rules') {
      entries.push({ kind: 'code', lines: [{ indent, text: trimEndWs(lineTokens[0]!.image) + tail }], header });
    } else if (kind === 'text' && lineTokens.some((x) => x.tokenType.name === 'RulesLine')) {
      const rules = lineTokens.find((x) => x.tokenType.name === 'RulesLine')!;
      entries.push({ kind: 'code', lines: [{ indent, text: lineTokens[0]!.image }, { indent: INDENT.rules, text: trimEndWs(rules.image) + tail }], header });
    } else {
      entries.push({ kind: 'code', lines: [{ indent, text: joinTokens(lineTokens.filter((x) => x.tokenType.name !== 'Comment')) + tail }], header });
    }
  }
  return render(entries, eol);
}

function render(entries: Entry[], eol: string): string {
  const out: string[] = [];
  let prevCode: Extract<Entry, { kind: 'code' }> | undefined;
  let blankSincePrev = false;
  let i = 0;
  while (i < entries.length) {
    const e = entries[i]!;
    if (e.kind === 'code') {
      if (e.header && prevCode && !blankSincePrev) out.push('');
      for (const l of e.lines) out.push(' '.repeat(l.indent) + l.text);
      prevCode = e;
      blankSincePrev = false;
      i++;
      continue;
    }
    // A run of blank and comment lines up to the next code line.
    let j = i;
    while (j < entries.length && entries[j]!.kind !== 'code') j++;
    const next = entries[j] as Extract<Entry, { kind: 'code' }> | undefined;
    const run: Entry[] = [];
    for (const x of entries.slice(i, j)) {
      if (x.kind === 'blank' && (run.length === 0 ? !prevCode : run[run.length - 1]!.kind === 'blank')) continue;
      run.push(x);
    }
    while (!next && run.length && run[run.length - 1]!.kind === 'blank') run.pop();
    if (next?.header && prevCode && !run.some((x) => x.kind === 'blank')) run.unshift({ kind: 'blank' });
    // Comments right after a code line and followed by a blank line (or the end of the file) belong to that line's
    // item and take its indentation; every other comment takes the indentation of the code line after it.
    const nextIndent = next?.lines[0]!.indent ?? 0;
    const prevIndent = prevCode ? prevCode.lines[prevCode.lines.length - 1]!.indent : 0;
    const firstBlank = run.findIndex((x) => x.kind === 'blank');
    run.forEach((x, k) => {
      if (x.kind === 'blank') { out.push(''); blankSincePrev = true; return; }
      if (x.kind !== 'comment') return;
      const attached = prevCode && (firstBlank < 0 ? !next : k < firstBlank);
      out.push(' '.repeat(attached ? prevIndent : nextIndent) + x.text);
    });
    i = j;
  }
  while (out.length && out[out.length - 1] === '') out.pop();
  return out.length ? out.join(eol) + eol : '';
}

/** Edits turning `text` into its canonical layout: one edit over the part that changes, or none. */
export function getFormattingEdits(text: string): TextEdit[] {
  const formatted = formatText(text);
  if (formatted === text) return [];
  let start = 0;
  while (start < text.length && start < formatted.length && text[start] === formatted[start]) start++;
  let endA = text.length;
  let endB = formatted.length;
  while (endA > start && endB > start && text[endA - 1] === formatted[endB - 1]) { endA--; endB--; }
  return [{ span: { start, end: endA }, newText: formatted.slice(start, endB) }];
}

/** Whether `text` is already in the canonical layout. */
export function isFormatted(text: string): boolean {
  return formatText(text) === text;
}
