// Inlay hints: what a card is face down, after `Morph {…}` / `Megamorph {…}` / `Disguise {…}`, and the mana value
// after a `cost` field.

import type { Span } from '../../../grammar/src/span';
import type { DocumentModel } from '../model/document';
import { faceDownKeywords, faceDownSummary } from './card-facts';
import { overlaps } from './locate';

export interface InlayHint {
  /** Where the hint is shown (after the text it describes). */
  offset: number;
  label: string;
  tooltip?: string;
}

export function getInlayHints(doc: DocumentModel, range?: Span): InlayHint[] {
  const out: InlayHint[] = [];
  const inRange = (offset: number) => !range || overlaps(range, { start: offset, end: offset });
  for (const { card } of doc.cards) {
    for (const face of card.faces) {
      const cost = face.manaCost;
      if (cost && cost.symbols.length > 0 && inRange(cost.span.end)) {
        out.push({ offset: cost.span.end, label: `MV ${cost.manaValue}`, tooltip: `Mana value ${cost.manaValue} (CR 202.3)` });
      }
      for (const use of faceDownKeywords(face)) {
        if (!inRange(use.span.end)) continue;
        const ward = use.keyword === 'Disguise';
        const cr = ward ? 'CR 702.168a, 708.2a' : use.keyword === 'Megamorph' ? 'CR 702.37b, 708.2a' : 'CR 702.37c, 708.2a';
        out.push({
          offset: use.span.end,
          label: `face down: ${faceDownSummary(ward)}`,
          tooltip: `Cast face down for {3}, this card is a ${faceDownSummary(ward)} creature with no subtypes (${cr}).`,
        });
      }
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}
