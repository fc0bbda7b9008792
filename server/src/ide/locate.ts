// What is under an offset: the physical line, the parsed line node, the card or scenario, the face.
// Shared by the editor features; offsets only (line/character is the protocol layer's business).

import type { CardNode, Line, ScenarioNode } from '../../../grammar/src/ast';
import type { Span } from '../../../grammar/src/span';
import type { BuiltCard } from '../model/build-card';
import type { DocumentModel } from '../model/document';
import type { Card, Face } from '../model/types';

export interface PhysicalLine {
  /** 0-based line number. */
  index: number;
  /** Offset of the first character of the line. */
  start: number;
  /** Offset just past the last character, newline excluded. */
  end: number;
  text: string;
}

/** The physical lines of `text` (a trailing newline does not make an extra line unless it is the only content). */
export function physicalLines(text: string): PhysicalLine[] {
  const out: PhysicalLine[] = [];
  const re = /\r\n|\r|\n/g;
  let start = 0;
  let index = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ index: index++, start, end: m.index, text: text.slice(start, m.index) });
    start = m.index + m[0].length;
  }
  out.push({ index, start, end: text.length, text: text.slice(start) });
  return out;
}

/** The physical line holding `offset` (an offset at a line end belongs to that line). */
export function lineAt(text: string, offset: number): PhysicalLine {
  const at = clamp(offset, 0, text.length);
  let start = at;
  while (start > 0 && text[start - 1] !== '\n' && text[start - 1] !== '\r') start--;
  let end = at;
  while (end < text.length && text[end] !== '\n' && text[end] !== '\r') end++;
  let index = 0;
  for (let i = 0; i < start; i++) {
    if (text[i] === '\n' || (text[i] === '\r' && text[i + 1] !== '\n')) index++;
  }
  return { index, start, end, text: text.slice(start, end) };
}

export function clamp(n: number, lo: number, hi: number): number {
  return Number.isFinite(n) ? Math.min(hi, Math.max(lo, Math.floor(n))) : lo;
}

export function contains(span: Span, offset: number): boolean {
  return offset >= span.start && offset <= span.end;
}

export function overlaps(a: Span, b: Span): boolean {
  if (a.start < b.end && b.start < a.end) return true;
  // An empty span (a cursor) overlaps the span it touches.
  return (a.start === a.end && contains(b, a.start)) || (b.start === b.end && contains(a, b.start));
}

/** Lists whose spans are in document order (starts and ends never go down), found out once per list. */
const inOrder = new WeakMap<readonly unknown[], boolean>();

/**
 * The first of `list` whose span holds `offset` (what `list.find` gives), found by halving when the list is in
 * document order: a hover on a 20 MB document looks among 400,000 lines (issue 22, F9).
 */
function firstHolding<T>(list: readonly T[], spanOf: (x: T) => Span, offset: number): T | undefined {
  let ordered = inOrder.get(list);
  if (ordered === undefined) {
    ordered = true;
    for (let i = 1; i < list.length && ordered; i++) {
      const a = spanOf(list[i - 1]!);
      const b = spanOf(list[i]!);
      if (b.start < a.start || b.end < a.end) ordered = false;
    }
    inOrder.set(list, ordered);
  }
  if (!ordered) return list.find((x) => contains(spanOf(x), offset));
  // Every span before `lo` ends before the offset; from `lo` on, none after one that starts past it holds it.
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (spanOf(list[mid]!).end < offset) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < list.length && spanOf(list[i]!).start <= offset; i++) if (contains(spanOf(list[i]!), offset)) return list[i];
  return undefined;
}

/** The parsed line node whose span holds `offset`. */
export function lineNodeAt(doc: DocumentModel, offset: number): Line | undefined {
  return firstHolding(doc.parse.ast.lines, (l) => l.span, offset);
}

/** The card or scenario holding `offset`. */
export function itemAt(doc: DocumentModel, offset: number): CardNode | ScenarioNode | undefined {
  return firstHolding(doc.parse.ast.items, (i) => i.span, offset);
}

/** The last parsed line that ends before `offset` (for the context of a line being typed). */
export function lineNodeBefore(doc: DocumentModel, offset: number): Line | undefined {
  let found: Line | undefined;
  for (const l of doc.parse.ast.lines) {
    if (l.span.end <= offset && !contains(l.span, offset)) found = l;
    else if (l.span.start >= offset) break;
  }
  return found;
}

/** The item (card or scenario) a line being typed at `offset` belongs to: the last one starting before it. */
export function itemBefore(doc: DocumentModel, offset: number): CardNode | ScenarioNode | undefined {
  let found: CardNode | ScenarioNode | undefined;
  for (const item of doc.parse.ast.items) {
    if (item.span.start <= offset) found = item;
    else break;
  }
  if (doc.parse.ast.set && found && doc.parse.ast.set.span.start > found.span.start && doc.parse.ast.set.span.start < offset) return undefined;
  return found;
}

export function builtCardAt(doc: DocumentModel, offset: number): BuiltCard | undefined {
  return firstHolding(doc.cards, (b) => b.card.span, offset);
}

export function builtCardBefore(doc: DocumentModel, offset: number): BuiltCard | undefined {
  const item = itemBefore(doc, offset);
  if (!item || item.kind !== 'card') return undefined;
  return doc.cards.find((b) => b.card.span.start === item.span.start);
}

export function faceAt(card: Card, offset: number): Face {
  let face = card.faces[0]!;
  for (const f of card.faces) if (f.span.start <= offset) face = f;
  return face;
}

/** The inner text span of a quoted name span (quotes excluded when present). */
export function innerSpan(text: string, span: Span): Span {
  const first = text[span.start];
  const last = text[span.end - 1];
  const start = first === '"' || first === '\u201C' ? span.start + 1 : span.start;
  const end = span.end - 1 > span.start && (last === '"' || last === '\u201D') ? span.end - 1 : span.end;
  return { start, end: Math.max(start, end) };
}
