// Characteristics through the layer system (CR 613): the public face of rules/layers/ (layer 1 copiable values,
// layers 4–7 with dependency and timestamps, type-changing wording, provenance for hover and transcripts).

export type { CharKey, Characteristics, ComputeOptions, ProvenanceStep } from './types';
export { basicLandTypesNow, computeAllCharacteristics, computeCharacteristics, copiableValues, devotionNow } from './characteristics';
export { setFrozenListSharingEnabled, setWorldCacheEnabled, whileUnchanged } from './world';
export { objectInState } from './static-conditions';
