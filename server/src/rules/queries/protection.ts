// Protection (CR 702.16): the qualities an object has protection from (colors, card types, everything) and whether a
// source has one of them. Targeting (702.16b), enchanting and equipping (702.16c–d), damage (702.16e) and blocking
// (702.16f) all ask it.

import type { Color } from '../../model/types';
import { COLOR_BY_NAME } from '../../model/types';
import type { GameObject, GameState } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { keywordsOf } from '../state/objects';

/** The colors an object has protection from ("Protection from white and from blue", CR 702.16a). */
export function protectionColors(s: GameState, o: GameObject): Color[] {
  const out: Color[] = [];
  for (const k of keywordsOf(computeCharacteristics(s, o).abilities)) {
    if (k.keyword.toLowerCase() !== 'protection') continue;
    for (const w of (k.parameter ?? '').toLowerCase().split(/[^a-z]+/)) if (COLOR_BY_NAME[w]) out.push(COLOR_BY_NAME[w]!);
  }
  return out;
}

/** The qualities an object has protection from, one per protection ability ("from white and from blue" is two, CR 702.16g). */
function protectionQualities(s: GameState, o: GameObject): string[] {
  const out: string[] = [];
  for (const k of keywordsOf(computeCharacteristics(s, o).abilities)) {
    if (k.keyword.toLowerCase() !== 'protection') continue;
    for (const q of (k.parameter ?? '').toLowerCase().split(/(?:,|\band\b)/)) out.push(q.trim().replace(/^from\s+/, '').trim());
  }
  return out.filter((q) => q.length > 0);
}

/** "creatures" → "creature", "artifacts" → "artifact". */
const singular = (w: string) => w.replace(/ies$/, 'y').replace(/s$/, '');

/**
 * Is damage (or blocking, targeting) from `src` stopped by `o`'s protection (CR 702.16)? Qualities: colors (702.16a),
 * a card type, subtype or supertype (702.16a: of a permanent source, or any source of that type), everything (702.16j).
 * OPEN QUESTION: other qualities ("from monocolored", "from a player", "from each …") are not read here.
 */
export function protectedFrom(s: GameState, o: GameObject, src: GameObject | undefined): boolean {
  if (!src) return false;
  const qualities = protectionQualities(s, o);
  if (qualities.length === 0) return false;
  const sc = computeCharacteristics(s, src);
  const types = new Set([...sc.cardTypes, ...sc.subtypes, ...sc.supertypes].map((t) => t.toLowerCase()));
  return qualities.some((q) => {
    if (q === 'everything') return true; // CR 702.16j
    const color = COLOR_BY_NAME[q];
    if (color) return sc.colors.includes(color);
    return types.has(singular(q)) || types.has(q);
  });
}
