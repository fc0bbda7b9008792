// Protection (CR 702.16): the qualities an object has protection from (colors, color counts, card types, everything) and whether a
// source has one of them. Targeting (702.16b), enchanting and equipping (702.16c–d), damage (702.16e) and blocking
// (702.16f) all ask it.

import type { GameObject, GameState } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { keywordsOf } from '../state/objects';
import { colorQuality } from '../state/filters';

/** The qualities an object has protection from, one per protection ability ("from white and from blue" is two, CR 702.16g);
 * `exceptGrantsOf`: leaving out the protection that object's effects grant (CR 702.16n). */
function protectionQualities(s: GameState, o: GameObject, exceptGrantsOf?: string): string[] {
  const out: string[] = [];
  const refs = computeCharacteristics(s, o).abilities;
  for (const k of keywordsOf(exceptGrantsOf === undefined ? refs : refs.filter((r) => r.grantedBy !== exceptGrantsOf))) {
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
 * OPEN QUESTION: other qualities ("from a player", "from each …") are not read here.
 */
export function protectedFrom(s: GameState, o: GameObject, src: GameObject | undefined, exceptGrantsOf?: string): boolean {
  if (!src) return false;
  const qualities = protectionQualities(s, o, exceptGrantsOf);
  return qualities.length > 0 && sourceHasQuality(s, src, qualities);
}

/**
 * Does `src` have one of these qualities, as protection and "hexproof from" name them (CR 702.16a, 702.11d)? A color, or
 * "multicolored" / "monocolored" / "colorless" (105.2: a {G}{W} spell is multicolored, 202.2c), a card type, subtype or
 * supertype, or everything (702.16j).
 */
export function sourceHasQuality(s: GameState, src: GameObject, qualities: readonly string[]): boolean {
  const sc = computeCharacteristics(s, src);
  const types = new Set([...sc.cardTypes, ...sc.subtypes, ...sc.supertypes].map((t) => t.toLowerCase()));
  return qualities.some((q) => {
    if (q === 'everything') return true; // CR 702.16j
    const colored = colorQuality(q, sc.colors);
    if (colored !== undefined) return colored;
    return types.has(singular(q)) || types.has(q);
  });
}
