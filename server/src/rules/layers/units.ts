// The continuous effects the layer system applies (CR 613.1), as units: one unit is one effect with its parts in
// each layer (613.6) — a resolved spell's locked effect (611.2c), a static ability's effect (611.3a), or a
// characteristic-defining ability (604.3).

import { SUBTYPE_LISTS } from '../../data/cr-vocabulary';
import type { Ability, Effect, ObjectFilter, StaticAbility } from '../../model/types';
import type { GameState } from '../state/game-state';
import { findKeyword } from '../state/objects';
import { attachedItCondition, descriptorOf, staticOtherwise } from '../../model/abilities/effect-descriptors';
import { pairedPairConditional } from '../../model/abilities/soulbond-pair';
import type { Layer, Unit, Working } from './types';
import { LAYERS } from './types';
import { cdaQuantity, countQuantity } from './cda-values';
import { effectSimulated } from '../../model/abilities/effect-descriptors';
import { keywordCounterUnits, suspendHasteUnits } from './keyword-counters';
import { paidKeywordUnits } from './paid-keyword-grants';
import { levelUnits } from './level-striations';
import { reconfigureUnits } from './reconfigure';
import { attachedSubject, staticConditionHolds, worldConditionHolds } from './static-conditions';
import { listedAbilities } from '../../model/abilities/ability-list';

/**
 * The layers (4–7d) an effect's parts apply in, from its kind's descriptor (model/abilities/effect-descriptors.ts;
 * layer 1 copies and layer 2 control are applied elsewhere). A type-changing effect has a layer-4 part when it
 * names types and a layer-5 part when it names colors (CR 613.1d–e). The definition `inLayer` answers from without
 * making the list (test/rules/layers/in-layer.test.ts).
 */
export function layersOf(e: Effect): Layer[] {
  const d = descriptorOf(e);
  if (!d.engine || !d.continuous) return [];
  const ls = d.layers.filter((l): l is Layer => (LAYERS as readonly string[]).includes(l));
  if (e.kind !== 'become-type') return ls;
  return ls.filter((l) => (l === '4' ? e.cardTypes.length > 0 || e.subtypes.length > 0 : l === '5' ? !!e.colors : true));
}

/**
 * Whether `layersOf(e)` includes `layer`, without making the list: it is asked for every part of every unit in every
 * layer of every pass (`layer` is one of LAYERS, so the descriptor's list holding it is the same as the filtered one).
 */
export function inLayer(e: Effect, layer: Layer): boolean {
  const d = descriptorOf(e);
  if (!d.engine || !d.continuous || !d.layers.includes(layer)) return false;
  if (e.kind !== 'become-type') return true;
  return layer === '4' ? e.cardTypes.length > 0 || e.subtypes.length > 0 : layer === '5' ? !!e.colors : true;
}

/** `layersOf(e).length > 0`, without the list. */
function isLayered(e: Effect): boolean {
  for (let i = 0; i < LAYERS.length; i++) if (inLayer(e, LAYERS[i]!)) return true;
  return false;
}

export function hasPartIn(u: Unit, layer: Layer): boolean {
  for (let i = 0; i < u.parts.length; i++) if (inLayer(u.parts[i]!, layer)) return true;
  return false;
}

/** Effects of resolved spells and abilities: affected sets locked when they began (CR 611.2c). */
function resolvedUnits(s: GameState): Unit[] {
  return s.effects
    .filter((e) => !e.copyValues && isLayered(e.effect))
    .map((e) => ({
      id: e.id,
      timestamp: e.timestamp,
      sourceName: e.sourceName,
      sourceId: e.sourceId,
      controller: e.controller,
      parts: [e.effect],
      kind: 'resolved' as const,
      fixed: [...e.affected],
      filter: null,
      selfOnly: false,
      ...(e.chosen ? { chosen: e.chosen } : {}),
    }));
}

/**
 * Static abilities of permanents (CR 611.3a) with their layer-1 abilities. The effects of one ability about the same
 * objects are one effect with parts in several layers (613.6: "All noncreature artifacts become 2/2 artifact
 * creatures"). Timestamp: the source's (613.7a).
 */
function staticUnits(s: GameState, world: Map<string, Working>): Unit[] {
  const out: Unit[] = [];
  for (const w of world.values()) {
    // CR 114.4: an emblem's static abilities function in the command zone.
    if ((w.obj.zone !== 'battlefield' && !w.obj.emblem) || w.obj.phasedOut) continue;
    // Only a static ability has units (unitsOfStatic): no key is made for the others, every layer pass, every object.
    for (const ref of w.abilities) if (ref.ability.kind === 'static') append(out, unitsOfStatic(s, w, ref.ability, `${w.obj.id}#${ref.index}`, w.obj.timestamp));
  }
  return out;
}

/**
 * The effects of one static ability on one object (effects about the same objects are one effect, 613.6).
 * OPEN QUESTION: the CR doesn't say when two sentences of one static ability are one effect; here one ability with
 * one described set of objects is one effect (its set is fixed in the first layer it applies in).
 */
function unitsOfStatic(s: GameState, w: Working, a: Ability, id: string, timestamp: number): Unit[] {
  if (a.kind !== 'static') return [];
  const st = a as StaticAbility;
  const groups = new Map<string, Effect[]>();
  const holds = new Map<string, (world: Map<string, Working>) => boolean>();
  // "This creature gets +2/+2 as long as you have no cards in hand": the effect exists while the condition holds (CR 611.3a).
  // One that reads other permanents ("as long as you control an artifact") is its own effect, whose existence the layer
  // pass checks as it would begin to apply (static-conditions.ts worldConditionHolds; CR 613.8a orders it).
  const effects: { eff: Effect; cond?: string; pair?: string[] }[] = [];
  (st.effects ?? []).forEach((written, i) => {
    // "… as long as it's a Vampire. Otherwise, it gets -2/-2": as long as it isn't (CR 611.3a, 608.2c; staticOtherwise).
    const eff = staticOtherwise(st.effects ?? [], i) ?? written;
    if (eff.kind !== 'conditional' || !eff.asLongAs) return void effects.push({ eff });
    // "As long as ~ is paired with another creature, both creatures have reach" (CR 702.95b, 611.3a): while the pair
    // holds, the effect applies to this creature and the one it is paired with.
    if (pairedPairConditional(eff)) {
      const partner = staticConditionHolds(s, eff.condition, w.obj) === true ? w.obj.pairedWith : undefined;
      if (partner) effects.push(...eff.effects.map((x) => ({ eff: x, pair: [w.obj.id, partner] })));
      return;
    }
    // "Enchanted creature gets +1/+2 as long as it's white": "it" is the enchanted creature (CR 303.4, 611.3a).
    const cond = attachedItCondition(eff);
    const now = staticConditionHolds(s, cond, w.obj);
    if (now === true) effects.push(...eff.effects.map((x) => ({ eff: x })));
    if (now !== undefined) return;
    holds.set(`cond${i}`, (world) => worldConditionHolds(s, cond, w.obj, world) === true);
    // "As long as enchanted permanent is a creature, it gets +2/+1": "it" is the condition's subject (CR 303.4, 611.3a).
    const it = attachedSubject(cond) ? cond.subject : undefined;
    effects.push(...eff.effects.map((x) => ({ eff: it && 'target' in x && x.target.kind === 'it' ? { ...x, target: it } as Effect : x, cond: `cond${i}` })));
  });
  const pairs = new Map<string, string[]>();
  for (const { eff, cond, pair } of effects) {
    // A P/T characteristic-defining ability is a CDA unit (cdaUnits), not an ordinary static ability's effect.
    if (!isLayered(eff) || eff.kind === 'set-base-pt-equal') continue;
    const key = `${cond ?? ''}:${pair ? 'pair' : st.appliesTo ? 'appliesTo' : JSON.stringify('target' in eff ? eff.target : null)}`;
    if (pair) pairs.set(key, pair);
    groups.set(key, [...(groups.get(key) ?? []), eff]);
  }
  const out: Unit[] = [];
  let n = 0;
  for (const [key, parts] of groups) {
    const target = 'target' in parts[0]! ? (parts[0] as { target: { kind: string; filter?: ObjectFilter } }).target : undefined;
    let filter: ObjectFilter | null = st.appliesTo ?? null;
    let selfOnly = false;
    const pair = pairs.get(key);
    if (pair) filter = null;
    else if (!filter) {
      if (target?.kind === 'all') filter = target.filter ?? null;
      else if (target?.kind === 'self') selfOnly = true;
      else continue;
    }
    out.push({
      id: `${id}${n++ ? `.${n}` : ''}`,
      timestamp,
      sourceName: w.name ?? w.obj.card.name,
      sourceId: w.obj.id,
      controller: w.obj.controller,
      parts,
      kind: 'static',
      fixed: pair ?? null,
      filter,
      selfOnly,
      ability: a,
      // "Attacking creatures you control get +1/+0": the combat now (CR 506.4).
      combat: s.combat,
      // "+1/+1 for each …" counts over the layer pass as it applies (CR 611.3a, 613.4c).
      measure: (q, world, about) => countQuantity(s, world, q, w.obj.controller, w.obj.id, about),
      perMeasure: (q, world, about) => cdaQuantity(s, world, q, w.obj.controller, w.obj.id, about),
      ...(holds.has(key.slice(0, key.indexOf(':'))) ? { holds: holds.get(key.slice(0, key.indexOf(':')))! } : {}),
    });
  }
  return out;
}

/**
 * Static abilities that effects may grant ("Enchanted Equipment has "Equipped creature has flying.""), on every
 * permanent that could get them: each exists only while its object has the ability (613.8a). CR 613.7a: its
 * timestamp is the later of the object's and the granting effect's.
 */
function grantedStaticUnits(s: GameState, granting: Unit[], world: Map<string, Working>): Unit[] {
  const out: Unit[] = [];
  for (const g of granting) {
    for (const part of g.parts) {
      if (part.kind !== 'gain-ability' && part.kind !== 'grant-ability') continue;
      for (const w of world.values()) {
        if (w.obj.zone !== 'battlefield' || w.obj.phasedOut) continue;
        // CR 613.1f: each quoted ability of a list ("has "…" and "…""), the first keeping the key it always had.
        listedAbilities(part.kind === 'grant-ability' ? part : { ability: part.ability }).forEach((ability, i) => {
          const units = unitsOfStatic(s, w, ability, `${w.obj.id}<${g.id}${i ? `#${i}` : ''}`, Math.max(w.obj.timestamp, g.timestamp));
          out.push(...units.map((u) => ({ ...u, granted: true })));
        });
      }
    }
  }
  return out;
}

const NO_SPAN = { start: 0, end: 0 };

/**
 * Power/toughness CDAs (CR 604.3, 613.4a, layer 7a): "~'s power and toughness are each equal to the number of …" on
 * the object's own text (printed or copied, CR 604.3a), counted over the game state as the layer applies. One the engine
 * can't count makes no unit: the printed "*" stays unknown (CR 208.2).
 */
function ptCdaUnits(s: GameState, w: Working, out: Unit[]): void {
  for (const ref of w.abilities) {
    if (ref.ability.kind !== 'static' || ref.from === 'granted') continue;
    // Most static abilities have no such part: no list is made for them.
    const effects = ref.ability.effects ?? [];
    if (!effects.some(isOwnPtCda)) continue;
    const parts = effects.filter(isOwnPtCda);
    out.push({
      id: `${w.obj.id}#cda${ref.index}`,
      timestamp: w.obj.timestamp,
      sourceName: w.name ?? w.obj.card.name,
      sourceId: w.obj.id,
      controller: w.obj.controller,
      parts,
      kind: 'cda',
      fixed: null,
      filter: null,
      selfOnly: true,
      ability: ref.ability,
      measure: (q, world) => cdaQuantity(s, world, q, w.obj.controller, w.obj.id),
    });
  }
}

const isOwnPtCda = (e: Effect): boolean => e.kind === 'set-base-pt-equal' && effectSimulated(e) && e.target.kind === 'self';

/** Adds `more` at the end of `out` (no spread: no argument list as long as the list). */
function append<T>(out: T[], more: readonly T[]): void {
  for (const x of more) out.push(x);
}

/** CR 205.3m: every creature type. */
const ALL_CREATURE_TYPES: readonly string[] = SUBTYPE_LISTS.find((l) => l.rule === '205.3m')?.names ?? [];

/**
 * CR 702.73a, 604.3: Changeling — "This object is every creature type", a layer-4 characteristic-defining ability
 * that works in every zone.
 */
function changelingUnit(w: Working): Unit | undefined {
  const changeling = findKeyword(w.abilities, 'Changeling');
  if (!changeling) return undefined;
  const ref = w.abilities.find((r) => r.ability.kind === 'keyword' && (r.ability.keywords ?? []).includes(changeling))!;
  return {
    id: `${w.obj.id}#changeling`,
    timestamp: w.obj.timestamp,
    sourceName: w.name ?? w.obj.card.name,
    sourceId: w.obj.id,
    controller: w.obj.controller,
    parts: [{ kind: 'become-type', target: { kind: 'self' }, cardTypes: [], subtypes: [...ALL_CREATURE_TYPES], additive: true, duration: 'permanent', span: NO_SPAN }],
    kind: 'cda',
    fixed: null,
    filter: null,
    selfOnly: true,
    ability: ref.ability,
  };
}

/**
 * Characteristic-defining abilities the model knows (CR 604.3): Devoid, "this object is colorless" (702.114a), a
 * layer-5 CDA that works in every zone, Changeling (702.73a, layer 4), and power/toughness CDAs (ptCdaUnits).
 */
function cdaUnits(s: GameState, world: Map<string, Working>): Unit[] {
  const out: Unit[] = [];
  for (const w of world.values()) {
    ptCdaUnits(s, w, out);
    const changeling = changelingUnit(w);
    if (changeling) out.push(changeling);
    const devoid = findKeyword(w.abilities, 'Devoid');
    if (!devoid) continue;
    const ref = w.abilities.find((r) => r.ability.kind === 'keyword' && (r.ability.keywords ?? []).includes(devoid))!;
    out.push({
      id: `${w.obj.id}#devoid`,
      timestamp: w.obj.timestamp,
      sourceName: w.name ?? w.obj.card.name,
      sourceId: w.obj.id,
      controller: w.obj.controller,
      parts: [{ kind: 'become-type', target: { kind: 'self' }, colors: [], cardTypes: [], subtypes: [], additive: false, duration: 'permanent', span: NO_SPAN }],
      kind: 'cda',
      fixed: null,
      filter: null,
      selfOnly: true,
      ability: ref.ability,
    });
  }
  return out;
}

export function collectUnits(s: GameState, world: Map<string, Working>): Unit[] {
  // One list, each kind's units appended in this order (CR 613.7c, 702.151b); the granted ones are found from them all.
  const units = cdaUnits(s, world);
  append(units, resolvedUnits(s));
  append(units, staticUnits(s, world));
  append(units, levelUnits(world));
  append(units, keywordCounterUnits(world));
  append(units, suspendHasteUnits(world));
  append(units, paidKeywordUnits(s, world));
  append(units, reconfigureUnits(world));
  append(units, grantedStaticUnits(s, units, world));
  return units;
}
