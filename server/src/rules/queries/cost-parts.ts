// A cost text read into its parts (CR 118, 602.1a: "{1}, {T}, Sacrifice a creature"), memoized per text: the engine
// asks for the same turn-up or activation cost again and again.

import type { CostPart } from '../../model/types';
import { parseCostParts } from '../../model/abilities/cost-parts';
import { ownString } from '../../../../grammar/src/own-string';

/** Parsed cost texts per self name, then text (the engine asks for the same turn-up cost again and again). */
let partsMemo = new Map<string, Map<string, readonly CostPart[]>>();
let partsCount = 0;
const MAX_PARTS = 20_000;

/** The parts of a cost text ("Sacrifice two Mountains", "{1}, {T}, Pay 2 life"): a new list of frozen parts. */
export function costParts(text: string, selfName?: string): CostPart[] {
  let byText = partsMemo.get(selfName ?? '');
  // The memo outlives the document version: its keys are own copies, never slices of a version's text.
  if (!byText) partsMemo.set(ownString(selfName ?? ''), (byText = new Map()));
  let parts = byText.get(text);
  if (!parts) {
    if (++partsCount > MAX_PARTS) {
      partsMemo = new Map([[ownString(selfName ?? ''), (byText = new Map())]]);
      partsCount = 1;
    }
    byText.set(ownString(text), (parts = Object.freeze(parseCostParts(text, selfName).map((p) => Object.freeze(p)))));
  }
  return [...parts];
}

/** The mana part of a cost, or '' (for reports). */
export function manaPart(parts: readonly CostPart[]): string {
  return parts.filter((p): p is Extract<CostPart, { kind: 'mana' }> => p.kind === 'mana').map((p) => p.cost).join('');
}

/** A part counted by X ("Sacrifice X lands", "Remove X +1/+1 counters from ~", "[−X]"; CR 107.3a). */
const countsX = (p: CostPart): boolean => 'x' in p && p.x === true;

/** CR 107.3a: whether a cost has an {X}, [−X] or X in it, so its X is announced as the ability is activated. */
export function costHasX(text: string, parts: readonly CostPart[]): boolean {
  return /\{X\}/i.test(text) || parts.some(countsX);
}

/**
 * CR 107.3a: the parts counted by X with the announced X ("Sacrifice X Squirrels" with X = 2 sacrifices two; "[−X]"
 * removes X loyalty counters, 606.4). Without an announced X such a part is left as it is, and can't be paid.
 */
export function withCountX(parts: readonly CostPart[], x: number | undefined): CostPart[] {
  if (typeof x !== 'number') return [...parts];
  return parts.map((p) => {
    if (!countsX(p)) return p;
    if (p.kind === 'loyalty') return { kind: 'loyalty', delta: -x };
    const { x: _announced, ...rest } = p as CostPart & { x?: boolean };
    return { ...rest, count: x } as CostPart;
  });
}
