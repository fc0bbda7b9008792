// The CardScript syntax tree: plain data, every node with its source span (offsets).
// Built from the CST by build-ast.ts and grouped into cards/scenarios by structure.ts.

import type { Span } from './span';

export interface Node {
  span: Span;
}

export interface Str extends Node {
  /** The unescaped value. */
  value: string;
  /** False for an unterminated string (already reported). */
  closed: boolean;
}

export interface Word extends Node {
  text: string;
}

export interface SyntaxError {
  /** English (what tests and goldens read). */
  message: string;
  span: Span;
  /** What went wrong, as data: the syntax check words it in the reader's language (server/src/checks/syntax.ts). */
  reason?: SyntaxReason;
}

/** A syntax error's reason. `found`: the token's text as written (undefined: the end of the line). */
export type SyntaxReason =
  | { kind: 'not-a-line-start'; found: string }
  /** `expected`: the parser's token type names (at most six), `more`: it listed more. */
  | { kind: 'expected'; expected: string[]; more: boolean; found?: string }
  | { kind: 'redundant'; found?: string }
  | { kind: 'unexpected'; found?: string }
  | { kind: 'unterminated-string' }
  | { kind: 'unexpected-character'; char: string }
  | { kind: 'misplaced'; what: MisplacedLine; field?: string };

export type MisplacedLine =
  | 'repeated-set' | 'back-without-card' | 'third-face' | 'text-without-card' | 'second-text' | 'rules-outside-text'
  | 'step-outside-scenario' | 'field-without-card' | 'repeated-field';

// ---- Line nodes: one per source line ------------------------------------------------------------
// A field line holds no span of its keyword (`cost`, `type`, `text` …): nothing read it, and it was one span object per
// field line the model kept (~35,000 per 10,000 cards); the keyword starts the line's span, its length is the kind's.

export interface SetLine extends Node { kind: 'set'; name?: Str; code?: Word; templating?: Word }
export interface CardLine extends Node { kind: 'card'; name?: Str }
export interface BackLine extends Node { kind: 'back'; name?: Str }
export interface CostLine extends Node { kind: 'cost'; symbols: Word[] }
export interface TypeLineNode extends Node { kind: 'type'; words: Word[]; dash?: Span }
export interface ValueLine extends Node {
  kind: 'pt' | 'loyalty' | 'defense' | 'rarity';
  value?: Word;
}
export interface ColorLine extends Node { kind: 'color'; colors: Word[] }
export interface FlavorLine extends Node { kind: 'flavor'; value?: Str }
export interface TextLine extends Node { kind: 'text'; /** rules text written on the `text` line itself */ first?: RulesLineNode }
export interface RulesLineNode extends Node { kind: 'rules'; text: string }
export interface ScenarioLine extends Node { kind: 'scenario'; name?: Str }
export interface SetupHeaderLine extends Node { kind: 'setup-header' }
export interface StepLine extends Node { kind: 'step'; step: Step }
/** A line the parser could not read; its errors are in the file's error list. */
export interface ErrorLine extends Node { kind: 'error' }

export type FieldLine = CostLine | TypeLineNode | ValueLine | ColorLine | FlavorLine;
export type Line =
  | SetLine | CardLine | BackLine | FieldLine | TextLine | RulesLineNode
  | ScenarioLine | SetupHeaderLine | StepLine | ErrorLine;

// ---- Scenario steps ------------------------------------------------------------------------------

export type Player = 'you' | 'opponent';
/** A card name, an alias, or (only among targets) a player: `targeting opponent`. */
export type Ref = ({ kind: 'card-ref' } | { kind: 'alias-ref' } | { kind: 'player-ref' }) & { name: string; span: Span };
export type Zone = 'hand' | 'library' | 'graveyard' | 'exile' | 'battlefield' | 'stack' | 'command';
export type FaceDownOriginWord = 'morph' | 'megamorph' | 'disguise' | 'manifest' | 'manifest-dread' | 'cloak' | 'effect';
export type TurnUpMethod = 'morph' | 'megamorph' | 'disguise' | 'mana-cost';

/** Choices a step makes for a spell or ability (CR 601.2b–c, 700.2a, 107.3a, 608.2d): `with X = 3`, `choosing mode 2`,
 * `choosing blue`, `choosing {G}`, `naming "Name"`. */
export interface StepChoices {
  x?: number;
  modes?: number[];
  color?: Word;
  mana?: string;
  cardName?: string;
  /** `paying life`: each Phyrexian symbol is paid with 2 life rather than mana (CR 107.4f). */
  payLife?: boolean;
  /** `choosing 5/1`: the option of "your choice of 5/1 or 1/5". */
  pt?: string;
  /** `choosing @h` (one clause each): objects chosen as it resolves, not targeted — "Choose a creature on the battlefield" (CR 608.2d, 115.10). */
  objects?: Ref[];
  /** `kicked`: the spell's kicker cost is paid as it is cast (CR 702.33a, 702.33d). */
  kicked?: boolean;
  /** `kicked 2 times`: its multikicker cost is paid that many times (CR 702.33c). */
  kickedTimes?: number;
  /** `kicked with {1}{U} and {R}`: which of a spell's kicker costs are paid, by their mana (CR 702.33b, 702.33f). */
  kickedWith?: string[];
  /** `with buyback`, `with entwine`, `with evoke`: keyword costs paid as it is cast, lower case (CR 601.2b, 601.2f). */
  castWith?: string[];
  /** `rolling 15` / `rolling 3, 5`: the results of the dice its instructions roll as it resolves, in order (CR 706.2). */
  rolls?: number[];
  /** `flipping win` / `flipping lose, win`: whether the player who flips each coin its instructions flip as it resolves wins, in order (CR 705.2). */
  flips?: string[];
}

export type Step =
  | { kind: 'mana-paid' }
  | { kind: 'add-mana'; player: Player; mana: string }
  | { kind: 'tap-for-mana'; player: Player; target: Ref; mana?: string }
  | {
      kind: 'setup'; player: Player; cards: Ref[]; zone: Zone; onTop: boolean; faceDown: boolean; origin?: FaceDownOriginWord; tapped: boolean; alias?: Word;
      /** `choosing blue` / `naming "…"`: what its "As this enters, choose …" abilities chose (CR 614.12a). */
      choices?: StepChoices;
    }
  | {
      kind: 'cast'; player: Player; card: Ref; faceDown: boolean; method?: TurnUpMethod; targets: Ref[]; copying?: Ref; alias?: Word;
      /** `face down via effect`: cast face down through an effect, without morph or disguise (CR 708.4). */
      byEffect?: boolean;
      /** `dividing 2, 1`: a divided effect's amounts for the targets, in order (CR 601.2d). */
      division?: number[];
      /** mana sources (and objects for other cost parts) to pay with */ paying?: Ref[]; choices?: StepChoices;
    }
  | {
      kind: 'activate'; player: Player; card: Ref; index?: number; targets: Ref[]; /** objects chosen to pay non-mana costs */ paying?: Ref[]; choices?: StepChoices;
      /** `dividing 2, 1`: a divided effect's amounts for the targets, in order (CR 601.2d via 602.2b). */
      division?: number[];
    }
  | {
      kind: 'resolve'; all: boolean; /** targets for a triggered ability that has none yet (CR 603.3d) */ targets?: Ref[];
      /** `resolve declining` / `resolve accepting`: the choice for its "you may" instructions (CR 608.2d) */ mayAccept?: boolean;
      choices?: StepChoices;
    }
  | { kind: 'counter'; target: Ref }
  /** `attach @eq to @fd`: an Aura, Equipment or Fortification becomes attached to it (CR 701.3a). */
  | { kind: 'attach'; what: Ref; to: Ref }
  | {
      kind: 'apply'; card: Ref; targets: Ref[]; /** names the first object the effects put onto the battlefield */ alias?: Word;
      /** `ability 2`: only the effects of the 2nd line of the card's rules text (1-based); absent: its spell abilities, or
       * (a permanent card) its triggered and activated abilities together. */
      index?: number;
    }
  | { kind: 'manifest'; player: Player; count: number; alias?: Word }
  | { kind: 'manifest-dread'; player: Player; choosing?: Ref; alias?: Word }
  | { kind: 'cloak'; player: Player; count: number; alias?: Word }
  | {
      kind: 'turn-face-up'; player: Player; target: Ref; method?: TurnUpMethod; paying?: Ref[]; choices?: StepChoices;
      /** `copying @g`: what its "as … is turned face up" copy ability copies (CR 708.11, 707.5). */
      copying?: Ref;
    }
  | { kind: 'turn-face-down'; player: Player; target: Ref }
  | { kind: 'move'; action: 'bounce' | 'exile' | 'destroy' | 'sacrifice'; target: Ref; /** exile face down (CR 406.3) */ faceDown?: boolean }
  | { kind: 'return'; target: Ref; faceDown: boolean }
  | { kind: 'counters'; count: number; counter: string; target: Ref }
  | { kind: 'tap' | 'untap' | 'transform'; target: Ref }
  | { kind: 'gain-control'; player: Player; target: Ref }
  /** `discarding`: the cards the active player discards to the maximum hand size at cleanup (CR 514.1). */
  | { kind: 'end-turn'; discarding?: Ref[] }
  | { kind: 'end-game' }
  /** `move to declare blockers`, `move to end step`, `move to next turn` (CR 500). `words` are the step's words. */
  | { kind: 'move-to-step'; words: string; span: Span }
  | { kind: 'pass-priority' }
  /** `targets[i]`: what `attackers[i]` attacks (a player or a planeswalker/battle, CR 508.1b); absent: the defending player. */
  | { kind: 'attack'; player: Player; attackers: Ref[]; targets?: Ref[] }
  /** `assign damage from @p: 3 to @a, 2 to opponent`: how a creature's combat damage is divided (CR 510.1c-d). */
  | { kind: 'assign-damage'; player: Player; source: Ref; shares: { amount: number; to: Ref }[] }
  | { kind: 'play-land'; player: Player; card: Ref; alias?: Word }
  /** `you foretell @c`: exile it from the hand face down for {2}, a special action (CR 702.143a–b, 116.2h) */
  | { kind: 'foretell'; player: Player; card: Ref; paying?: Ref[] }
  /** `you suspend @c`: pay its suspend cost and exile it with its time counters, a special action (CR 702.62a, 116.2f) */
  | { kind: 'suspend'; player: Player; card: Ref; paying?: Ref[] }
  | { kind: 'block'; player: Player; blocks: { attacker: Ref; blockers: Ref[] }[] }
  | { kind: 'deal-damage'; amount: number; target?: Ref; player?: Player; source?: Ref }
  | { kind: 'expect-player'; player: Player; predicate: PlayerPredicate }
  /** `holds`: the stack, top first: spells, or abilities from these sources (CR 405). */
  | { kind: 'expect-stack'; count: number; holds?: Ref[] }
  /** "trigger of @x choosing mode 2 with X = 3 targeting @y dividing 2, 1": the choices for a triggered ability as it is
   * put on the stack (CR 603.3c–d). */
  | { kind: 'trigger-targets'; source: Ref; targets: Ref[]; choices?: StepChoices; division?: number[] }
  /** "you order triggers @a, @b": the first listed goes on the stack first (CR 603.3b). */
  | { kind: 'order-triggers'; player: Player; sources: Ref[] }
  | { kind: 'expect-illegal'; step: Step; stepSpan: Span }
  | { kind: 'expect'; subject: Ref; predicate: Predicate }
  /** A line inside a scenario the parser could not read at all: kept so the scenario fails instead of skipping it. */
  | { kind: 'unreadable' };

export type Predicate =
  | { kind: 'face'; faceDown: boolean; /** `is face down via ORIGIN` (CR 708.6) */ origin?: FaceDownOriginWord; /** `is face down before REF` (CR 708.6) */ before?: Ref }
  | { kind: 'attached'; to?: Ref } /** `is attached to REF`; no `to` = `is unattached` */
  | { kind: 'no-mana-cost' }
  | { kind: 'was-revealed' }
  | { kind: 'shares'; what: 'name' | 'creature-type'; other: Ref; negated: boolean }
  | { kind: 'pt'; power: string; toughness: string }
  | { kind: 'named'; name: string }
  | { kind: 'no-name' }
  | { kind: 'colors'; colors: string[] } /** empty = colorless */
  | { kind: 'mana-value'; value: number }
  | { kind: 'has'; keyword: string; negated: boolean }
  | { kind: 'no-abilities' }
  | { kind: 'type'; type: string; negated: boolean }
  | { kind: 'can-turn-up'; can: boolean; cost?: string; method?: TurnUpMethod }
  | { kind: 'counters'; count: number; counter: string }
  | { kind: 'tapped'; tapped: boolean }
  | { kind: 'zone'; zone: Zone; /** `is on stack targeting @y` (CR 115.1) */ targeting?: Ref[] }
  | { kind: 'revealed' }
  | { kind: 'visible'; to: Player; visible: boolean }
  | { kind: 'triggered'; triggered: boolean }
  | { kind: 'damage'; amount: number } /** `has 3 damage` (marked damage, CR 120.3e) */
  /** `whom`: `is attacking opponent` / `is attacking @pw`, `is blocking @a` (CR 508.1b, 509.1g). */
  | { kind: 'combat'; role: 'attacking' | 'blocking' | 'blocked' | 'unblocked'; whom?: Ref }
  | { kind: 'controlled-by'; player: Player }
  | { kind: 'owned-by'; player: Player }
  | { kind: 'cast-for'; cost: string } /** `was cast for {3}` (CR 601.2f) */;

export type PlayerPredicate =
  | { kind: 'life'; value: number }
  /** `has 3 poison counters` (CR 122.1f, 704.5c) */
  | { kind: 'player-counters'; count: number; counter: string }
  | { kind: 'lost'; negated: boolean }
  | { kind: 'cards-in'; count: number; zone: Zone }
  | { kind: 'controls'; count: number; filter: string }
  /** `has {G}{G} in pool` (exactly this mana), `has 2 mana in pool`, `has no mana in pool` (CR 106.4) */
  | { kind: 'pool'; mana?: string; count?: number };

// ---- Grouped structure ---------------------------------------------------------------------------

export interface TextBlock extends Node {
  lines: RulesLineNode[];
}

export interface FaceNode extends Node {
  /** The card line (front face) or the back line. */
  header: CardLine | BackLine;
  fields: FieldLine[];
  text?: TextBlock;
}

export interface CardNode extends Node {
  kind: 'card';
  name: Str | undefined;
  faces: FaceNode[];
}

export interface ScenarioNode extends Node {
  kind: 'scenario';
  name: Str | undefined;
  header: ScenarioLine;
  steps: StepLine[];
}

export interface SourceFile extends Node {
  set?: SetLine;
  items: (CardNode | ScenarioNode)[];
  /** Every line in source order (the formatter and the robustness tests use it). */
  lines: Line[];
  comments: { text: string; span: Span }[];
}

export interface ParseResult {
  ast: SourceFile;
  errors: SyntaxError[];
}
