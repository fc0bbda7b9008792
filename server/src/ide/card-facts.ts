// Facts about a card that several editor features show: its face-down keywords, colors, mana value, and
// how it can be turned face up when it is face down. Read from the model only.

import { msg, t, type Locale, type Message } from '../i18n';
import type { Card, Color, Face, Span } from '../model/types';

export type FaceDownKeywordName = 'Morph' | 'Megamorph' | 'Disguise';

export interface FaceDownKeywordUse {
  keyword: FaceDownKeywordName;
  /** The cost as written ("{2}{U}{U}", or a non-mana cost such as "Pay 5 life"). */
  cost: string;
  /** Where the keyword and its cost end in the document (the inlay hint goes there). */
  span: Span;
}

const FACE_DOWN_RE = /(^|,\s*)(morph|megamorph|disguise)\b(\s*(?:\{[^{}\s]*\})+|\s*(?:\u2014|--)[^(]*)?/gi;

const canonical = (w: string): FaceDownKeywordName => {
  const l = w.toLowerCase();
  return l === 'megamorph' ? 'Megamorph' : l === 'disguise' ? 'Disguise' : 'Morph';
};

/**
 * Morph / megamorph / disguise on a face, with their costs. Read from the text of each keyword line, so a
 * line the model could not read as keywords (a half-typed one) still counts.
 */
export function faceDownKeywords(face: Face): FaceDownKeywordUse[] {
  const out: FaceDownKeywordUse[] = [];
  for (const a of face.abilities) {
    const body = a.reminder ? a.text.slice(0, a.reminder.from) : a.text;
    for (const m of body.matchAll(FACE_DOWN_RE)) {
      const start = a.span.start + m.index! + m[1]!.length;
      const costText = (m[3] ?? '').trim().replace(/^(?:\u2014|--)\s*/, '').replace(/\.$/, '').trim();
      const end = a.span.start + m.index! + m[0].trimEnd().length;
      out.push({ keyword: canonical(m[2]!), cost: costText, span: { start, end } });
    }
  }
  return out;
}

/** CR 105.2, 202.2: a face's colors come from its mana cost and its color indicator. */
export function faceColors(face: Face): Color[] {
  const set = new Set<Color>([...(face.manaCost?.colors ?? []), ...(face.colorIndicator ?? [])]);
  return (['W', 'U', 'B', 'R', 'G'] as Color[]).filter((c) => set.has(c));
}

/** A face's colors in words, in `locale` ("white and blue", "colorless"). */
export function colorWords(colors: Color[], locale: Locale = 'en'): string {
  return colors.length ? colors.map((c) => t(locale, `color.${c}`)).join(t(locale, 'color.and')) : t(locale, 'color.colorless');
}

/** A face-down keyword's name in running text ("cast with morph"), as the reader's language prints it. */
export function keywordTerm(keyword: FaceDownKeywordName): Message {
  return msg(keyword === 'Megamorph' ? 'term.megamorph' : keyword === 'Disguise' ? 'term.disguise' : 'term.morph');
}

/** CR 202.3: mana value (0 when there is no mana cost, CR 202.3a). */
export function faceManaValue(face: Face): number {
  return face.manaCost?.manaValue ?? 0;
}

export function hasType(face: Face, type: string): boolean {
  return (face.typeLine?.cardTypes ?? []).some((t) => t.toLowerCase() === type.toLowerCase());
}

/** The self-reference modern templating uses for this face ("this creature", "this Aura"…). */
export function selfReference(face: Face | undefined): string {
  if (!face?.typeLine) return 'this creature';
  const subs = face.typeLine.subtypes;
  if (hasType(face, 'Creature')) return 'this creature';
  if (subs.includes('Aura')) return 'this Aura';
  if (subs.includes('Equipment')) return 'this Equipment';
  if (subs.includes('Vehicle')) return 'this Vehicle';
  if (hasType(face, 'Enchantment')) return 'this enchantment';
  if (hasType(face, 'Artifact')) return 'this artifact';
  if (hasType(face, 'Land')) return 'this land';
  if (hasType(face, 'Planeswalker')) return 'this planeswalker';
  return 'this permanent';
}

/** One line describing the face-down characteristics a keyword gives (CR 708.2a, 702.168a, 701.58a). */
export function faceDownSummary(withWard: boolean): Message {
  return msg('hover.card.face-down', { ward: withWard ? 'yes' : 'no' });
}

export function isTwoFaced(card: Card): boolean {
  return card.faces.length > 1;
}
