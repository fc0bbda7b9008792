// Mana abilities (CR 605): which abilities of a permanent are mana abilities (605.1a), the intrinsic "{T}: Add …"
// of the basic land types (305.6), the mana each choice adds; activating one is actions/mana-payment.ts (605.3).

import type { ActivatedAbility, Effect, ObjectFilter, Quantity } from '../../model/types';
import type { ChosenValues } from '../state/game-state';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import type { GameObject, GameState } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { hasType } from '../state/objects';
import { manaTypesOf, MANA_TYPES, type ManaType, type ManaUnit, type SpendRestriction } from '../state/mana-pool';
import { restrictionOf } from './mana-restrictions';
import { lookupTable } from '../../model/lookup-table';
import { MAX_MANA_COMBINATION } from '../../model/mana';
import { msg } from '../../i18n';
import { countMatching } from './counting';
import { chosenOf } from '../state/filters';
import { quantityOf } from './game-quantities';
import { statValue } from './object-stats';

/** How many objects a "for each …" of a mana ability counts as it is activated (undefined: not told). */
export type PerCount = (per: ObjectFilter) => number | undefined;

/** The "for each …" counter of `o`'s mana abilities: the objects of the kind now, for its controller (CR 107.3, 605.3b). */
export function manaPerCount(s: GameState, o: GameObject): PerCount {
  return (per) => countMatching(s, per, o.controller, o.id);
}

/** How much a quantity of a mana ability is as it is activated ("where X is …", "equal to …"; undefined: not told). */
export type ManaQuantity = (q: Quantity) => number | undefined;

/**
 * CR 605.3b, 107.3, 608.2h: the quantities of `o`'s mana abilities as one is activated (it resolves at once): its own
 * power or toughness, counters on it, and the game's counts for its controller (rules/queries/game-quantities.ts).
 */
export function manaQuantity(s: GameState, o: GameObject): ManaQuantity {
  return (q) => {
    if (q.kind === 'stat') return q.of.kind === 'self' && o.zone === 'battlefield' ? statValue(computeCharacteristics(s, o), q.stat) : undefined;
    if (q.kind === 'counters' && (q.on.kind === 'self' || (q.on.kind === 'it' && !q.on.eventObject && !q.on.word?.startsWith('the '))) && !q.had && q.counter !== '') return o.zone === 'battlefield' ? o.counters[q.counter] ?? 0 : undefined;
    return quantityOf(s, q, { controller: o.controller, sourceId: o.id });
  };
}

/**
 * CR 106.1, 107.3: "Add X mana of any one color, where X is …", "Add an amount of {G} equal to …": the choices with the
 * amount counted (none for 0; CR 107.1b: a negative amount is 0); null when it can't be counted.
 */
function countedManaOptions(e: Extract<Effect, { kind: 'add-mana' }>, measure: ManaQuantity | undefined, chosen?: ChosenValues): ManaType[][] | null {
  const q = e.equalTo ?? (e.countIsX ? e.whereX : undefined);
  const n = q && measure ? measure(q) : undefined;
  if (n === undefined) return null;
  const amount = Math.max(0, Math.min(n, 100));
  if (amount === 0) return [[]];
  const { equalTo: _e, countIsX: _c, whereX: _w, ...plain } = e;
  // "an amount of {G}": the one symbol, that many times; "X mana of any one color": the count of the kind's choices.
  if (e.equalTo) {
    const one = manaOptionsOf(plain, undefined, chosen);
    return one && one.length === 1 && one[0]!.length === 1 ? [Array.from({ length: amount }, () => one[0]![0]!)] : null;
  }
  return manaOptionsOf({ ...plain, count: amount }, undefined, chosen);
}

/** One mana ability of a permanent, with the mana each of its choices adds. */
export interface ManaAbility {
  /** Its text ("{T}: Add {G}."), for reports. */
  text: string;
  costText: string;
  /** Each choice the ability offers (CR 106.1: "Add {R} or {G}" is two choices); each is the mana it adds. */
  options: ManaType[][];
  restriction?: SpendRestriction;
  /** "You don't lose this mana as steps and phases end" (CR 106.4). */
  kept?: ManaUnit['kept'];
  /** True for the intrinsic ability of a basic land type (CR 305.6). */
  intrinsic: boolean;
}

const BASIC_LAND_MANA: Record<string, ManaType> = lookupTable({ Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' });

/** The choices one "add mana" effect offers (CR 106.1): "{G}{G}", "{R} or {G}", "one mana of any color"; `chosen`: the
 * choices of the ability's source, for "one mana of the chosen color" (CR 607.2d). */
export function manaOptionsOf(e: Extract<Effect, { kind: 'add-mana' }>, count?: PerCount, chosen?: ChosenValues, measure?: ManaQuantity): ManaType[][] | null {
  if (e.equalTo || e.countIsX) return countedManaOptions(e, measure, chosen);
  // CR 106.1: "… and two mana of any other color" (a second, different color) is not among the choices made here.
  if (e.andOther !== undefined) return null;
  // CR 106.1, 605.3b: "Add {G} for each Elf you control": the fixed mana once per object of the kind, counted as the
  // ability resolves (at once, a mana ability); none when there are none. A choice per object, or a count of counters or
  // of anything the engine doesn't count, is not among the choices.
  // CR 107.3, 122.1: "Add {C} for each storage counter on ~": the fixed mana once per counter, counted as it is added.
  if (e.perCount && !e.per) {
    const n = measure?.(e.perCount);
    const one = n === undefined ? null : manaOptionsOf({ ...e, perCount: undefined }, undefined, chosen);
    if (n === undefined || !one || one.length !== 1) return null;
    return [Array.from({ length: Math.max(0, Math.min(n, 100)) }, () => one[0]!).flat()];
  }
  if (e.perCount) return null;
  if (e.per) {
    const n = count?.(e.per);
    const one = n === undefined ? null : manaOptionsOf({ ...e, per: undefined }, undefined, chosen);
    if (n === undefined || !one || one.length !== 1) return null;
    return [Array.from({ length: Math.min(n, 100) }, () => one[0]!).flat()];
  }
  // CR 607.2d, 106.1: "Add one mana of the chosen color" adds the color its source's linked ability chose ("As ~ enters,
  // choose a color", 614.12a); "Add {U} or one mana of the chosen color" offers both. A choice never made is undefined
  // (607.5a): that part adds nothing.
  if (e.orChosen) {
    const own = manaOptionsOf({ ...e, orChosen: undefined });
    return own && chosen?.color ? [...own, [chosen.color]] : own;
  }
  if (e.mana === 'the chosen color') return chosen?.color ? [Array.from({ length: Math.max(1, Math.min(e.count ?? 1, 100)) }, () => chosen.color!)] : [[]];
  const mana = e.mana as unknown;
  if (mana === 'any') return MANA_TYPES.filter((t) => t !== 'C').map((t) => [t]); // CR 105.1: the five colors
  // "add two mana of any one color": N mana, all of the one color chosen (CR 106.1).
  if (mana === 'any one color') return MANA_TYPES.filter((t) => t !== 'C').map((t) => Array.from({ length: Math.max(1, Math.min(e.count ?? 1, 100)) }, () => t));
  const colors = MANA_TYPES.filter((t) => t !== 'C');
  const n = Math.max(1, e.count ?? 1);
  if (n > MAX_MANA_COMBINATION && (mana === 'any combination' || mana === 'different colors' || typeof mana === 'object')) return null;
  // CR 106.1: "two mana in any combination of colors", "three mana in any combination of {R} and/or {G}": every multiset;
  // "two mana of different colors": every set of distinct colors.
  if (mana === 'any combination') return multisets(colors, n);
  if (mana === 'different colors') return subsets(colors, n);
  const combination = (mana as { combination?: unknown })?.combination;
  if (Array.isArray(combination)) {
    const kinds = combination.map((c) => (typeof c === 'string' ? manaTypesOf(c) : null));
    return kinds.every((k): k is ManaType[] => k?.length === 1) ? multisets(kinds.map((k) => k[0]!), n) : null;
  }
  if (typeof mana === 'string') {
    const units = manaTypesOf(mana);
    // CR 106.1, 107.1: "Add six {G}": the one symbol that many times.
    if (units && e.count !== undefined) return units.length === 1 ? [Array.from({ length: Math.min(e.count, 100) }, () => units[0]!)] : null;
    return units ? [units] : null;
  }
  const choice = (mana as { choice?: unknown })?.choice;
  if (Array.isArray(choice)) {
    const opts = choice.map((c) => (typeof c === 'string' ? manaTypesOf(c) : null));
    return opts.every((o): o is ManaType[] => !!o) ? opts : null;
  }
  return null;
}


/** Every multiset of `n` of `kinds`, each sorted as `kinds` is. */
function multisets(kinds: readonly ManaType[], n: number): ManaType[][] {
  if (n === 0) return [[]];
  return kinds.flatMap((k, i) => multisets(kinds.slice(i), n - 1).map((rest) => [k, ...rest]));
}

/** Every set of `n` distinct `kinds`. */
function subsets(kinds: readonly ManaType[], n: number): ManaType[][] {
  if (n === 0) return [[]];
  return kinds.flatMap((k, i) => subsets(kinds.slice(i + 1), n - 1).map((rest) => [k, ...rest]));
}

/**
 * The mana abilities of a permanent as it is now (CR 605.1a: no target, could add mana, not a loyalty ability):
 * printed or granted activated abilities whose effects add mana, then the intrinsic ones of its basic land types.
 * Abilities that add mana and do something else are left out (the engine doesn't carry them out as mana abilities).
 */
export function manaAbilitiesOf(s: GameState, o: GameObject): ManaAbility[] {
  const ch = computeCharacteristics(s, o);
  const out: ManaAbility[] = [];
  for (const ref of ch.abilities) {
    const a = ref.ability;
    if (a.kind !== 'activated') continue;
    const m = manaAbilityOf(a, manaPerCount(s, o), chosenOf(s, o.id), manaQuantity(s, o));
    if (m) out.push(m);
  }
  // CR 305.6: an object with the land card type and a basic land type has "{T}: Add [mana symbol]".
  // OPEN QUESTION: an effect that removes all abilities (layer 6) also removes these; the engine adds them from the
  // subtypes after layers, so a land that lost all its abilities still shows them here.
  // A face-down permanent listed as "a Forest land" (CR 708.2a) has it too: it comes from its type, not its text.
  if (hasType(ch.cardTypes, 'land')) {
    for (const sub of ch.subtypes) {
      const t = BASIC_LAND_MANA[sub];
      if (t) out.push({ text: `{T}: Add {${t}}.`, costText: '{T}', options: [[t]], intrinsic: true });
    }
  }
  return out;
}

/** An activated ability as a mana ability, or null (it targets, isn't a loyalty ability, adds mana, CR 605.1a). */
export function manaAbilityOf(a: ActivatedAbility, count?: PerCount, chosen?: ChosenValues, measure?: ManaQuantity): ManaAbility | null {
  const effects = a.effects ?? [];
  const adds = effects.filter((e): e is Extract<Effect, { kind: 'add-mana' }> => e.kind === 'add-mana');
  if (adds.length !== 1 || /^[+\u2212-]?(?:\d+|X)$/.test((a.cost?.text ?? '').trim())) return null; // a loyalty ability (CR 606) is no mana ability
  const restriction = restrictionOf(effects);
  if (effects.some((e) => e.kind !== 'add-mana' && e.kind !== 'spend-only' && e.kind !== 'keep-mana')) return null;
  const options = manaOptionsOf(adds[0]!, count, chosen, measure);
  if (!options) return null;
  const keep = effects.find((e): e is Extract<Effect, { kind: 'keep-mana' }> => e.kind === 'keep-mana');
  const kept = keep ? (keep.duration === 'until-end-of-turn' ? 'until-end-of-turn' : 'permanent') : undefined;
  return { text: a.text, costText: a.cost?.text ?? '', options, intrinsic: false, ...(restriction ? { restriction } : {}), ...(kept ? { kept } : {}) };
}

/** Which of a mana ability's choices adds `wanted` ("{G}"): its index (the first, with a note, when not said); -1 and a failure when it can't. */
/** CR 106.1, 106.4: mana is a collection of symbols in no order: "{R}{W}{R}" is the same mana as "{W}{R}{R}". */
export function sameMana(a: readonly ManaType[], b: readonly ManaType[]): boolean {
  return a.length === b.length && [...a].sort().join('') === [...b].sort().join('');
}

export function manaOptionIndex(m: ManaAbility, wanted: readonly ManaType[] | undefined, out: Outcome): number {
  const i = wanted ? m.options.findIndex((o) => sameMana(o, wanted)) : -1;
  if (i >= 0) return i;
  if (wanted) {
    out.fail(illegal(msg('rules.query.mana-ability-cannot-add', { wanted: `{${wanted.join('}{')}}`, options: m.options.map((o) => `{${o.join('}{')}}`) }), ['106.1', '605.1a']));
    return -1;
  }
  if (m.options.length > 1) out.note({ why: msg('rules.act.adds-first-choice', { mana: `{${m.options[0]!.join('}{')}}` }), cr: ['106.1'] });
  return 0;
}

/** A snow permanent (CR 205.4g): mana its abilities add can pay {S} (CR 106.3: the source of that mana, 107.4h). */
export function isSnow(s: GameState, o: GameObject): boolean {
  return computeCharacteristics(s, o).supertypes.some((t) => t.toLowerCase() === 'snow');
}
