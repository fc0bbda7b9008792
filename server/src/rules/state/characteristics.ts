// An object's characteristics as the layer system leaves them (CR 109.3, 613): the values, where each came from
// (provenance, per layer), and notes on odd card data. The layers (rules/layers/) compute them; every floor reads them.

import type { Color, KeywordAbility } from '../../model/types';
import type { AbilityRef, CopiableValues, PtUnknown, Reason } from './game-state';

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
