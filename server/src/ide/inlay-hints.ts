// Inlay hints: what a card is face down, after `Morph {…}` / `Megamorph {…}` / `Disguise {…}`, and the mana value
// after a `cost` field.

import type { Span } from '../../../grammar/src/span';
import type { DocumentModel } from '../model/document';
import { t, type Locale } from '../i18n';
import { faceDownKeywords, faceDownSummary } from './card-facts';
import { overlaps } from './locate';

export interface InlayHint {
  /** Where the hint is shown (after the text it describes). */
  offset: number;
  label: string;
  tooltip?: string;
}

export function getInlayHints(doc: DocumentModel, range?: Span, locale: Locale = 'en'): InlayHint[] {
  const out: InlayHint[] = [];
  const inRange = (offset: number) => !range || overlaps(range, { start: offset, end: offset });
  for (const { card } of doc.cards) {
    for (const face of card.faces) {
      // Every hint of a face is at an offset within the face (its cost's end, a keyword's end): a face that ends before
      // the range or starts after it has none there, and its keywords are not read again (issue 27: the editor asks for
      // the lines in view at every open and scroll; reading each face of a 1,000-card set took ~15 ms;
      // test/ide/inlay-hints-range.test.ts).
      if (range && (face.span.end < range.start || face.span.start > range.end)) continue;
      const cost = face.manaCost;
      if (cost && cost.symbols.length > 0 && inRange(cost.span.end)) {
        const value = String(cost.manaValue);
        out.push({ offset: cost.span.end, label: t(locale, 'inlay.mana-value', { value }), tooltip: t(locale, 'inlay.mana-value.tooltip', { value }) });
      }
      for (const use of faceDownKeywords(face)) {
        if (!inRange(use.span.end)) continue;
        const ward = use.keyword === 'Disguise';
        const cr = ward ? 'CR 702.168a, 708.2a' : use.keyword === 'Megamorph' ? 'CR 702.37b, 708.2a' : 'CR 702.37c, 708.2a';
        out.push({
          offset: use.span.end,
          label: t(locale, 'inlay.face-down', { summary: faceDownSummary(ward) }),
          tooltip: t(locale, 'inlay.face-down.tooltip', { summary: faceDownSummary(ward), cr }),
        });
      }
    }
  }
  return out.sort((a, b) => a.offset - b.offset);
}
