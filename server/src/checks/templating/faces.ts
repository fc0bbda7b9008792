// Shared walk for the templating checks: every face of every card of a document, with its syntax node (for
// field spans), its model face, its rules lines and its templating era (the set's, or its own in a mixed set).

import type { CardNode, FaceNode, FieldLine, RulesLineNode } from '../../../../grammar/src/ast';
import { faceEra, type DocumentModel, type TemplatingEra } from '../../model/document';
import type { Card, Face, Span } from '../../model/types';

export interface FaceView {
  card: Card;
  face: Face;
  node: FaceNode;
  /** Rules lines of this face (trimmed text, span of the text). */
  lines: RulesLineNode[];
  era: TemplatingEra;
  /** Index of the face in the card (0 = front). */
  index: number;
}

/**
 * The faces of each document, walked once however many checks ask (seven of them per document). A document model is
 * never changed once built (an edit builds another), and no check changes what it is given here: the checks read these
 * views, nothing more. A one-card document (the incremental checker checks card by card) is walked each time: its walk
 * costs less than keeping it (measured: the weak map's entry cost more than the walks it saved).
 */
const walked = new WeakMap<DocumentModel, readonly FaceView[]>();

/** Every face of every card of `doc`. Cards whose model and syntax node don't line up are skipped. */
export function facesOf(doc: DocumentModel): readonly FaceView[] {
  if (doc.cards.length <= 1) return walkFaces(doc);
  let views = walked.get(doc);
  if (!views) walked.set(doc, (views = walkFaces(doc)));
  return views;
}

function walkFaces(doc: DocumentModel): FaceView[] {
  const bySpan = new Map<number, CardNode>();
  for (const item of doc.parse.ast.items) if (item.kind === 'card') bySpan.set(item.span.start, item);
  const out: FaceView[] = [];
  for (const built of doc.cards) {
    const node = bySpan.get(built.card.span.start);
    if (!node) continue;
    built.card.faces.forEach((face, index) => {
      const faceNode = node.faces[index];
      if (!faceNode) return;
      out.push({ card: built.card, face, node: faceNode, lines: faceNode.text?.lines ?? [], era: faceEra(doc.set, face), index });
    });
  }
  return out;
}

export function fieldOf<K extends FieldLine['kind']>(node: FaceNode, kind: K): (FieldLine & { kind: K }) | undefined {
  return node.fields.find((f) => f.kind === kind) as (FieldLine & { kind: K }) | undefined;
}

/** The document text of `span`. */
export function textOf(doc: DocumentModel, span: Span): string {
  return doc.text.slice(span.start, span.end);
}

/** Replaces the characters of the given index ranges of `text` with spaces (same length, indexes kept). */
export function blank(text: string, ranges: readonly { start: number; end: number }[]): string {
  if (ranges.length === 0) return text;
  const chars = text.split('');
  for (const r of ranges) for (let i = Math.max(0, r.start); i < Math.min(chars.length, r.end); i++) chars[i] = ' ';
  return chars.join('');
}

/** Index ranges of double-quoted parts of `text` ("…" or “…”), quotes included; an open quote runs to the end. */
export function quotedRanges(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (open < 0 && (ch === '"' || ch === '\u201C')) open = i;
    else if (open >= 0 && (ch === '"' || ch === '\u201D')) {
      out.push({ start: open, end: i + 1 });
      open = -1;
    }
  }
  if (open >= 0) out.push({ start: open, end: text.length });
  return out;
}

/** Whether a type line (model) has the given card type / subtype. */
export function hasType(face: Face, type: string): boolean {
  const tl = face.typeLine;
  return !!tl && (tl.cardTypes.includes(type) || tl.subtypes.includes(type) || tl.supertypes.includes(type));
}
