// A card whose reads are recorded (checks/notes/read-set.ts): what the engine computes from the whole card and keeps
// (its printed values, CR 613.1) is asked through `derivedOf`, so the recording sees what the run reads of the computed
// value, not every part of the card the computation read. A card nobody records gets `compute(card)` itself.

import type { Card } from '../../model/types';

/** What records the reads of one card: a value computed from the card, handed out as a recorded part of it. */
export interface CardReader {
  derived<T extends object>(key: string, compute: (card: Card) => T): T;
}

const readers = new WeakMap<object, CardReader>();
const derivations = new Map<string, (card: Card) => object>();

/** Marks `card` (the object a run is given) as recorded by `reader`. */
export function recordCard(card: Card, reader: CardReader): void {
  readers.set(card, reader);
}

/** Whether a run records what it reads of `card` (a value computed from it must then be asked through `derivedOf`). */
export function isRecorded(card: Card): boolean {
  return readers.has(card);
}

/**
 * `compute(card)`, a pure function of the card's model (one per `key`): for a recorded card, computed from the card
 * itself unrecorded, and what is read of the value recorded under `key`.
 */
export function derivedOf<T extends object>(card: Card, key: string, compute: (card: Card) => T): T {
  const reader = readers.get(card);
  if (!reader) return compute(card);
  if (!derivations.has(key)) derivations.set(key, compute);
  return reader.derived(key, compute);
}

/** The computation a recorded read named `key` stands for (to read it again on another card). */
export function derivation(key: string): ((card: Card) => object) | undefined {
  return derivations.get(key);
}
