// Characteristic-defining abilities that define power and/or toughness (CR 604.3, 208.2a): the phrase rows that read
// "~'s power and toughness are each equal to …", "~'s power is equal to …" and the like, and which of them the engine counts.

import type { Effect, ObjectFilter, Quantity } from '../types';
import type { PhraseRow } from './phrase-templates';

type CdaEffect = Extract<Effect, { kind: 'set-base-pt-equal' }>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const SELF = { target: { kind: 'self' } };

/**
 * CR 604.3: a CDA is printed on the object and defines its power, its toughness or both ("*" in the P/T box, 208.2a).
 * "Each equal to" (both the same) is the effect table's row; these rows read one of them, or two different amounts.
 * They come before that row, so the printer picks the wording that says exactly what the model holds.
 */
export const CDA_ROWS: PhraseRow[] = [
  // CR 208.2a example (Lost Order of Jarkeld): "1+*" in the box, "each equal to 1 plus the number of …".
  { kind: 'set-base-pt-equal', form: "~'s power and toughness are each equal to {plus:num} plus {_:eachqty}", fixed: SELF, printIf: (e) => e['plus'] !== undefined },
  { kind: 'set-base-pt-equal', form: "~'s power is equal to {power:qty}", fixed: SELF, printIf: (e) => e['toughness'] === undefined && e['plus'] === undefined },
  { kind: 'set-base-pt-equal', form: "~'s toughness is equal to {toughness:qty}", fixed: SELF, printIf: (e) => e['power'] === undefined && e['plus'] === undefined },
  {
    kind: 'set-base-pt-equal', form: "~'s power is equal to {power:qty} and its toughness is equal to {toughness:qty}", fixed: SELF,
    printIf: (e) => e['power'] !== undefined && e['toughness'] !== undefined && !same(e['power'], e['toughness']) && e['plus'] === undefined,
  },
];

/** The zones a counted card can be in that the engine counts (CR 400.1); "their hand" and the like it does not. */
const COUNTED_ZONES = new Set<ObjectFilter['zone']>([undefined, 'graveyard', 'hand', 'library', 'exile', 'any-graveyard']);

/** Whether the engine (rules/layers/cda-values.ts) can count the objects of this filter over the game state. */
export function countableFilter(f: ObjectFilter): boolean {
  return (
    COUNTED_ZONES.has(f.zone) && !f.zoneTheir && !(f.zonePhrase && f.zone !== 'any-graveyard') && !f.relatedTo && !f.anyOf && !f.compare && !f.status && !f.withNoAbilities && !f.withChosenName &&
    !f.castBy && !f.exiledWithSelf && !f.attachment
  );
}

/** Whether the engine computes this amount: a count of objects it can match (CR 604.3 amounts such as "the number of …"). */
export function quantityCountable(q: Quantity | undefined): boolean {
  return q === undefined || (q.kind === 'count' && countableFilter(q.filter));
}

/** Whether the engine carries the CDA out (layer 7a, CR 613.4a): every amount it defines is a count it can make. */
export function cdaSimulated(e: CdaEffect): boolean {
  const plusKnown = e.plus === undefined || e.plus.kind === 'fixed';
  return plusKnown && (e.power !== undefined || e.toughness !== undefined) && quantityCountable(e.power) && quantityCountable(e.toughness);
}
