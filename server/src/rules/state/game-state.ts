// The engine's game state: players, zones, objects with their statuses, continuous effects, the stack, logs.
// Plain data mutated only by the rules modules; the Engine facade (engine.ts) is the public entry point.

import type { Ability, Card, Color, Duration, Effect, FaceDownProfile, KeywordAbility, LastingCondition, ManaCost, ObjectFilter, Span, TriggeredAbility } from '../../model/types';
import type { Message } from '../../i18n';
import type { DiagnosticCode } from '../../diagnostics/registry';

export type PlayerId = 'you' | 'opponent';
export const PLAYERS: readonly PlayerId[] = ['you', 'opponent'];
export function otherPlayer(p: PlayerId): PlayerId {
  return p === 'you' ? 'opponent' : 'you';
}

export type ZoneName = 'library' | 'hand' | 'battlefield' | 'stack' | 'graveyard' | 'exile' | 'command';
export const ZONE_ORDER: readonly ZoneName[] = ['battlefield', 'stack', 'hand', 'library', 'graveyard', 'exile', 'command'];

/** How an object became face down (CR 708.6 asks players to track this). */
export type FaceDownOrigin =
  | 'morph' // cast with morph, CR 702.37c
  | 'megamorph' // CR 702.37b
  | 'disguise' // CR 702.168b
  | 'manifest' // CR 701.40a
  | 'manifest-dread' // CR 701.62a
  | 'cloak' // CR 701.58a
  | 'turned-face-down' // turned face down by an effect (Ixidron-like), CR 708.2a
  | 'put-face-down' // put onto the battlefield face down by an effect, CR 708.3
  | 'cast-face-down-effect'; // cast face down through an effect (Illusionary-Mask-like), CR 708.4

export type TurnUpMethod = 'morph' | 'megamorph' | 'disguise' | 'mana-cost';

/**
 * A reason for a legality answer or a notable outcome, ready to become a diagnostic: what happened and why as a typed
 * catalog message (`why`: an id of i18n/en/rules.ts and its parameters — card names, costs, zones, other reasons),
 * worded in the reader's language at the edge, never by the engine; and the CR sections it rests on. The engine has
 * no English of its own (test/architecture/engine-words.test.ts).
 */
export interface Reason {
  code?: DiagnosticCode;
  why: Message;
  cr: string[];
}

export interface FaceDownState {
  origin: FaceDownOrigin;
  /** The face-down characteristics (CR 708.2): the default 2/2, ward {2} for disguise/cloak, or listed values. */
  profile: FaceDownProfile;
  /** Entry order among face-down objects (CR 708.6): 1, 2, 3 … over the whole game. */
  order: number;
  /** Illusionary-Mask-like replacement: turned face up instead when it would deal/be dealt damage or become tapped. */
  turnUpOnDamageOrTap?: boolean;
}

/** An ability together with where it came from (for provenance and trigger reports). */
/** A color, creature type or card name chosen for an object by one of its abilities (CR 607.2d). */
export interface ChosenValues {
  color?: Color;
  creatureType?: string;
  cardName?: string;
  /** "choose an opponent" (CR 102.1): the player chosen. */
  player?: PlayerId;
  /** "choose a land type" / "a basic land type" (CR 205.3i, 305.6): the land type chosen. */
  landType?: string;
  /** "choose a card type" (CR 205.2a): the card type chosen. */
  cardType?: string;
}

export interface AbilityRef {
  ability: Ability;
  /** Index in the abilities list of the face it was printed on (-1 for granted/face-down abilities). */
  index: number;
  /** Name of the card/face that printed it, or a description ("face-down characteristics"). */
  from: string;
  /** A keyword granted by a continuous effect: the id of the object whose ability or resolved spell granted it
   * (CR 702.16n: "This effect doesn't remove ~" reads the protection its own effect grants). */
  grantedBy?: string;
}

/** Copiable values (CR 707.2, 613.2c): the result of layer 1. */
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

export interface CopiableValues {
  name: string | null;
  manaCost: ManaCost | null;
  colors: Color[];
  supertypes: string[];
  cardTypes: string[];
  subtypes: string[];
  abilities: AbilityRef[];
  power: number | null;
  toughness: number | null;
  /** A printed "*" the values don't define (CR 208.2; rules/layers/cda-values.ts): a copy carries it (707.2). */
  ptUnknown?: PtUnknown;
  /** True when these values are face-down values (708.2) — a copy made from them is a "vanilla" 2/2 (707.2). */
  fromFaceDown: boolean;
  /** Human-readable origin ("Glacial Stalker printed values", "face-down values (708.2a)"). */
  label: string;
}

export interface GameObject {
  /** Object identity. A zone change makes a new object with a new id (CR 400.7). */
  id: string;
  /** Physical card identity, stable across zone changes ("c3"); tokens "t1", spell copies "k1". */
  cardId: string;
  card: Card;
  token: boolean;
  /** Tokens and spell copies made as copies start from these values instead of a printed card. */
  baseValues?: CopiableValues;
  spellCopy: boolean;
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  faceDown: FaceDownState | null;
  /** CR 702.95b: the creature this one is paired with by a soulbond ability (rules/game/soulbond.ts); unpaired when absent. */
  pairedWith?: string;
  /** A card exiled face down (CR 406.3): no characteristics, not a 2/2. */
  exiledFaceDown: boolean;
  /** Back face up (transformed DFC). */
  transformed: boolean;
  /** How many stack objects had been made when it last transformed (CR 701.27f: an ability of it put on the stack
   * before then doesn't transform it again). */
  transformedAt?: number;
  tapped: boolean;
  phasedOut: boolean;
  /** CR 702.26a: the player under whose control it phased out (it phases in during that player's untap step). */
  phasedOutUnder?: PlayerId;
  /** CR 702.26g: it phased out with the permanent it is attached to, and phases in only along with it. */
  phasedIndirectly?: boolean;
  counters: Record<string, number>;
  /** CR 613.7c: when the counters of each kind were last put on it (all counters of a kind share the newest timestamp). */
  counterTimestamps?: Record<string, number>;
  /** CR 702.104a–b: whether the opponent chosen as it entered put its tribute counters on it (absent: it had no tribute choice). */
  tributePaid?: boolean;
  damage: number;
  /** CR 701.19a, 614.8: regeneration shields made this turn, each replacing the next destruction (they end at cleanup, 514.2). */
  regenerationShields?: number;
  attachedTo: string | null;
  timestamp: number;
  /** Revealed to everyone while it stays this object (CR 708.9, 708.12). */
  revealed: boolean;
  /** CR 701.37b: monstrous, a designation it keeps while it stays this object on the battlefield. */
  monstrous?: boolean;
  /** CR 702.112b: renowned, likewise. */
  renowned?: boolean;
  /** CR 716.2a–b, 716.2d: a Class's level (a designation, not copiable; none is level 1), kept while it stays this object. */
  classLevel?: number;
  /** CR 702.128b: a token created by a resolving embalm (eternalize) ability. */
  madeBy?: 'embalmed' | 'eternalized';
  /** CR 114.1, 114.4: an emblem in the command zone (rules/state/emblems.ts): its abilities function there. */
  emblem?: boolean;
  /** CR 614.6, 702.84a: "If it would leave the battlefield, exile it instead of putting it anywhere else" applies to it
   * (an unearthed permanent), while it stays this object on the battlefield (400.7). */
  exiledIfLeaving?: boolean;
  /** Players an effect allows to look at it (CR 708.5 "unless an effect says so"). */
  lookers: PlayerId[];
  /** Its controller before control-changing effects applied (layer 2); restored when they end. */
  controlBase?: PlayerId;
  /** Under its controller's control continuously since their most recent turn began (CR 302.6). */
  sinceTurnStart: boolean;
  /** The timestamp count when it last came under its controller's control (entering, or a control change): compared
   * with when upkeeps began (`upkeepsBegan`, CR 702.30a echo). Absent for a permanent a scenario set up: not seen. */
  controlledSince?: number;
  /** The turn it entered the battlefield as this object (CR 400.7; "as long as it entered the battlefield this turn",
   * rules/state/history-conditions.ts). Absent for a permanent a scenario set up: not seen. */
  enteredTurn?: number;
  /** The turn a loyalty ability of this permanent was last activated (CR 606.3: once each turn). */
  loyaltyActivatedTurn?: number;
  /** Ability index → the turn it was last activated (CR 602.5b: "Activate only once each turn"). */
  activated?: Record<number, number>;
  /** Ability index → how many times it was activated in the turn `activated` names (CR 602.5b: "Activate no more than
   * twice each turn"). */
  activatedTimes?: Record<number, number>;
  /** Ability index → the turn it last began to resolve and how many times it did in that turn (CR 608.2c: "if this is the
   * second time this ability has resolved this turn"; rules/queries/ability-count.ts). */
  resolved?: Record<number, { turn: number; n: number }>;
  /** CR 702.143a, 702.143c: foretold — exiled face down by the special action of foretell, in this turn (it may be cast
   * for its foretell cost only after that turn has ended). */
  foretoldTurn?: number;
  /** CR 702.88a: exiled by its rebound as it resolved: at the beginning of this player's next upkeep they may cast it
   * from exile without paying its mana cost (a delayed trigger, 603.7; kept while it stays this object, 400.7). */
  reboundFor?: PlayerId;
  /** CR 702.62a: it gains haste while this player controls the spell or the permanent it becomes (cast by its suspend). */
  suspendHasteFor?: PlayerId;
  /** It entered the battlefield from a resolving spell (the spell was cast). */
  wasCast: boolean;
  /** The zone the spell that became this permanent was cast from (CR 400.7d, 603.4 "if you cast it from your hand"). */
  castFrom?: ZoneName;
  /** How many times the spell that became this permanent was kicked (CR 400.7d, 702.33d); absent: not kicked. */
  kicked?: number;
  /** The keyword costs paid to cast the spell that became this permanent ("if its evoke cost was paid", CR 400.7d, 702.74a); absent: none. */
  costsPaid?: string[];
  /** The mana spent to cast the spell that became this permanent, as symbols ("{U}{U}{G}"; "" none), CR 601.2h, 400.7d;
   * absent: not known (cast without the scenario's `mana is paid`, or not cast). */
  manaSpent?: string;
  /** Choices its own abilities made ("As this enters, choose a color", CR 614.12a), which its abilities that refer to
   * "the chosen color" use (linked abilities, 607.2d); absent: none made (607.5a: such a reference does nothing). */
  chosen?: ChosenValues;
  /** X of the spell that became this permanent (CR 107.3m: its enters-the-battlefield triggers use it). */
  castX?: number;
  /** X chosen for the turn-face-up cost (CR 702.37f, 107.3d). */
  xValue: number | null;
  /** It has been turned face up at least once as this object (Illusionary Mask wording). */
  turnedFaceUpOnce: boolean;
  /** Merged permanents (CR 729): the other components, below the top card. */
  components: Card[];
  /** Room doors unlocked (CR 709.5). */
  unlockedDoors: string[];
  /** Present while on the stack as a spell. */
  spell?: SpellInfo;
}

export interface SpellInfo {
  caster: PlayerId;
  faceDown: boolean;
  method?: 'morph' | 'megamorph' | 'disguise' | 'effect';
  targets: string[];
  copying?: string;
  cost: string;
  payWard: boolean;
  /** The zone it was cast from (CR 601.2a). */
  from?: ZoneName;
  /** The value of X chosen as it was cast (CR 107.3a); its "enters with X" replacement uses it (CR 107.3m). */
  x?: number;
  /** How its divided effect is divided among its targets, in target order (CR 601.2d). */
  division?: number[];
  /** Modes chosen as it was cast, 1-based (CR 700.2a). */
  modes?: number[];
  /** Cast for its flashback cost (CR 702.34a): exiled instead of anywhere else as it leaves the stack. */
  flashback?: boolean;
  /** Cast with a keyword that exiles it as it leaves the stack (CR 702.133a jump-start). */
  exiledWith?: string;
  /** How many times it was kicked (CR 702.33d, 702.33c); absent: not kicked. */
  kicked?: number;
  /** The keywords whose costs were paid to cast it, lower case (CR 601.2b, 601.2f: "buyback", "entwine", "evoke"). */
  costsPaid?: string[];
  /** The mana spent to cast it, as symbols ("{B}{B}{G}"; "" none), CR 601.2h; absent: not known — the scenario casts
   * without `mana is paid`, so how its cost was paid was never said. */
  manaSpent?: string;
  /** CR 702.103e: cast bestowed, it ceased to be bestowed as it began resolving (its target illegal). */
  bestowEnded?: boolean;
  /** CR 702.140b: cast for its mutate cost, it ceased to be a mutating creature spell as it began resolving (its target illegal). */
  mutateEnded?: boolean;
  /** CR 709.3, 709.3b: the half of a split card cast (0 the left half); absent: the whole card (one face, or fused, 702.102b). */
  half?: number;
  /** CR 702.56a: how many times its replicate cost was paid; absent: none. */
  replicated?: number;
  /** CR 307.1: cast any time a sorcery couldn't have been cast (its own "If you cast it any time …", rules/game/stack.ts). */
  atNonSorceryTime?: boolean;
  /** CR 702.47a, 702.47c: the cards spliced onto it, in the order their effects happen; it has their rules text while on the stack (702.47e). */
  spliced?: Card[];
}

/** An activated or triggered ability on the stack (CR 113.3). */
export interface StackAbility {
  kind: 'ability';
  id: string;
  sourceId: string;
  sourceName: string;
  abilityIndex: number;
  controller: PlayerId;
  effects: Effect[];
  targets: string[];
  triggered: boolean;
  /** The object the trigger event is about (the permanent that entered / was turned face up), or the object an
   * activated ability's cost moved ("exile a card …: you may play that card"): its text's "it" (CR 603.2, 608.2c). */
  triggerObject?: string;
  /** The other object the trigger event names ("~ becomes blocked by a creature": the blocker), its text's "that
   * creature" (CR 509.3d, 603.2). */
  eventObject?: string;
  /** A zone-change trigger's source as the new object it became in a public zone (CR 400.7e): its "this"/"it". */
  movedSourceId?: string;
  /** An activated ability: the one permanent its cost tapped, its "the creature tapped this way" (CR 602.2, 701.26a). */
  costTapped?: string;
  /** A step trigger ("at the beginning of each opponent's upkeep"): the player whose step it is, its "that player" (CR 503.1a);
   * a combat damage trigger ("deals combat damage to an opponent"): the player dealt the damage (510.3a). */
  triggerPlayer?: PlayerId;
  /** The player a condition's "that player" names (CR 503.1a): a step trigger's (effect-descriptors.ts conditionPlayerTold). */
  conditionPlayer?: PlayerId;
  /** How much the trigger event was ("deals damage, you gain that much life": the damage dealt, CR 603.2). */
  eventAmount?: number;
  /** A ward trigger (CR 702.21a): counters this spell/ability unless its controller pays. */
  wardAgainst?: string;
  wardCost?: string;
  /** A modal ability (CR 700.2): its "choose one —" ability and the bulleted modes after it; `effects` are the chosen modes'. */
  modal?: Ability[];
  /** The modes chosen, 1-based (CR 603.3c, 700.2a–b). */
  modes?: number[];
  /** The value of X: announced with the activation cost (CR 107.3a, 602.2b), the X of the spell that became an entering
   * permanent (107.3m), or chosen as a triggered ability is put on the stack (107.3f); absent: unknown. */
  x?: number;
  /** X was chosen by the scenario as the triggered ability was put on the stack (not defined by 107.3m). */
  xChosen?: boolean;
  /** A divided effect's amounts for its targets, in target order (CR 601.2d via 602.2b, 603.3d). */
  division?: number[];
  /** Its source and text as written (card text, never translated). */
  description: string;
  /** An ability the engine words itself (ward, a delayed trigger): what it says, as a catalog message. */
  said?: Message;
  /** A triggered ability a keyword stands for that the engine resolves itself (rules/game/keyword-trigger-resolution.ts): madness's
   * "cast it for its madness cost or put it into your graveyard" (CR 702.35a), rebound's delayed cast (702.88a), suspend's
   * time counter and cast (702.62a), storm's copies (702.40a), cascade (702.85a); `objectId`: the card or spell it is about; `count`: storm's
   * number of other spells cast before it this turn, as it triggered. */
  keywordTrigger?: { keyword: 'madness' | 'rebound' | 'suspend-counter' | 'suspend-cast' | 'storm' | 'cascade' | 'replicate' | 'miracle' | 'casualty' | 'soulbond'; objectId: string; span: Span; count?: number;
    /** CR 702.95a: soulbond's second ability, the creature that entered (to be paired with `objectId`). */
    partnerId?: string };
}

export type StackEntry = { kind: 'spell'; id: string } | StackAbility;

/** A continuous effect from a resolved spell/ability or an applied effect (affected set locked, CR 611.2c), or a copy effect. */
export interface ContinuousEffect {
  id: string;
  timestamp: number;
  sourceName: string;
  sourceId: string;
  controller: PlayerId;
  effect: Effect;
  /** Object ids the effect applies to (locked in when it began). */
  affected: string[];
  /** CR 611.2c: a resolved combat restriction on "all" objects of a description that reads nothing fixed as it began
   * (model/abilities/live-filter.ts): it applies to whatever fits the description each time, not to `affected`. */
  live?: true;
  duration: Duration;
  /** For copy effects (layer 1a): the copied values, fixed when the effect began. */
  copyValues?: CopiableValues;
  /** Copy effects from "as … enters or is turned face up" abilities end when it is turned face down (Vesuvan-like). */
  endsWhenTurnedFaceDown?: boolean;
  /** The choices it refers to ("protection from the chosen color"), as they were when it began: made as its spell or
   * ability resolved (CR 608.2d) or by its source's linked ability (607.2d). */
  chosen?: ChosenValues;
  /** "for as long as ~ remains tapped / you control ~ / ~ remains on the battlefield" (CR 611.2b, rules/state/lasting.ts). */
  lasting?: LastingCondition;
  /** "until your next turn" / "until your next upkeep" (CR 611.2a): it ends as that player's next turn or upkeep step
   * begins (rules/state/until-next.ts). */
  endsAt?: { player: PlayerId; at: 'turn' | 'upkeep' };
}

/** One resolved "If … would die / be put into your graveyard this turn, exile it instead" (CR 614.1a). */
export interface ExiledInsteadThisTurn {
  event: string;
  objects?: string[];
  filter?: ObjectFilter;
  controller: PlayerId;
  sourceId: string;
  sourceName: string;
}

/**
 * Rule modifiers: static abilities the model vocabulary can't express yet (Torpor-Orb-like, Containment-Priest-like,
 * "creatures can't enter", "creature spells have flash", casting creature spells from the top of the library).
 * The caller adds them with a source label; the engine applies them by rule, not by card name.
 */
export type RuleModifierKind =
  | 'enter-triggers-suppressed'
  | 'uncast-nontoken-creatures-exiled-instead'
  | 'creatures-cant-enter'
  | 'creature-spells-have-flash'
  | 'cast-creature-spells-from-library-top';

export interface RuleModifier {
  kind: RuleModifierKind;
  controller: PlayerId;
  source: string;
}

export interface TriggerRecord {
  sourceId: string;
  cardId: string;
  cardName: string;
  abilityIndex: number;
  event: string;
  stackId: string;
}

/** The steps of a turn (CR 500.1): beginning phase, precombat main, combat (506.1), postcombat main, ending phase. */
export type TurnStep =
  | 'untap' | 'upkeep' | 'draw' | 'main1' | 'beginning-of-combat' | 'declare-attackers' | 'declare-blockers'
  | 'first-strike-damage' | 'combat-damage' | 'end-of-combat' | 'main2' | 'end' | 'cleanup';

/** The combat in progress (CR 506): attacking creatures and whom they attack, blocks in damage-assignment order. */
export interface CombatState {
  attackers: Record<string, PlayerId>;
  attackersDeclared: boolean;
  /** attacker id → the creatures blocking it, in the order they were declared. */
  blocks: Record<string, string[]>;
  blockersDeclared: boolean;
  /** Creatures that dealt combat damage in the first-strike damage step (CR 510.4). */
  dealtFirstStrike: string[];
  /** Attackers that became blocked creatures (CR 509.1h: they stay blocked even if their blockers are removed from combat). */
  blocked?: string[];
  /** attacker id → the planeswalker or battle it attacks (CR 506.3, 508.1b); absent: it attacks the player. */
  attacking?: Record<string, string>;
  /** The players creatures were declared attacking this combat, not planeswalkers or battles (CR 508.1b; 702.121a melee), and by whom. */
  playersAttacked?: { by: PlayerId; players: PlayerId[] };
  /** creature id → how its controller divides its combat damage in the next damage step (CR 510.1c–d); recipients are ids or players. */
  assignments?: Record<string, { to: string; amount: number }[]>;
  /** attacker id → whether it assigns its combat damage as though it weren't blocked, chosen once (CR 510.1c, 609.4). */
  asThoughUnblocked?: Record<string, boolean>;
  /** Creatures declared as attackers or blockers this combat (CR 508.1a, 509.1a), kept when one is later removed from
   * combat (506.4): "if ~ attacked or blocked this combat" (rules/queries/facts.ts). */
  declared?: string[];
}

/**
 * A permission an effect gave a player to cast (or play) one object from the zone it is in (CR 601.2a, 305.1, 116.2a):
 * "You may cast that card this turn", "… without paying its mana cost" (118.9). It is the object's: once the card
 * changes zones it is a new object and the permission is gone (400.7).
 */
export interface CastPermission {
  objectId: string;
  player: PlayerId;
  /** "play": lands too (a land is played, not cast). */
  play: boolean;
  /** "without paying its mana cost" (CR 118.9). */
  free: boolean;
  /** The turn it lasts ("this turn"); absent: as long as the object stays where it is. */
  turn?: number;
  /** "until the end of your next turn" (CR 611.2a): until that player's next turn, whose number is then set as `turn`. */
  untilNextTurnOf?: PlayerId;
  sourceName: string;
}

/** A delayed triggered ability waiting for its step (CR 603.7): "at the beginning of the next end step, sacrifice it". */
export interface DelayedTrigger {
  step: TurnStep;
  effects: Effect[];
  controller: PlayerId;
  sourceId: string;
  sourceName: string;
  /** The objects its "it" names (what the creating effect acted on, CR 603.7c). */
  it: string[];
  description: string;
  /** What it says, as a catalog message (StackAbility.said). */
  said?: Message;
  /** "your next upkeep": only that step of a turn of this player (its controller, CR 603.7d–e) triggers it. */
  inTurnOf?: PlayerId;
  /** CR 505.1: "your next main phase": either main phase, whichever begins first (`step` or this one). */
  orStep?: TurnStep;
  /** CR 603.7b: "… this turn": only a step of this turn triggers it; the turn over, it is gone. */
  turn?: number;
}

/** A delayed triggered ability about one object (CR 603.7c): "When that creature dies / leaves the battlefield this turn, …". */
export interface DelayedObjectTrigger {
  /** The object it waits for: to die (put into a graveyard from the battlefield, CR 700.4) or to leave the battlefield. */
  objectId: string;
  event: 'dies' | 'leaves';
  /** "this turn": the turn it was created in; it doesn't trigger in another (CR 603.7b). */
  turn: number;
  effects: Effect[];
  controller: PlayerId;
  sourceId: string;
  sourceName: string;
  description: string;
}

/**
 * A delayed triggered ability that lasts this turn (CR 603.7b): "Whenever a creature attacks this turn, …", "Until end
 * of turn, whenever …" (rules/triggers/turn-delayed-triggers.ts).
 */
export interface TurnDelayedTrigger {
  /** Its source as it was when the ability was created, controlled by the player who controlled that spell or ability (CR 603.7d–e). */
  src: GameObject;
  /** The ability it is: its event, and what it does. */
  ability: TriggeredAbility;
  /** The turn it was created in; it doesn't trigger in another (CR 603.7b). */
  turn: number;
  /** "your next … spell": it triggers only the next time its event happens (CR 603.7b); `fired` once it did. */
  once: boolean;
  fired?: boolean;
  /** "When a creature dealt damage this way dies this turn" (CR 603.7c, 608.2c): the objects (their battlefield ids) the
   * creating spell or ability dealt damage to as it resolved; only their leaving triggers it. */
  objects?: readonly string[];
}

/** An object's characteristics as a filter reads them (rules/state/filters.ts). */
export interface FilterView {
  /** Its name, for "with the chosen name" (null: no name, CR 201.2a). */
  name?: string | null;
  cardTypes: readonly string[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  colors: readonly Color[];
  keywords: readonly KeywordAbility[];
  /** All its abilities as the layers leave them so far ("with no abilities", CR 613.1f then 613.4c); else its keywords are read. */
  abilities?: readonly unknown[];
  /** For "with mana value 4 or greater", "with power 2 or less" (CR 202.3, 208); unknown values match nothing. */
  manaValue?: number;
  power?: number | null;
  toughness?: number | null;
  /** Its mana cost ("{X}{R}", as text or as the printed cost), for "with {X} in its mana cost" (CR 202.1); null or absent:
   * none read, nothing matches. */
  manaCost?: string | { readonly text: string } | null;
}

// Mana pools (CR 106.4): their data; rules/state/mana-pool.ts adds, spends and empties mana.

/** A mana type (CR 106.1b): the five colors and colorless. */
export type ManaType = 'W' | 'U' | 'B' | 'R' | 'G' | 'C';
export const MANA_TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/** What a payment is for, so restricted mana (CR 106.6) can tell whether it may be spent on it. */
export interface SpendPurpose {
  kind: 'spell' | 'ability' | 'turn-face-up' | 'other';
  /** For a spell: its card types as cast (a face-down spell is a Creature spell, CR 708.4), and whether it is face down. */
  cardTypes?: readonly string[];
  faceDown?: boolean;
  /** For a spell: the spell as it is cast, and what it is then (for "cast a face-down creature spell" filters). */
  spell?: { obj: GameObject; view: FilterView };
  /** For an activated ability: the object whose ability it is, as it is now (for "activate abilities of artifacts", CR 106.6). */
  source?: { obj: GameObject; view: FilterView };
  /** For turning face up: the cost paid (CR 702.37e morph/megamorph, 702.168d disguise, 701.40b mana cost). */
  method?: 'morph' | 'megamorph' | 'disguise' | 'mana-cost';
  /** For turning face up: how the permanent became face down — manifested and cloaked permanents differ (CR 701.40a, 701.58a). */
  origin?: FaceDownOrigin;
}

/** "Spend this mana only to …" (CR 106.6): the uses it allows; mana with no restriction may be spent on anything. */
export interface SpendRestriction {
  text: string;
  allows: (p: SpendPurpose) => boolean;
}

export interface ManaUnit {
  type: ManaType;
  /** The object whose ability made it (for reports); none for mana a scenario put in the pool. */
  sourceId?: string;
  /** Made by a snow source (CR 107.4h: only such mana pays {S}). */
  snow?: boolean;
  restriction?: SpendRestriction;
  /** Mana added together by one ability gets one batch number (a restriction applies to the latest batch, CR 106.6). */
  batch?: number;
  /** "You don't lose this mana as steps and phases end" (CR 106.4): kept until the turn ends, or for the rest of the game. */
  kept?: 'until-end-of-turn' | 'permanent';
}

export interface ManaState {
  /** False (the scenario default): costs are worked out and reported but not paid. True after `mana is paid`. */
  paid: boolean;
  pools: Record<PlayerId, ManaUnit[]>;
  batches: number;
}

/**
 * A prevention shield made as a spell or ability resolved (CR 615.1a): it prevents damage of its kind dealt to `to` (an
 * object id or a player; any recipient when absent) by `by` (a source object; any when absent), `left` more of it
 * (Infinity: all of it; "the next N damage", 615.7).
 */
export interface PreventionShield {
  to?: string;
  by?: string;
  left: number;
  damage: 'damage' | 'combat damage' | 'noncombat damage';
  sourceName: string;
  /** CR 615.8: "the next time <a source> would deal damage": the next instance of damage, whatever its amount, then gone. */
  once?: boolean;
  /** CR 615.1a: "prevent all but N of that damage": with `once`, N of the instance is left to be dealt. */
  allBut?: number;
  /** CR 615.1a, 611.2c: "… dealt to creatures you control / by creatures without trample this turn": the objects a
   * resolved effect's phrase describes as damage would be dealt (a prevention effect changes no characteristics, so it
   * isn't locked to the objects there as it resolved); read for the effect's controller and source. */
  toAll?: PreventionKind;
  byAll?: PreventionKind;
  /** CR 614.9: a redirection, not a prevention: the damage it takes is dealt to this object or player instead
   * (rules/actions/redirection.ts); `left` counts the damage it may still redirect. */
  redirectTo?: string;
}

/** The objects of a kind a resolved prevention effect names (PreventionShield.toAll / byAll). */
export interface PreventionKind {
  filter: ObjectFilter;
  controller: PlayerId;
  sourceId: string;
}

/** One turn's history (rules/state/turn-history.ts counts it; rules/queries/facts.ts reads it). */
export interface TurnRecord {
  turn: number;
  /** The engine saw this turn from its beginning (CR 500.1): what it didn't see didn't happen. */
  whole: boolean;
  /** Players who declared one or more attackers (CR 508.1, 508.3d); not creatures put onto the battlefield attacking (508.4). */
  attacked: PlayerId[];
  /** Creatures put into a graveyard from the battlefield (CR 700.4 "dies"), tokens included. */
  died: number;
  /** Permanents each player controlled as they left the battlefield (CR 603.10a: as they last existed there). */
  left: Record<PlayerId, number>;
  /** Life each player gained (CR 119.3, 119.10: gaining 0 life is no event) and lost (119.3; paid, 119.4; damage, 120.3a). */
  gained: Record<PlayerId, number>;
  lost: Record<PlayerId, number>;
  /** Spells each player cast (CR 601.2i; a copy of a spell put on the stack is not, 707.10). */
  cast: Record<PlayerId, number>;
  /** What happened to which objects, each as it was then (conditions "you've cast a creature spell this turn", "you had a
   * land enter the battlefield under your control this turn"; rules/state/turn-history.ts, rules/state/history-conditions.ts). */
  did: HappenedEntry[];
  /** Sources that dealt combat damage to a player (CR 510.2), with their controller and subtypes at that time (702.76a prowl). */
  combatDamage?: { toPlayer: PlayerId; controller: PlayerId; subtypes: readonly string[] }[];
}

/** An object as it was when something happened (CR 603.10), with its characteristics then (a filter's view of them). */
export interface HappenedSubject {
  obj: GameObject;
  view: FilterView;
}

/**
 * One thing a player or an object did this turn, with the object as it was at that moment (CR 603.10: its
 * characteristics then; a spell as it was cast, a permanent as it entered, a card as it was discarded): `cast` a spell
 * (601.2i), `entered` the battlefield under `player`'s control (not put there by a scenario's setup), `discarded` by its
 * owner (701.9a), `died` (700.4, as it last existed, 603.10a), `attacked` (declared as an attacker, 508.1), `drew` a
 * card (121.1), `dealt` damage (120.1: `by` the source, to the object `to` or the player `toPlayer`; no `player`).
 */
export interface HappenedEntry {
  what: 'cast' | 'entered' | 'discarded' | 'attacked' | 'drew' | 'dealt' | 'died' | 'moved';
  player?: PlayerId;
  subject?: HappenedSubject;
  by?: string;
  to?: string;
  toPlayer?: PlayerId;
  amount?: number;
  /** `moved`: a card put from `from` into `into` (a graveyard, exile, a hand; CR 400.7), its owner's (`player`). */
  from?: ZoneName;
  into?: ZoneName;
  /** `moved`: its controller sacrificed it (CR 701.21a), as "destroyed this way" tells apart (rules/state/this-way-count.ts). */
  sacrificed?: boolean;
  /** `cast`: during a main phase of the caster's own turn (CR 505.1; addendum). */
  main?: boolean;
}

export interface TurnHistory {
  current: TurnRecord;
  /** The turn before, once the engine saw a turn begin (CR 500.1). */
  last?: TurnRecord;
}

export function turnRecord(turn: number, whole: boolean): TurnRecord {
  return { turn, whole, attacked: [], died: 0, left: { you: 0, opponent: 0 }, gained: { you: 0, opponent: 0 }, lost: { you: 0, opponent: 0 }, cast: { you: 0, opponent: 0 }, did: [] };
}

export interface GameState {
  cards: Map<string, Card>;
  objects: Map<string, GameObject>;
  /** Objects that left the game or became new objects; old id → new id ("" when gone). */
  formerIds: Map<string, string>;
  /** Per player zones; library[0] is the top card. */
  zones: Record<PlayerId, { library: string[]; hand: string[]; graveyard: string[]; exile: string[]; command: string[] }>;
  battlefield: string[];
  stack: StackEntry[];
  effects: ContinuousEffect[];
  modifiers: RuleModifier[];
  counters: { object: number; card: number; token: number; copy: number; effect: number; stack: number; timestamp: number; faceDown: number };
  activePlayer: PlayerId;
  phase: 'beginning' | 'main' | 'combat' | 'end';
  /** The current step (CR 500.1); scenarios start in the precombat main phase. */
  step: TurnStep;
  turn: number;
  combat: CombatState | null;
  delayedTriggers: DelayedTrigger[];
  /** Delayed triggered abilities about one object ("When that creature dies this turn", CR 603.7c). */
  delayedObjectTriggers?: DelayedObjectTrigger[];
  /** CR 610.3: cards exiled "until ~ leaves the battlefield", with that permanent (rules/state/until-leaves.ts). */
  untilLeaves?: { sourceId: string; exiledId: string; from: ZoneName }[];
  /** CR 614.1a, 514.2: a resolved "If that creature / a creature would die this turn, exile it instead": the objects it
   * named (each id one object, 400.7) or the kind it matches as they would move, until the turn ends
   * (rules/actions/self-replacements.ts). */
  exiledInsteadThisTurn?: ExiledInsteadThisTurn[];
  /** Delayed triggered abilities that last this turn ("Whenever a creature attacks this turn", CR 603.7b). */
  turnDelayedTriggers?: TurnDelayedTrigger[];
  /** A library counts only once the scenario set it up; drawing from a library never set up draws nothing (no loss). */
  libraryTracked: Record<PlayerId, boolean>;
  /** Players who tried to draw from an empty (tracked) library since the last state-based-action check (CR 704.5b). */
  drewFromEmpty: PlayerId[];
  /** Players who lost the game (CR 104.3, 704.5a–c). */
  losers: PlayerId[];
  /** Creatures dealt damage by a source with deathtouch since the last state-based-action check (CR 704.5h). */
  deathtouched: Set<string>;
  poison: Record<PlayerId, number>;
  /** CR 107.14, 122.1: the energy counters each player has (rules/effects/energy-effects.ts); none when absent. */
  energy?: Partial<Record<PlayerId, number>>;
  /** CR 122.1: counters of other kinds on players (experience…: rules/effects/player-counter-effects.ts); none when absent. */
  playerCounters?: Partial<Record<PlayerId, Record<string, number>>>;
  /** CR 702.131c: the players who have the city's blessing (rules/game/ascend.ts); it never goes away. */
  cityBlessing?: PlayerId[];
  /** CR 724.1, 724.3: the player who is the monarch (none until an effect makes a player the monarch). */
  monarch?: PlayerId;
  /** CR 309.4: each player's venture marker — the dungeon card they own in the command zone (its object) and the room
   * it is on (rules/state/dungeons.ts); none until they venture into the dungeon (701.49a). */
  ventures?: Partial<Record<PlayerId, { objectId: string; dungeon: string; room: number }>>;
  /** CR 309.7: the dungeons each player completed, in order. */
  completedDungeons?: Partial<Record<PlayerId, string[]>>;
  /** CR 730.1: the game's day or night designation (neither until it first becomes one; rules/actions/day-night.ts). */
  dayNight?: 'day' | 'night';
  /** Lands played this turn (CR 305.2). */
  landsPlayed: Record<PlayerId, number>;
  /** Additional lands a resolved "You may play an additional land this turn" allows this turn (CR 305.2a); reset as a turn begins. */
  extraLandsThisTurn?: Partial<Record<PlayerId, number>>;
  /** The turn a resolved "Damage can't be prevented this turn" applies in (CR 615.12). */
  unpreventableTurn?: number;
  life: Record<PlayerId, number>;
  commanderDamage: Record<PlayerId, Record<string, number>>;
  commanders: Set<string>;
  faceDownSpellsCastThisTurn: Record<PlayerId, number>;
  leftGame: PlayerId[];
  gameOver: boolean;
  triggerLog: TriggerRecord[];
  /** What happened this turn and last turn, for conditions that ask (rules/state/turn-history.ts; CR 603.4, 608.2c). */
  history: TurnHistory;
  pendingTriggers: StackAbility[];
  /** The triggered abilities last put on the stack, while nothing else has been put there since: their controllers may still
   * order them and choose their targets (CR 603.3b, 603.3d). */
  triggerBatch: { stack: string; ids: string[] } | null;
  /** Permissions to cast or play objects from zones other than the hand (CR 601.2a, 305.1). */
  castPermissions: CastPermission[];
  /** CR 615.1: "prevent all combat damage that would be dealt this turn" applies (ends at cleanup, 514.2). */
  preventCombatDamage?: boolean;
  /** CR 615.1a, 615.7: this turn's prevention shields, oldest first (rules/actions/prevention.ts; they end at cleanup, 514.2). */
  preventionShields?: PreventionShield[];
  /** CR 514.3a: something happened in this cleanup step, so another cleanup step follows it. */
  cleanupAgain?: boolean;
  /** CR 514.1: the cards the active player chose to discard at cleanup (`end turn discarding …`). */
  cleanupDiscards?: string[];
  /** Last known information (CR 608.2h, 113.7a): copiable values of objects as they last existed on the battlefield or stack. */
  lki: Map<string, CopiableValues>;
  /** Steps players will skip the next time they would begin (CR 614.10a), in the order the effects said so. */
  skipNext?: { player: PlayerId; step: 'untap' | 'draw' }[];
  /** CR 500.7: extra turns added directly after the current one, the most recently created last (taken first). */
  extraTurns?: PlayerId[];
  /** CR 500.7: the player whose normal turn comes once the extra turns taken now are over. */
  afterExtraTurns?: PlayerId;
  /** CR 502.3: permanents that don't untap during a player's next untap step ("… doesn't untap during its controller's
   * next untap step"): `player` names "your next untap step" (the effect's controller's); absent, its controller's then. */
  untapSkips?: { objectId: string; player?: PlayerId }[];
  /** Last known power, toughness, mana value and controller of objects that left the battlefield ("equal to its power",
   * "its controller", CR 608.2h); its colors and types (`types`) and `counters` as it last existed ("if that creature was a Human",
   * "if it had a +1/+1 counter on it"). */
  lkiStats?: Map<string, { power: number | null; toughness: number | null; /** why power or toughness is unknown (null), CR 208.2 */ ptUnknownWhy?: string; manaValue: number; controller?: PlayerId; types?: { colors: Color[]; supertypes: string[]; cardTypes: string[]; subtypes: string[] }; counters?: Record<string, number>; /** what it was attached to as it left (CR 301.5, 608.2h) */ attachedTo?: string }>;
  /** CR 603.3d: triggered abilities that target but resolved with no target chosen (the scenario never said which):
   * everything after rests on that choice. */
  unchosenTargets?: {
    sourceName: string; text: string; /** what was never chosen (default: its targets; 'order': a shuffled library's order;
     * 'history': not a choice — what happened this turn before the scenario began, which a condition asks, turn-history.ts;
     * 'unknown': a value the engine doesn't know was read, `text` the card's text it rests on, not understood — a `*` power, CR 208.2;
     * 'unsimulated': an amount the engine couldn't count, `text` the instruction it left undone, CR 107.1, 608.2h) */ what?: 'X' | 'choice' | 'order' | 'history' | 'unknown' | 'unsimulated';
    /** A library's order (a shuffle, 701.24a; a scry, 701.22a): the names of the cards whose place it decides. Present while what was
     * taken from that library rests on it only for which cards they are, not how many (scenario/identity.ts); removed
     * once something happened that could read them (then every later answer rests on it). */
    identity?: string[];
    /** Made by the step now running (a card a player chooses from their hand or graveyard, CR 608.2d): the step's own
     * moving of the chosen cards doesn't read them; a trigger in it could (scenario/identity.ts afterStep). */
    fresh?: boolean;
  }[];
  /** The cards each object's abilities exiled, for its linked abilities' "the exiled card" (CR 607.2a; rules/state/linked-exile.ts). */
  linkedExiles?: Record<string, string[]>;
  /** Libraries an effect shuffled (CR 701.24a): their order is random, the engine keeps one (rules/state/library.ts). */
  /** `what: 'choice'`: a player chose the order (a scry, CR 701.22a), rather than a shuffle. */
  /** `knownTop`: cards put on top of it since (CR 401.4), known to be there (rules/state/library.ts putOnTopKnown). */
  shuffled?: Partial<Record<PlayerId, { sourceName: string; text: string; what?: 'choice'; knownTop?: string[] }>>;
  /** Mana pools and whether the scenario pays mana (CR 106.4); absent until mana is first used (rules/state/mana-pool.ts). */
  mana?: ManaState;
  /**
   * CR 608.2d, 603.5: "you may" instructions whose choice the scenario didn't make (no `resolve accepting/declining`),
   * in the order they were met, with the choice this run took: `mayBranch[i]` for the i-th (accepted when absent). The
   * scenario runner plays every branch and compares the answers (rules/scenario/branches.ts).
   */
  undecidedMays?: { sourceName: string; span: Span; accepted: boolean }[];
  /** The timestamp count as each player's last two upkeep steps began (CR 702.30a: "since the beginning of your last upkeep"). */
  upkeepsBegan?: Partial<Record<PlayerId, number[]>>;
  mayBranch?: readonly boolean[];
}

/** What is on the stack, whatever its order: a triggered-ability batch's choices stay open while it is unchanged. */
export function stackSignature(s: Pick<GameState, 'stack'>): string {
  return s.stack.map((e) => e.id).sort().join(' ');
}

/** The cards a game looks up by name (the first of each name). */
export function cardsByName(cards: readonly Card[]): Map<string, Card> {
  const map = new Map<string, Card>();
  for (const c of cards) if (c && typeof c.name === 'string' && !map.has(c.name)) map.set(c.name, c);
  return map;
}

export function createState(cards: readonly Card[]): GameState {
  const map = cardsByName(cards);
  const emptyZones = () => ({ library: [], hand: [], graveyard: [], exile: [], command: [] });
  return {
    cards: map,
    objects: new Map(),
    formerIds: new Map(),
    zones: { you: emptyZones(), opponent: emptyZones() },
    battlefield: [],
    stack: [],
    effects: [],
    modifiers: [],
    counters: { object: 0, card: 0, token: 0, copy: 0, effect: 0, stack: 0, timestamp: 0, faceDown: 0 },
    activePlayer: 'you',
    phase: 'main',
    step: 'main1',
    turn: 1,
    combat: null,
    delayedTriggers: [],
    libraryTracked: { you: false, opponent: false },
    drewFromEmpty: [],
    losers: [],
    deathtouched: new Set(),
    poison: { you: 0, opponent: 0 },
    landsPlayed: { you: 0, opponent: 0 },
    life: { you: 20, opponent: 20 },
    commanderDamage: { you: {}, opponent: {} },
    commanders: new Set(),
    faceDownSpellsCastThisTurn: { you: 0, opponent: 0 },
    leftGame: [],
    gameOver: false,
    triggerLog: [],
    // The scenario starts mid-turn (in the precombat main phase): the engine didn't see the turn begin (CR 500.1).
    history: { current: turnRecord(1, false) },
    pendingTriggers: [],
    triggerBatch: null,
    castPermissions: [],
    lki: new Map(),
  };
}

export function nextTimestamp(s: GameState): number {
  return ++s.counters.timestamp;
}
export function newObjectId(s: GameState): string {
  return `o${++s.counters.object}`;
}
export function newEffectId(s: GameState): string {
  return `e${++s.counters.effect}`;
}
export function newStackId(s: GameState): string {
  return `s${++s.counters.stack}`;
}

/** Follow old ids to the current object (never across a zone change: that is a new object, CR 400.7). */
export function getObject(s: GameState, id: string): GameObject | undefined {
  return s.objects.get(id);
}

/** Zone list holding an object (by owner for the per-player zones). */
export function zoneList(s: GameState, obj: Pick<GameObject, 'zone' | 'owner'>): string[] | null {
  if (obj.zone === 'battlefield') return s.battlefield;
  if (obj.zone === 'stack') return null;
  return s.zones[obj.owner][obj.zone];
}

export function battlefieldObjects(s: GameState, includePhasedOut = false): GameObject[] {
  const out: GameObject[] = [];
  for (const id of s.battlefield) {
    const o = s.objects.get(id);
    if (o && (includePhasedOut || !o.phasedOut)) out.push(o);
  }
  return out;
}

export function filterText(f: ObjectFilter | undefined): string {
  return f?.text ?? (f?.types ?? []).join(' ');
}

/** Order object ids by creation ("o2" before "o10"). */
export function compareIds(a: string, b: string): number {
  const na = Number(a.replace(/\D/g, ''));
  const nb = Number(b.replace(/\D/g, ''));
  return na - nb || a.localeCompare(b);
}

/** Whether `player` has the city's blessing (CR 702.131c; rules/game/ascend.ts gives it). */
export function hasCityBlessing(s: GameState, player: PlayerId): boolean {
  return !!s.cityBlessing?.includes(player);
}

/** How many energy counters `player` has (CR 107.14, 122.1). */
export function energyOf(s: GameState, player: PlayerId): number {
  return s.energy?.[player] ?? 0;
}

/**
 * CR 608.2d, 603.5, 502.3: a "you may" choice no step of the scenario made, met as the game goes on: the branch this
 * run takes (`mayBranch`, accepted when absent), logged so the scenario runner plays the other branch too
 * (rules/scenario/branches.ts). `span` is the words of the choice on card `sourceName`.
 */
/** What answers rest on (`unchosenTargets`, scenario/inconclusive.ts): `rest` recorded once (one per what, source and text). */
export function restOn(s: GameState, rest: { sourceName: string; text: string; what: NonNullable<NonNullable<GameState['unchosenTargets']>[number]['what']> }): void {
  const list = (s.unchosenTargets ??= []);
  if (!list.some((u) => u.what === rest.what && u.sourceName === rest.sourceName && u.text === rest.text)) list.push({ ...rest });
}

export function undecidedMay(s: GameState, sourceName: string, span: Span): boolean {
  const log = (s.undecidedMays ??= []);
  const accepted = s.mayBranch?.[log.length] ?? true;
  log.push({ sourceName, span, accepted });
  return accepted;
}

