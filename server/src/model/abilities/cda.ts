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

/** The zones a counted card can be in that the engine counts (CR 400.1). */
const COUNTED_ZONES = new Set<ObjectFilter['zone']>([undefined, 'graveyard', 'hand', 'library', 'exile', 'any-graveyard']);

/**
 * Whose zone a counted filter names (CR 400.1): "in your graveyard" the controller's, "in your opponents' graveyards"
 * their opponents', "in all graveyards" / "in all players' hands" every player's; undefined for wording the engine
 * doesn't place ("their hand", "target player's graveyard").
 */
export function zoneOwners(f: ObjectFilter): 'you' | 'opponents' | 'all' | undefined {
  if (f.zone === 'any-graveyard' || f.zone === 'exile') return 'all';
  const p = f.zonePhrase;
  if (p === undefined || /^(?:in|from) your (?:hand|graveyard|library)$/i.test(p)) return 'you';
  if (/^(?:in|from) (?:all players'|each player's) (?:hands|graveyards|libraries)$/i.test(p)) return 'all';
  if (/^(?:in|from) (?:your opponents'|an opponent's) (?:hands?|graveyards?|librar(?:y|ies))$/i.test(p)) return 'opponents';
  return undefined;
}

/**
 * "instant and sorcery cards in your graveyard": kinds of cards all in one zone (each alternative names the same), which
 * rules/layers/cda-values.ts counts as one filter.
 */
function sameZoneAlternatives(f: ObjectFilter): boolean {
  const [first, ...rest] = f.anyOf ?? [];
  return !!first?.zone && !f.zone && rest.every((x) => x.zone === first.zone && x.zonePhrase === first.zonePhrase) && [first, ...rest].every((x) => countableFilter({ ...x, anyOf: undefined }));
}

/** Whether the engine (rules/layers/cda-values.ts) can count the objects of this filter over the game state. */
export function countableFilter(f: ObjectFilter): boolean {
  // CR 613.4a, 608.2c: "the number of artifacts and/or enchantments you control": permanents, each matching one of the
  // kinds and the phrases they share (rules/layers/cda-values.ts countQuantity over the battlefield, rules/state/filters.ts).
  if (f.anyOf && !f.zone && f.anyOf.every((x) => !x.zone && !x.zonePhrase && countableFilter(x))) return countableFilter({ ...f, anyOf: undefined });
  if (f.anyOf) return sameZoneAlternatives(f) && countableFilter({ ...f, anyOf: undefined, zone: f.anyOf[0]!.zone, zonePhrase: f.anyOf[0]!.zonePhrase });
  return (
    COUNTED_ZONES.has(f.zone) && !f.zoneTheir && (f.zone === undefined ? !f.zonePhrase : zoneOwners(f) !== undefined) && !f.relatedTo && !f.compare && !f.status && !f.withNoAbilities && !f.abilityHeld && !f.offBattlefield && !f.withChosenName &&
    !f.castBy && !f.exiledWithSelf && !f.attachment
  );
}

/**
 * Whether the engine computes this amount (rules/layers/cda-values.ts cdaQuantity): a count of objects it can match,
 * the kinds among cards in a graveyard or hand (CR 205.2a), a sum (107.1), "1 plus" or "twice" an amount it computes,
 * the controller's life total (119.1), counters of a kind on the object itself (122.1), devotion (700.5), domain (305.6).
 */
export function quantityCountable(q: Quantity | undefined): boolean {
  if (q === undefined) return true;
  switch (q.kind) {
    case 'count': return countableFilter(q.filter);
    case 'distinct': return (q.what === 'card type' || q.what === 'mana value') && (q.among.zone === 'graveyard' || q.among.zone === 'hand' || q.among.zone === 'any-graveyard') && !q.among.anyOf && countableFilter(q.among);
    case 'sum': return quantityCountable(q.of[0]) && quantityCountable(q.of[1]);
    case 'plus': case 'twice': return quantityCountable(q.of);
    case 'life-total': case 'devotion': case 'basic-land-types': return true;
    case 'counters': return q.counter !== '' && (q.on.kind === 'self' || q.on.kind === 'it');
    default: return false;
  }
}

/** "Its toughness is equal to that number plus 1" (Tarmogoyf): "that number" is the amount the CDA defined first (CR 608.2c). */
export function thatNumberResolved(q: Quantity | undefined, first: Quantity | undefined): Quantity | undefined {
  if (q === undefined || first === undefined || first.kind === 'that-number') return q;
  switch (q.kind) {
    case 'that-number': return first;
    case 'plus': case 'twice': { const of = thatNumberResolved(q.of, first)!; return { ...q, of }; }
    case 'sum': return { ...q, of: [thatNumberResolved(q.of[0], first)!, thatNumberResolved(q.of[1], first)!] };
    default: return q;
  }
}

/** Whether the engine carries the CDA out (layer 7a, CR 613.4a): every amount it defines is an amount it computes. */
export function cdaSimulated(e: CdaEffect): boolean {
  const plusKnown = e.plus === undefined || e.plus.kind === 'fixed';
  return plusKnown && (e.power !== undefined || e.toughness !== undefined) && quantityCountable(e.power) && quantityCountable(thatNumberResolved(e.toughness, e.power));
}
