// The templating era of imported Oracle text, told from the text itself: legacy Oracle wording (before the 2024
// update) says "enters the battlefield" and refers to a nonlegendary permanent by its name; modern says "enters"
// and "this creature" (rules-digest.md §7.4; checks/templating/wording-era.ts checks the same two points).

import { readTypeLine } from '../model/type-line';
import type { CardData, FaceData } from './card-data';
import type { Era } from './write-cardscript';

const PERMANENT = new Set(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker']);

function namesItself(face: FaceData): boolean {
  const type = readTypeLine(face.typeLine ?? '');
  if (type.supertypes.includes('Legendary') || !type.cardTypes.some((t) => PERMANENT.has(t))) return false;
  const text = (face.text ?? '').replace(/\([^()]*\)/g, '').replace(/\bnamed [^.,;]+/g, '');
  const at = text.indexOf(face.name);
  if (at < 0) return false;
  const before = text[at - 1] ?? ' ';
  const after = text[at + face.name.length] ?? ' ';
  return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
}

export interface EraVotes {
  legacy: number;
  modern: number;
}

/** Counts faces written in each era's wording (a face with neither tells nothing). */
export function eraVotes(cards: readonly CardData[]): EraVotes {
  const votes = { legacy: 0, modern: 0 };
  for (const card of cards) {
    for (const face of card.faces) {
      const text = (face.text ?? '').replace(/\([^()]*\)/g, '');
      if (/\benters? the battlefield\b/.test(text) || namesItself(face)) votes.legacy++;
      else if (/\benters\b(?! the battlefield)/.test(text) || /\b[Tt]his (creature|artifact|enchantment|land|planeswalker|permanent|battle)\b/.test(text)) votes.modern++;
    }
  }
  return votes;
}

/** The era most of the data is written in (a tie, or no telling wording at all, is modern: the default era). */
export function eraOf(cards: readonly CardData[]): Era {
  const v = eraVotes(cards);
  return v.legacy > v.modern ? 'legacy' : 'modern';
}
