// Public entry point of the face-down rules engine (server/src/rules). Import from here, not from the modules.

export { Engine } from './engine/engine';
export type { PutOptions, SetupResult, CastOptions, ResolveOptions, ApplyOptions, CharacteristicsView } from './engine/engine';
export type { ActionResult, GameEvent } from './state/events';
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
} from './state/game-state';
export type { Characteristics, ProvenanceStep, CharKey } from './layers';
export type { TurnUpAnswer, TurnUpOption, TurnUpChoice } from './game/turn-face-up-action';
export type { Visibility, ObjectView } from './queries/visibility';
export { ORIGIN_LABEL, ORIGIN_CR, defaultProfile, wardProfile } from './state/face-down';
export { parseManaCost } from './state/mana';
export { reasonMessage } from './state/reasons';
