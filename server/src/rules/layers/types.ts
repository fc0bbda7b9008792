// The values the layer system computes (CR 613): characteristics with their provenance, and the working record
// each object carries through the layers.

import type { Ability, Effect, ObjectFilter, Quantity } from '../../model/types';
import type { ChosenValues, CombatState, CopiableValues, GameObject, PlayerId, PtUnknown, Reason } from '../state/game-state';
import type { CharKey, ProvenanceStep } from '../state/characteristics';

export type { PtUnknown } from '../state/game-state';
export type { CharKey, Characteristics, ProvenanceStep } from '../state/characteristics';

export interface ComputeOptions {
  /** Compute what it would be if it were face up, with the continuous effects that apply now (CR 702.37e, 708.8). */
  assumeFaceUp?: boolean;
}

/** One object's characteristics while the layers are applied to it: the copiable ones, as later layers change them. */
export interface Working extends Omit<CopiableValues, 'fromFaceDown' | 'label' | 'ptUnknown'> {
  /** Unknown power/toughness while the layers apply (CR 208.2): cleared by a CDA the engine counts (7a) or a set value (7b). */
  ptUnknown?: PtUnknown;
  obj: GameObject;
  faceDown: boolean;
  copiable: CopiableValues;
  prov: Record<CharKey, ProvenanceStep[]>;
  notes: Reason[];
}

/**
 * A provenance record to be filled by layer 1 (layer-one.ts: its every path gives each characteristic a first step by
 * `provAll`, which replaces an empty list by a list of that step): its lists are one shared frozen empty list, not seven
 * made per working record and dropped at once (a pass makes a record per object). Frozen: a push would throw.
 */
export function emptyProv(): Record<CharKey, ProvenanceStep[]> {
  return { name: NO_STEPS, manaCost: NO_STEPS, colors: NO_STEPS, types: NO_STEPS, abilities: NO_STEPS, power: NO_STEPS, toughness: NO_STEPS };
}
const NO_STEPS = Object.freeze([]) as unknown as ProvenanceStep[];

const CHAR_KEYS: readonly CharKey[] = ['name', 'manaCost', 'colors', 'types', 'abilities', 'power', 'toughness'];

/**
 * Adds `step` to every characteristic's provenance. An empty list (a new record's: every layer pass makes one per object)
 * is replaced by a list of the one step rather than grown, which would reserve room for 17; a list of one (layer 1's
 * first step, then a copy or the face-down values: every face-down permanent of every pass) by a list of the two, for
 * the same reason. Only layer 1 calls it, before anything else holds the lists.
 */
export function provAll(p: Record<CharKey, ProvenanceStep[]>, step: ProvenanceStep): void {
  for (let i = 0; i < CHAR_KEYS.length; i++) {
    const k = CHAR_KEYS[i]!;
    const list = p[k];
    if (list.length === 0) p[k] = [step];
    else if (list.length === 1) p[k] = [list[0]!, step];
    else list.push(step);
  }
}

export type Layer = '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d';
/** CR 613.1d–g, 613.4: the layers and sublayers after layer 1 in order. Layers 2 (control) and 3 (text) have no
 * effects in the model vocabulary: control is an object status set by actions, text-changing is not modeled. */
export const LAYERS: readonly Layer[] = ['4', '5', '6', '7a', '7b', '7c', '7d'];

export interface Unit {
  id: string;
  timestamp: number;
  sourceName: string;
  sourceId: string;
  controller: PlayerId;
  parts: Effect[];
  kind: 'resolved' | 'static' | 'cda';
  /** The affected set once determined: locked as a resolved effect began (611.2c), or as this effect first
   * applied in this computation (613.6); null until then for a static ability. */
  fixed: string[] | null;
  filter: ObjectFilter | null;
  /** The combat when a static ability's unit was collected, for its filter's "attacking" / "blocking" (CR 506.4). */
  combat?: CombatState | null;
  selfOnly: boolean;
  /** A static ability or CDA exists only while its source has it (the "existence" of CR 613.8a). */
  ability?: Ability;
  /** Granted by another effect: at an equal timestamp it stays after the object's own abilities (613.7a). */
  granted?: boolean;
  /** A P/T CDA's count over the game state as the layer applies (CR 604.3, 613.4a); undefined when it can't count. */
  measure?: (q: Quantity, world: Map<string, Working>, about?: string) => number | undefined;
  /** A static's "for each <quantity>" that isn't objects (domain, devotion, counters on itself; CR 613.4c). `about`: the
   * object the layer-7c effect applies to ("for each Equipment attached to it", model/abilities/per-affected.ts). */
  perMeasure?: (q: Quantity, world: Map<string, Working>, about?: string) => number | undefined;
  /** A static ability's "as long as …" about other permanents: whether it exists in the world as the layers stand (CR 611.3a, 613.8a). */
  holds?: (world: Map<string, Working>) => boolean;
  /** A resolved effect's choices, fixed as it began (CR 608.2d); a static ability reads its source's (607.2d). */
  chosen?: ChosenValues;
}
