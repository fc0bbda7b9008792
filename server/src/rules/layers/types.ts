// The values the layer system computes (CR 613): characteristics with their provenance, and the working record
// each object carries through the layers.

import type { Color, ManaCost } from '../../model/types';
import type { AbilityRef, CopiableValues, GameObject, Reason } from '../state/game-state';
import type { KeywordAbility } from '../../model/types';

export type CharKey = 'name' | 'manaCost' | 'colors' | 'types' | 'abilities' | 'power' | 'toughness';

export interface ProvenanceStep {
  /** "printed", "1a", "1b", "4", "5", "6", "7a", "7b", "7c", "7d". */
  layer: string;
  source: string;
  detail: string;
  cr: string[];
}

export interface Characteristics {
  name: string | null;
  manaCost: string | null;
  manaValue: number;
  colors: Color[];
  supertypes: string[];
  cardTypes: string[];
  subtypes: string[];
  abilities: AbilityRef[];
  keywords: KeywordAbility[];
  /** "Ward {2}", "Morph {1}{U}", "Flying" … */
  keywordLabels: string[];
  power: number | null;
  toughness: number | null;
  /** Present when the power and/or toughness is unknown (a "*" no understood text defines, CR 208.2): `power`/`toughness` then hold the printed number part, not a fact. */
  ptUnknown?: PtUnknown;
  /** Whether these were computed as face down (false for the "if it were face up" view). */
  faceDown: boolean;
  /** The layer-1 result (CR 613.2c). */
  copiable: CopiableValues;
  provenance: Record<CharKey, ProvenanceStep[]>;
  notes: Reason[];
}

/**
 * Power and/or toughness the engine can't tell: a printed "*" (CR 208.2) whose defining text it doesn't carry out.
 * Never read as 0: nothing is decided on it (CR 704.5f/g don't put the creature into a graveyard), and an outcome
 * resting on it is inconclusive.
 */
export interface PtUnknown {
  power: boolean;
  toughness: boolean;
  /** Why: the printed P/T with its star, or the text not carried out that may set it ("it becomes a copy of …"). */
  why: string;
}

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

export function emptyProv(): Record<CharKey, ProvenanceStep[]> {
  return { name: [], manaCost: [], colors: [], types: [], abilities: [], power: [], toughness: [] };
}

export function provAll(p: Record<CharKey, ProvenanceStep[]>, step: ProvenanceStep): void {
  for (const k of Object.keys(p) as CharKey[]) p[k].push(step);
}
