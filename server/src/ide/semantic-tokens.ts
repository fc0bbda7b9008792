// Semantic tokens: what the TextMate grammar can't know — which quoted names are cards (and which resolve),
// aliases, mana symbols Magic doesn't have, keyword abilities, and rules text the engine models vs keeps as text.

import type { Span } from '../../../grammar/src/span';
import { stepRefs } from '../checks/card-names';
import type { DocumentModel } from '../model/document';
import { readManaSymbol } from '../model/mana';
import type { Workspace } from '../model/workspace';
import { reminderSpan } from '../model/ability-spans';

/** The legend, in order (standard LSP token types, so every theme colors them). */
export const TOKEN_TYPES = ['class', 'variable', 'keyword', 'function', 'comment', 'number'] as const;
export const TOKEN_MODIFIERS = ['declaration', 'deprecated', 'documentation'] as const;

export type SemanticTokenType = (typeof TOKEN_TYPES)[number];
export type SemanticTokenModifier = (typeof TOKEN_MODIFIERS)[number];

export interface SemanticToken {
  span: Span;
  type: SemanticTokenType;
  modifiers: SemanticTokenModifier[];
}

/** Symbols of rules text that are not mana but are real (tap, untap, energy, …): never "unknown". */
const OTHER_SYMBOLS = new Set(['T', 'Q', 'E', 'P', 'A', 'TK', 'PW', 'CHAOS', 'H', 'HW', 'HR', 'L', 'D']);

/**
 * Meaning of the tokens:
 * - class (+declaration): a card name where the card is defined; class: a scenario reference that resolves to a card
 * - variable (+declaration): a scenario @alias
 * - number+deprecated: a `{…}` that is not a mana symbol (unknown-mana-symbol)
 * - keyword: a keyword ability's name in rules text
 * - function: rules text the engine models (an effect it simulates)
 * - comment: rules text the engine keeps as text (unmodeled); comment+documentation: reminder text
 */
export function getSemanticTokens(workspace: Workspace, uri: string): SemanticToken[] {
  const doc = workspace.get(uri);
  if (!doc) return [];
  const out: SemanticToken[] = [];
  const push = (span: Span, type: SemanticTokenType, ...modifiers: SemanticTokenModifier[]) => {
    if (span.end > span.start) out.push({ span: { start: span.start, end: span.end }, type, modifiers });
  };

  for (const item of doc.parse.ast.items) {
    if (item.kind !== 'card') continue;
    for (const face of item.faces) if (face.header.name) push(face.header.name.span, 'class', 'declaration');
  }
  const names = workspace.cardsByName();
  for (const scenario of doc.scenarios) {
    for (const line of scenario.steps) {
      const alias = 'alias' in line.step ? line.step.alias : undefined;
      if (alias) push(alias.span, 'variable', 'declaration');
      for (const ref of stepRefs(line.step)) {
        if (ref.kind === 'alias-ref') push(ref.span, 'variable');
        else if (names.has(ref.name)) push(ref.span, 'class');
      }
    }
  }

  for (const built of doc.cards) {
    for (const u of built.unknownSymbols) push(u.span, 'number', 'deprecated');
    for (const face of built.card.faces) {
      for (const a of face.abilities) {
        rulesSymbols(doc, a.span, push);
        if (a.reminder) push(reminderSpan(a)!, 'comment', 'documentation');
        for (const span of a.unmodeled) push(span, 'comment');
        if (a.kind === 'keyword') {
          for (const k of a.keywords) {
            const written = doc.text.slice(k.span.start, k.span.start + k.keyword.length);
            if (written.toLowerCase() === k.keyword.toLowerCase()) push({ start: k.span.start, end: k.span.start + k.keyword.length }, 'keyword');
          }
        } else if (a.kind !== 'text') {
          for (const e of a.effects) push(e.span, 'function');
        }
      }
    }
  }
  return normalize(out);
}

/** `{…}` groups of a rules line that are neither mana symbols nor other known symbols. */
function rulesSymbols(doc: DocumentModel, span: Span, push: (s: Span, t: SemanticTokenType, ...m: SemanticTokenModifier[]) => void): void {
  const text = doc.text.slice(span.start, span.end);
  for (const m of text.matchAll(/\{([^{}\s]*)\}/g)) {
    const inner = m[1]!.toUpperCase();
    if (OTHER_SYMBOLS.has(inner) || readManaSymbol(inner, { start: 0, end: 0 })) continue;
    push({ start: span.start + m.index!, end: span.start + m.index! + m[0].length }, 'number', 'deprecated');
  }
}

/**
 * Sorted, without overlaps (an LSP requirement). Where tokens overlap, the smaller (more specific) one wins
 * (ties: the earlier start, then the earlier pushed); the larger is split around it. A sweep over the token
 * boundaries with a heap of the tokens covering the current position: O(n log n) in the number of tokens
 * (it compared every token with every earlier one before, quadratic in the file).
 */
export function normalize(tokens: readonly SemanticToken[]): SemanticToken[] {
  const n = tokens.length;
  const size = (i: number) => tokens[i]!.span.end - tokens[i]!.span.start;
  // Priority order of the old placement: size, then start, then push order.
  const before = (a: number, b: number) => size(a) - size(b) || tokens[a]!.span.start - tokens[b]!.span.start || a - b;
  const byStart = Array.from({ length: n }, (_, i) => i).sort((a, b) => tokens[a]!.span.start - tokens[b]!.span.start || a - b);
  const bounds = new Set<number>();
  for (const t of tokens) { bounds.add(t.span.start); bounds.add(t.span.end); }
  const points = [...bounds].sort((a, b) => a - b);
  const heap = new MinHeap(before);
  const out: SemanticToken[] = [];
  let next = 0;
  let open: { index: number; start: number } | undefined;
  const close = (at: number) => {
    if (open && at > open.start) out.push({ ...tokens[open.index]!, span: { start: open.start, end: at } });
    open = undefined;
  };
  for (const at of points) {
    while (next < n && tokens[byStart[next]!]!.span.start <= at) heap.push(byStart[next++]!);
    while (heap.size && tokens[heap.peek()!]!.span.end <= at) heap.pop(); // lazy removal of ended tokens
    const winner = heap.peek();
    if (winner === open?.index) continue;
    close(at);
    if (winner !== undefined) open = { index: winner, start: at };
  }
  close(points[points.length - 1] ?? 0);
  return out;
}

/**
 * A binary min-heap of token indexes. Lazy removal above is sound: a token below the top that has ended is only
 * discarded when it reaches the top, and while below the top it never wins.
 */
class MinHeap {
  private items: number[] = [];
  constructor(private readonly less: (a: number, b: number) => number) {}
  get size(): number { return this.items.length; }
  peek(): number | undefined { return this.items[0]; }
  push(x: number): void {
    const a = this.items;
    a.push(x);
    let i = a.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (this.less(a[i]!, a[parent]!) >= 0) break;
      [a[i], a[parent]] = [a[parent]!, a[i]!];
      i = parent;
    }
  }
  pop(): number | undefined {
    const a = this.items;
    const top = a[0];
    const last = a.pop()!;
    if (a.length) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && this.less(a[l]!, a[m]!) < 0) m = l;
        if (r < a.length && this.less(a[r]!, a[m]!) < 0) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m]!, a[i]!];
        i = m;
      }
    }
    return top;
  }
}
