// Quick fixes keep the reading of the rest of the file. The lexer reads a line in the mode the line before leaves it
// in (`rules` after a `text` field until a field keyword starts a line), so an edit can change more than its own
// characters: a rules-text line `card-1/-1ung Lookout"` is rules text, but the style fix "-1/-1 → −1/−1" makes it
// `card−1/−1ung…`, which starts with the field keyword `card` (U+2212 ends a word, `-` does not): the line becomes a
// card header and every following line of the text block is read as fields. A fix is offered only when its edited
// lines lex, outside its edits, to the same tokens (same kinds and text) and leave the lexer in the same mode; a
// diagnostic whose fixes all fail keeps its finding without them. Both checking paths apply this.

import { lexLine, type LexMode } from '../../../grammar/src/lexer';
import { lastAtOrBefore } from '../../../grammar/src/line-index';
import { chunkStartAt } from '../model/document';
import type { Diagnostic, Fix, TextEdit } from '../diagnostics/diagnostic';

interface LineTok {
  start: number;
  end: number;
  type: string;
  image: string;
}

/**
 * Line starts and the lexer mode each line starts in, read on demand from the start of the chunk that holds the
 * offset asked about (a `card` line, read the same in both modes: model/document.ts chunkStartAt), so a fix is
 * checked by lexing its own card's lines, not every line before it.
 */
class LineModes {
  private starts: number[] = [0];
  private modes: LexMode[] = ['main'];
  /** Where reading stopped: the start of the last line read to, and its mode. */
  private from = 0;
  private mode: LexMode = 'main';
  /** Lines lexed so far (test/robustness/edit-work.test.ts counts them). */
  lexed = 0;

  constructor(private readonly text: string) {}

  /** The start of the line holding `offset` and the mode that line starts in. */
  at(offset: number): { start: number; mode: LexMode } {
    const chunk = chunkStartAt(this.text, offset);
    if (chunk !== this.starts[0]) {
      this.starts = [chunk];
      this.modes = ['main'];
      this.from = chunk;
      this.mode = 'main';
    }
    while (this.from < this.text.length) {
      const br = nextBreak(this.text, this.from);
      if (br.end > offset || br.end === br.at) break;
      this.mode = lexLine(this.text.slice(this.from, br.at), this.mode).endMode;
      this.lexed++;
      this.from = br.end;
      this.starts.push(this.from);
      this.modes.push(this.mode);
    }
    const lo = lastAtOrBefore(this.starts, offset);
    return { start: this.starts[lo]!, mode: this.modes[lo]! };
  }
}

/** The first line break at or after `from`: where it is and where the next line starts (the text's end if none). */
function nextBreak(text: string, from: number): { at: number; end: number } {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) return { at: i, end: i + 1 };
    if (c === 0x0d) return { at: i, end: text.charCodeAt(i + 1) === 0x0a ? i + 2 : i + 1 };
  }
  return { at: text.length, end: text.length };
}

/** Tokens and comments of `segment` (whole lines) read from `mode`, offsets from the segment's start; the mode after. */
function lexSegment(segment: string, mode: LexMode): { toks: LineTok[]; endMode: LexMode } {
  const toks: LineTok[] = [];
  let m = mode;
  for (let from = 0; ;) {
    const br = nextBreak(segment, from);
    const r = lexLine(segment.slice(from, br.at), m);
    for (const t of [...r.tokens, ...(r.groups['comments'] ?? [])]) {
      toks.push({ start: from + t.startOffset, end: from + t.startOffset + t.image.length, type: t.tokenType.name, image: t.image });
    }
    m = r.endMode;
    if (br.end >= segment.length) break;
    from = br.end;
  }
  return { toks, endMode: m };
}

/** Whether applying `edits` to `text` keeps every token outside them and the lexer mode after the edited lines. */
function keepsLexing(text: string, edits: readonly TextEdit[], modes: LineModes): boolean {
  if (edits.length === 0) return true;
  const sorted = [...edits].sort((a, b) => a.span.start - b.span.start);
  const first = sorted[0]!.span.start;
  const last = Math.max(...sorted.map((e) => e.span.end));
  if (first < 0 || last > text.length) return false;
  const { start, mode } = modes.at(first);
  const end = nextBreak(text, last).at;
  let after = '';
  let at = start;
  for (const e of sorted) {
    if (e.span.start < at) return false; // overlapping edits: not applied as written
    after += text.slice(at, e.span.start) + e.newText;
    at = e.span.end;
  }
  after += text.slice(at, end);
  const old = lexSegment(text.slice(start, end), mode);
  const now = lexSegment(after, mode);
  if (old.endMode !== now.endMode) return false;
  const byStart = new Map(now.toks.map((t) => [t.start, t]));
  for (const tok of old.toks) {
    const s = tok.start + start;
    const e = tok.end + start;
    if (sorted.some((ed) => ed.span.start <= e && s <= ed.span.end)) continue;
    let shift = 0;
    for (const ed of sorted) if (ed.span.end <= s) shift += ed.newText.length - (ed.span.end - ed.span.start);
    const moved = byStart.get(tok.start + shift);
    if (!moved || moved.type !== tok.type || moved.image !== tok.image) return false;
  }
  return true;
}

/** Lines lexed to find the modes fixes start in, over the process's life (test/robustness/edit-work.test.ts). */
export const lexWork = { lines: 0 };

/**
 * Each fix's verdict with the lines it was made on (from the start of its first edited line to the end of its last).
 * A fix object outlives a version only in the incremental checker's cache of a card's findings, kept while the card's
 * text is unchanged, and the mode its lines start in is read from that card's own lines (LineModes): the same fix on
 * the same lines keeps its verdict, and the cards an edit did not touch are not lexed again.
 */
const verdicts = new WeakMap<Fix, { lines: string; kept: boolean }>();

/** The lines `edits` touch in `text`: from the start of the first one's line to the end of the last one's. */
function editedLines(text: string, edits: readonly TextEdit[]): string {
  let first = text.length;
  let last = 0;
  for (const e of edits) {
    first = Math.min(first, e.span.start);
    last = Math.max(last, e.span.end);
  }
  if (first > last || first < 0 || last > text.length) return '';
  const start = Math.max(text.lastIndexOf('\n', first - 1), text.lastIndexOf('\r', first - 1)) + 1;
  return text.slice(start, nextBreak(text, last).at);
}

/** `diagnostics` of document `uri` (`text`) without the fixes that would change how the rest of their lines, or the file, lex. */
export function withoutLexChangingFixes(uri: string, text: string, diagnostics: Diagnostic[]): Diagnostic[] {
  if (!diagnostics.some((d) => d.fixes && d.fixes.length > 0)) return diagnostics;
  const modes = new LineModes(text);
  const keeps = (f: Fix) => {
    const lines = f.edits.length ? editedLines(text, f.edits) : '';
    const known = verdicts.get(f);
    if (known && known.lines === lines) return known.kept;
    const kept = keepsLexing(text, f.edits, modes);
    verdicts.set(f, { lines, kept });
    return kept;
  };
  try {
    return diagnostics.map((d) => {
      if (!d.fixes || d.fixes.length === 0 || (d.uri !== undefined && d.uri !== uri)) return d;
      const kept: Fix[] = d.fixes.filter(keeps);
      return kept.length === d.fixes.length ? d : { ...d, fixes: kept };
    });
  } finally {
    lexWork.lines += modes.lexed;
  }
}
