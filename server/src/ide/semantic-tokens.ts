// Semantic tokens: what the TextMate grammar can't know — which quoted names are cards (and which resolve),
// aliases, mana symbols Magic doesn't have, keyword abilities, and rules text the engine models vs keeps as text.

import type { Span } from '../../../grammar/src/span';
import { stepRefs } from '../checks/card-names';
import type { DocumentModel } from '../model/document';
import { readManaSymbol } from '../model/mana';
import type { Workspace } from '../model/workspace';

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
    if (span.end > span.start) out.push({ span, type, modifiers });
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
        if (a.reminder) push(a.reminder.span, 'comment', 'documentation');
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

/** Sorted, without overlaps (an LSP requirement): a token that starts inside an earlier one is split around it. */
function normalize(tokens: SemanticToken[]): SemanticToken[] {
  // Smaller (more specific) tokens win: place them first, then fill the gaps with the larger ones.
  const bySize = [...tokens].sort((a, b) => (a.span.end - a.span.start) - (b.span.end - b.span.start) || a.span.start - b.span.start);
  const placed: SemanticToken[] = [];
  for (const t of bySize) {
    let pieces: Span[] = [t.span];
    for (const p of placed) {
      pieces = pieces.flatMap((s) => {
        if (p.span.end <= s.start || p.span.start >= s.end) return [s];
        const parts: Span[] = [];
        if (p.span.start > s.start) parts.push({ start: s.start, end: p.span.start });
        if (p.span.end < s.end) parts.push({ start: p.span.end, end: s.end });
        return parts;
      });
    }
    for (const s of pieces) if (s.end > s.start) placed.push({ ...t, span: s });
  }
  return placed.sort((a, b) => a.span.start - b.span.start);
}
