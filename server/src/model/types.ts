// The semantic model: what a card *is*, independent of how it was written.
// Built from the AST by build-card.ts; consumed by the rules engine, the checks and the IDE features.
// Ranges are document offsets (start inclusive, end exclusive); line/character live only in lsp/.

import type { Span } from '../../../grammar/src/span';
export type { Span };

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLOR_ORDER: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
export const COLOR_NAMES: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** One mana symbol such as {2}, {U}, {W/U}, {2/B}, {G/P}, {X}, {C}, {S}. */
export interface ManaSymbol {
  /** The text between the braces, upper-cased as written: "2", "U", "W/U", "2/B", "G/P", "X". */
  text: string;
  kind: 'generic' | 'colored' | 'colorless' | 'hybrid' | 'twobrid' | 'phyrexian' | 'hybrid-phyrexian' | 'variable' | 'snow';
  /** Contribution to mana value (CR 202.3). X counts 0 outside the stack (CR 107.3). */
  manaValue: number;
  colors: Color[];
  span: Span;
}

export interface ManaCost {
  symbols: ManaSymbol[];
  /** CR 202.3 */
  manaValue: number;
  /** CR 105.2 / 202.2: the colors of the symbols. */
  colors: Color[];
  /** Canonical text, e.g. "{2}{U}{U}". */
  text: string;
  span: Span;
}

export interface TypeLine {
  supertypes: string[];
  cardTypes: string[];
  subtypes: string[];
  text: string;
  span: Span;
}

/** The face-down family and the other keyword abilities the engine cares about. */
export type FaceDownKeyword = 'Morph' | 'Megamorph' | 'Disguise';

/** A keyword ability instance, e.g. "Morph {2}{U}{U}" or "Ward {2}" or "Flying". */
export interface KeywordAbility {
  /** Canonical keyword name with official capitalization: "Morph", "Ward", "First strike". */
  keyword: string;
  /** Cost or parameter, when the keyword has one. */
  cost?: ManaCost;
  /** Non-mana cost text ("Pay 5 life") or a numeric parameter ("2" for "Bushido 2"). */
  parameter?: string;
  span: Span;
}

export type Duration = 'permanent' | 'until-end-of-turn';

/** Who an effect points at. */
export type TargetSpec =
  | { kind: 'self' }
  | { kind: 'target'; filter: ObjectFilter; count: number }
  | { kind: 'all'; filter: ObjectFilter }
  | { kind: 'it' } /** the object a previous effect of the same ability produced/affected, or the object the trigger event is about */
  /** An object chosen as the effect applies, without targeting ("a copy of any creature on the battlefield", CR 707.5, 115.1). */
  | { kind: 'chosen'; filter: ObjectFilter };

/** A description of a set of objects, as rules text states it ("face-down creature an opponent controls"). */
export interface ObjectFilter {
  /** "creature", "permanent", "artifact", "creature card" … */
  types: string[];
  faceDown?: boolean;
  faceUp?: boolean;
  controller?: 'you' | 'opponent' | 'any';
  nontoken?: boolean;
  other?: boolean;
  /** "with morph" */
  withKeyword?: string;
  /** Players can be chosen too: "target player" / "target opponent" (only players), "any target" (creature, planeswalker, battle or player; CR 115.4). */
  players?: 'only' | 'any-target';
  /** "enchanted creature" / "equipped creature": the object the ability's source is attached to (CR 303.4, 301.5). */
  attachment?: 'enchanted' | 'equipped';
  text: string;
}

/** The modeled effect vocabulary (language.md). Anything else stays text. */
export type Effect =
  | { kind: 'manifest'; count: number; span: Span }
  | { kind: 'manifest-dread'; span: Span }
  | { kind: 'cloak'; count: number; span: Span }
  | {
      kind: 'turn-face-down';
      target: TargetSpec;
      /** Face-down characteristics the effect lists instead of the default 2/2 (CR 708.2a). */
      characteristics?: FaceDownProfile;
      span: Span;
    }
  | { kind: 'turn-face-up'; target: TargetSpec; span: Span }
  | { kind: 'reveal'; target: TargetSpec; thenTurnFaceUpIfCreatureCard: boolean; span: Span }
  | { kind: 'lose-all-abilities'; target: TargetSpec; duration: Duration; span: Span }
  | { kind: 'become-copy'; target: TargetSpec; of: TargetSpec; duration: Duration; span: Span }
  | { kind: 'create-token-copy'; of: TargetSpec; span: Span }
  | { kind: 'modify-pt'; target: TargetSpec; power: number; toughness: number; duration: Duration; span: Span }
  | { kind: 'set-base-pt'; target: TargetSpec; power: number; toughness: number; duration: Duration; span: Span }
  | {
      kind: 'add-counters';
      target: TargetSpec;
      counter: string;
      /** The number of counters; 0 when `countIsX` (the number is X). */
      count: number;
      /** "enters with X +1/+1 counters": X is the value paid for the spell that became it, else 0 (CR 107.3m). */
      countIsX?: boolean;
      span: Span;
    }
  | {
      kind: 'become-type';
      target: TargetSpec;
      colors?: Color[];
      cardTypes: string[];
      subtypes: string[];
      /** "in addition to its other types" */
      additive: boolean;
      duration: Duration;
      span: Span;
    }
  /** `keywords` are keyword texts: "Flying", or with a parameter "Enchant creature" (an Aura's enchant ability, CR 303.4a). */
  | { kind: 'gain-keyword'; target: TargetSpec; keywords: string[]; duration: Duration; span: Span }
  /** "has "Equipped creature has flying."": grants a quoted ability (CR 613.1f, 113.1b); its effects get the later of
   * the object's and this effect's timestamps (613.7a). */
  | { kind: 'gain-ability'; target: TargetSpec; ability: Ability; duration: Duration; span: Span }
  /** "gain control of target creature (until end of turn)": a control-changing effect (layer 2, CR 613.1b). */
  | { kind: 'gain-control'; target: TargetSpec; duration: Duration; span: Span }
  /** "untap that creature" (CR 701.26b). */
  | { kind: 'untap'; target: TargetSpec; span: Span }
  /** "loses flying": removes those keyword abilities (CR 613.1f). */
  | { kind: 'lose-keyword'; target: TargetSpec; keywords: string[]; duration: Duration; span: Span }
  | { kind: 'zone-change'; target: TargetSpec; to: 'hand' | 'exile' | 'graveyard' | 'battlefield' | 'library'; faceDown?: boolean; how: 'return' | 'exile' | 'destroy' | 'sacrifice' | 'put'; span: Span }
  | { kind: 'face-down-cost-reduction'; amount: number; firstEachTurn: boolean; span: Span }
  /** "Creature spells you cast cost {1} less to cast" (CR 601.2f, 118.7): `amount` > 0 costs more, < 0 less (generic mana only). */
  | { kind: 'spell-cost-modifier'; amount: number; spellFilter?: ObjectFilter; caster: 'you' | 'opponents'; span: Span }
  | { kind: 'draw'; count: number; span: Span }
  | { kind: 'attach-self-to-it'; span: Span }
  /** "~ deals 3 damage to any target" (CR 120): the source is this object. */
  | { kind: 'deal-damage'; amount: number; target: TargetSpec; /** "it deals …": the object the ability's "it" names */ source: 'self' | 'it'; span: Span }
  /** "You gain 3 life", "Each opponent loses 2 life" (CR 119.3). */
  | { kind: 'life'; amount: number; who: 'you' | 'each-opponent'; span: Span }
  /** "Create a 1/1 white Soldier creature token with flying" (CR 111.4, 111.10). */
  | { kind: 'create-token'; count: number; power: number; toughness: number; colors: Color[]; cardTypes: string[]; subtypes: string[]; keywords: string[]; span: Span }
  /** "You may draw a card." — an optional instruction; its controller chooses as it resolves (CR 608.2d). */
  | { kind: 'may'; effects: Effect[]; span: Span }
  /** "At the beginning of the next end step, sacrifice it." — a delayed triggered ability (CR 603.7). */
  | { kind: 'delayed-trigger'; step: TurnStepName; effects: Effect[]; span: Span };

/**
 * One part of a cost (CR 118, 602.1a): "{2}{U}", "{T}", "Sacrifice two Mountains", "Pay 3 life", "Discard a card"…
 * `unknown` parts are costs the model doesn't understand (an action resting on them is inconclusive, never free).
 */
export type CostPart =
  | { kind: 'mana'; cost: string }
  | { kind: 'tap-self' }
  | { kind: 'untap-self' }
  | { kind: 'pay-life'; amount: number }
  /** Sacrifice / return to hand / exile / tap untapped permanents matching `filter` (`self`: this permanent). */
  | { kind: 'sacrifice' | 'return-to-hand' | 'tap-untapped' | 'exile'; count: number; filter?: ObjectFilter; self?: boolean; from?: 'battlefield' | 'graveyard' | 'hand' }
  | { kind: 'discard' | 'reveal'; count: number; filter?: ObjectFilter; random?: boolean; wholeHand?: boolean; self?: undefined }
  | { kind: 'remove-counters'; count: number; counter: string }
  | { kind: 'unknown'; text: string };

/** The steps of a turn that abilities name (CR 500.1): "at the beginning of your upkeep", "… of the next end step". */
export type TurnStepName =
  | 'upkeep' | 'draw' | 'precombat-main' | 'beginning-of-combat' | 'declare-attackers' | 'declare-blockers'
  | 'combat-damage' | 'end-of-combat' | 'postcombat-main' | 'end' | 'cleanup';

/** Face-down characteristics (CR 708.2). Default: 2/2 creature, nothing else. */
export interface FaceDownProfile {
  power: number;
  toughness: number;
  cardTypes: string[];
  subtypes: string[];
  keywords: KeywordAbility[];
}

export type TriggerEvent =
  | { kind: 'self-turned-face-up' }
  | { kind: 'self-enters' }
  | { kind: 'self-enters-or-turned-face-up' }
  | { kind: 'self-dies' }
  | { kind: 'permanent-you-control-turned-face-up' }
  | { kind: 'you-turn-permanent-face-up' }
  | { kind: 'face-down-creature-you-control-enters' }
  | { kind: 'creature-enters'; filter: ObjectFilter }
  | { kind: 'you-manifest-dread' }
  /** "At the beginning of your upkeep / each end step / combat on your turn" (CR 503.1a, 513.1a, 507.1). */
  | { kind: 'beginning-of-step'; step: TurnStepName; whose: 'your' | 'each' | 'opponents' }
  | { kind: 'other'; text: string };

export type AbilityKind = 'keyword' | 'triggered' | 'activated' | 'static' | 'spell' | 'replacement' | 'text';

interface AbilityBase {
  /** The whole rules line as written (reminder text included). */
  text: string;
  span: Span;
  /** Reminder text found in parentheses on this line, without the parentheses. */
  reminder?: { text: string; span: Span };
  /** Ability word ("Eerie") before an em dash. */
  abilityWord?: string;
  /** Sentences of this line the model did not understand (unmodeled-text hints). */
  unmodeled: Span[];
}

export interface KeywordLineAbility extends AbilityBase {
  kind: 'keyword';
  keywords: KeywordAbility[];
}

export interface TriggeredAbility extends AbilityBase {
  kind: 'triggered';
  event: TriggerEvent;
  /** "When", "Whenever" or "At". */
  trigger: string;
  effects: Effect[];
}

export interface ActivatedAbility extends AbilityBase {
  kind: 'activated';
  cost: { mana?: ManaCost; tap: boolean; text: string; span: Span };
  effects: Effect[];
}

/** A static ability; "As this … is turned face up" replacements are kind 'replacement' (CR 614.1e). */
export interface StaticAbility extends AbilityBase {
  kind: 'static' | 'replacement';
  effects: Effect[];
  /** For static P/T modifications: who they affect ("Face-down creatures you control get +1/+1"). */
  appliesTo?: ObjectFilter;
  /** "As this creature enters" (614.1c) vs "as it is turned face up" (614.1e). */
  replacementEvent?: 'enters' | 'turned-face-up' | 'enters-or-turned-face-up';
}

export interface SpellAbility extends AbilityBase {
  kind: 'spell';
  effects: Effect[];
}

export interface TextAbility extends AbilityBase {
  kind: 'text';
}

export type Ability = KeywordLineAbility | TriggeredAbility | ActivatedAbility | StaticAbility | SpellAbility | TextAbility;

export interface Face {
  name: string;
  nameSpan: Span;
  manaCost: ManaCost | null;
  typeLine: TypeLine | null;
  power?: string;
  toughness?: string;
  loyalty?: string;
  defense?: string;
  colorIndicator?: Color[];
  rarity?: string;
  flavor?: string;
  abilities: Ability[];
  span: Span;
}

export interface Card {
  /** Full card name; for split cards "Fire // Ice". */
  name: string;
  nameSpan: Span;
  /** faces[0] is the front face; faces[1] the back face of a two-faced card. */
  faces: Face[];
  /** Document the card comes from. */
  uri: string;
  span: Span;
}

/** A face's derived facts the engine and checks reuse. */
export interface FaceFacts {
  colors: Color[];
  manaValue: number;
  isCreature: boolean;
  keywords: KeywordAbility[];
}
