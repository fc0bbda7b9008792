// Public entry point of the face-down rules engine (server/src/rules). Import from here, not from the modules.

export { Engine } from './engine';
export type { PutOptions, SetupResult, CastOptions, ResolveOptions, ApplyOptions, CharacteristicsView } from './engine';
export type { ActionResult, GameEvent } from './events';
export type {
  PlayerId,
  ZoneName,
  FaceDownOrigin,
  TurnUpMethod,
  Reason,
  GameObject,
  GameState,
  RuleModifierKind,
  TriggerRecord,
  CopiableValues,
  AbilityRef,
} from './game-state';
export type { Characteristics, ProvenanceStep, CharKey } from './layers';
export type { TurnUpAnswer, TurnUpOption, TurnUpChoice } from './turn-face-up';
export type { Visibility, ObjectView } from './visibility';
export { ORIGIN_LABEL, ORIGIN_CR, defaultProfile, wardProfile } from './face-down';
export { parseManaCost } from './mana';
