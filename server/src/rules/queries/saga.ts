// What the rules of Sagas read (CR 714): a permanent's chapter abilities as the layers leave it (714.2), its final
// chapter number (714.2d), whether it is a Saga with chapter abilities (714.3b, 714.4) and whether one of its chapter
// abilities has triggered and not yet left the stack (714.4).

import type { AbilityRef, GameObject, GameState } from '../state/game-state';
import type { Characteristics } from '../state/characteristics';
import { chapterNumbers } from '../../model/abilities/chapters';

export interface ChapterRef {
  ref: AbilityRef;
  /** CR 714.2c: "I, II — …" is one chapter ability for each number. */
  numbers: number[];
}

/** CR 714.2: the chapter abilities the object has now. */
export function chapterAbilities(c: Characteristics): ChapterRef[] {
  const out: ChapterRef[] = [];
  for (const ref of c.abilities) {
    const numbers = chapterNumbers(ref.ability);
    if (numbers) out.push({ ref, numbers });
  }
  return out;
}

/** CR 714.2d: the greatest chapter number among its chapter abilities (0 with none). */
export function finalChapter(c: Characteristics): number {
  return Math.max(0, ...chapterAbilities(c).flatMap((ch) => ch.numbers));
}

export const isSaga = (c: Characteristics): boolean => c.subtypes.some((t) => t.toLowerCase() === 'saga');

/** CR 714.3b, 714.4: a Saga with one or more chapter abilities. */
export function sagaWithChapters(c: Characteristics): boolean {
  return isSaga(c) && chapterAbilities(c).length > 0;
}

/** CR 714.4: is the object the source of a chapter ability that has triggered but not yet left the stack? */
export function chapterPending(s: GameState, o: GameObject, c: Characteristics): boolean {
  const indexes = new Set(chapterAbilities(c).map((ch) => ch.ref.index));
  return [...s.pendingTriggers, ...s.stack].some((e) => e.kind === 'ability' && e.triggered && e.sourceId === o.id && indexes.has(e.abilityIndex));
}
