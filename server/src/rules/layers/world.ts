// Characteristics of every object at once, layer by layer (CR 613.1): which effects exist, what they apply to
// and in which order all read the state the earlier layers left, so the layers are applied to the whole
// battlefield together rather than to one object at a time.

import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { emblemObjects } from '../state/emblems';
import { hasType } from '../state/objects';
import type { PtUnknown, Working } from './types';
import { emptyProv } from './types';
import { layerOne } from './layer-one';
import { withoutStriationsOutOfRange } from './level-striations';
import { withoutClassLevelsAbove } from './class-levels';
import { collectUnits } from './units';
import { LAYERS } from './types';
import type { Unit } from './types';
import { applyLayer } from './dependency';
import { affected } from './apply';
import type { Ability, StaticAbility } from '../../model/types';
import type { PlayerId } from '../state/game-state';
import { gameVersion, isActing } from '../state/acting';

/**
 * A list a working record starts from: a frozen one (printed values, rules/state/objects.ts) is shared, as the layers
 * never write a list in place (each change makes a new list, apply.ts); any other is copied, as before.
 */
const startList = <T>(list: readonly T[]): T[] => (shareFrozenLists && Object.isFrozen(list) ? (list as T[]) : [...list]);
let shareFrozenLists = true;

/** Tests switch the sharing of frozen lists off, to show it changes no answer (test/support/caches.ts). */
export function setFrozenListSharingEnabled(on: boolean): void {
  shareFrozenLists = on;
}

function working(s: GameState, obj: GameObject, assumeFaceUp: boolean): Working {
  const prov = emptyProv();
  const notes: Working['notes'] = [];
  const { values, faceDown } = layerOne(s, obj, assumeFaceUp, notes, prov);
  const w: Working = {
    obj,
    faceDown,
    copiable: values,
    name: values.name,
    manaCost: values.manaCost,
    colors: startList(values.colors),
    supertypes: startList(values.supertypes),
    cardTypes: startList(values.cardTypes),
    subtypes: startList(values.subtypes),
    // CR 711.2a–b: a striation's abilities only while the level counters are in its range (level-striations.ts).
    // CR 716.2a: a Class's sections above its level are not had (class-levels.ts).
    abilities: withoutClassLevelsAbove(obj, withoutStriationsOutOfRange(obj, startList(values.abilities))),
    power: values.power,
    toughness: values.toughness,
    // A literal of fixed keys (no spread in its middle: V8 then builds it from a boilerplate, where a conditional spread
    // made every key after it a keyed store; one working record per object per layer pass). Its key order as before:
    // the rare record with unknown P/T (CR 208.2) gets it between toughness and prov.
    prov,
    notes,
  };
  return values.ptUnknown ? withPtUnknown(w, { ...values.ptUnknown }) : w;
}

/** `w` with `ptUnknown` inserted after `toughness`, the key order a record with unknown P/T always had. */
function withPtUnknown(w: Working, ptUnknown: PtUnknown): Working {
  const { prov, notes, ...head } = w;
  return { ...head, ptUnknown, prov, notes };
}

/**
 * The worlds of a game read while it can't change: the battlefield's, and the one with each focus that adds an object
 * to it (off the battlefield, or as if face up). Never written after they are made (characteristics share their lists).
 * Kept for a read (`whileUnchanged`), and, while no action runs, for every read until the next action starts
 * (rules/state/acting.ts: an action's code may write the game anywhere, so nothing made before or during it is reused
 * after it starts; a pass made while nothing acts is at the game's version until then).
 */
interface FrozenWorlds {
  battlefield?: Map<string, Working>;
  focused: Map<GameObject, Map<string, Working>>;
  faceUp: Map<GameObject, Map<string, Working>>;
  /** The game's version they were made at (`gameVersion`); kept worlds only. */
  version?: number;
}
const frozen = new WeakMap<GameState, FrozenWorlds>();
const kept = new WeakMap<GameState, FrozenWorlds>();
let frozenEnabled = true;

/** Tests switch the worlds kept during a read and between actions off, to show they change no answer (test/support/caches.ts). */
export function setWorldCacheEnabled(on: boolean): void {
  frozenEnabled = on;
}

/**
 * Tests check every reused world against a pass made again (`CARDSCRIPT_CHECK_KEPT_PASSES=1`, vitest.config.mts): a
 * write the versions missed (a read that writes, or a write outside an action) throws instead of answering from a
 * stale pass.
 */
let checkReused = typeof process !== 'undefined' && process.env?.CARDSCRIPT_CHECK_KEPT_PASSES === '1';
export function setKeptPassCheck(on: boolean): void {
  checkReused = on;
}

/** The worlds kept between actions at the game's version now; none while an action runs (it may be writing). */
function keptWorlds(s: GameState): FrozenWorlds | undefined {
  if (!frozenEnabled || isActing(s)) return undefined;
  const version = gameVersion(s);
  let k = kept.get(s);
  if (!k || k.version !== version) kept.set(s, (k = { focused: new Map(), faceUp: new Map(), version }));
  return k;
}

/**
 * Runs `read`, which takes no action and writes nothing of `s`: every layer pass it asks for is made once (a
 * question's characteristics, every permanent's restrictions, each candidate of a filter), as the game is the same
 * throughout. A nested call shares the outer one's worlds; one while no action runs shares the worlds kept since the
 * last action.
 */
export function whileUnchanged<T>(s: GameState, read: () => T): T {
  if (!frozenEnabled || frozen.has(s)) return read();
  frozen.set(s, keptWorlds(s) ?? { focused: new Map(), faceUp: new Map() });
  try {
    return read();
  } finally {
    frozen.delete(s);
  }
}

/** Whether the worlds of `s` are kept now (a read's, or between actions): never written for as long as they are. */
export function readingUnchanged(s: GameState): boolean {
  return frozen.has(s) || (frozenEnabled && !isActing(s));
}

/**
 * The permanents on the battlefield (and `focus`, wherever it is) with every continuous effect applied.
 * `assumeFaceUp`: compute `focus` as if it were face up (CR 702.37e, 708.8).
 */
export function computeWorld(s: GameState, focus?: GameObject, assumeFaceUp = false): Map<string, Working> {
  const memo = frozen.get(s) ?? keptWorlds(s);
  if (!memo) return layeredWorld(s, focus, assumeFaceUp);
  // A focus on the battlefield, not face up, adds nothing: its world is the battlefield's.
  if (!assumeFaceUp) {
    let battlefield = memo.battlefield;
    if (!battlefield) memo.battlefield = battlefield = layeredWorld(s);
    else if (checkReused) checkSame(s, battlefield);
    if (!focus || battlefield.has(focus.id)) return battlefield;
  }
  const worlds = assumeFaceUp ? memo.faceUp : memo.focused;
  let world = worlds.get(focus!);
  if (!world) worlds.set(focus!, (world = layeredWorld(s, focus, assumeFaceUp)));
  else if (checkReused) checkSame(s, world, focus, assumeFaceUp);
  return world;
}

/** A reused world against the same pass made again now (tests only): any difference is a write no version saw. */
function checkSame(s: GameState, world: Map<string, Working>, focus?: GameObject, assumeFaceUp = false): void {
  const again = layeredWorld(s, focus, assumeFaceUp);
  const was = worldDigest(world);
  const now = worldDigest(again);
  if (was !== now) throw new Error(`a layer pass was reused after the game changed (a write outside an action, or in a read):\nkept ${was}\nnow  ${now}`);
}

function worldDigest(world: Map<string, Working>): string {
  return JSON.stringify([...world].map(([id, w]) => [id, w.obj.id, w.obj.zone, w.faceDown, w.name, w.manaCost, w.colors, w.supertypes, w.cardTypes, w.subtypes,
    w.abilities.map((r) => [r.index, r.from, r.ability]), w.power, w.toughness, w.ptUnknown ?? null, w.copiable.label, w.prov, w.notes]));
}

function layeredWorld(s: GameState, focus?: GameObject, assumeFaceUp = false): Map<string, Working> {
  const world = new Map<string, Working>();
  for (const o of battlefieldObjects(s)) world.set(o.id, working(s, o, assumeFaceUp && o === focus));
  // CR 114.4: an emblem's abilities function in the command zone (its static abilities apply, units.ts staticUnits).
  for (const o of emblemObjects(s)) world.set(o.id, working(s, o, false));
  if (focus && (!world.has(focus.id) || assumeFaceUp)) world.set(focus.id, working(s, focus, assumeFaceUp));
  const units: Unit[] = collectUnits(s, world);
  // The effects that began to apply (CR 613.6): a set only for a pass with effects (most of a note run's have none).
  const started = units.length ? new Set<Unit>() : undefined;
  for (const layer of LAYERS) {
    if (layer === '7a') {
      // CR 208.5: a creature with no value for its power or toughness has 0 (a noncreature that became a creature).
      for (const w of world.values()) {
        if (!hasType(w.cardTypes, 'creature') || (w.power !== null && w.toughness !== null)) continue;
        w.power = w.power ?? 0;
        w.toughness = w.toughness ?? 0;
      }
    }
    // No continuous effect at all (most passes of a note scenario's few permanents): no layer has anything to apply.
    if (started) applyLayer(units, world, layer, started);
    if (layer === '7c') addCounters(world);
  }
  return world;
}

/** CR 613.4c, 122.1a: +1/+1 and -1/-1 counters modify P/T in layer 7c (their order there never matters: sums). */
function addCounters(world: Map<string, Working>): void {
  for (const w of world.values()) {
    if (w.power === null || w.toughness === null || w.obj.zone !== 'battlefield') continue;
    const plus = w.obj.counters['+1/+1'] ?? 0;
    const minus = w.obj.counters['-1/-1'] ?? 0;
    if (!plus && !minus) continue;
    w.power += plus - minus;
    w.toughness += plus - minus;
    const st = { layer: '7c', source: 'counters', detail: `${plus} +1/+1, ${minus} -1/-1`, cr: ['613.4c', '122.1a'] };
    w.prov.power.push(st);
    w.prov.toughness.push(st);
  }
}

/** A static ability's control-changing effect on one object (CR 613.1b): who controls it, from when (613.7a). */
export interface StaticControl { objectId: string; controller: PlayerId; timestamp: number }

/**
 * Control changes of static abilities ("You control enchanted creature", CR 613.1b, 303.4): each applies to the
 * objects its text describes after layer 1 (611.3a), with its source's timestamp (613.7a). Only when some permanent's
 * card or a copy effect could give one: the whole battlefield's layer 1 is not computed for nothing.
 * A layer-6 effect removing the source's ability (613.1f) doesn't undo the control change: the layers apply in order
 * (613.1), so the control change has already applied in layer 2 (613.1b), and an effect that started to apply keeps
 * applying "even if the ability generating the effect is removed during this process" (613.6). So the abilities read
 * here are the source's after layer 1, not after layer 6 (test/rules/layers/ability-removed-source.cards).
 */
export function staticControlChanges(s: GameState): StaticControl[] {
  const objects = battlefieldObjects(s);
  const couldHave = s.effects.some((e) => e.copyValues) || objects.some((o) => o.card.faces.some((f) => f.abilities.some(isStaticControl)));
  if (!couldHave) return [];
  const world = new Map<string, Working>();
  for (const o of objects) world.set(o.id, working(s, o, false));
  const out: StaticControl[] = [];
  for (const w of world.values()) {
    if (w.obj.phasedOut) continue;
    for (const ref of w.abilities) {
      if (!isStaticControl(ref.ability) || !ref.ability.appliesTo) continue;
      const unit: Unit = { id: `${w.obj.id}#${ref.index}`, timestamp: w.obj.timestamp, sourceName: w.name ?? w.obj.card.name, sourceId: w.obj.id, controller: w.obj.controller, parts: ref.ability.effects ?? [], kind: 'static', fixed: null, filter: ref.ability.appliesTo, selfOnly: false, ability: ref.ability };
      for (const id of affected(unit, world)) if (id !== w.obj.id) out.push({ objectId: id, controller: unit.controller, timestamp: unit.timestamp });
    }
  }
  return out;
}

function isStaticControl(a: Ability): a is StaticAbility {
  return a.kind === 'static' && ((a as StaticAbility).effects ?? []).some((e) => e.kind === 'gain-control' && e.who === undefined);
}
