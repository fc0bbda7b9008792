// The engine's questions to the layer system: an object's characteristics now (or as if face up), every
// permanent's at once, and layer-1 copiable values (CR 613, 707.2).

import type { CopiableValues, GameObject, GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { hasType, keywordLabel, keywordsOf, manaValueOf } from '../state/objects';
import { costText } from '../state/mana';
import type { Characteristics, ComputeOptions, Working } from './types';
import { emptyProv } from './types';
import { layerOne } from './layer-one';
import { computeWorld, readingUnchanged } from './world';
import { basicLandTypes, devotion } from './cda-values';
import type { Color, KeywordAbility } from '../../model/types';
import type { PlayerId } from '../state/game-state';

/** Layer 1 only: the copiable values (CR 707.2, 613.2). */
export function copiableValues(s: GameState, obj: GameObject, assumeFaceUp = false): CopiableValues {
  return layerOne(s, obj, assumeFaceUp, [], emptyProv()).values;
}

const NO_KEYWORDS: readonly KeywordAbility[] = Object.freeze([]);
const NO_LABELS: readonly string[] = Object.freeze([]);

function finish(w: Working): Characteristics {
  // CR 208.3: a noncreature permanent has no power or toughness (a Vehicle's printed numbers included).
  const noPT = w.obj.zone === 'battlefield' && !hasType(w.cardTypes, 'creature');
  // An object with no keyword (most of a note run's) shares one frozen empty list of each: nothing writes them.
  const found = keywordsOf(w.abilities);
  const keywords = found.length ? found : (NO_KEYWORDS as KeywordAbility[]);
  // A literal of fixed keys (no conditional spread in its middle: see world.ts `working`); the rare P/T unknown (CR
  // 208.2) is inserted after toughness, where it always was.
  const c: Characteristics = {
    name: w.name,
    manaCost: w.manaCost ? costText(w.manaCost) : null,
    // CR 202.3, 202.3a, 202.3b (the copiable values themselves when no layer changed the mana cost: no copy to make).
    manaValue: manaValueOf(w.obj, w.manaCost === w.copiable.manaCost ? w.copiable : { ...w.copiable, manaCost: w.manaCost }),
    colors: w.colors,
    supertypes: w.supertypes,
    cardTypes: w.cardTypes,
    subtypes: w.subtypes,
    abilities: w.abilities,
    keywords,
    keywordLabels: keywords.length ? keywords.map(keywordLabel) : (NO_LABELS as string[]),
    power: noPT ? null : w.power,
    toughness: noPT ? null : w.toughness,
    faceDown: w.faceDown,
    copiable: w.copiable,
    provenance: w.prov,
    notes: w.notes,
  };
  if (noPT || !w.ptUnknown || !(w.ptUnknown.power || w.ptUnknown.toughness)) return c;
  const { faceDown, copiable, provenance, notes, ...head } = c;
  return { ...head, ptUnknown: { ...w.ptUnknown }, faceDown, copiable, provenance, notes };
}

/**
 * The characteristics of a working record of a world kept during a read (world.ts `whileUnchanged`): made once per
 * record and frozen (a question asks them of the same object many times; nothing writes them).
 */
const finished = new WeakMap<Working, Characteristics>();

function finishedOf(s: GameState, w: Working): Characteristics {
  if (!readingUnchanged(s)) return finish(w);
  let c = finished.get(w);
  if (!c) finished.set(w, (c = Object.freeze(finish(w))));
  return c;
}

export function computeCharacteristics(s: GameState, obj: GameObject, opts: ComputeOptions = {}): Characteristics {
  const world = computeWorld(s, obj, !!opts.assumeFaceUp);
  return finishedOf(s, world.get(obj.id)!);
}

/** Every permanent on the battlefield at once (one pass of the layer system; state-based actions use it). */
export function computeAllCharacteristics(s: GameState): Map<string, Characteristics> {
  const world = computeWorld(s);
  const out = new Map<string, Characteristics>();
  for (const o of battlefieldObjects(s)) {
    const w = world.get(o.id);
    if (w) out.set(o.id, finishedOf(s, w));
  }
  return out;
}

/** CR 700.5, 700.5a: `player`'s devotion to `colors` now, counted over the layers' pass as a CDA counts it. */
export function devotionNow(s: GameState, player: PlayerId, colors: readonly Color[]): number {
  return devotion(computeWorld(s), player, colors);
}

/** CR 305.6 (domain): the basic land types among lands `player` controls now, over the layers' pass. */
export function basicLandTypesNow(s: GameState, player: PlayerId): number {
  return basicLandTypes(computeWorld(s), player);
}
