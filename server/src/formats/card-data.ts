// The format-neutral card data every reader produces and every writer consumes: the fields CardScript holds.

import type { Color } from '../model/types';
import type { Message } from '../i18n';

/** One face, as printed: costs in braces ("{2}{U}"), the type line with an em dash, rules text lines joined by "\n". */
export interface FaceData {
  name: string;
  manaCost?: string;
  typeLine?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  /** Color indicator (CR 204), WUBRG order. */
  colorIndicator?: Color[];
  flavor?: string;
  /** Rules text, one printed line per "\n"-separated line. */
  text?: string;
}

/**
 * Layouts CardScript can say: a one-faced card, or a two-faced card (CR 712: transform or modal DFC, told apart
 * by whether the back face has a mana cost). Other layouts are written as a two-faced card with a warning.
 */
export type Layout = 'normal' | 'transform' | 'modal_dfc' | 'split' | 'adventure' | 'flip' | 'meld' | 'other';

export interface CardData {
  name: string;
  faces: FaceData[];
  layout: Layout;
  rarity?: string;
}

/** What a reader found: cards, the set they come from (when the data says), and what it could not keep. */
export interface ReadResult {
  cards: CardData[];
  set?: { name?: string; code?: string; date?: string };
  /**
   * What could not be kept, each a catalog message (i18n/en/import.ts): about one card, `import.card` ("<card>: field 'x'
   * not imported"). Any warning makes the import exit 1.
   */
  warnings: Message[];
  /** Rarities by card name from a file that lists them apart from the cards (a Forge edition file). */
  rarities?: Record<string, string>;
}

export const FACE_FIELDS = ['name', 'manaCost', 'typeLine', 'power', 'toughness', 'loyalty', 'defense', 'colorIndicator', 'flavor', 'text'] as const;

/** The layout a two-faced CardScript card has when nothing else says: modal when the back face has a mana cost. */
export function inferLayout(faces: readonly FaceData[]): Layout {
  if (faces.length < 2) return 'normal';
  return faces[1]!.manaCost ? 'modal_dfc' : 'transform';
}

/** Drops empty values so that records compare field by field. */
export function cleanFace(face: FaceData): FaceData {
  const out: FaceData = { name: face.name };
  for (const k of FACE_FIELDS) {
    const v = face[k];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    (out as unknown as Record<string, unknown>)[k] = v;
  }
  return out;
}
