// parse(text) → { ast, errors }: read the text line by line (lex and parse each line, or reuse an identical line's
// reading), group lines into cards and scenarios. Never throws on any input; every error has a span.

import type { Line, ParseResult, SourceFile, SyntaxError } from './ast';
import { syntaxError } from './syntax-errors';
import { fieldLineFromTokens } from './field-line';
import { scanNamedLine, scanPlainNamedLine, scanRulesLine, type ScannedLine } from './exact-scan';
import { scanFieldLine } from './field-scan';
import { lexLine, type LexMode } from './lexer';
import { hyphenAsTypeLineDash, parseOneLine } from './line-parse';
import { buildStructure } from './structure';
import { ownString } from './own-string';
import { Filling } from './filling';
import { copyPlan, copyPlanned, notGathered, placedWithin, shiftSpans, shiftSpansOwning, type CopyPlan } from './span';

type Comment = SourceFile['comments'][number];

/** What one line of text reads as: everything parse() takes from it. */
interface LineReading {
  line?: Line;
  /** Lexer errors first, then the line's syntax errors (the order a whole-text lexing gives them). */
  errors: SyntaxError[];
  comments: Comment[];
  endMode: LexMode;
}

/**
 * A memoized line. Its node is the one the text that first read the line got: that text's tree uses it as it is (no
 * copy), and a chunk's move moves it in place with the rest of its chunk (`model/document.ts`), so its spans are where
 * that line is now; `lead` (its span's start from the line's start) gives that line's offset, and another line with
 * the same text gets a copy moved from there. Its errors and comments (rare) are kept relative to the line's start
 * and copied each time.
 */
interface LineMemo extends LineReading {
  lead: number;
  /** How its node is copied (made at the first copy: most memoized lines are never read again). */
  plan?: CopyPlan;
}

const MAX_MEMO = 200_000;
/**
 * Readings of lines without a quoted string, per mode the line starts in, keyed on the whole line. Lines repeat a lot
 * (`pt 2/2`, `rarity common`) and most survive an edit. A line with a quoted string (a card or face name, flavor text)
 * is nearly always unique: read, not memoized.
 */
const lineMemo: Record<LexMode, Map<string, LineMemo>> = { main: new Map(), rules: new Map() };

/** The lines of the text being parsed (parse never runs inside another parse). */
const lineFilling = new Filling<Line>();

/** Off: every line is read anew (only for the test that proves the memos change no answer). */
let lineMemoEnabled = true;

export function setLineMemoEnabled(on: boolean): void {
  lineMemoEnabled = on;
}

/** Reads one line (`line`, no line break) that starts in `mode`; spans are offsets from `at`. */
function readLine(line: string, mode: LexMode, at: number): LineReading {
  const lexed = lexLine(line, mode);
  const errors: SyntaxError[] = [];
  for (const e of lexed.errors) {
    const ch = line.slice(e.offset, e.offset + e.length);
    errors.push(syntaxError({ kind: 'unexpected-character', char: ch }, { start: at + e.offset, end: at + e.offset + Math.max(1, e.length) }));
  }
  const comments = (lexed.groups['comments'] ?? []).map((t) => ({ text: t.image, span: { start: at + t.startOffset, end: at + t.startOffset + t.image.length } }));
  const tokens = lexed.tokens;
  if (tokens.length === 0) return { errors, comments, endMode: lexed.endMode };
  if (at !== 0) {
    for (const t of tokens) {
      t.startOffset += at;
      if (t.endOffset !== undefined) t.endOffset += at;
    }
  }
  const first = tokens[0]!;
  const last = tokens[tokens.length - 1]!;
  if (first.tokenType.name === 'RulesLine' && tokens.length === 1) {
    const trimmed = first.image.trimEnd();
    return { line: { kind: 'rules', text: trimmed, span: { start: first.startOffset, end: first.startOffset + trimmed.length } }, errors, comments, endMode: lexed.endMode };
  }
  const span = { start: first.startOffset, end: last.startOffset + last.image.length };
  // A field line the parser would read without an error is built from its tokens (no parser, no CST).
  const field = fieldLineFromTokens(tokens, span);
  if (field) {
    hyphenAsTypeLineDash(field, line, at, errors);
    return { line: field, errors, comments, endMode: lexed.endMode };
  }
  const parsed = parseOneLine(tokens, span, last);
  for (const e of parsed.errors) errors.push(e);
  hyphenAsTypeLineDash(parsed.line, line, at, errors);
  return { line: parsed.line, errors, comments, endMode: lexed.endMode };
}

/** Appends a scanned line's node and comment. */
function addScanned(s: ScannedLine, lines: Filling<Line>, comments: Comment[]): void {
  if (s.line) lines.add(s.line);
  if (s.comment) comments.push(s.comment);
}

/**
 * Parses `text`. `base`: the offset of `text` in its document (a chunk of a larger file): every span of the result is
 * a document offset, so the caller never moves the tree afterwards.
 */
export function parse(text: string, base = 0): ParseResult {
  const errors: SyntaxError[] = [];
  // The tree keeps its list of lines at its exact size (no list grown by push and copied afterwards).
  const lines = lineFilling;
  lines.clear();
  const comments: Comment[] = [];
  let mode: LexMode = 'main';
  // Lines end at \r\n, \r or \n (the `Newline` token); no other token crosses a line break.
  let cr = text.indexOf('\r');
  // The next `#` (a comment's start, or a character of a string or a rules line): the rules-line scan's end of text.
  let hash = text.indexOf('#');
  for (let from = 0; from <= text.length;) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    let next = to + 1;
    if (cr >= 0 && cr < from) cr = text.indexOf('\r', from);
    if (cr >= 0 && cr < to) {
      to = cr;
      next = text.charCodeAt(cr + 1) === 0x0a ? cr + 2 : cr + 1;
    }
    const at = base + from;
    if (mode === 'rules') {
      if (hash >= 0 && hash < from) hash = text.indexOf('#', from);
      const scanned = scanRulesLine(text, from, to, base, hash);
      if (scanned) {
        addScanned(scanned, lines, comments);
        from = next;
        continue;
      }
    }
    if (from === to) { from = next; continue; }
    const scannedLine = scanFieldLine(text, from, to, base) ?? scanPlainNamedLine(text, from, to, base);
    if (scannedLine) {
      lines.add(scannedLine);
      // `text` starts (or, in the rules mode, keeps) the rules mode; any other field keyword ends it, and so does a
      // `card`, `back` or `flavor` keyword.
      mode = scannedLine.kind === 'text' ? 'rules' : 'main';
      from = next;
      continue;
    }
    const line = text.slice(from, to);
    if (line.includes('"') || line.includes('\u201C')) {
      const named = scanNamedLine(line, at);
      if (named) {
        addScanned(named, lines, comments);
        mode = 'main';
      } else {
        const r = readLine(line, mode, at);
        placedWithin(r);
        if (r.line) lines.add(r.line);
        for (const e of r.errors) errors.push(e);
        for (const c of r.comments) comments.push(c);
        mode = r.endMode;
      }
    } else {
      const memo: Map<string, LineMemo> = lineMemo[mode];
      const m = lineMemoEnabled ? memo.get(line) : undefined;
      if (m) {
        if (m.line) lines.add(copyPlanned(m.line, (m.plan ??= copyPlan(m.line)), at - (m.line.span.start - m.lead)));
        for (const e of m.errors) errors.push(shiftSpans(e, at));
        for (const c of m.comments) comments.push(shiftSpans(c, at));
        mode = m.endMode;
      } else {
        // Strings of their own: the memo outlives this text (a slice would keep the whole version alive).
        const r: LineReading = shiftSpansOwning(readLine(line, mode, at), 0, ownString);
        if (r.line) lines.add(r.line);
        for (const e of r.errors) errors.push(e);
        for (const c of r.comments) comments.push(c);
        mode = r.endMode;
        if (memo.size >= MAX_MEMO) memo.clear();
        if (lineMemoEnabled) {
          // The errors and comments this text holds move with it: the memo keeps its own, from the line's start.
          const own = notGathered(() => ({ errors: r.errors.length ? shiftSpans(r.errors, -at) : r.errors, comments: r.comments.length ? shiftSpans(r.comments, -at) : r.comments }));
          memo.set(ownString(line), { line: r.line, lead: r.line ? r.line.span.start - at : 0, ...own, endMode: r.endMode });
        }
      }
    }
    from = next;
  }

  const ast = buildStructure(lines.done(), { start: base, end: base + text.length }, errors);
  ast.comments = comments;
  if (errors.length > 1) errors.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  return { ast, errors };
}
