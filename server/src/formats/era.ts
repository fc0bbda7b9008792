// The templating era of imported Oracle text, told from the text itself: legacy Oracle wording (before the 2024
// update) says "enters the battlefield" and refers to a nonlegendary permanent by its name; modern says "enters"
// and "this creature" (rules-digest.md §7.4; checks/templating/wording-era.ts checks the same two points).

import { faceWordingEra } from '../model/wording-era';
import type { CardData } from './card-data';
import type { Era } from './write-cardscript';

export interface EraVotes {
  legacy: number;
  modern: number;
}

/** Counts faces written in each era's wording (a face with neither tells nothing). */
export function eraVotes(cards: readonly CardData[]): EraVotes {
  const votes = { legacy: 0, modern: 0 };
  for (const card of cards) {
    for (const face of card.faces) {
      const era = faceWordingEra(face.name, face.typeLine ?? '', face.text ?? '');
      if (era) votes[era]++;
    }
  }
  return votes;
}

/** The smaller era's share of the telling faces from which a file is `mixed`: real cards of different dates. */
const MIXED_SHARE = 0.03;
const MIXED_FACES = 3;

/**
 * The era most of the data is written in (a tie, or no telling wording at all, is modern: the default era); `mixed`
 * when a real share of the faces is written in each (each card is then checked in its own era).
 */
export function eraOf(cards: readonly CardData[]): Era {
  const v = eraVotes(cards);
  const minority = Math.min(v.legacy, v.modern);
  if (minority >= MIXED_FACES && minority >= MIXED_SHARE * (v.legacy + v.modern)) return 'mixed';
  return v.legacy > v.modern ? 'legacy' : 'modern';
}
