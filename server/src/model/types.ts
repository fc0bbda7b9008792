// The semantic model: what a card *is*, independent of how it was written.
// Built from the AST by build-card.ts; consumed by the rules engine, the checks and the IDE features.
// Ranges are document offsets (start inclusive, end exclusive); line/character live only in lsp/.

import type { Span } from '../../../grammar/src/span';
import type { FactId } from './abilities/facts';
import type { RuleId } from './abilities/rule-sentences';
export type { Span };

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLOR_ORDER: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];
export const COLOR_NAMES: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
/** Color words to colors ("blue" → U). No prototype: a word such as "constructor" names no color. */
export const COLOR_BY_NAME: Readonly<Record<string, Color | undefined>> = Object.assign(
  Object.create(null) as Record<string, Color | undefined>,
  Object.fromEntries(COLOR_ORDER.map((c) => [COLOR_NAMES[c], c])),
);

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

/** A mana symbol's reading without where it is written (the symbols of a ManaCostValue). */
export type ManaSymbolValue = Omit<ManaSymbol, 'span'>;

/**
 * A mana cost's value without where it is written: a keyword's cost ("Morph {2}{U}", "Ward {2}") and an activation cost's
 * mana part ("{2}{U}, {T}: …"). No reader asked where such a cost or its symbols stand (the keyword's or the activation
 * cost's own span covers them), and without spans the cost is the same object at any offset: frozen, shared by every
 * memo hit of its line instead of copied with its spans moved. A face's mana cost (ManaCost) keeps its spans.
 */
export interface ManaCostValue {
  symbols: ManaSymbolValue[];
  manaValue: number;
  colors: Color[];
  text: string;
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
  /** How its parameter or non-mana cost was set off, when not as the keyword's kind usually is (" — ", "—", " "). */
  sep?: string;
  /** The line ended with a period ("Companion — … land cards.", "Splice onto Arcane—Exile four cards from your graveyard."). */
  period?: boolean;
  /** Set off from the keyword before it by a semicolon, as older Oracle text writes some lists ("Trample; banding", CR 702.1). */
  semicolon?: boolean;
  /** Cost or parameter, when the keyword has one (its value: where it stands is inside the keyword's span). */
  cost?: ManaCostValue;
  /** Non-mana cost text ("Pay 5 life") or a numeric parameter ("2" for "Bushido 2"). */
  parameter?: string;
  /** CR 702.6c, 702.6e: the quality an equip ability's target must have, written before its cost ("Equip Knight {1}",
   * "Equip legendary creature {3}", "Equip planeswalker {1}"). */
  quality?: string;
  /** CR 702.33b: a second kicker cost written after the first as "and/or [cost]" ("Kicker {1}{B} and/or {R}"). */
  andOr?: boolean;
  span: Span;
}

export type Duration = 'permanent' | 'until-end-of-turn';

/** Who an effect points at. */
export type TargetSpec =
  /** `word`: how the text named it when not by name or "this creature" ("it" in "put a counter on it"). */
  /** `from`: "~ from your graveyard" (this card in another zone). */
  | { kind: 'self'; word?: string; /** "~ from your graveyard", "~ from exile" (CR 601.2: where it is cast from). */ from?: 'your graveyard' | 'exile' | 'your graveyard or from exile' | 'your hand' }
  /** `upTo`: "up to one target creature" (CR 115.1c, 601.2c); `countIsX`: "up to X target creatures";
   * `oneTo`: "one, two, or three target creatures" (at least one, at most `count`). */
  | { kind: 'target'; filter: ObjectFilter; count: number; upTo?: boolean; countIsX?: boolean; oneTo?: boolean; eachOf?: boolean;
      /** "target creature and all other creatures with the same name as that creature": these too (CR 201.2a). */
      sameNameAlso?: ObjectFilter;
      /** "target creature and each other creature that shares a color with it" (radiance): these too (CR 105.2, 115.1). */
      sharesColorAlso?: ObjectFilter;
      /** "a second target creature", "a third target creature": one more target, chosen apart from the targets the
       * sentence named before it (CR 115.1, 601.2c); 2 or 3. */
      ordinal?: number;
      /** "target creature and target land", "up to one target creature card and up to one target land card from your
       * graveyard": a second target phrase of the same instruction (CR 115.1, 601.2c; `and-target.ts`); `zoneShared`: the
       * zone words written once, after the second (the first's filter holds them too). */
      andTarget?: TargetSpec; zoneShared?: boolean;
      /** "target creature and all Auras attached to it": the objects attached to the target, moved with it (CR 303.4,
       * 301.5; model/abilities/targets.ts; not carried out). */
      attachedAlso?: TargetSpec }
  /** `quantifier`: how the set was named ("each creature", "all creatures", or a bare plural "creatures"). */
  /** `word`: a pronoun the sentence names an enchanted/equipped object with again ("…, and it loses all other abilities"). */
  /** `andPlayers`: "each creature and each player" (damage dealt to each object and each player, CR 120.3). */
  | { kind: 'all'; filter: ObjectFilter; /** `a`: "a creature destroyed this way", "a creature dealt damage this way": each object
     * the resolution acted on, written singular (CR 608.2c). */ quantifier?: 'each' | 'all' | 'all the' | 'a' | 'the' | 'the next'; word?: string; andPlayers?: 'each player' | 'each opponent';
    /** "you and permanents you control", "you and/or creatures you control": you and each of these objects (CR 615.7). */
    youFirst?: 'and' | 'and/or';
    /** `playersFirst`: `andPlayers` written before the objects ("each opponent and each creature they control", CR 120.3). */
    playersFirst?: boolean;
    /** "… and each player who controls a white creature": only the players of `andPlayers` for whom a condition about
     * "that player" holds (CR 120.3, 608.2c); not told by the engine. */
    andPlayersWho?: Condition;
    /** "each creature and each planeswalker": a second set of objects, each written with "each" (CR 120.3). */
    andEach?: ObjectFilter;
    /** "target player and each creature that player controls": a player written before the objects (CR 120.3, 115.4). */
    withPlayer?: TargetSpec;
    /** "target player's graveyard": every card in it, written as the zone (CR 404.1; the filter is "cards from …"). */
    wholeZone?: boolean;
    /** "~ and other Vampire creatures you control": this object written first, then the objects the filter names (CR
     * 611.3a: a static ability's effect on both; not carried out). */
    selfFirst?: boolean;
    /** "enchanted creature and other creatures that share a creature type with it": the permanent the source is attached
     * to written first, then the objects the filter names (CR 301.5, 303.4, 611.2c; not carried out). */
    attachedFirst?: 'enchanted creature' | 'equipped creature';
    /** "that creature and each creature blocking it": an object named before written first, then each object the filter
     * names (CR 608.2c, 120.3; gramB r21; not carried out). */
    namedFirst?: 'that creature' | 'that permanent';
    /** "all lands or all creatures": a second set of objects, one of the two chosen as the spell or ability resolves (CR
     * 608.2d; not carried out). */
    orAll?: ObjectFilter }
  | { kind: 'it'; word?: string; /** "that creature" after "~ blocks a creature": the object the trigger event names besides its subject (not tracked by the engine). */ eventObject?: boolean; /** "the creature you don't control": one of the targets named before, by its controller words (not told apart by the engine). */ ofTargets?: boolean; /** "that card from a graveyard": the zone it is written to be in (CR 400.7; not checked by the engine). */ from?: string;
    /** "each of those creatures that didn't attack this turn": only those of them the filter's relative clause describes (CR 608.2c; not matched by the engine). */ those?: ObjectFilter } /** `word`: the pronoun as written ("it", "them", "that creature"). The object a previous effect of the same ability produced/affected, or the object the trigger event is about */
  /** An object chosen as the effect applies, without targeting ("a copy of any creature on the battlefield", CR 707.5, 115.1). */
  /** `ofIt`: chosen among the objects a previous effect named ("one of them", "two of those cards"). */
  /** `upTo`: "up to two creature cards …"; `countIsX`: "X permanents". */
  | { kind: 'chosen'; filter: ObjectFilter; count?: number; ofIt?: string; upTo?: boolean; countIsX?: boolean; oneWritten?: boolean; thatMany?: boolean;
    /** "a card at random from their hand": chosen at random, not by a player (CR 701.9b, 701.20a); written after the noun. */
    atRandom?: boolean;
    /** "half the permanents they control, rounded down": half of the objects, rounded as written (CR 107.1a). */
    half?: 'up' | 'down' }
  /** A player, or "any target" (a creature, player, planeswalker or battle; CR 115.4). */
  /** `word`: how the player was named when not as PLAYER_TEXT writes it ("that spell's controller"). */
  | { kind: 'player'; who: PlayerRef; word?: string;
    /** "each opponent who controls more lands than you", "each player whose coin comes up tails": only the players of the
     * set for whom a condition about "that player" holds (CR 120.3, 608.2c); not told by the engine. */
    whoCondition?: Condition }
  /** "the top card of your library", "the top three cards of that player's library" (CR 401.2). */
  /** `bottom`: "the bottom card of …" (CR 401.4). */
  /** `count` 'that many': "that many cards from the top of your library" (the number an earlier effect produced). */
  | { kind: 'library-top'; count: number | 'X' | 'that many'; owner: PlayerRef; bottom?: boolean; /** "reveal the top card": the library named before, unwritten (CR 608.2c; not carried out). */ unnamedLibrary?: true }
  /** "the top creature card of your graveyard", "the top card of defending player's graveyard": the card of the kind nearest
   * the top of a graveyard, whose order is kept (CR 404.2); `filter` the kind written before "card" (none: any card). Not
   * carried out (the engine doesn't follow a graveyard's order). */
  | { kind: 'graveyard-top'; owner: PlayerRef; filter?: ObjectFilter }
  /** `upTo`: "any number of targets" (count 99); `oneTo`: "one, two, or three targets"; `eachOf`: written "each of …". */
  | { kind: 'any-target'; count: number; other?: boolean; upTo?: boolean; oneTo?: boolean; eachOf?: boolean; /** "up to two targets" */ upToN?: boolean; /** "X targets": X announced (CR 107.3a, 601.2c) */ countIsX?: boolean; /** "up to one target creature, up to one target player, and/or up to one target planeswalker": at most one target of each kind any target may be, in the written order (CR 115.4, 601.2c; not carried out) */ oneEachKind?: AnyTargetKind[];
    /** "any target other than that permanent": any target but the object the trigger event named (CR 115.4, 608.2c; not carried out). */
    otherThan?: 'that permanent' | 'that creature';
    /** "any target that was dealt damage this turn": a player or permanent dealt damage this turn (CR 115.4, 120.1; not carried out). */
    dealtDamageThisTurn?: boolean }
  /** "target player or planeswalker", "target opponent or planeswalker", "target creature or player" (CR 115.4): a player
   * or a permanent the filter describes; `playerFirst`: the player written first. */
  | { kind: 'player-or'; who: 'target-player' | 'target-opponent'; filter: ObjectFilter; playerFirst: boolean; /** "target opponent, creature …, or planeswalker …": three alternatives written as a list (the filter's two `anyOf`). */ listed?: boolean };

/** The kinds "any target" names (CR 115.4): a creature, a player, a planeswalker, a battle. */
export type AnyTargetKind = 'creature' | 'player' | 'planeswalker' | 'battle';

/** Who a player phrase names ("you", "target opponent", "each player", "its controller"). */
/** Abilities a player restriction also forbids activating ("can't cast spells or activate abilities that aren't mana
 * abilities", CR 602.5, 605.1a, 606.3). */
export type ActivateAlso = "planeswalkers' loyalty abilities" | "abilities that aren't mana abilities";

/** The actions a static ability lets a player take any time they could cast an instant (CR 304.5). */
export type InstantTimingAction = 'activate equip abilities' | 'activate loyalty abilities of ~' | 'activate loyalty abilities of planeswalkers you control' | 'discard ~';

export type PlayerRef =
  | 'you' | 'target-player' | 'target-opponent' | 'each-player' | 'each-opponent' | 'an-opponent'
  | 'that-player' | 'its-controller' | 'its-owner' | 'defending-player' | 'they' | 'your-opponents' | 'a-player'
  /** The player a Curse (an Aura with "enchant player") is attached to (CR 303.4). */
  | 'enchanted-player'
  /** "any player controls a black permanent" (a condition about some player, CR 102.1); "enchanted opponent" (a Curse
   * that can enchant only an opponent, CR 303.4). */
  | 'any-player' | 'enchanted-opponent'
  /** "unless any opponent pays {1}": each opponent in turn order may take the offer (CR 118.12, 608.2d, 101.4); a mana
   * payment is carried out (rules/effects/apply-effects.ts anyPlayerPays), other offers are not. */
  | 'any-opponent'
  /** "Players can't gain life": every player, written as a plural subject (CR 102.1). */
  | 'players'
  /** "Each other player loses X life": every player but the ability's controller (CR 102.1). */
  | 'each-other-player'
  /** "those players": the players an instruction before named as owners or controllers ("Put ~ and each creature
   * blocking it on top of their owners' libraries, then those players shuffle", CR 608.2c); not told by the engine. */
  | 'those-players'
  /** "that opponent": the opponent named before ("For each opponent, … that attacks that opponent …", CR 702.141a). */
  | 'that-opponent'
  /** "that attacking player": the player a trigger's attack names (CR 508.1); the engine doesn't tell who it is. */
  | 'attacking-player'
  /** "that player or that permanent's controller": the player dealt damage before, or the controller of the permanent
   * dealt it (CR 608.2c, 120.3); the engine doesn't tell which. */
  | 'player-or-controller'
  /** "your team": you and/or your teammates; in a game that isn't between teams, you (CR 102.4). */
  | 'your-team'
  /** "the active player": the player whose turn it is (CR 102.1); not told by the engine where an effect names it. */
  | 'active-player'
  /** "the player with the most life", "the player who controls the most creatures", "the player with the lowest life
   * total": the player a comparison among all players picks (CR 102.1, 119.1); written as read (`whoWord`); not told by the engine. */
  | 'most-player'
  /** "each other opponent": the opponents but the one named before ("deals combat damage to an opponent, it deals that much
   * damage to each other opponent", CR 102.3); "the chosen player": the player a choice named (607.2d). Not told by the engine. */
  | 'each-other-opponent' | 'chosen-player'
  /** "enchanted artifact's controller", "equipped creature's controller": the controller of the permanent this Aura or
   * Equipment is attached to (CR 303.4, 301.5, 108.4); written as read (`word`/`whoWord`); not told by the engine. */
  | 'attached-controller'
  /** "target spell's controller", "target creature's controller": the controller of an object the ability targets (CR
   * 115.1, 108.4); written as read; the target not chosen by the engine. */
  | 'target-controller'
  /** "each opponent attacking that player": the opponents attacking the player a trigger named (CR 508.1, 102.3); not
   * told by the engine. */
  | 'attacking-opponents'
  /** "each of those players": each of the players an earlier instruction named ("any number of target players each mill two
   * cards. If you're the monarch, each of those players mills ten cards instead", CR 608.2c); singular, each in turn. Not
   * told by the engine. */
  | 'each-of-those-players'
  /** "any number of target players" (CR 115.1, 601.2c), plural; "… other than that player" kept as written. Not chosen by the engine. */
  | 'target-players'
  /** "each player other than target player", "each opponent other than its controller": the players of a set but one
   * named (CR 102.1, 102.2); kept as written; not told by the engine. */
  | 'each-player-but'
  /** "up to one target player", "up to one target opponent" (CR 115.1, 601.2c): one player or none; not chosen by the engine. */
  | 'up-to-one-target-player' | 'up-to-one-target-opponent'
  /** "the first player", "the second player": after "that player chooses target player …", the player who chose and the
   * player chosen (CR 608.2c: the players the text named, in order); not told by the engine. */
  | 'first-player' | 'second-player'
  /** "each friend", "each foe": after "For each player, choose friend or foe", the players chosen as one or the other (CR
   * 608.2d: a choice the text named before); not told by the engine. */
  | 'each-friend' | 'each-foe';

/** An amount in rules text (CR 107.1, 107.3): a number, X, "for each …", or "equal to …". */
export type Amount =
  | { kind: 'fixed'; n: number }
  | { kind: 'x' }
  /** "discard your hand": every card */
  | { kind: 'all' }
  /** "for each creature you control": n per object of `per` (CR 107.3 counts them as the effect applies). */
  | { kind: 'for-each'; n: number; per: ObjectFilter }
  /** "for each charge counter on ~", "for each card revealed this way": n per unit of a count that isn't of objects. */
  | { kind: 'times'; n: number; of: Quantity }
  /** "equal to its power", "equal to the number of cards in your hand". */
  /** `before`: the quantity written where a number stands, before its noun ("gain twice X life", "create X minus one … tokens"). */
  | { kind: 'equal-to'; quantity: Quantity; before?: boolean }
  /** "that much" / "that many": the amount an earlier part of the ability produced. */
  | { kind: 'that-much' }
  /** "half their life, rounded up" (CR 107.1a: rounded as the text says). */
  /** `divisor` 3: "a third of their life, rounded up" (CR 107.1a); else half. */
  /** `each`: no rounding word in the phrase; the next sentence, "Round up each time.", tells it (CR 107.1a: effects.ts). */
  | { kind: 'half-life'; round: 'up' | 'down'; divisor?: 3; each?: true }
  /** "mills half their library, rounded down" (CR 107.1a: rounded as the text says). */
  | { kind: 'half-library'; round: 'up' | 'down' };

/** A quantity named by rules text ("its power", "the number of creatures you control"); model/abilities/amounts.ts. */
export type Quantity =
  /** `ofWritten`: "the power of target creature you control" rather than "its power". */
  | { kind: 'stat'; of: TargetSpec; stat: 'power' | 'toughness' | 'mana value'; ofWritten?: boolean }
  /** `total`: written "the total number of …" (the same count, CR 107.3). */
  | { kind: 'count'; filter: ObjectFilter; total?: boolean; /** "… as you cast this spell": counted then, not as it resolves (CR 601.2); the self-reference as written. */ asCast?: 'this spell' | '~';
    /** "… as this ability resolves": counted as the ability resolves (CR 608.2h: the same count, the time written). */ asResolves?: true }
  | { kind: 'x' }
  /** "the number of charge counters on ~" (CR 122.1). */
  /** `had`: "the number of counters it had on it" (as it last existed, CR 608.2h). */
  | { kind: 'counters'; counter: string; on: TargetSpec; had?: boolean; /** "counters among creatures you control" (the same count, written "among"). */ among?: true }
  /** "the number of cards revealed this way": the objects an earlier instruction acted on (CR 608.2c). */
  /** `controlledBy`: "creatures you controlled that were destroyed this way" (those a player controlled as it was done). */
  | { kind: 'this-way'; filter: ObjectFilter; verb: string; controlledBy?: PlayerRef }
  /** "the number of basic land types among lands you control" (domain, CR 305.6). */
  | { kind: 'basic-land-types' }
  | { kind: 'opponents' }
  /** "the greatest mana value of a commander you own on the battlefield or in the command zone" (CR 903.3, 202.3). */
  | { kind: 'commander-greatest'; stat: 'mana value' | 'power'; who: 'you' | 'they' }
  /** "for each target": the targets the spell or ability has (CR 115.1, 601.2c; a cost change by them, 601.2f). */
  | { kind: 'targets' }
  /** "the number of colors among permanents you control" (CR 105.2). */
  | { kind: 'colors-among' }
  /** "your devotion to red" (CR 700.5). */
  | { kind: 'devotion'; colors: Color[] }
  | { kind: 'life-total' }
  /** "the greatest power among creatures you control" (`highest`: written "highest"). */
  /** `orToughness`: "the greatest power and/or toughness among …", the greatest of both values (`stat` is 'power'; CR 208.1). */
  | { kind: 'greatest'; stat: 'power' | 'toughness' | 'mana value'; filter: ObjectFilter; highest?: boolean; orToughness?: true }
  /** "the life lost this way", "the damage dealt this way" (an earlier instruction's result, CR 608.2c). */
  /** `total`: "the total life lost this way" (CR 702.101a extort: what every player lost, added up — the same amount). */
  | { kind: 'result'; what: 'life lost this way' | 'damage dealt this way' | 'damage prevented this way' | 'life gained this way' | 'result' | 'total amount of mana paid this way'; total?: true; /** "any of those results" (several dice rolled, CR 706.2): one of them, whichever holds. */ any?: true }
  /** "1 plus the number of …" (`numberFirst`), "… plus 1"; `digits`: the number written as digits. */
  | { kind: 'plus'; n: number; of: Quantity; numberFirst?: boolean; digits?: boolean }
  /** `written`: "two times X" rather than "twice X". */
  | { kind: 'twice'; of: Quantity; written?: 'two times' }
  /** "card types among cards in your graveyard", "mana values among …" (CR 205.2a, 202.3): kinds counted once each. */
  /** `different`: written "different mana values among …" (the same count); "different powers" only so written. */
  | { kind: 'distinct'; what: 'card type' | 'mana value' | 'mana cost' | 'color' | 'creature type' | 'basic land type' | 'power'; among: ObjectFilter; different?: boolean }
  /** "your starting life total" (CR 103.4). */
  /** `whose` 'their': "their starting life total", the starting life total of the player named before (CR 103.4, 608.2c). */
  | { kind: 'starting-life-total'; whose?: 'their' }
  /** "the highest number you noted for cards named ~": a number noted as the card was drafted (CR 905.2b); not counted by
   * the engine (it plays games, not drafts). */
  | { kind: 'noted-number' }
  /** "the number of Elves you control plus the number of Elf cards in your graveyard": two quantities added (CR 107.1). */
  /** `each`: written as one countable, "for each other Zombie you control and each Zombie card in your graveyard" (CR 107.3). */
  | { kind: 'sum'; of: [Quantity, Quantity]; each?: true }
  /** "your life total minus the life total of an opponent with the most life": one quantity less another (CR 107.1; not
   * counted by the engine). */
  | { kind: 'less'; of: Quantity; less: Quantity }
  /** "the greatest number of creatures you control that have a creature type in common" (CR 205.3m: the most of them that
   * share one creature type), `written` as the card says it; not counted by the engine. */
  | { kind: 'most-sharing-type'; filter: ObjectFilter; written: 'have a creature type in common' | 'share a creature type' }
  /** "the amount of excess damage dealt to that creature this way" (CR 120.4a, 120.10: damage beyond lethal, 608.2c); not counted. */
  | { kind: 'excess-damage'; to: TargetSpec }
  /** "for each mana from a Treasure spent to cast them": each mana a source of a kind made, spent on the spell (CR 106.3,
   * 601.2h); `from` as written ("a Treasure"); not counted by the engine. */
  | { kind: 'mana-from'; from: string; spell: string }
  /** "the life total of an opponent with the most life", "the number of cards in the hand of the opponent with the most
   * cards in hand": what the player a comparison among players picks has (CR 102.1, 119.1, 402.1), `who` as written
   * (not counted by the engine). */
  | { kind: 'holding-of'; what: 'life total' | 'cards in hand'; who: string }
  /** "20 minus the highest life total among players", "3 minus the number of cards in their hand" (CR 107.1). */
  /** `ofFirst`: "X minus one", the quantity less the number (written quantity first). */
  | { kind: 'minus'; n: number; of: Quantity; digits?: boolean; ofFirst?: boolean }
  /** "that number": a number the ability named before (CR 608.2c); `written` "the chosen number" (a number chosen as the
   * permanent entered, CR 607.2d), "the number" (the one the sentence before chose). */
  | { kind: 'that-number'; written?: 'the chosen number' | 'the number' }
  /** "for each {E} paid this way": each energy counter an earlier "pay any amount of {E}" paid (CR 107.14, 608.2c). */
  | { kind: 'paid-this-way'; what: '{E}' }
  /** "the difference": the difference of two numbers an earlier comparison of the ability named (CR 608.2c). */
  | { kind: 'difference' }
  /** "the difference between your life total and target player's life total" (CR 107.1: the greater less the lesser),
   * not counted by the engine. */
  | { kind: 'difference-between'; of: [Quantity, Quantity] }
  /** "the difference between those players' life totals": the two players named before (CR 107.1, 119.1, 608.2c), not
   * counted by the engine. */
  | { kind: 'life-totals-difference'; of: "those players'" }
  /** "target player's life total", "that player's life total" (CR 119.1): another player's life, not counted by the engine. */
  | { kind: 'player-life'; who: PlayerRef }
  /** "the amount of unspent mana you have" (CR 106.4: the mana in a player's mana pool), not counted by the engine. */
  | { kind: 'unspent-mana' }
  /** "the number of creatures you control in excess of the number of creatures target opponent controls": the first less the
   * second, none when the second is greater (CR 107.1, 107.1b). */
  | { kind: 'excess'; of: Quantity; over: Quantity }
  /** "for each card fewer than three in their hand": how many the objects counted fall short of a number (CR 107.1, 107.1b);
   * `noun` and `place` as written ("card", "in their hand"), `of` the objects counted. */
  | { kind: 'short-of'; n: number; noun: string; place: string; of: Quantity }
  /** "that damage": the amount of the event that triggered the ability (CR 603.2, 608.2h). */
  | { kind: 'event-amount'; written: 'that damage' | 'the damage' | 'the excess' }
  /**
   * A tally of life or damage (CR 119, 120): "the amount of life you gained this turn", "the life that player lost this
   * turn", "the damage dealt to your opponents this turn", "1 life you gained" (after "for each"). `lead` as written;
   * `to`/`by` a player or object phrase; `when` the period. Read and printed; not counted by the engine.
   */
  | { kind: 'tally'; lead: 'the amount of' | 'the total amount of' | 'the' | '1'; measure: 'life' | 'damage' | 'noncombat damage' | 'combat damage'; who?: PlayerRef; verb: 'gained' | 'lost' | 'paid' | 'dealt'; to?: TargetSpec; by?: TargetSpec; when?: 'this turn' | 'this way' | 'so far this turn'; /** "the damage already dealt to it this turn" (CR 120.6). */ already?: boolean; /** "dealt to you so far this turn by artifacts": the period written before "by". */ whenBeforeBy?: true;
    /** "the amount of damage those creatures dealt to that player": the source written first, as the subject (CR 120.1). */ sourceFirst?: true;
    /** "the amount of life you've gained this turn": the perfect as written (the same tally). */ have?: "'ve" }
  /**
   * Objects a player acted on this turn or game (CR 700.4, 601.2, 121.1): "spells you've cast this turn", "cards you've drawn
   * this turn", "tokens you created this turn", "other spells cast this turn", "cards put into their graveyard from anywhere
   * this turn". Read and printed; not counted by the engine.
   */
  | { kind: 'done'; filter: ObjectFilter; who?: PlayerRef; have?: "'ve" | ' have'; verb: string; when: 'this turn' | 'this game' }
  /** "the number of times ~ was kicked", "time it was kicked" (CR 702.33), "times this creature has mutated" (CR 702.140). */
  /** "time it regenerated this turn" (CR 701.19a; not counted by the engine). */
  | { kind: 'times'; of: TargetSpec; event: 'was kicked' | 'has mutated' | 'regenerated this turn' }
  /** "opponent you attacked with a creature this combat" (CR 702.121a melee: players attacked, not planeswalkers). */
  | { kind: 'opponents-attacked' }
  /** "creature blocking it beyond the first" (CR 702.23a rampage: the creatures blocking the ability's creature, less one). */
  | { kind: 'blockers-beyond-first' }
  /** "the greatest number of cards a player discarded this way": the most any one player's share of what an earlier
   * instruction did (CR 608.2c). Read and printed; not counted by the engine. */
  /** "the greatest number of creatures a player controls", "… cards an opponent has drawn this turn": the most any one
   * player's count (`of`, read for "they"; CR 608.2h). Read and printed; not counted by the engine. */
  | { kind: 'most-of'; who: 'a player' | 'an opponent'; of: Quantity }
  | { kind: 'most-this-way'; filter: ObjectFilter; who: PlayerRef; verb: 'discarded' | 'drew' | 'sacrificed' | 'milled' | 'revealed' | 'exiled' }
  /** "the amount of mana spent to cast this spell", "the number of colors of mana spent to cast this spell" (CR 601.2h). */
  /** `symbol`: "the amount of {S} spent to cast this spell" (mana of one kind, CR 601.2h, 107.4h). */
  | { kind: 'mana-spent'; colors?: boolean; spell: string; symbol?: string; /** "for each {S} spent to cast this spell": each mana counted (CR 107.4h). */ each?: boolean }
  /** "the highest life total among all players", "the lowest life total among players" (CR 119.1, 102.1). */
  | { kind: 'life-among'; which: 'highest' | 'lowest'; among: 'all players' | 'players' }
  /** "half your life total, rounded up", "half the sacrificed creature's power, rounded down" (CR 107.1a). */
  /** CR 107.1a: `round` as the phrase says; absent when the phrase names none ("half X": the ability tells elsewhere, or not). */
  /** `each`: the rounding told by the next sentence, "Round down each time." (CR 107.1a), not in the phrase. */
  | { kind: 'half'; of: Quantity; round?: 'up' | 'down'; each?: true }
  /** "the number of creatures in your party" (CR 700.8). */
  | { kind: 'party' }
  /** "For each of them, …", "For each of those creatures, …": the objects an earlier instruction named, each once (CR
   * 608.2c); as a per-object instruction's objects only, not counted by the engine. */
  | { kind: 'named-before'; written: 'them' | 'those creatures' | 'those cards' | 'those permanents' | 'those lands' }
  /** "experience counters you have", "poison counters your opponents have" (CR 122.1: counters on a player). */
  | { kind: 'player-counters'; counter: string; who: PlayerRef }
  /** "for each player", "for each opponent": the players in the game (CR 102.1). */
  /** `who`: "for each opponent who lost life this turn" (a closed list of what the player did or is, `PLAYERS_WHO`). */
  | { kind: 'players'; opponents?: boolean; who?: string; /** "the number of players who control more lands than you": the plural's relative word ("who"/"that"), `who` kept in its singular form. */ pluralWord?: 'who' | 'that';
    /** `who` is the whole clause after the noun, not after "who": "opponent whose life total is less than half their starting
     * life total", "opponent dealt damage" (CR 102.1, 119.3, 120.3). */ clause?: boolean }
  /** Kinds one object or the objects named before have, each counted once: "colors among those creatures", "card types the
   * discarded card has", "colors that creature was" (CR 105.2, 205.2a; last known, 608.2h). Read and printed; not counted by the engine. */
  | { kind: 'kinds-of'; what: 'color' | 'card type' | 'creature type'; of: TargetSpec; form: 'among' | 'has' | 'was' }
  /** "for each kind of counter on target permanent or player": the kinds of counters on it, each once (CR 122.1). Read and
   * printed; not counted by the engine. */
  | { kind: 'counter-kinds'; on: TargetSpec }
  /** "for each strength vote" (CR 701.38: the votes cast for one choice). */
  | { kind: 'votes'; choice: string }
  /** "for each creature it devoured" (CR 702.82b). */
  | { kind: 'devoured' }
  /** "for each time you've cast your commander from the command zone this game" (CR 903.8). */
  | { kind: 'commander-casts'; which: 'your commander' | 'a commander' }
  /** "the number of colors in your commanders' color identity" (CR 903.4, 903.4f: undefined without a commander); `whose`
   * as written ("your commander's", "your commanders'": partners, 702.124). Read and printed; not counted by the engine. */
  | { kind: 'identity-colors'; whose: "your commander's" | "your commanders'" }
  /** "for each white mana symbol in its mana cost", "… in the mana costs of permanents you control" (chroma, CR 202.1, 107.4). */
  | { kind: 'mana-symbols'; color: Color; of?: ObjectFilter; written?: string }
  /** "for each of its colors" (CR 105.2). */
  | { kind: 'colors-of'; of: TargetSpec }
  /** "the total power of creatures you control", "the total mana value of those cards" (CR 208, 202.3). */
  /** `possessive`: written "their total mana value" / "its total power" (the objects named before). */
  | { kind: 'total'; stat: 'power' | 'toughness' | 'mana value'; filter?: ObjectFilter; of?: TargetSpec; possessive?: boolean };

/**
 * How rules text compares a number (CR 107.1), as written: "four or more" ('or-more'), "10 or less", "less than 7",
 * "exactly one", "at least three", "greater than or equal to …"; 'none': "there are no … counters".
 */
export type Comparison =
  | 'or-more' | 'or-greater' | 'or-less' | 'or-fewer' | 'less-than' | 'greater-than' | 'fewer-than' | 'more-than'
  | 'exactly' | 'at-least' | 'at-most' | 'less-than-or-equal-to' | 'greater-than-or-equal-to' | 'none'
  /** "10 or higher" (a die's result, CR 706.2); `equal`: the number alone after "is" ("the result is 12"). */
  | 'or-higher' | 'equal'
  /** "equal to the amount of unspent mana you have": the same number as a quantity (CR 107.1). */
  | 'equal-to';

/** A number compared: the comparison, and a number (`digits`: written in digits) or a quantity ("your starting life total"). */
export interface Compared {
  cmp: Comparison;
  n?: number;
  digits?: boolean;
  to?: Quantity;
}

/** What a player has that a condition counts ("an opponent has 10 or less life", "you have fewer than seven cards in hand"). */
export type PlayerHoldings = 'life' | 'cards in hand' | 'cards in their graveyard' | 'cards in your graveyard' | 'cards in their hand' | 'poison counters' | 'opponents' | 'cards in your library' | 'cards in your hand';

/** Tokens entering attacking, as the relative clause says (CR 508.4); attacking the player named before, or blocking the
 * creature named before (CR 509.1h: it never blocked, "whenever … blocks" doesn't trigger), not carried out. */
export type TokenAttacking = 'attacking' | 'tapped and attacking' | 'attacking that opponent' | 'attacking that player' | 'blocking that creature';

/** A token's characteristics ("a 1/1 white Soldier creature token with flying", CR 111.4). */
export interface TokenSpec {
  power?: number;
  toughness?: number;
  colors?: Color[];
  cardTypes: string[];
  subtypes: string[];
  supertypes?: string[];
  keywords: string[];
  /** A predefined token (CR 111.10): "Treasure", "Clue", "Food". */
  predefined?: string;
  /** "named …"; `nameFirst`: written before the token ("Voja, Friend to Elves, a legendary 3/3 … token", CR 111.4). */
  name?: string;
  nameFirst?: boolean;
  /** "a legendary 3/3 … token": "legendary" written before the P/T. */
  legendaryFirst?: boolean;
  /** "an X/X … token" (CR 107.3: X is defined by the text or the cost; not carried out). */
  ptX?: boolean;
  /** Quoted abilities: a 1/1 … token with "This creature can't block." (CR 111.4, 113.1a). */
  abilities?: Ability[];
  /** "a 2/2 creature token of the chosen color and type": a color and/or creature type chosen earlier (CR 111.4, 607.2d;
   * not made by the engine). */
  ofChosen?: 'color' | 'type' | 'color and type';
  /** "an 8/8 Beast creature token that's red, green, and white": its colors written after it, in the order written (CR 111.4, 105.2). */
  colorsAfter?: Color[];
  /** A creature token written without P/T whose next sentence tells them (CR 111.4): `has` "It has "<CDA>"" / "Those
   * creatures have "<CDA>"" (the creating effect grants the characteristic-defining ability, CR 604.3a); `equal` "Its power
   * is equal to <Q> and its toughness is equal to <Q>" (model/abilities/token-pt-after.ts). */
  ptAfter?: { kind: 'has'; subject: string; ability: Ability } | { kind: 'equal'; power: Quantity; toughness: Quantity };
}

/** When a condition ("if …", "as long as …", intervening-if) holds; every kind is grammar, none is free text. */
/** What "<object> is …" states (CR 611.3a): statuses (110.5), combat, attachments (303.4, 301.5), monstrous (701.37b), renowned (702.112b). */
export type ObjectState = 'face down' | 'face up' | 'tapped' | 'untapped' | 'attacking' | 'blocking' | 'enchanted' | 'equipped' | 'monstrous' | 'renowned' | 'attacking alone';

export type Condition =
  /** `they`: "if they do", after another player's optional action (CR 608.2c). */
  /** `who`: another player as written ("the player does", "that player doesn't", "they don't"). */
  /** `paid`: "If you pay, …" after "you may pay …" (CR 608.2c: the same as "if you do"). */
  | { kind: 'if-you-do'; they?: boolean; who?: 'the player' | 'a player' | 'that player'; paid?: boolean }
  /** `who` 'no one' / 'no player': "If no one does, …" after an offer to any player (CR 608.2d). */
  | { kind: 'if-you-dont'; who?: 'the player' | 'a player' | 'that player' | 'they' | 'no one' | 'no player' }
  /** "it's a creature card", "it's a creature" (CR 708.12 after a reveal) */
  /** `past`: "it was a creature card" (what it was as it left, CR 608.2h). */
  /** `negated`: "it isn't a land card" / "it's not a token"; `adjective`: no article and no noun ("enchanted creature is red",
   * "it's legendary": the filter is read with the noun "permanent", printed without it). */
  | { kind: 'is'; subject: TargetSpec; filter: ObjectFilter; past?: boolean; negated?: "isn't" | "wasn't" | 'not'; adjective?: boolean }
  /** "it has a +1/+1 counter on it", "~ has seven or more quest counters on it" (CR 122.1). */
  | { kind: 'has-counters'; subject: TargetSpec; counter: string; atLeast: number; /** "on him" / "on her": a legendary card's own pronoun for itself (CR 201.5, 608.2c), the same object as "on it". */ on?: 'him' | 'her' }
  /** "you control a/an/another <filter>", "you control no <filter>" */
  /** `sameName`: "you control eight or more artifacts with the same name as one another": that many sharing one name (CR 201.2a). */
  | { kind: 'control'; filter: ObjectFilter; none: boolean; count?: number; sameName?: boolean }
  /** "~ is face down / face up / tapped / untapped / attacking" */
  /** `contracted`: written "it's untapped". `negated`: "~ isn't renowned" (CR 702.112a). */
  | { kind: 'state'; subject: TargetSpec; state: ObjectState; contracted?: boolean; negated?: boolean }
  /** "it's your turn" / "it's not your turn" */
  | { kind: 'turn'; yours: boolean }
  /** "it's not their turn": the turn of a player named before (CR 500; not evaluated). */
  | { kind: 'their-turn'; not: boolean }
  /** "you have no cards in hand", "you have seven or more cards in hand" (CR 402). */
  | { kind: 'hand-size'; atLeast?: number; none?: boolean }
  /** "you cast it from your hand" (an intervening condition on an enters trigger, CR 603.4). */
  | { kind: 'cast-from-hand' }
  /** "this spell was kicked / foretold / bargained" (CR 702.33d, 702.143, 702.166). */
  /** `subject`: written "it was kicked" / "that spell was kicked" (rather than "this spell"). */
  | { kind: 'spell-was'; how: 'kicked' | 'foretold' | 'bargained'; subject?: 'it' | 'that spell' }
  /** "unless you pay {G}{G}" (CR 118.12a): the condition holds when the player doesn't pay. */
  | { kind: 'unless-pay'; mana: string }
  /** "unless you pay its mana cost" (CR 118.12a, 202.1: the object's own mana cost), not carried out. */
  | { kind: 'unless-pay-cost'; cost: 'its mana cost' }
  /** "unless you sacrifice a land", "unless that player pays 4 life", "unless they sacrifice a creature or discard a card": an
   * action a player may take as the effect resolves to stop it (CR 118.12); `effects` the action, several joined by "or"
   * (one of them). Read by the phrase table, with the player as its subject. */
  | { kind: 'player-does'; effects: Effect[]; /** "unless you return a land you control to its owner's hand": the
    * ability's controller does an imperative instruction, written with "you" (CR 118.12a). */ you?: boolean;
    /** "unless its controller has ~ deal 2 damage to them": the player, as written, has an object do it (a causative). */
    has?: string;
    /** "… at the beginning of their next draw step unless they pay {2} before that step": the offer stands until the step
     * the delayed trigger waits for begins, so the player may act any time before it, not as the effect resolves (CR 118.12,
     * 603.7a; not carried out). */
    before?: 'that step' | 'that draw step' }
  /** "unless defending player controls an Island", "you control no Islands" as a state (CR 603.8). */
  | { kind: 'player-controls'; who: PlayerRef; filter: ObjectFilter; none?: boolean }
  /** "Otherwise, …": the earlier condition of the ability did not hold (CR 608.2c). */
  /** `written`: "If it doesn't, …", "If it isn't, …" (CR 608.2c: the condition before it didn't hold, written about its object). */
  | { kind: 'otherwise'; written?: "it doesn't" | "it isn't" }
  /** "you win the flip" / "you lose the flip" (CR 705.2). */
  /** "you win the flip", "they lose the flip" (CR 705.2); `who`: another player than you, as written. */
  | { kind: 'flip'; won: boolean; who?: 'they' | 'the player' | 'that player' }
  /** "you can't": the instruction before it could not be carried out (CR 608.2c). */
  | { kind: 'you-cant'; who?: 'they' | 'the player' | 'that player' }
  /** "you controlled it": the object's last known controller was you (CR 608.2h). */
  | { kind: 'controlled-it' }
  /** "you control that creature": an object named before is controlled by you now (CR 108.4; not evaluated by the engine). */
  | { kind: 'controls-it'; word: 'it' | 'that creature' | 'that permanent' }
  /** "there are twenty or more cards in your graveyard" (a count of objects, CR 107.3). */
  | { kind: 'there-are'; filter: ObjectFilter; atLeast: number }
  /** "an opponent controls more lands than you" */
  | { kind: 'opponent-controls-more'; filter: ObjectFilter }
  /** "a library has twenty or fewer cards in it", "your library has ten or more cards in it" (CR 401). */
  /** `none`: "your library has no cards in it" (CR 401.1). */
  | { kind: 'library-size'; whose: 'a library' | 'your library'; n: number; more: boolean; none?: boolean }
  /** "an opponent was dealt 7 or more damage this turn", "you've been dealt 5 or more damage this turn" (CR 120). */
  | { kind: 'dealt-damage-this-turn'; who: 'an opponent' | 'you'; atLeast: number }
  /** "creatures you control have total power 10 or greater" (CR 208). */
  | { kind: 'total-power'; filter: ObjectFilter; atLeast: number }
  /** "each player has no cards in hand" (CR 402). */
  | { kind: 'each-player-empty-hand' }
  /** "you attacked with three or more creatures this turn" (CR 508.1). */
  | { kind: 'attacked-with'; atLeast: number }
  /** A fact of the game stated in words (model/abilities/facts.ts): "a player cast two or more spells last turn". */
  | { kind: 'fact'; fact: FactId; n?: number }
  /** "your devotion to green is less than five" (CR 700.5, 700.5a: the mana symbols of those colors among the mana
   * costs of permanents you control). */
  | { kind: 'devotion'; colors: Color[]; lessThan: number }
  /**
   * A number compared (model/abilities/conditions.ts): "your life total is less than 7", "its mana value is 4 or greater"
   * (`form` 'is'); "there are four or more card types among cards in your graveyard", "there is exactly one tide counter
   * on ~" ('there-are').
   */
  /** `bare`: "there are cards exiled with ~" (no number written: one or more). */
  /** `statElided`: the other object's same stat written as its possessive alone ("greater than ~'s", CR 208.1). */
  | ({ kind: 'compare'; form: 'is' | 'was' | 'there-are'; quantity: Quantity; bare?: boolean; statElided?: boolean; /** "there are no more … counters on it" (none, written so). */ noMore?: boolean } & Compared)
  /** "an opponent has 10 or less life", "you have fewer than seven cards in hand" (CR 119, 402). */
  | ({ kind: 'player-has'; who: PlayerRef; what: PlayerHoldings; /** "is poisoned": one or more poison counters (CR 122.1f). */ poisoned?: boolean } & Compared)
  /** Two conditions joined (`op`); `elided`: the second reuses the first's subject and verb ("you control a red permanent
   * and a green permanent"); `ifAgain`: "if you do or if you control a Dragon". */
  | { kind: 'both'; op: 'and' | 'or'; left: Condition; right: Condition; elided?: string; ifAgain?: boolean; /** The time written once after both, the first's too ("… or … this turn"). */ sharedWhen?: HappenedWhen;
    /** A list of three or more ("a God, a Demigod, or a legendary enchantment"): `comma`, an item followed by a comma and
     * the rest of the list; `serial`, the last two items, "…, or …". */
    comma?: boolean; serial?: boolean }
  /** "equipped creature has flying", "it doesn't have first strike" (CR 702). */
  /** `past`: "it had flying", "it didn't have decayed": as the object last existed (CR 608.2h). */
  | { kind: 'has-keyword'; subject: TargetSpec; keyword: string; negated?: boolean; past?: boolean }
  /** "it wasn't the first land you played this turn", "it's the second creature spell you cast this turn", "~ is the first
   * spell you've cast this game" (CR 305.2, 601.2): the object's place in the order a player played or cast its kind. */
  | { kind: 'nth'; subject: TargetSpec; verb: 'is' | "isn't" | 'was' | "wasn't" | "it's"; nth: string; filter: ObjectFilter; did: 'you played' | 'you cast' | "you've cast"; when: 'this turn' | 'this game' }
  /** "it has the same name as that card", "it has the same mana value as the revealed card" (CR 201.2, 202.3). */
  /** `or`: a second object, "as another creature you control or a creature card in your graveyard" (either one; negated,
   * neither, CR 201.2). */
  | { kind: 'same-as'; subject: TargetSpec; what: 'name' | 'mana value'; with: TargetSpec; or?: TargetSpec; negated?: boolean; /** "as one of the cards exiled with ~": `with` written in the plural after "one of the" (CR 201.2). */ oneOf?: boolean }
  /** "that card has the chosen name", "it doesn't have the chosen name" (CR 201.2, 607.2d: the name a linked ability chose). */
  | { kind: 'has-chosen-name'; subject: TargetSpec; negated?: boolean }
  /** "~ is paired with another creature" (soulbond, CR 702.95). */
  | { kind: 'paired'; subject: TargetSpec }
  /** Some object of a kind has a keyword or a counter: "a creature you control has flying" (CR 702), "a card exiled with ~
   * has flying", "a creature has a -1/-1 counter on it" (CR 122.1). */
  | { kind: 'some-has'; article: 'a' | 'an'; filter: ObjectFilter; keyword?: string; counter?: string }
  /** "you control a permanent of each color", "you control a land of each basic land type" (CR 105.1, 205.3i): one of
   * the kind for every color or basic land type. */
  | { kind: 'controls-each'; who: PlayerRef; article: 'a' | 'an'; filter: ObjectFilter; each: 'color' | 'basic land type' }
  /** "that creature is 1/1": an object's power and toughness both stated (CR 208.1). */
  | { kind: 'pt-is'; subject: TargetSpec; power: number; toughness: number }
  /** "you have no land cards in hand", "an opponent has two or more creature cards in hand" (CR 402): cards of a kind. */
  | ({ kind: 'player-has-cards'; who: PlayerRef; filter: ObjectFilter } & Compared)
  /** "{G} was spent to cast ~", "{R}{G} was spent …" (`mana`), "at least three red mana was spent to cast ~" (`atLeast`, CR 601.2h). */
  /** `none`: "no mana" / "no colored mana was spent"; `spell`: the spell as written when not "~" ("it", "that spell"). */
  /** `fromTreasure`: "mana from a Treasure was spent" (CR 111.10a). */
  /** `sameColor`: "at least three mana of the same color was spent to cast it" (adamant, CR 601.2h). */
  | { kind: 'mana-spent'; mana?: string; atLeast?: { n: number; color: Color }; none?: 'mana' | 'colored mana'; fromTreasure?: boolean; sameColor?: number; spell?: 'it' | 'that spell' | 'it or activate it';
      /** "{S} of any of that spell's colors" (CR 107.4h: snow mana of one of the spell's colors; not evaluated). */ ofColors?: 'its' | "that spell's" }
  /** "<player> controls exactly one creature", "its controller controls no other creatures", "any player controls a black
   * permanent" (CR 108.4): how many of a filter a player controls, compared. */
  /** `dont`: "you don't control an Ogre" (the same as none). */
  /** `nobody`: "no opponent controls a creature" (`who` the players the "no" ranges over: an opponent, a player). */
  | ({ kind: 'controls-count'; who: PlayerRef; filter: ObjectFilter; other?: boolean; otherAfter?: boolean; article?: 'a' | 'an' | 'another'; dont?: boolean; nobody?: boolean } & Compared)
  /** "black is the most common color among all permanents or is tied for most common" (CR 105.2). */
  | { kind: 'most-common-color'; color: Color }
  /**
   * What happened (model/abilities/event-conditions.ts; CR 608.2c "this way", 603.4 "this turn"): a subject × a verb in its
   * written form × what it acted on × where it went × when. "a creature card was exiled this way", "an opponent cast three
   * or more spells this turn", "~ didn't attack this turn", "an opponent had two or more creatures enter the battlefield
   * under their control this turn" (`had`: the object does the verb).
   */
  | {
    kind: 'happened'; subject: HappenedSubject; verb: string; form: 'base' | 's' | 'past' | 'participle'; when?: HappenedWhen;
    negated?: "didn't" | "doesn't" | "don't" | "wasn't" | "haven't" | "hasn't"; be?: 'is' | 'was' | 'are' | 'were'; have?: 'have' | 'has'; had?: boolean;
    object?: HappenedObject; tail?: string;
  }
  /** "it shares a creature type with ~", "it shares a card type with the exiled card" (CR 205.2a, 205.3, 105.2). */
  | { kind: 'shares'; subject: TargetSpec; what: 'creature type' | 'card type' | 'color' | 'land type'; with: TargetSpec; negated?: boolean }
  /**
   * Counters on one object compared (CR 122.1): "it had no time counters on it", "~ has fewer than three +1/+1 counters on
   * it", "~ doesn't have a +1/+1 counter on it", "it had counters on it" (`counter` absent: any kind).
   */
  | ({ kind: 'counters-on'; subject: TargetSpec; counter?: string; verb: 'has' | 'had' | "doesn't have" | "didn't have"; article?: 'a' | 'an' | 'any' } & Partial<Compared>)
  /** "its madness cost was paid", "its spectacle cost was paid" (CR 702.35, 702.137, 702.117): a keyword's cost paid for the spell. */
  /** `subject` 'the': "the {1}{B} cost was paid", an alternative cost named by its mana (CR 118.9); `keyword` is that mana. */
  | { kind: 'cost-paid'; subject: 'its' | "~'s" | "that spell's" | 'the'; keyword: string }
  /** "it was kicked with its {2}{U} kicker" (CR 702.33d: one of several kicker costs paid). */
  | { kind: 'kicked-with'; subject: 'it' | '~'; cost: string }
  // Conditions about objects and players from parts (model/abilities/object-conditions.ts), none evaluated by the engine:
  /** "it has mana value 3 or less", "target creature has toughness 5 or greater" (CR 202.3, 208.1). */
  | ({ kind: 'has-value'; subject: TargetSpec; verb: 'has' | 'had'; value: 'mana value' | 'power' | 'toughness' } & Compared)
  /** "it targets a black permanent", "it has a single target" (CR 115.1). */
  | { kind: 'targets'; subject: TargetSpec; filter?: ObjectFilter; single?: boolean; /** written "has only one target" */ onlyOne?: boolean;
      /** "that target is a creature", "that target is ~" (CR 115.1: the one target of the spell named before, written after
       * "has only one target"; `self`: this object). */ targetIs?: boolean; self?: boolean }
  /** "~ is [still] on the battlefield", "~ is in the command zone or on the battlefield" (CR 400.1). */
  | { kind: 'in-zone'; subject: TargetSpec; zone: Whereabouts; still?: boolean; contracted?: boolean }
  /** "an enchantment is on the battlefield", "seven or more cards are in your graveyard", "exactly one creature is attacking". */
  /** `there`: written "there is a Desert card in your graveyard", "there are two or more …". */
  | ({ kind: 'objects-are'; filter: ObjectFilter; where: Whereabouts; article?: 'a' | 'an' | 'another'; there?: boolean } & Partial<Compared>)
  /** "two or more of those cards have the same name" (CR 201.2, 202.3): how many of the objects an earlier instruction
   * named share one name or mana value (not evaluated by the engine). */
  /** "its power is greater than each other creature's power" (CR 208.1): one object's stat against every other object of
   * a kind's same stat (read, not evaluated). `whose`: the possessive as written ("its", "~'s", "that creature's"). */
  | { kind: 'beyond-each'; whose: string; stat: 'power' | 'toughness' | 'mana value'; cmp: 'greater' | 'less'; others: ObjectFilter }
  | ({ kind: 'same-among'; those: 'those cards' | 'those creatures' | 'those permanents' | 'them'; what: 'name' | 'mana value' } & Compared)
  /** "you both own and control ~ and a creature named Midnight Scavengers" (CR 108.3, 108.4: the meld condition, 712.4a):
   * the object and one of a kind, each owned and controlled by you; not evaluated. */
  | { kind: 'owns-controls'; subject: TargetSpec; article: 'a' | 'an'; filter: ObjectFilter }
  /** "~ is exiled with an egg counter on it" (CR 406.1, 122.1; not evaluated). */
  | { kind: 'exiled-with-counter'; subject: TargetSpec; counter: string }
  /** "two or more players are tied for highest / lowest life total" (CR 119.1; not evaluated). */
  | { kind: 'players-tied'; extreme: 'highest' | 'lowest' }
  /** "that player's coin comes up tails" (written "each player whose coin comes up tails"): how the coin a player flipped
   * before landed (CR 705.1, 705.2; not evaluated). */
  | { kind: 'coin-side'; side: 'heads' | 'tails' }
  /** "that player tapped a land for mana this turn" (written "each player who tapped a land for mana this turn"): what the
   * player did this turn (CR 106.12: a mana ability with {T} activated; not evaluated). */
  | { kind: 'tapped-for-mana'; filter: ObjectFilter; article: 'a' | 'an' }
  /** "carnage gets more votes [or the vote is tied]" (CR 701.38). */
  | { kind: 'votes'; choice: string; orTied?: boolean }
  /** "this ability has been activated four or more times this turn" (`activated`), "this is the first or second time this
   * ability has resolved this turn" (`nth`) (CR 602.5b, 603.2). */
  | ({ kind: 'ability-count'; activated?: boolean; nth?: number[]; /** "it's the second time", after the count written whole (CR 608.2c). */ elided?: boolean } & Partial<Compared>)
  /** "an opponent is the monarch", "you're the monarch", "you have the city's blessing", "you have a full party" (CR 724, 702.131, 700.8). */
  | { kind: 'designation'; who: PlayerRef; what: Designation; contracted?: boolean }
  /** "an opponent has more life than you", "a player has more cards in hand than each other player", "that player controls
   * more lands than you" (CR 119, 402, 108.4): two players compared (model/abilities/player-conditions.ts). */
  | { kind: 'player-compare'; who: PlayerRef; what?: 'life' | 'cards in hand'; filter?: ObjectFilter; more: boolean; word: 'more' | 'less' | 'fewer'; than: PlayerRef | 'each other player' | /** one opponent of yours other than the first (CR 102.3; not evaluated) */ 'another of your opponents';
      /** The compared player as written when not its usual words ("attacking player", CR 506.2). */
      thanWord?: string;
      /** "that player had at least two more cards in hand than you did as you activated this ability": the holdings as the
       * ability was activated (CR 602.2b, 601.2c: its targets are chosen then), by at least `atLeast` (not evaluated). */
      asActivated?: true; atLeast?: number }
  /** "~ is attached to a creature", "another Aura is attached to enchanted creature", "two or more Equipment are attached to
   * it" (CR 301.5, 303.4): an object, or objects of a kind counted, attached to one object or to one of a kind. */
  | ({ kind: 'attached'; subject?: TargetSpec; filter?: ObjectFilter; article?: 'a' | 'an' | 'another'; onto?: TargetSpec; ontoFilter?: ObjectFilter; ontoArticle?: 'a' | 'an'; /** "Equipment": written in the singular for several. */ invariable?: boolean; /** "an Aura you controlled was attached to it" (CR 608.2h: as it last existed). */ past?: boolean } & Partial<Compared>)
  /** "at least two other creatures attack", "a black or green creature also attacks" (CR 508.1c, 509.1b): other
   * creatures declared as attackers or blockers with it. */
  | ({ kind: 'in-combat-with'; action: 'attack' | 'block'; filter: ObjectFilter; article?: 'a' | 'an' | 'another'; also?: boolean } & Partial<Compared>)
  /** "it was cast", "~ was cast from a graveyard" (CR 601.2): how the object came to be, not evaluated. */
  | { kind: 'was-cast'; subject: TargetSpec; from?: 'a graveyard' | 'your hand' | 'exile' }
  /** "it's night" (CR 730.1). */
  | { kind: 'day-night'; is: 'day' | 'night' }
  /** "you control artifacts named Crown of Empires and Scepter of Empires" (CR 201.2), not evaluated. */
  | { kind: 'controls-named'; filter: ObjectFilter; names: string[] }
  /** "you control the creature with the greatest power or tied for the greatest power" (CR 208.1, 202.3: a value
   * compared among the objects of a kind; `among` the objects compared, else every one of the kind on the battlefield). */
  | { kind: 'controls-most'; who: PlayerRef; filter: ObjectFilter; word: 'greatest' | 'highest'; value: 'power' | 'toughness' | 'mana value'; among?: ObjectFilter; tied?: boolean }
  /** "it isn't being declared as an attacker" (CR 508.1f), not evaluated. */
  | { kind: 'being-declared'; subject: TargetSpec; negated?: boolean }
  /** "that mana is spent on a creature spell" (CR 106.6), not evaluated. */
  | { kind: 'mana-spent-on'; filter: ObjectFilter; article: 'a' | 'an' }
  /** "all lands on the battlefield are Islands", "all creatures you control are Elves" (CR 205.3: every object of a kind is
   * also of another kind; none is enough), not evaluated. */
  | { kind: 'all-are'; filter: ObjectFilter; are: ObjectFilter; adjective?: boolean }
  /** "an opponent owns a card in exile" (CR 108.3, 406.1): a card a player owns somewhere, not evaluated. */
  | { kind: 'owns-in'; who: PlayerRef; article: 'a' | 'an'; filter: ObjectFilter; where: 'in exile' }
  /** "an instant card and a sorcery card are in your graveyard" (CR 404.1): one of each kind is there, not evaluated. */
  | { kind: 'each-in'; items: { article: 'a' | 'an'; filter: ObjectFilter }[]; where: Whereabouts }
  /** "you control a commander as you cast ~" (CR 601.2: a condition as it stood while the spell was being cast), any
   * condition with that time after it; not evaluated. */
  | { kind: 'as-cast'; condition: Condition }
  /** "you pay {2} more to cast it" (CR 601.2f: an additional cost a permission asks for, "as though it had flash if …"). */
  | { kind: 'pay-more'; mana: string; subject: 'it' | '~' }
  /** "it shares a color with the most common color among all permanents or a color tied for most common" (CR 105.1, 105.2). */
  | { kind: 'shares-common-color'; subject: TargetSpec }
  /** "that spell's mana cost contains {X}", "that ability's activation cost contains {X}" (CR 107.3, 202.1, 602.1a): a
   * symbol in the cost of an object named before, not evaluated. */
  | { kind: 'cost-contains'; cost: CostOwner; symbol: string; /** "that spell's mana cost or that ability's activation cost contains {X}": either cost. */ or?: CostOwner }
  /** "~ started the turn untapped" (CR 500.1, 603.4): the object's status as the turn began, not evaluated. */
  | { kind: 'started-turn'; subject: TargetSpec; status: 'tapped' | 'untapped' }
  /** "it's attacking the player with the most life or tied for most life", "~ is attacking a player" (CR 506.3, 508.1b: the
   * player an attacking creature attacks; not evaluated by the engine). `whoWord`: the player's words when the printer's
   * spelling of `whom` differs. */
  | { kind: 'attacking-whom'; subject: TargetSpec; whom: PlayerRef; whoWord?: string; contracted?: true }
  /** "two or more of those creatures are attacking you and/or planeswalkers you control" (CR 508.1b, 506.3): how many of
   * the attacking creatures named before attack whom, not evaluated. */
  | ({ kind: 'those-attacking'; those: 'those creatures'; whom: AttackedWhom } & Compared)
  /** "cards with at least six different mana values are revealed this way" (CR 202.3, 608.2c): how many different values
   * among the cards an earlier instruction acted on, not evaluated. */
  | ({ kind: 'distinct-this-way'; what: 'mana value' | 'name' | 'power'; verb: 'revealed' | 'exiled' | 'milled' | 'discarded' } & Compared);

/** Whose cost a condition reads: a spell's mana cost or an ability's activation cost named before (CR 202.1, 602.1a). */
export type CostOwner = "its mana cost" | "that spell's mana cost" | "that ability's activation cost" | "~'s mana cost";

/** Whom attacking creatures attack, as a condition says (CR 508.1b). */
export type AttackedWhom = 'you' | 'you and/or planeswalkers you control' | 'you or a planeswalker you control';

/** What causes an ability to trigger, written as a gerund after its subject: "a land entering [the battlefield]", "a creature
 * you control attacking" (CR 603.2, 603.6a, 508.1). */
export interface TriggerCause {
  article: 'a' | 'an';
  filter: ObjectFilter;
  action: (typeof TRIGGER_CAUSES)[number];
}
/** Current wording: "entering" (the legacy voice prints "entering the battlefield", print.ts printLine). */
export const TRIGGER_CAUSES = ['entering under your control', 'entering', 'attacking', 'dying'] as const;

/** When or from where a player can't cast spells (CR 101.2). */
export type CastWhen = 'this turn' | 'for the rest of the game' | 'during your turn' | 'from graveyards' | 'from graveyards or libraries' | 'from anywhere other than their hands' | 'during combat';

/** How often "repeat this process" says the instructions are done again (CR 608.2c). */
export type RepeatTimes = 'once' | 'two more times' | 'any number of times';

/** What ends "Repeat this process until …" (CR 608.2c; model/abilities/repeat-until.ts): no player doing a thing any more
 * ("until no one pays life"), both players' coins on one side on one flip (705.2), every card exiled this way chosen. */
export type RepeatUntil =
  | { kind: 'no-one'; deed: 'pays life' | 'puts a card onto the battlefield' }
  | { kind: 'coins-same'; side: 'heads' | 'tails' }
  | { kind: 'all-chosen' }
  /** "until you put a card into your hand": the controller doing a thing (CR 608.2c). */
  | { kind: 'you-do'; deed: 'put a card into your hand' | 'exile two cards with the same name' }
  /** "until A or B, whichever comes first": the first of two stop conditions to hold. */
  | { kind: 'first-of'; of: [RepeatUntil, RepeatUntil] };

/** "Repeat this process for an enchantment and a planeswalker" / "… for artifacts and creatures": the instructions before
 * it again, once for each kind in place of the one they name (CR 608.2c); `articled`: written one by one with "a"/"an". */
export interface RepeatFor { kinds: ObjectFilter[]; articled: boolean }

/** When a spell's own cost change applies (CR 601.2f): "This spell costs {2} less to cast during your end step". */
export type CostChangeDuring = 'your end step' | 'your turn';

/** How a replacement changes the damage an event would deal (CR 614.1a). */
export type DamageModifier = 'double that damage' | 'triple that damage' | 'that much damage plus 1' | 'that much damage plus 2' | 'that much damage minus 1'
  /** "it deals that damage to target creature instead": the same damage to another recipient (CR 614.9). */
  | 'that damage'
  /** "~ deals that much damage to any target": as much as an earlier instruction or the trigger event produced (CR 608.2c, 603.2). */
  | 'that much damage' | 'twice that much damage';

export type Whereabouts =
  | 'on the battlefield' | 'in the command zone or on the battlefield' | 'in the command zone' | 'in your graveyard' | 'in a graveyard'
  | 'in exile' | 'attacking' | 'blocking' | 'in your hand' | 'attached to it' | 'blocking it'
  /** CR 506.3, 508.1b: a creature attacking the player the condition names ("a creature is attacking you"): read, not evaluated. */
  | 'attacking you'
  /** CR 400.1, 113.6: an ability's own object in one of two zones ("Activate only if ~ is on the battlefield or in your
   * graveyard") or on the stack ("… but only if ~ is on the stack"): read, not evaluated. */
  | 'on the battlefield or in your graveyard' | 'on the stack';
export type Designation = 'the monarch' | "the city's blessing" | 'a full party' | 'the initiative';

/** Who or what a happened-condition is about. */
export type HappenedSubject =
  /** `the`: "the player", the player an earlier instruction named (CR 608.2c), as "that player". */
  | { player: PlayerRef; contracted?: boolean; the?: boolean }
  | { object: TargetSpec }
  | { objects: HappenedObject }
  | { damage: true };

/** Some objects of a kind ("a creature card", "three or more spells", "no creature cards"), or an amount ("4 or more life"). */
export type HappenedObject =
  | { some?: 'a' | 'an' | 'another' | 'no' | 'any' | 'at least one' | 'one or more'; compared?: Compared; filter: ObjectFilter; plural?: boolean }
  /** Counters ("no counters", "a +1/+1 counter": `counter` '' for any kind, CR 122.1) put or removed. */
  | { some: 'a' | 'an' | 'no' | 'any' | 'one or more'; counter: string; plural?: boolean }
  | { amount: Compared; unit: 'life' | 'damage' | 'cards' }
  /** One object an earlier instruction named: "it", "the card", "that creature" (CR 608.2c). */
  | { named: TargetSpec };

/** What a replaced event would have done, written after "instead of" (CR 614.1a, 614.6). */
export type InsteadOf = (typeof INSTEAD_OF)[number];
export const INSTEAD_OF = [
  'putting it anywhere else', 'putting them anywhere else', "putting it into its owner's graveyard", "putting it into your graveyard",
  "into that player's graveyard", "into its owner's graveyard", 'into your graveyard',
  // "search your library for two basic land cards instead of one" (CR 608.2c: a number of the instruction before it).
  'one',
] as const;

export type HappenedWhen = 'this way' | 'this turn' | 'last turn' | 'this combat' | 'during your last turn' | 'during their last turn' | 'during your main phase' | 'as you cast ~'
  /** Since the game began ("you've cast another spell named ~ this game", CR 601.2i; not evaluated by the engine). */
  | 'this game'
  /** By any resolution of the ability the condition belongs to ("if it wasn't put onto the battlefield with this ability":
   * CR 603.4: an intervening "if"; not evaluated by the engine). */
  | 'with this ability'
  /** CR 307.1, 117.1a: cast at a time a sorcery couldn't have been (not during its controller's main phase with an empty stack). */
  | "any time a sorcery couldn't have been cast";

/** A restriction ("can't block", "can't be countered"; CR 508.1c, 509.1b, 101.2). */
export type Restriction =
  | "can't block" | "can't attack" | "can't attack or block" | "can't be blocked" | "can't be countered"
  | "can't be blocked except by two or more creatures" | 'attacks each combat if able' | 'blocks each combat if able'
  | "can't be the target of spells or abilities your opponents control" | "doesn't untap during its controller's untap step"
  | "can't be turned face up" | "can't transform" | "can't be regenerated" | "can't block this turn" | "can't attack this turn"
  | "can't be blocked this turn" | "doesn't untap during its controller's next untap step" | 'can block only creatures with flying'
  | "can't attack or block this turn" | "can't block creatures with flying" | 'can block an additional creature each combat'
  | 'can block any number of creatures' | "can't block it" | "can't attack you or planeswalkers you control"
  | "don't untap during their untap step" | "can't be countered by spells or abilities" | 'must be blocked if able'
  | "doesn't untap during your untap step" | "doesn't untap during your next untap step" | "can't be blocked by more than one creature"
  | "can't be blocked except by three or more creatures" | "can attack this turn as though it didn't have defender"
  | "can attack as though it didn't have defender" | "can't be the target of spells or abilities" | "can't be enchanted"
  | "can't block alone" | "can't attack alone" | 'attacks or blocks each combat if able'
  | "don't untap during your next untap step" | "can't be blocked except by creatures with flying" | 'must be blocked by all creatures able to block it' | "can't attack or block alone"
  | "can't be regenerated this turn" | "can't be blocked this combat" | "doesn't untap during their controllers' untap steps"
  | "doesn't untap during that player's next untap step" | "doesn't untap during their next untap step" | "doesn't untap during target player's next untap step"
  | "can't block ~" | "can't block ~ this turn" | "can't attack during its controller's next turn"
  | "can't attack you or planeswalkers you control that combat"
  /** CR 701.3b, 704.5m–n: what can't become attached to the object. */
  | "can't be equipped" | "can't be enchanted by other Auras"
  /** CR 701.21a: a permanent that can't be sacrificed. */
  | "can't be sacrificed"
  /** CR 702.14, 509.1b: "Creatures with swampwalk can be blocked as though they didn't have swampwalk" (the evasion ignored). */
  | `can be blocked as though it didn't have ${'swampwalk' | 'islandwalk' | 'forestwalk' | 'mountainwalk' | 'plainswalk'}`
  /** CR 702.14, 509.1b: every landwalk ignored, by any blocker or by this one. */
  | "can be blocked as though it didn't have those abilities" | "can block creatures with landwalk abilities as though they didn't have those abilities";

/** A description of a set of objects, as rules text states it ("face-down creature an opponent controls"). */
export interface ObjectFilter {
  /** "creature", "permanent", "artifact", "creature card" … */
  types: string[];
  faceDown?: boolean;
  faceUp?: boolean;
  controller?: 'you' | 'opponent' | 'any';
  nontoken?: boolean;
  /** "green nontoken creature", "nonland, nontoken permanents": "nontoken" written after this many of `types` (a printer's
   * choice; by default it comes first). */
  nontokenAt?: number;
  other?: boolean;
  /** "with morph" */
  withKeyword?: string;
  /** `withKeyword` written "spells that have foretell", "a creature that has flying" (CR 702). */
  withVerb?: 'that has' | 'that have';
  /** "cards exiled with ~" (a linked ability's exiled cards, CR 607.2a); 'it' when written "exiled with it". */
  exiledWithSelf?: boolean | 'it';
  /** "tokens created with ~" / "… created with it": the tokens this object's abilities created (CR 111.1, 607.2c); not
   * matched by the engine. */
  createdWithSelf?: boolean | 'it';
  /** "spells you cast", "spells your opponents cast" (CR 601.2). */
  /** `that player`: "spells that player casts", the player named before (CR 608.2c; not told by the engine). */
  castBy?: 'you' | 'opponents' | 'that player';
  /** "a spell you've cast": the perfect tense as written (the same spells, CR 601.2). */
  castHaveWritten?: boolean;
  /** "spells you cast this turn", "the next creature spell you cast this turn": spells cast during the rest of the turn, after
   * the effect begins (CR 601.2, 611.2a); not matched by the engine. */
  castThisTurn?: boolean;
  /** "other than ~" (kept apart from "other" for printing). */
  /** written "other than ~" (`true`) or "except for ~" */
  otherThanSelf?: boolean | 'except for';
  /** Written "with a morph ability" rather than "with morph". */
  withKeywordAbility?: boolean;
  /** The order the phrases after the noun were written in ("with power 4 or greater an opponent controls"). */
  postOrder?: string[];
  /** Or-lists: "artifact or enchantment", "instant or sorcery card" (any one of the alternatives matches). */
  anyOf?: ObjectFilter[];
  /** "card in your graveyard", "cards in your hand" (the zone the objects are in). */
  zone?: 'graveyard' | 'hand' | 'library' | 'exile' | 'stack' | 'any-graveyard';
  /** The zone was named with "from" ("a card from your hand") rather than "in". */
  zoneFrom?: boolean;
  /** "their hand": the zone of the player the sentence is about, not yours. */
  zoneTheir?: boolean;
  /** "on the battlefield" was written (every permanent is; kept for printing). */
  onBattlefield?: boolean;
  /** "tapped"/"untapped"/"attacking"/"blocking" status words. */
  status?: string[];
  /** The status words written after another adjective ("nonblack attacking creature"). */
  statusAfter?: boolean;
  /** "Equipment attached to it", "creatures blocking it", "creatures blocked by ~", "creatures attacking you": the objects'
   * relation to one object or player named as written (CR 301.5, 303.4, 509.1, 508.1). */
  relatedTo?: { rel: 'attached to' | 'blocking' | 'blocked by' | 'blocking or blocked by' | 'attacking'; word: string; /** "creatures it's blocking": the relation written with the object as its subject (the same as "blocked by it"). */ written?: string };
  /** "a source of your choice", "a red source of your choice": chosen by the player as the effect applies (CR 609.7a). */
  ofYourChoice?: boolean;
  /** "with mana value 3 or less", "with power 2 or less" */
  /** `nIsX`: "with toughness X or less"; `thanSelf`: "with power less than ~'s power" (compared with this object's). */
  /** `than`: compared with a quantity ("with mana value less than or equal to the number of lands you control", "with power
   * equal to that number"; CR 107.3, 202.3), written "less than or equal to", "greater than or equal to", "equal to", "less
   * than", "greater than" by `op`. */
  compare?: { stat: 'power' | 'toughness' | 'mana value'; op: 'le' | 'ge' | 'eq' | 'lt' | 'gt'; n: number; nIsX?: boolean; thanSelf?: 'power' | 'toughness'; cmcWritten?: boolean; than?: Quantity;
    /** "with power or toughness 1 or less": either value compared (CR 208.1); not matched by the engine. */ orToughness?: boolean;
    /** "with greater power", "with lesser power": compared with the object the sentence is about (not matched by the engine). */ implied?: boolean;
    /** "with that spell's mana value": `than` (equal) written as the possessive alone (CR 202.3, 208.1). */ possessive?: boolean;
    /** "cards that have mana value 9": written with the verb rather than "with". */ verb?: 'that has' | 'that have';
    /** "that each have toughness greater than their power", "with toughness greater than their power": each object's stat
     * against its own other stat (CR 208.1); `written` the words before the stat. */ thanOwn?: { stat: 'power' | 'toughness'; written: 'with' | 'that each have' } };
  /** "with the same name as that card", "with the same mana value as the sacrificed creature": a characteristic shared with
   * one object the sentence names (CR 201.2, 202.3); without `of`, "with the same mana value", "with the same total power
   * and toughness": shared with the object the sentence is about, left unwritten, or among the objects themselves ("two cards with
   * the same name") (CR 201.2, 202.3, 208.1; not matched). */
  sameAs?: { what: 'name' | 'mana value' | 'total power and toughness'; of?: TargetSpec };
  /** "that shares a creature type with it", "that share a creature type": a type in common with one object, or among
   * the objects themselves (CR 205.3, 700.?); `with` as written ("it", "~", "that creature"). */
  sharesType?: { type: 'creature type' | 'card type' | 'land type' | 'permanent type' | 'color'; with?: string;
    /** "that shares a color with a creature you control": the object phrase it is compared with (CR 105.2, 205.2a). */
    of?: TargetSpec;
    /** "that doesn't share a creature type with …". */
    negated?: boolean };
  /** "with no abilities", "with flying": a keyword or "no abilities". */
  withNoAbilities?: boolean;
  /** "with an activated ability that isn't a mana ability", "without mana abilities", "that has an activated ability with
   * {T} in its cost": the kinds of abilities an object has (CR 602.1, 605.1a), as written (`ABILITY_HELD`, targets.ts);
   * not matched by the engine. */
  abilityHeld?: string;
  /** "creature cards you own that aren't on the battlefield": every zone but the battlefield (CR 400.1), written "that aren't"
   * or "that isn't"; not matched by the engine. */
  offBattlefield?: "that aren't" | "that isn't";
  /** Written "you don't control" (the same players as "your opponents control" in a two-player game). */
  notYours?: boolean;
  /** "with the chosen name" (a name chosen as the card entered, CR 607.2d). */
  withChosenName?: boolean;
  /** "enchanted creature" / "equipped creature": the object the ability's source is attached to (CR 303.4, 301.5). */
  attachment?: 'enchanted' | 'equipped';
  /** A zone named with its owner as written ("from target player's graveyard", "from all graveyards"); `zone` says which. */
  zonePhrase?: string;
  /** "that player controls": the player the ability named before (CR 109.4). */
  controlledByThatPlayer?: boolean;
  /** "that opponent controls": `controlledByThatPlayer` written with "opponent" (printing only). */
  thatOpponentWritten?: boolean;
  /** "that player or that planeswalker's controller controls": the player a "target player or planeswalker" names (CR 115.4). */
  thatPlayerOrPlaneswalker?: boolean;
  /** Written "they control" (the player the sentence is about, CR 109.4). */
  theyControl?: boolean;
  /** "of the chosen type" / "of the creature type of your choice" (a creature type chosen as it resolves or entered, CR 607.2d). */
  ofChosenType?: 'the chosen type' | 'the creature type of your choice' | 'that type';
  /** "of the chosen color": a color chosen as it entered or resolved (CR 607.2d, 105.4). */
  ofChosenColor?: boolean;
  /** Written "of that color" (the color chosen just before, CR 608.2c). */
  ofThatColor?: boolean;
  /** "of the color of your choice": a color chosen as the effect resolves (CR 105.4; not matched by the engine). */
  ofColorOfYourChoice?: boolean;
  /** "that's attacking or blocking", "that's tapped": a status written after the noun, any one of the list. */
  thatsStatus?: string[];
  /** "two target creatures controlled by the same player / by different players": a relation among the objects chosen (CR 115.1, 601.2c). */
  controlledBySame?: 'the same player' | 'different players';
  /** "that aren't enchanted", "that isn't tapped": a state said with "is"/"are", negated or not, as written (CR 303.4, 110.5). */
  thatIs?: { verb: 'is' | 'are' | "isn't" | "aren't"; state: 'enchanted' | 'equipped' | 'tapped' | 'untapped' | 'attacking' | 'blocking'; /** "that are enchanted or equipped": either state. */ orState?: 'enchanted' | 'equipped' | 'tapped' | 'untapped' | 'attacking' | 'blocking' };
  /** "that's a Wolf or a Werewolf": one of these subtypes, written after the noun (CR 205.3; not matched by the engine). */
  thatsKinds?: string[];
  /** Written "noncreature, nonland card": the adjectives before the noun separated by commas. */
  commaAdjectives?: boolean;
  /** "with one of the chosen names", "with the other chosen name", "with that name", "with those names" (CR 201.2). */
  withName?: 'one of the chosen names' | 'the other chosen name' | 'that name' | 'those names';
  /** "a card named Welkin Hawk", "a creature named ~" (CR 201.2: an object's name; "~": the source's own name). */
  named?: string;
  /** "that's one or more colors" (CR 105.2). */
  colored?: boolean;
  /** "a creature spell that has an Adventure" (CR 715.2a: it has an Adventure's alternative characteristics). */
  hasAdventure?: boolean;
  /** "a spell with {X} in its mana cost", "spells with {X} in their mana costs", "a permanent spell with a mana cost that
   * contains {X}" (CR 202.1, 107.3): a symbol in the object's mana cost, in the words written. */
  costSymbol?: { symbol: string; written: 'in' | 'contains' };
  /** "that's white", "that's both black and green", "that's white, blue, black, or red": the object's colors (CR 105.2),
   * all of them (`both`, "and") or any one ("or"); the colors in the order written. */
  thatsColors?: { colors: Color[]; both?: boolean; joiner: 'and' | 'or' };
  /** "you own" (CR 108.3: the owner of a card). */
  ownedByYou?: boolean;
  /** "an opponent owns", "that player owns" (CR 108.3): another player owns it. */
  ownedBy?: 'an opponent' | 'that player' | 'your opponents' | 'they' | 'target player' | 'target opponent';
  /** "from outside the game" (CR 400.11: a card a player owns that isn't in the game, e.g. in their sideboard). */
  outsideGame?: boolean;
  /** Written "your opponents control" (also after a singular noun: "each creature your opponents control"). */
  /** "creatures an opponent controls": a plural noun with the singular wording, kept for printing. */
  anOpponentWritten?: boolean;
  yourOpponentsWritten?: boolean;
  /** "Warriors your team controls" (CR 102.4: your team is you in a game that isn't between teams), kept for printing. */
  yourTeamWritten?: boolean;
  /** "an Aura you controlled" (CR 608.2h: the controller as the object last existed), not matched by the engine. */
  controlledPast?: boolean;
  /** "a creature with the greatest power [among creatures target opponent controls]" (CR 208.1, 202.3: the objects whose
   * value no other has more of), not matched by the engine. */
  withGreatest?: { stat: 'power' | 'toughness' | 'mana value'; among?: ObjectFilter };
  /** "all permanents except for artifacts and lands" (the objects of these kinds left out), not matched by the engine;
   * `exceptForLast`: written at the end of the instruction ("… to their owners' hands except for Krakens"). */
  exceptFor?: ObjectFilter; exceptForLast?: boolean;
  /** `exceptFor` written "other than a basic land" (one object of a kind, its article kept): "a permanent other than a basic land". */
  exceptOtherThan?: 'a' | 'an' | /** "creatures other than Werewolves and Wolves": the kinds in the plural, no article. */ 'plural';
  /** An ability's source by its kind: "target activated ability from an artifact source", "… from an artifact, creature,
   * enchantment, or land" (CR 113.7: the object an ability came from); `source` when written with the word "source". */
  abilityFrom?: { article: 'a' | 'an'; filter: ObjectFilter; source: boolean };
  /** "the chosen player controls" (a player chosen as the ability resolved or the permanent entered, CR 607.2d). */
  controlledByChosenPlayer?: boolean;
  /** "enchanted player controls", "target player controls", "defending player controls": another player named before. */
  controlledBy?: PlayerRef;
  /** "spells you cast from anywhere other than your hand" (CR 601.2a). */
  castFromNotHand?: boolean;
  /** "without foretell": lacking that keyword (CR 702.143). */
  withoutKeyword?: string;
  /** "without flying or reach", "without first strike, double strike, or vigilance": lacking every one of them (CR 702). */
  withoutKeywords?: string[];
  /** "cards with different names", "creatures with different powers": no two of the objects chosen together share that
   * value (CR 201.2, 208.1, 202.3); not matched by the engine. */
  different?: 'names' | 'powers' | 'mana values';
  /** "a spell that targets a player" / "… that targets only a player" (CR 115.1, 601.2c); not matched by the engine. */
  targetsPlayer?: 'any' | 'only';
  /** "permanents you control that are Spirits and/or enchantments": of one of the kinds named in the plural (CR 205.2a, 205.3). */
  thatAreKinds?: ObjectFilter;
  /** "with flying or reach", "with flashback or disturb": having at least one of them (CR 702). */
  withKeywords?: string[];
  /** "that are one or more colors", "that are black or red": `colored` or `thatsColors` written with the plural verb. */
  thatAre?: boolean;
  /** "that aren't legendary", "that isn't white": a supertype or color the object doesn't have, written after the noun
   * (CR 205.4a, 105.2). */
  thatIsnt?: { verb: "isn't" | "aren't"; word: 'legendary' | 'basic' | 'snow' | 'white' | 'blue' | 'black' | 'red' | 'green' };
  /** "… you control but don't own" (CR 108.3, 108.4). */
  notOwned?: boolean;
  /** "dealt damage by ~ this turn", "that was dealt damage this turn" (CR 120). */
  dealtDamage?: 'by-self-this-turn' | 'this-turn' | 'this-way' | 'by-equipped-this-turn' | 'by-enchanted-this-turn' | 'by-that-this-turn' | /** no time written (CR 120.1) */ 'by-self' | 'by-that';
  /** "that died this turn" (CR 700.4). */
  diedThisTurn?: boolean;
  /** "that attacked this turn", "that entered the battlefield this turn", "that dealt damage to you this turn", "that died
   * under your control this turn": what the object did this turn, as written (CR 508.1, 603.6a, 120.1, 700.4). */
  didThisTurn?: 'attacked' | 'entered the battlefield' | 'entered' | 'dealt damage to you' | 'died under your control' | 'blocked'
    | 'dealt damage' | 'entered the battlefield under your control' | 'fought' | 'blocked ~';
  /** "that didn't attack this turn", "that didn't block this turn": what the object didn't do this turn (CR 508.1, 509.1). */
  didntThisTurn?: 'attack' | 'block';
  /** "two cards in your hand drawn this turn": cards a player drew this turn, the participle after the noun (CR 121.1);
   * not matched by the engine. */
  drawnThisTurn?: boolean;
  /** "that were put there from the battlefield this turn", "that wasn't put there this combat": how the card came to the
   * zone it is in (CR 400.7, 700.4); not matched by the engine. */
  /** "with total mana value 3 or less", "with total power 4 or less": the values of the objects chosen together, added
   * (CR 601.2c, 107.1); not matched by the engine. */
  total?: { stat: 'mana value' | 'power'; n: number; nIsX?: true; op: 'le' | 'ge' };
  putThere?: { verb: 'was' | 'were' | "wasn't" | "weren't"; from?: 'the battlefield' | 'anywhere'; when: 'turn' | 'combat' };
  /** "exiled" written as an adjective ("target face-up exiled card"): the card is in exile (CR 406.3). */
  exiledAdjective?: boolean;
  /** "with a single target" (a spell or ability, CR 115.7). */
  singleTarget?: boolean;
  /** "with a +1/+1 counter on it", "with two or more quest counters on them", "with no ice counters on it", "with a
   * counter on it" (any kind: `counter` absent) — the counters the object has (CR 122.1). `atLeast` 0 with `none`. */
  /** `verb`: written "that has …" / "that have …" instead of "with …" (the same counters, CR 122.1). */
  withCounters?: { counter?: string; atLeast: number; none?: boolean; orMore?: boolean; written: string; pronoun: 'it' | 'them'; verb?: 'that has' | 'that have' | 'without' };
  /** "a card of target opponent's choice": another player chooses the object (CR 608.2d); not matched by the engine. */
  choiceOf?: 'target opponent' | 'target player' | 'an opponent' | 'that player' | 'their';
  /** "a 1/1 creature": exactly that power and toughness (CR 208.1). */
  pt?: { power: number; toughness: number };
  /** "a Spirit card or a card with disturb": the second kind written with its own article (CR 608.2c). */
  orArticled?: boolean;
  /** Alternatives joined by "and/or" ("creatures from the battlefield and/or creature cards from graveyards"). */
  andOr?: boolean;
  /** One object of each kind of `anyOf`, in the written order ("an artifact, a creature, and a land", "an Island card and a
   * Swamp card": CR 608.2d, 701.23a); a chosen object's list, its count the list's length. */
  oneEach?: boolean;
  /** Two alternatives written each with its own article, "an instant card or a card with flash" (one object of either
   * kind), "a card named A and/or a card named B" (with `oneEach` and `andOr`: up to one of each), CR 608.2c, 701.23a. */
  eachArticle?: boolean;
  /** An or-list written with each alternative's own noun ("a basic land card or Gate card"). */
  /** Supertype or status words written once before the first of a list's alternatives and every alternative's ("a basic
   * Mountain, Forest, or Plains card", "each tapped artifact, creature, and land"; `targets.ts` `sharedFirstWords`). */
  orLead?: string;
  orNounsRepeated?: boolean;
  /** "a card named Sky Blade or Sea Lance": alternatives that differ only by the name (CR 201.2), written once up to "named". */
  orNames?: true;
  /** An or-list of nouns written with "and/or" ("artifacts, creatures, and/or lands", "creature and/or land cards"): each
   * object is one of them, the group may mix them; matched as the or-list, printed with its own word. */
  /** An or-list of nouns written with "and" ("creature and land cards", "artifacts and enchantments", CR 608.2c). */
  orListAnd?: boolean;
  orListAndOr?: boolean;
  /** Written "from the battlefield" (rather than "on the battlefield"). */
  fromBattlefield?: boolean;
  /** "a creature card from among them": among the cards the ability looked at or revealed (CR 608.2c). */
  fromAmongThem?: boolean;
  /** How "from among …" named the cards when not "them" (CR 608.2c). */
  fromAmongWords?: 'those cards' | 'cards exiled this way' | 'the exiled cards';
  /** "creature cards revealed this way", "cards exiled this way": the objects an earlier instruction acted on (CR 608.2c). */
  thisWay?: string;
  /** "cards revealed this way that weren't put onto the battlefield", "the exiled cards not cast this way": the objects the
   * resolution acted on that a later instruction of it didn't (CR 608.2c); not matched by the engine. */
  notThisWay?: { verb: 'cast' | 'put onto the battlefield' | 'put into your hand' | 'chosen'; words: "that weren't" | 'not'; /** "this way" written once, before (after `thisWay`). */ bare?: true };
  /** "revealed" written as an adjective ("all revealed cards"): the cards the resolution revealed (CR 608.2c, 701.20a). */
  revealedAdjective?: boolean;
  /** "with the most votes or tied for most votes": the objects a vote chose (CR 701.38a–b); not matched by the engine. */
  mostVotes?: 'most' | 'most or tied';
  /** "a spell that targets ~" (heroic), "that targets only ~" (CR 115.1). */
  targetsSelf?: 'any' | 'only';
  /** "that target a Merfolk you control", "that target you or a permanent you control" (CR 115.1): what a spell targets. */
  targetsWhat?: { filter: ObjectFilter; article: string; orYou?: true };
  /** "that target ~" written with the plural verb (after a plural noun). */
  targetsVerb?: 'target';
  /** "a spell that targets you" (CR 115.1): a spell or ability with the player as a target (not matched by the engine). */
  targetsYou?: true;
  /** "spells your opponents cast during your turn" (CR 601.2f): the turn the spell is cast in. */
  castDuring?: 'your turn' | 'their turn' | 'their turns';
  /** Adjectives the CR defines: "historic" (CR 700.6), "kicked" (702.33d), "modified" (700.9). */
  adjectives?: ('historic' | 'kicked' | 'modified' | 'activated' | 'triggered' | 'equipped' | 'enchanted' | 'foretold')[];
  /** The order "nontoken", "face-down", "face-up" were written in, when more than one was. */
  leadOrder?: string[];
  text: string;
  /** The objects a chosen object or list is chosen among, written "from among the permanents they control" or "from the
   * lands they control", before or after what is chosen (CR 608.2d; `chosen-pool.ts`; not matched by the engine). */
  chosenPool?: { pool: TargetSpec; words: 'from among' | 'from'; before?: true };
  /** "a land of each basic land type": one object per basic land type, each optional (CR 305.6, 608.2d; not matched). */
  ofEachBasicType?: true;
  /** "nonattacking, nonblocking creature": the status words written with a comma between them. */
  statusComma?: true;
  /** "spells from among cards exiled with ~": the cards the objects are among, a plural phrase of their own (CR 608.2c). */
  amongCards?: { pool: ObjectFilter; the?: true };
}

/** How an effect was joined to the one before it in its line (kept so the model prints back as written). */
/** What may not target an object (CR 115.1): "spells or abilities", "black spells or abilities from black sources",
 * "abilities your opponents control", "abilities from artifact sources". */
export interface Targeters {
  what: 'spells or abilities' | 'spells' | 'abilities';
  /** The spells' color word ("black spells"). */
  color?: string;
  /** Who controls them ("your opponents control"). */
  controller?: string;
  /** The abilities' sources ("black sources", "artifact sources"). */
  from?: string;
  /** "black or red spells": two colors or more, as written (CR 105.1); not read by the engine. */
  colors?: string;
  /** "Aura spells", "creature spells": the spells' kind (CR 205.2a, 205.3); not read by the engine. */
  spellKind?: string;
}

export interface EffectSyntax {
  /** The connector before this effect: ". " (a new sentence), " and ", ", then ", " then ", ", and ". */
  sep?: string;
  /** The subject was left out because it is the previous effect's ("it gets +2/+2 and gains trample"). */
  elided?: boolean;
  /** The verb was left out because it is the previous clause's ("put a counter on it and a counter on ~"). */
  verbElided?: boolean;
  /** "…, then you put the rest into your hand": the instruction's player, you, written before it after another subject's clause (CR 608.2c). */
  youWritten?: boolean;
  /** "For each land card revealed this way, create a Treasure token": the per-object phrase written first (CR 107.3). */
  perFirst?: boolean;
  /** "copy it for each …", "choose another target for each …": an instruction without an amount of its own done once per
   * object or unit its `per`/`perCount` counts (CR 107.3, 608.2c; model/abilities/phrase-templates.ts; not carried out). */
  perRepeat?: boolean;
  /** The sentence's duration was written first ("Until end of turn, …"). */
  durationFirst?: boolean;
  /** "until end of turn" was written right after this effect's clause, inside the sentence ("gets +1/+1 until end of
   * turn for each Elf", "… until end of turn and can't be blocked this turn"). */
  durationInline?: boolean;
  /** "until end of turn" written after each clause of one subject ("gets +1/+1 until end of turn and gains flying until end
   * of turn"): the legacy Oracle wording; current wording writes it once (print.ts prints it so in the legacy voice only). */
  durationEach?: boolean;
  /** The sentence begins with "Then" (instructions in order, CR 608.2c). */
  then?: boolean;
  /** "Round up each time.": the sentence after this effect's, telling which way every half in this sentence rounds
   * (CR 107.1a; effects.ts applyFollowUp sets it on each half, print.ts writes the sentence). */
  roundEach?: 'up' | 'down';
  /** "Starting with you, each player …": the players act one at a time in turn order, starting with you (CR 101.4); the
   * engine doesn't order them (effect-descriptors.ts: not carried out). */
  turnOrderFromYou?: boolean;
  /** Written "two target creatures each get …" ("each" after a plural subject; the same meaning). */
  eachAfterSubject?: boolean;
  /** "You and creatures you control have …" (CR 702.11c, 702.16b): the player named with the objects; the verb is plural. */
  andYou?: boolean;
  /** "Each player who controls a multicolored creature draws a card": only the players of the subject for whom this
   * holds, read as a condition about "that player" (CR 608.2c); the engine doesn't carry it out. */
  whoWho?: Condition;
  /** Written as a participle after the players ("Players dealt damage this way can't …"): the same condition as "who were dealt …". */
  whoParticiple?: boolean;
  /** Written "have it deal …" after "you may" (the object acts; the verb in its base form). */
  causative?: boolean;
  /** Written "also" before the verb ("~ also deals 2 damage to …", "also create …"): the same instruction. */
  also?: boolean;
  /** ", where X is the number of …": what X is in this sentence (CR 107.3c); the engine doesn't compute it. */
  whereX?: Quantity;
  /** "… and Y is its toughness" after ", where X is …": what Y is ("+X/+Y", CR 107.3c); not carried out. */
  whereY?: Quantity;
  /** A duration other than "until end of turn" (CR 611.2a); the engine does not track these. */
  until?: 'your next turn' | 'the end of your next turn' | 'the end of that turn' | 'your next end step' | 'during your next turn' | 'during each of your turns' | 'your next upkeep' | 'end of combat' | '~ leaves the battlefield' | 'for as long as it remains exiled' | 'for as long as that card remains exiled' | 'for as long as those cards remain exiled'
    | `for as long as ${LastingCondition}`;
}

/** "For as long as ~ remains tapped, …" (CR 611.2b): what a duration lasts while. */
export type LastingCondition = '~ remains tapped' | '~ remains on the battlefield' | 'you control ~' | '~ remains attached to it' | 'you control that creature'
  /** "for as long as it has a mire counter on it" (CR 611.2b, 122.1): while the object keeps a counter of that kind. */
  | `${'it' | 'that creature' | 'that land'} has ${'a' | 'an'} ${string} counter on it`;
/**
 * A copy effect's exceptions in Oracle form (CR 707.9a, 707.9b): "except it has haste" (a keyword, written without
 * quotes) and "except it's a 1/1 blue Illusion in addition to its other colors and types".
 */
export interface CopyExceptions {
  /** `exceptHas` was written without quotes ("except it has haste"). */
  exceptUnquoted?: boolean;
  /** "except it has this ability": the copy keeps the ability that made it (CR 707.9a). */
  exceptThisAbility?: boolean;
  /** "except it's a …": characteristics the copy has instead of (or, `addition`, besides) the copied ones (CR 707.9b). */
  exceptIs?: { power?: number; toughness?: number; colors: Color[]; cardTypes: string[]; subtypes: string[]; addition?: 'types' | 'colors and types' | 'creature types'; /** "it's legendary in addition to its other types" (CR 205.4a). */ supertypes?: string[] };
  /** "its name is ~" (CR 707.9b); "it has ~'s other abilities" (CR 707.9a). Not carried out. */
  exceptName?: string;
  exceptOtherAbilities?: boolean;
  /** Two exceptions joined by "and" without a comma (`exceptList` of two); `exceptElided`: the second's "it" / "it has" left out. */
  exceptAnd?: boolean;
  exceptElided?: 'it' | 'it has';
  /** "except it enters with X additional +1/+1 counters on it" (CR 707.9a, 614.1c: counters it gets as it enters, besides
   * the copied ones); `written`: the count as written ("a", "two", "X"). Not carried out. */
  exceptEntersWith?: { written: string; counter: string; additional: boolean };
  /** "except it has no mana cost" / "except the token has no mana cost" (as written): the copy's mana cost is none (CR 707.9b). */
  exceptNoManaCost?: 'it' | 'the token';
  /** Several exceptions, as written ("…, except it's white, and it's a Zombie in addition to its other types"), each one part (CR 707.9). */
  exceptList?: (CopyExceptions & { exceptHas?: Ability })[];
  /**
   * "except if ~ was embalmed, …": exceptions that apply only when the object was made by that keyword ability (embalm,
   * CR 702.128a; eternalize, 702.129a), whose tokens are copies of the card; otherwise it is a plain copy.
   */
  exceptIfWas?: { action: 'embalmed' | 'eternalized'; then: CopyExceptions & { exceptHas?: Ability } };
  /** "… except it enters with an additional +1/+1 counter on it if it's a creature": one exception that applies only when
   * a condition holds as the copy effect applies (CR 707.9, 608.2c; `copy-exceptions.ts`). Not carried out. */
  exceptIf?: { then: CopyExceptions & { exceptHas?: Ability }; condition: Condition };
  /** "except it isn't legendary": a supertype the copy doesn't have (CR 707.9b, 205.4). Not carried out. */
  exceptIsnt?: string[];
}

/** The words a text-changing effect replaces (CR 612.2: color words, basic land types, creature types). */
export type ChangedWords = 'one color word with another' | 'one basic land type with another' | 'one creature type with another'
  | 'one color word with another or one basic land type with another';

/** What "choose …" names (CR 105.4 colors, 205.3m types, 201.4 names: also "a nonland card name", 102.1 players). */
export type ChooseWhat = 'a color' | 'a creature type' | 'a card name' | 'an opponent' | 'a number' | 'a card type'
  | 'a nonland card name' | 'a noncreature, nonland card name' | 'any card name' | 'an opponent at random'
  // CR 205.3i, 305.6: land types; CR 102.1: any player.
  | 'a land type' | 'a basic land type' | 'a player'
  // CR 607.2d, 113.1: abilities chosen from a list ("choose two abilities from among first strike, vigilance, and lifelink").
  | 'abilities from among'
  // CR 201.4: a name of another kind.
  | 'a nonartifact, nonland card name' | 'a card name other than a basic land card name'
  // CR 105.4: two colors at once; CR 102.1: a player at random.
  | 'two colors' | 'a player at random'
  // CR 102.3: an opponent, written "one of your opponents".
  | 'one of your opponents'
  // CR 305.6: two basic land types at once.
  | 'two basic land types'
  // CR 105.4 + 205.3m, 205.3i + 305.6: two choices of different kinds at once ("choose a color and a creature type", "choose
  // a land type and a basic land type"; not made by the engine).
  | 'a color and a creature type' | 'a land type and a basic land type';

/** The modeled effect vocabulary (language.md), with its syntax. Anything else stays text. */
export type Effect = EffectBody & EffectSyntax;

export type EffectBody =
  /** `from`: "manifest a card from your hand" instead of the top of the library (CR 701.40a). */
  | { kind: 'manifest'; count: number; from?: TargetSpec; who?: PlayerRef; span: Span }
  | { kind: 'manifest-dread'; span: Span }
  | { kind: 'cloak'; count: number; from?: TargetSpec; span: Span }
  | {
      kind: 'turn-face-down';
      target: TargetSpec;
      /** Face-down characteristics the effect lists instead of the default 2/2 (CR 708.2a). */
      characteristics?: FaceDownProfile;
      span: Span;
    }
  | { kind: 'turn-face-up'; target: TargetSpec; span: Span }
  /** `who`: the player who reveals, when written ("Target player reveals the top card of their library", CR 701.20a). */
  | { kind: 'reveal'; target: TargetSpec; thenTurnFaceUpIfCreatureCard: boolean; who?: PlayerRef; span: Span }
  /**
   * "loses all abilities" (CR 613.1f). `other`: "loses all other abilities" — all but those the same effect grants
   * ("has defender, loses all other abilities"); `otherList`: what "all other" lists, as written ("card types and
   * abilities", "abilities, card types, and creature types"; the types part restates CR 205.1a). `except`: "… except
   * mana abilities".
   */
  | { kind: 'lose-all-abilities'; target: TargetSpec; duration: Duration; other?: boolean; otherList?: string[]; except?: 'mana abilities'; span: Span }
  | {
      kind: 'become-copy'; target: TargetSpec; of: TargetSpec; duration: Duration; span: Span;
      /** Written "you may choose [another] <object>. If you do, … it becomes a copy of that <noun>" (`noun`), the copied object chosen first (CR 707.5). */
      chooseFirst?: { another: boolean; noun: string; filterText: string };
      /** "until ~ is turned face down" (the copy effect ends as it is turned face down). */
      untilTurnedFaceDown?: boolean;
      /** ", except it has "…"": an ability the copy has besides the copied ones (CR 707.9a). */
      exceptHas?: Ability;
      /** Written "a copy of any creature" (rather than "a creature"). */
      anyWritten?: boolean;
      /** "enter tapped as a copy of …": it enters tapped if it enters as the copy (CR 614.1c; not carried out). */
      tapped?: boolean;
    } & CopyExceptions
  /** `count`: "create two tokens that are copies of …" (CR 707.2, 111.1: that many copies; not carried out). */
  | ({ kind: 'create-token-copy'; of: TargetSpec; span: Span; /** "a copy of a card exiled with ~": an object chosen as it resolves (CR 608.2d; not carried out). */ chosenOf?: true; exceptHas?: Ability; /** CR 702.128b: made by a resolving embalm (eternalize) ability, set by the engine. */ madeBy?: 'embalmed' | 'eternalized'; count?: number; /** CR 508.1d: "… that attacks that opponent this turn if able" (702.141a encore). */ attacks?: PlayerRef;
      /** CR 111.2: the player who creates it ("that player creates a token that's a copy of that card"); `tapped`: "two tapped tokens" (110.5b). */ who?: PlayerRef; tapped?: boolean;
      /** CR 508.4: "… and that's tapped and attacking" — the copies enter tapped and attacking; `attackingFirst`: written "a tapped and attacking token that's a copy of …". */
      attacking?: 'tapped and attacking'; attackingFirst?: boolean;
      /** CR 107.3, 707.2: "create X tokens that are copies of …" — a count that isn't a number (not carried out). */
      amount?: Amount } & CopyExceptions)
  /** `per`: "gets +1/+1 for each face-down creature" (CR 107.3). */
  /** `perCount`: "for each charge counter on ~" (a count that isn't of objects, model/abilities/amounts.ts). */
  /** `additional`: written "gets an additional +2/+2" (the same change). */
  | { kind: 'modify-pt'; target: TargetSpec; power: number; toughness: number; duration: Duration; per?: ObjectFilter; perCount?: Quantity; additional?: boolean; span: Span }
  /** `ptX`: "base power and toughness X/X" (CR 107.3; power and toughness 0 here); `each`: written "~'s power and toughness are each 2". */
  | { kind: 'set-base-pt'; target: TargetSpec; power: number; toughness: number; ptX?: boolean; each?: boolean; /** "base power 8" / "base toughness 1": only that value is set (CR 613.4b) */ only?: 'power' | 'toughness'; duration: Duration; span: Span }
  | {
      kind: 'add-counters';
      target: TargetSpec;
      counter: string;
      /** The number of counters; 0 when `countIsX` (the number is X). */
      count: number;
      /** "enters with X +1/+1 counters": X is the value paid for the spell that became it, else 0 (CR 107.3m). */
      countIsX?: boolean;
      /** "remove … counters from …" (a cost or effect; CR 118.3, 122.1). */
      remove?: boolean;
      /** "remove all +1/+1 counters from it" (count 0); with `counter` '' "all counters" / "a counter": of any kind. */
      all?: boolean;
      /** "remove any number of storage counters from ~" (count 0; the number chosen as it is paid or resolves). */
      anyNumber?: boolean;
      /** "put up to two +1/+1 counters on ~": the number chosen as it resolves, at most `count` (CR 608.2d: a choice made as it resolves). */
      upTo?: boolean;
      /** "remove two +1/+1 counters from among creatures you control": split among those objects as the player chooses (CR 122.1, 118.3). */
      fromAmong?: boolean;
      /** "a vigilance counter, a reach counter, or a trample counter": one of these kinds, chosen as it resolves (`counter`
       * ''; CR 122.1, 608.2d); `yourChoice`: written "your choice of …". */
      choices?: string[];
      yourChoice?: boolean;
      /** "put a +1/+1 counter and a flying counter on it": the counters of other kinds put with the first at once (CR 122.1). */
      also?: { count: number; counter: string }[];
      /** "target opponent puts a deathtouch counter on a creature they control": the player written as the subject (CR 608.2c). */
      who?: PlayerRef;
      /** "put another +1/+1 counter on ~": one counter (count 1), written "another" (CR 122.1: one more of that kind). */
      another?: boolean;
      /** "put a +1/+1 counter on it for each …" (CR 107.3); `equalTo`: "a number of … counters on it equal to …" (count 0). */
      per?: ObjectFilter;
      equalTo?: Quantity;
      /** Written "a number of … counters equal to … on it" (the amount before the object). */
      equalFirst?: boolean;
      /** "put that many +1/+1 counters on it" (count 0 here; CR 608.2c, 603.2). */
      thatMany?: boolean;
      /** With `thatMany`: "twice that many" (CR 608.2c, 107.1). */
      twice?: boolean;
      perCount?: Quantity;
      /** "If ~ has five or more charge counters on it, remove all of them from it": the counters the condition before it
       * named, written so ("all of them", "them", "those counters"); `from` left out: from the object the condition named
       * (CR 122.1, 608.2c; model/abilities/named-counters.ts). */
      countersNamed?: 'all of them' | 'them' | 'those counters';
      fromLeftOut?: boolean;
      /** "it enters with an additional X +1/+1 counters on it", "… two additional …": counters besides those another
       * sentence puts on it as it enters, written so (CR 614.1c, 122.6); `an`: "an additional" in place of the article. */
      additional?: 'an' | 'n';
      span: Span;
    }
  /** "Target player gets a poison counter", "you get an experience counter" (CR 122.1, 122.1f): counters on a player. */
  /** `loseAll`: "target player loses all poison counters" (count 0). */
  | { kind: 'player-counters'; who: PlayerRef; counter: string; count: number; loseAll?: boolean; span: Span }
  /** "Move a +1/+1 counter from target creature onto ~" (CR 122.5: removed from one object and put onto the other). */
  /** `its`: "put its counters on …" (the counters the object named before had). */
  | { kind: 'move-counters'; from: TargetSpec; target: TargetSpec; counter: string; count: number; all?: boolean; its?: boolean; span: Span }
  /** "Distribute three +1/+1 counters among one, two, or three target creatures" (CR 601.2d: divided as it is cast). */
  | { kind: 'distribute-counters'; target: TargetSpec; counter: string; count: number; /** "Distribute X … counters" (CR 107.3). */ countIsX?: boolean;
      /** "distribute up to that many +1/+1 counters": at most the number named before (count 0; CR 601.2d, 608.2c). */ thatMany?: boolean; upTo?: boolean; /** "a number of … counters equal to …" (CR 107.3). */ equalTo?: Quantity; span: Span }
  | {
      kind: 'become-type';
      target: TargetSpec;
      colors?: Color[];
      cardTypes: string[];
      subtypes: string[];
      /** "in addition to its other types", "that's still a land" (CR 205.1b). */
      additive: boolean;
      /** "in addition to its other colors and types": the colors are added too (CR 105.3). */
      colorsAdditive?: boolean;
      /** "~ isn't a creature": the card types are removed (CR 613.1d). */
      negated?: boolean;
      duration: Duration;
      /** Written "is"/"are" (a static ability's wording) rather than "becomes". */
      is?: boolean;
      /** Written "it's" ("If it's a creature, it's a Zombie in addition to its other creature types", CR 611.2a). */
      contracted?: boolean;
      /** How the additive phrase was written ("in addition to its other creature types", "that's still a land"). */
      addition?: string;
      /** Its base power and toughness written in front ("a 4/4 Elemental creature") rather than "with base power and toughness 4/4". */
      ptFront?: boolean;
      /** The sentence that keeps the prior types, written after the effect ("It's still a land.", CR 205.1b). */
      still?: string;
      /** After a plural subject, written with an article and a singular noun ("All Slivers become a 2/2 …" is not Oracle; kept as written). */
      singularNoun?: boolean;
      /** "a legendary 0/0 Elemental creature": supertypes it gets (CR 205.4); "… named Vitu-Ghazi": its new name (CR 201.4). */
      supertypes?: string[];
      name?: string;
      span: Span;
    }
  /** `keywords` are keyword texts: "Flying", or with a parameter "Enchant creature" (an Aura's enchant ability, CR 303.4a). */
  /** `has`: written "has flying" (a static grant) rather than "gains flying". */
  /** `entersWith`: "it enters with … and with first strike" (a permanent entering with the keyword, CR 614.1c). */
  /** `yourChoice`: "gains your choice of flying, first strike, or haste" (one of `keywords`, chosen as it resolves, CR 608.2d). */
  | { kind: 'gain-keyword'; target: TargetSpec; keywords: string[]; duration: Duration; has?: boolean; entersWith?: boolean; yourChoice?: boolean; span: Span }
  | {
      kind: 'zone-change';
      target: TargetSpec;
      to: 'hand' | 'exile' | 'graveyard' | 'battlefield' | 'library';
      faceDown?: boolean;
      /** A cost's "… and sacrifice it" (the source sacrificed, joined to the part before by "and"; CR 602.1a). */
      andIt?: boolean;
      how: 'return' | 'exile' | 'destroy' | 'sacrifice' | 'put' | 'shuffle';
      /** "exile ~ with three time counters on it", "return it to the battlefield with a flying counter on it": counters it
       * gets as it arrives (CR 122.6, 614.1c); `written`: the count as written ("a", "three"); `pronoun`: "it" or "them". */
      /** `additional`: "with an additional +1/+1 counter on it" (besides any it would enter with, CR 122.6). */
      withCounters?: { n: number; counter: string; written: string; pronoun: 'it' | 'them'; additional?: boolean };
      /** Who does it when it isn't the ability's controller ("each opponent sacrifices a creature"). */
      who?: PlayerRef;
      /** "to your hand" (rather than "its owner's hand"). */
      toYours?: boolean;
      /** The destination written before the objects ("return to your hand all creature cards in your graveyard …"): the same
       * instruction in another word order (CR 608.2c). */
      toFirst?: true;
      /** A group of cards put "into their owner's hand" / "into their owners' hands" (as written; CR 400.3). */
      owners?: "its owner's" | "their owner's" | "their owners'" | 'their' | "that player's";
      /** "under your control" / "under its owner's control" (battlefield only). */
      under?: 'you' | 'owner';
      /** "tapped" (battlefield only); `tappedLast`: written after the controller ("under your control tapped"). */
      tapped?: boolean;
      tappedLast?: boolean;
      /** Written "face up" (the default, said explicitly). */
      faceUp?: boolean;
      /** Library: "on the bottom of your library" (else the top), "in a random order" / "in any order" (CR 401.4). */
      bottom?: boolean;
      order?: 'random' | 'any';
      /** "on the bottom of that library" (the library the cards came from). */
      thatLibrary?: boolean;
      /** Written "that player's library" (with `thatLibrary`). */
      thatPlayers?: boolean;
      /** "put them back in any order": back on top of the library they were looked at in. */
      back?: boolean;
      /** "exile … in a face-down pile" (the cards stay together, face down; CR 406.3). */
      pile?: boolean;
      /** "on the top or bottom of your library" (the player chooses, CR 401.4). */
      topOrBottom?: boolean;
      /** The object's owner does it, named as written: "Its owner puts it on the top or bottom of their library" (the
       * owner chooses, CR 401.4), "~'s owner shuffles it into their library", "The owner of target permanent …" (108.3). */
      ownerDoes?: 'its owner' | 'possessive' | 'the owner of';
      /** "into its owner's library third from the top" (CR 401.4: a place in the library). */
      fromTop?: 'second' | 'third' | 'fourth' | 'fifth' | 'sixth' | 'seventh';
      /** "on top of your library in any order" (written with "your"). */
      topYours?: boolean;
      /** "put that card on top" (older wording): the top of your library, "of your library" left out. */
      topShort?: boolean;
      /** "… and the rest on the bottom in any order": the bottom of the library named before in the sentence, "of your
       * library" left out (CR 401.4). */
      bottomShort?: boolean;
      /** "onto the battlefield tapped and attacking" (CR 508.4: attacking without being declared). */
      attacking?: boolean;
      /** "on top of their library in any order": the top of another player's library, as written (CR 401.4). Carried out
       * only for target cards from an opponent's graveyard (their owner's library, 400.3: effect-descriptors.ts). */
      topOf?: 'their' | 'the' | "that player's";
      /** "return it to the battlefield transformed" (CR 712.14a: its back face up). */
      transformed?: boolean;
      /** "return ~ from your graveyard to the battlefield attached to that creature" (CR 303.4f: an Aura put onto the
       * battlefield attached to the object the effect names; rules/effects/enter-attached.ts). */
      attachedTo?: TargetSpec;
      /** "return it to the battlefield attached to you", "put it onto the battlefield attached to target player": an Aura (a
       * Curse) put onto the battlefield enchanting a player the effect names (CR 303.4f, 702.5a; not carried out). */
      attachedToPlayer?: PlayerRef;
      /** "into its owner's library just beneath the top X cards of that library" (CR 401.4: a place in the library counted
       * from the top by an amount; not carried out). */
      beneathTop?: Amount;
      /** "to the battlefield face up or face down" (the player chooses). */
      faceUpOrDown?: boolean;
      /** "They're 5/5 artifact creatures." / "It's a Forest land." after putting cards onto the battlefield face down:
       * the face-down characteristics the effect lists instead of the 2/2 default (CR 708.2a). */
      faceDownAs?: { power?: number; toughness?: number; cardTypes: string[]; subtypes: string[] };
      span: Span;
    }
  /** "has "Equipped creature has flying."": grants a quoted ability (CR 613.1f, 113.10); its effects get the later of
   * the object's and this effect's timestamps (613.7a). */
  /** `unpunctuated`: the quoted ability was written without its final period; `quoteComma`: with a comma ("…any color," and …). */
  | { kind: 'gain-ability'; target: TargetSpec; ability: Ability; duration: Duration; unpunctuated?: boolean; quoteComma?: boolean; span: Span }
  /** "switch target creature's power and toughness" (layer 7d, CR 613.4d). */
  | { kind: 'switch-pt'; target: TargetSpec; duration: Duration; span: Span }
  /** "loses flying": removes those keyword abilities (CR 613.1f). */
  | { kind: 'lose-keyword'; target: TargetSpec; keywords: string[]; duration: Duration; /** "can't have or gain flying" (CR 613.1f). */ cantHave?: 'have or gain' | 'have'; /** "can't have hexproof or shroud": the keywords written with "or". */ either?: boolean; span: Span }
  | { kind: 'face-down-cost-reduction'; amount: number; firstEachTurn: boolean; span: Span }
  /** `who`: a player other than the ability's controller draws ("target player draws two cards"). */
  /** `countIsX`: "draw X cards" (count 0 here; X is chosen or paid, CR 107.3). */
  /** `equalTo`: "draw cards equal to the number of …" (count 0 here). */
  /** `thatMany`: "draw that many cards" (an earlier result or the trigger event's amount, CR 608.2c, 603.2; count 0 here). */
  /** `additional`: "that player draws an additional card" (CR 121.1, a draw added to the one a step or event makes). */
  | { kind: 'draw'; count: number; who?: PlayerRef; per?: ObjectFilter; perCount?: Quantity; countIsX?: boolean; equalTo?: Quantity; thatMany?: boolean; additional?: boolean;
    /** "draw half X cards", "draw twice X cards": the quantity written where the number stands (CR 107.3). */
    equalToBefore?: boolean;
    /** "draws that many cards plus one": the number an earlier instruction produced, and more (CR 608.2c, 107.1; not carried out). */
    thatManyPlus?: number; span: Span }
  /** `word`: how "it" was written ("that creature"). */
  | { kind: 'attach-self-to-it'; word?: string; span: Span }
  // ---- The grammar's further vocabulary (phrase tables in model/abilities/effect-table.ts). Whether the engine
  // carries each one out is data: model/abilities/effect-descriptors.ts.
  /** `amountAfter`: written "deals damage to X equal to …" (the amount after the recipient). */
  /** `toSame`: "it deals 4 damage instead" (to what the instruction it replaces named, CR 608.2c); `modified`: "deals double
   * that damage to that permanent or player", "that much damage plus 2" (a replacement's new amount, CR 614.1a). */
  /** `toItself`: "target creature deals damage to itself equal to its power" (the source is dealt the damage, CR 120.3). */
  | { kind: 'damage'; amount: Amount; to: TargetSpec; source?: TargetSpec; divided?: boolean; amountAfter?: boolean; toSame?: boolean; toItself?: boolean; modified?: DamageModifier; span: Span }
  /** `pay`: "pay 2 life" (a cost; CR 119.4). */
  /** `twice`: "you gain twice that much life" (a replacement's new amount, CR 614.1a). */
  | { kind: 'life'; who: PlayerRef; gain: boolean; amount: Amount; pay?: boolean; twice?: boolean; span: Span }
  /** "tap target creature", "untap that creature" (CR 701.26). */
  /** `orUntap`: "tap or untap target permanent" (the player chooses). */
  /** `entersTapped`: "If you don't, it enters tapped" in an "As ~ enters" replacement (CR 614.1c): tapped as it enters. */
  | { kind: 'tap' | 'untap'; target: TargetSpec; orUntap?: boolean; entersTapped?: boolean; /** "that player untaps ~" (CR 701.26a: who does it changes nothing). */ who?: PlayerRef; span: Span }
  /** "gain control of target creature (until end of turn)": a control-changing effect (layer 2, CR 613.1b). */
  /** `youControl`: written "You control enchanted creature" (a static control change). */
  | { kind: 'gain-control'; target: TargetSpec; duration: Duration; youControl?: boolean; /** Another player who gains control ("Target opponent gains control of ~", CR 613.1b); absent: the ability's controller. */ who?: PlayerRef; span: Span }
  /** `unlessPays`: "unless its controller pays {3}" (CR 701.6, 118.12a). */
  | { kind: 'counter-spell'; target: TargetSpec; unlessPays?: string; span: Span }
  /** `yourLibrary`: written "shuffle your library" (CR 701.24a). */
  /** `cards`: "that player discards that card" (the cards named before). */
  /** `their`: written "discard their hand" (rather than "your hand"). */
  /** `atRandom`: "discards a card at random" (CR 701.9b); `upTo`: "discard up to two cards" (107.1c). */
  /** `twice`: "investigate twice" (the action done two times, CR 701.16a). */
  /** `aNumber`: written "a number of cards equal to …" (CR 107.3). */
  | { kind: 'player-action'; who: PlayerRef; action: PlayerAction; amount: Amount; filter?: ObjectFilter; yourLibrary?: boolean; /** "shuffles their library" written whole (CR 701.24a). */ theirLibrary?: boolean; cards?: TargetSpec; their?: boolean; atRandom?: boolean; upTo?: boolean; twice?: boolean; /** "investigate X times": the number written before "times" (CR 701.16a). */ times?: boolean; /** "investigate once for each …": "once" as written (the same action, CR 701.16a). */ once?: boolean; aNumber?: boolean; /** "discard any number of cards": as many as the player chooses (CR 701.9a). */ anyNumber?: boolean;
      /** "discards another card at random": one more card after a discard before it (CR 701.9b). */ another?: boolean; span: Span }
  /** `attacking`: "… token that's tapped and attacking" (CR 508.4: put onto the battlefield attacking; not carried out). */
  /** `more`: the other kinds of tokens the same instruction creates, in order ("… token and a 0/3 blue Crab creature token", CR 111.1). */
  | { kind: 'create-token'; who: PlayerRef; amount: Amount; token: TokenSpec; tapped?: boolean; attacking?: TokenAttacking; more?: { amount: Amount; token: TokenSpec; tapped?: boolean }[];
      /** "create a Food token or a Treasure token": the other token the player may create instead, their choice as it resolves (CR 608.2d). */
      orToken?: { amount: Amount; token: TokenSpec; tapped?: boolean }; span: Span }
  /** `count`: "add two mana of any one color" (CR 106.1); `manaPool`: older wording "to your mana pool". */
  /** `equalTo`: "add an amount of {C} equal to …" (CR 107.3). */
  /** `mana`: symbols ("{G}{G}"), 'any', 'any one color', 'any combination', 'different colors', 'the chosen color',
   * "commander's color identity", or (read from the slots) `{ choice }` / `{ combination }` of symbols (CR 106.1). */
  | { kind: 'add-mana'; mana: string; count?: number; countIsX?: boolean; manaPool?: boolean; equalTo?: Quantity; orChosen?: boolean;
      /** "… and two mana of any other color": that many more of a second color, different from the first (CR 106.1; not carried out). */
      andOther?: number;
      /** "that land could produce" (CR 106.7); `additional`: one more mana as a land is tapped (106.12a); `who`: another player adds it. */
      typeOf?: TargetSpec; tense?: 'could produce' | 'produced'; noThat?: boolean; additional?: boolean; who?: PlayerRef;
      /** `per`/`perCount`: "Add {G} for each Elf you control" (the mana once per object or unit, CR 107.3; not carried out). */
      per?: ObjectFilter; perCount?: Quantity;
      /** `mana: 'any color among'`: the permanents whose colors the mana may be (CR 106.1, 105.2; not carried out). */
      among?: ObjectFilter;
      /** "add that much {G}": the amount named before (CR 608.2c; not carried out). */
      thatMuch?: true;
      /** "That player adds two mana of any one color they choose": the color the player adding it chooses (CR 106.1, 106.4). */
      theyChoose?: boolean; span: Span }
  | { kind: 'restriction'; target: TargetSpec; restriction: Restriction; duration: Duration; span: Span }
  /** `keywords`: "gain menace and "…"" (keywords granted with the quoted ability). */
  /** `unpunctuated`: the quoted ability was written without its final period ("with "{T}: Add {C}" and loses …"). */
  /** `entersWith`: "it enters with … and with "…"" (a permanent entering with the quoted ability, CR 614.1c). */
  | { kind: 'grant-ability'; target: TargetSpec; ability: Ability; duration: Duration; keywords?: string[]; /** the next quoted abilities of one list ("has "..." and "..."", CR 613.1f) */ more?: Ability[]; has?: boolean; unpunctuated?: boolean; quoteComma?: boolean; entersWith?: boolean; span: Span }
  /** "This spell costs {1} less to cast for each …" (`self`), "Creature spells you cast cost {1} less to cast" (CR 601.2f). */
  /** `firstEachTurn`: "The first creature spell you cast each turn costs {1} less to cast". */
  /** `deltaIsX`: "costs {X} less", X defined by the sentence (delta 0 here). */
  /** `mana`: a change with colored mana ("costs {2}{U} more", CR 601.2f); `beyondFirst`: "for each target beyond the first"
   * (CR 601.2c: the targets chosen as it is cast); `during`: only while it is cast during that step or turn. */
  | { kind: 'cost-change'; subject?: TargetSpec; spells?: ObjectFilter; self?: boolean; delta: number; /** "cost up to {1} less" (CR 601.2f). */ upTo?: boolean; deltaIsX?: boolean; more?: boolean; per?: ObjectFilter; perCount?: Quantity; firstEachTurn?: boolean; mana?: string; beyondFirst?: boolean; during?: CostChangeDuring; /** "… less to cast this way": only when cast by the permission before it (CR 601.2f). */ thisWay?: boolean; /** CR 611.2a: "until your next turn", "until end of turn" (from a spell or ability; not carried out). */ duration?: Duration; span: Span }
  /** An activated ability's cost changed (CR 601.2f, 602.2b): "This ability costs {1} less to activate for each Shrine you
   * control" (`ability` 'this'), "Activated abilities of white enchantments cost {3} more to activate" (`sources`), "Equip
   * abilities you activate cost {1} less to activate" (`keyword`), "… unless they're mana abilities" (605.1a). */
  | { kind: 'activation-cost-change'; ability?: 'this'; sources?: ObjectFilter; keyword?: string; delta: number; deltaIsX?: boolean; more?: boolean; unlessMana?: boolean; per?: ObjectFilter; perCount?: Quantity;
      /** "cost up to {2} less": the player chooses how much less, from 0 up to the number (CR 601.2f). */ upTo?: boolean;
      /** "Equip abilities you activate that target ~": only activations targeting that object (CR 601.2f, 115.1). */ targeting?: TargetSpec;
      /** "~'s equip ability costs {2} less": the keyword's ability of this object only (CR 602.2b). */ own?: boolean;
      /** "loyalty abilities … cost an additional +1": the change is in loyalty counters, not mana (CR 606.4, 606.5). */ loyalty?: boolean; span: Span }
  /** "As an additional cost to cast this spell, sacrifice a creature" (CR 118.8, 601.2f). */
  /** `either`: "sacrifice a creature or pay {3}{B}" (CR 601.2b: the player chooses one; its effects joined by " or "). */
  | { kind: 'additional-cost'; effects: Effect[]; either?: boolean; span: Span }
  /** "Your opponents can't gain life" (CR 119.7, 101.2). */
  /** `spells`: "can't cast instant or sorcery spells" (which spells). */
  | {
      kind: 'player-restriction';
      who: PlayerRef;
      /** "Noncreature spells with mana value 4 or greater can't be cast": no player casts them, written in the passive (CR 101.2, 601.3). */
      passive?: boolean;
      restriction: "can't gain life" | "can't cast spells" | "can't draw more than one card each turn" | "can't cast more than one spell each turn"
        | "can't activate abilities that aren't mana abilities or loyalty abilities"
        /** CR 601.3: "Each player who has cast a nonartifact spell this turn can't cast additional nonartifact spells" (not carried out). */
        | "can't cast additional spells"
        /** CR 606.3, 101.2: "Players can't activate planeswalkers' loyalty abilities". */
        | "can't activate planeswalkers' loyalty abilities"
        /** CR 305.1, 101.2: "Target player can't play lands this turn". */
        | "can't play lands"
        /** CR 101.2: "Spells and abilities your opponents control can't cause you to sacrifice permanents": what their effects
         * can't make this player do (`caused`: the actions and whom the sentence names, as written). */
        | "can't be caused by opponents"
        /** CR 508.1c, 101.2: "Each opponent who cast a spell this turn can't attack with creatures": the player declares no
         * attackers (not carried out). */
        | "can't attack with creatures"
        /** CR 101.2, 307.5: "Players can cast spells only during their own turns", "Each opponent can cast spells only any
         * time they could cast a sorcery": when they may cast spells at all (`only`; not carried out). */
        | 'can cast spells only';
      only?: 'during their own turns' | 'any time they could cast a sorcery';
      caused?: { whom: 'you' | 'their controller'; act: 'sacrifice permanents' | 'discard cards or sacrifice permanents' | 'search their library' };
      spells?: ObjectFilter;
      /** "can't cast spells this turn", "… during your turn", "… from graveyards" (CR 101.2, 611.2). */
      when?: CastWhen;
      /** CR 602.5, 606.3: "… can't cast spells or activate planeswalkers' loyalty abilities": abilities they can't
       * activate either, as written (not carried out). */
      alsoActivate?: ActivateAlso;
      /** Written "During combat, players can't …" (the time first; the same restriction). */
      whenFirst?: boolean;
      span: Span;
    }
  /** "Choose a color", "choose a creature type", "choose a card name", "choose an opponent" (CR 607.2d, 700.2). */
  /** `who`: another player makes the choice ("an opponent chooses a creature type"). */
  /** `except`: "choose a color other than green" (CR 105.1): any color but that one. */
  /** `between`, `upTo`: "choose a number between 0 and 13" (CR 608.2d). */
  | { kind: 'choose'; what: ChooseWhat; who?: PlayerRef; except?: string; between?: number; upTo?: number;
      /** "choose two abilities from among first strike, vigilance, and lifelink": how many, and the keywords listed (CR 607.2d). */
      count?: number; among?: string[]; span: Span }
  /** "Prevent all combat damage that would be dealt this turn" (CR 615). */
  | { kind: 'prevent-damage'; what: 'all combat damage this turn'; span: Span }
  | { kind: 'fight'; target: TargetSpec; other: TargetSpec; /** "Those creatures fight each other" (CR 701.14a): the two named before; not carried out. */ eachOther?: true; span: Span }
  | { kind: 'regenerate'; target: TargetSpec; span: Span }
  /** `anyPlayer`: "Any player may …", an offer each player may take in turn order (CR 608.2d; not carried out). */
  /** `elided`: a second permission of the same player, its subject left out ("… may copy this spell and may choose a new
   * target for that copy", CR 608.2d). */
  /** `word`: the player as written when it names an object ("that creature's controller", CR 108.4). */
  /** `ignoreEffect`: "… for that player to ignore this effect until end of turn": a special action that turns off this static
   * ability for the player who takes it (CR 116.2d); not carried out. */
  | { kind: 'optional'; who: PlayerRef; anyPlayer?: boolean; elided?: boolean; word?: string; ignoreEffect?: true; effects: Effect[]; span: Span }
  /** A delayed triggered ability created by an effect ("At the beginning of the next end step, sacrifice it"; CR 603.7). */
  /** `trailing`: the trigger was written after the effect ("Put that card into your hand at the beginning of …"). */
  /** `whenever`: written "Whenever …" (a delayed trigger that may trigger more than once in its duration, CR 603.7c). */
  | { kind: 'delayed-trigger'; event: TriggerEvent; effects: Effect[]; trailing?: boolean; whenever?: boolean;
    /** "Until end of turn, whenever …": a delayed trigger with a stated duration, written first (CR 603.7b). */
    untilEndOfTurn?: boolean;
    /** "This turn, whenever …": `untilEndOfTurn` written "this turn" (CR 603.7b). */
    thisTurnWritten?: boolean; span: Span }
  /** `while`: "for as long as it remains exiled" (CR 611.2b), "any time" (CR 708.5). */
  /** `also`: a second set looked at ("and at face-down creatures you don't control"). */
  | { kind: 'look'; target: TargetSpec; also?: TargetSpec; who?: PlayerRef; while?: 'it remains exiled' | 'they remain exiled' | 'any time'; span: Span }
  /** Casting or playing a card from another zone (CR 601.2, 305.1), "without paying its mana cost" (CR 118.9). */
  | {
      kind: 'cast-from';
      target: TargetSpec;
      play: boolean;
      free: boolean;
      thisTurn?: boolean;
      /** "play lands and cast spells from among those cards". */
      landsAndSpells?: boolean;
      /** "look at and play that card" (CR 406.3: exiled face down, you may look at it). */
      look?: boolean;
      /** "for as long as it remains exiled" (CR 611.2b). */
      while?: 'it remains exiled' | 'they remain exiled' | '~ remains on the battlefield';
      /** `their`: "without paying their mana costs" after several spells (CR 118.9). */
      their?: boolean;
      /** "cast the copy", "cast any number of the copies": a copy of a card made by the ability (CR 707.12), not a card of a zone. */
      copy?: 'the copy' | 'any number of the copies';
      /** "play one of those cards", "up to two of those cards": some of the cards named before, the player's pick (CR 608.2d). */
      some?: boolean;
      /** "by paying {2}{W} rather than paying its mana cost": an alternative cost for this casting (CR 118.9, 601.2b). */
      altCost?: string;
      /** "by paying 3 life and discarding a card in addition to paying its other costs": additional costs (CR 118.8, 601.2f). */
      addCosts?: string;
      /** "using its blitz ability": cast with one of its alternative-cost keywords (CR 118.9, 702.152a). */
      using?: string;
      /** ", but not from anywhere else": the only zone it may be cast from (CR 101.2: a "can't" beats a "may"). */
      onlyFrom?: boolean;
      /** "without paying its mana cost and as though it had flash": also at any time an instant could be cast (CR 702.8a, 601.3). */
      asThoughFlash?: boolean;
      duration?: Duration;
      span: Span;
    }
  /** "Draft ~ face up." and other draft-time instructions (CR 905). */
  /** "copy target instant or sorcery spell", "copy it" (CR 707.10: a copy put onto the stack, not cast). */
  /** "Repeat this process [once | two more times | any number of times]": the instructions before it again (CR 608.2c). */
  | { kind: 'repeat-process'; times?: RepeatTimes; /** "until no one pays life": when the repetition stops (CR 608.2c). */ stop?: RepeatUntil; /** "for an enchantment and a planeswalker": the kinds it is done again for (CR 608.2c). */ redo?: RepeatFor; span: Span }
  /** `twice`: "copy that spell twice" (two copies, CR 707.10). */
  /** `who`: another player copies it ("each other player copies that spell", CR 707.10, 707.10c: its controller is that player). */
  | { kind: 'copy-spell'; target: TargetSpec; twice?: boolean; who?: PlayerRef; span: Span }
  /** "choose new targets for the copy" (CR 707.10c). */
  | { kind: 'choose-new-targets'; what: 'the copy' | 'that copy' | 'the copies' | 'it' | 'them' | 'their copy' | 'the copy they control'; /** "choose a new target for that copy" (CR 707.10c). */ single?: boolean; span: Span }
  /** "If a creature entering the battlefield causes a triggered ability of a permanent you control to trigger, that ability
   * triggers an additional time" (CR 603.2: an ability triggering more than once for one event); `would`: written "would
   * cause". Not carried out. */
  | { kind: 'trigger-again'; cause: TriggerCause; would?: boolean; span: Span }
  /** "If a land is tapped for mana, it produces {B} instead of any other type", "Until end of turn, if you tap a land for
   * mana, it produces one mana of a color of your choice instead of any other type and amount" (CR 106.12, 614.1a: a
   * replacement of the mana a land produces); `tapper`: "if you tap …" / "if a player taps …". Not carried out. */
  | { kind: 'mana-instead'; land: TargetSpec; produces: string; tapper?: 'you' | 'a player'; andAmount?: boolean; duration: Duration; span: Span }
  /** "You may pay {1} rather than pay the mana cost for Rune spells you cast" (CR 118.9: an alternative cost for a kind of
   * spell), not carried out. */
  | { kind: 'spells-alt-cost'; mana: string; spells: ObjectFilter; span: Span }
  /** "You may pay {0} rather than pay cycling costs", "… rather than pay the echo cost for permanents you control": an
   * alternative to a keyword's cost (CR 118.9, 702.29a, 702.30a); `objects`: the objects whose keyword cost it is, as written. */
  | { kind: 'keyword-alt-cost'; mana: string; keyword: string; objects?: ObjectFilter; span: Span }
  /** "flip ~", "flip it" (CR 710.2: a flip card's permanent turned to its other half), not carried out. */
  | { kind: 'flip-permanent'; target: TargetSpec; span: Span }
  /** "play up to three additional lands this turn", "play any number of lands on each of your turns" (CR 305.2: more
   * land plays than one), not carried out. */
  | { kind: 'additional-lands'; amount?: Amount; upTo?: boolean; anyNumber?: boolean; each?: boolean; span: Span }
  /** "remove target attacking creature from combat", "remove it from combat" (CR 506.4: a creature removed from combat),
   * not carried out. */
  | { kind: 'remove-from-combat'; target: TargetSpec; span: Span }
  /** "Target creature phases out", "You may have any number of them phase out" (CR 702.26b: a permanent treated as though it
   * doesn't exist until it phases in), not carried out. */
  | { kind: 'phase-out'; target: TargetSpec; span: Span }
  /** "Creatures your opponents control enter tapped" (CR 614.1c: other permanents entering tapped, a replacement effect of
   * a static ability), not carried out. */
  | { kind: 'enters-tapped'; target: TargetSpec; span: Span }
  /** "Spend only black mana on X" (CR 107.3a, 601.2h: the X of the spell's cost paid with mana of one color), not enforced
   * by the engine's payment. */
  | { kind: 'spend-only-on-x'; color: 'white' | 'blue' | 'black' | 'red' | 'green'; span: Span }
  /** "End the turn." (CR 723.1: the stack exiled, cleanup, "until end of turn" effects end), not carried out. */
  | { kind: 'end-the-turn'; span: Span }
  /** "After this phase, there is an additional combat phase", "… followed by an additional main phase" (CR 500.8: phases
   * added to the turn); `after`: the phase it follows, as written; `last`: written after the phase ("there is an additional
   * combat phase after this phase"). Not carried out. */
  | { kind: 'additional-phase'; after: 'this phase' | 'this main phase'; thenMain?: boolean; last?: boolean; span: Span }
  /** "~ loses this ability" (CR 613.1f: an object loses the one ability saying so, layer 6), not carried out. */
  | { kind: 'lose-this-ability'; target: TargetSpec; duration: Duration; span: Span }
  /** "You may pay {R} to end this effect" (CR 116.2c: a special action that ends the effect later), not carried out. */
  | { kind: 'end-effect-action'; mana: string; span: Span }
  /** "put those counters on target creature you control" (CR 122.5: the counters an object had, named before). */
  | { kind: 'put-those-counters'; target: TargetSpec; span: Span }
  /** "choose both", "choose any number" (CR 700.2: more modes of a modal spell than its "Choose one"), not carried out. */
  | { kind: 'more-modes'; choose: 'both' | 'any number'; span: Span }
  /** "create twelve of those tokens" (CR 111.1: more of the tokens an earlier instruction named, usually "instead"). */
  | { kind: 'create-those-tokens'; amount: Amount; span: Span }
  /** "abandon this scheme" (CR 701.33a: Archenemy only; the engine doesn't play Archenemy). */
  | { kind: 'abandon-scheme'; span: Span }
  /** "it becomes day as ~ enters" (CR 730.1: the game gains the day or night designation; 614.1c: as it enters). */
  | { kind: 'become-day-night'; becomes: 'day' | 'night'; span: Span }
  /** "it becomes renowned" (CR 702.112a–b: a designation the permanent keeps until it leaves the battlefield). */
  | { kind: 'become-renowned'; target: TargetSpec; span: Span }
  /** "spend mana as though it were mana of any type to cast that spell" (CR 609.4b). */
  /** `spells`: "to cast spells with the chosen name" (which spells, instead of `what`). */
  | { kind: 'spend-mana-as-any'; /** `colorless`: "spend other mana only as though it were colorless mana" (CR 609.4b, 118.14). */ as: 'type' | 'color' | 'colorless'; what?: 'that spell' | 'those spells' | 'it' | 'them'; spells?: ObjectFilter; /** "You may spend white mana as though it were mana of any color": only mana of that color (CR 609.4b); `other`: the mana no other permission names. */ spent?: 'white' | 'blue' | 'black' | 'red' | 'green' | 'other'; /** "… to pay the activation costs of ~'s abilities" (CR 602.2b). */ selfActivation?: true; /** How long a permission written with others lasts ("Until end of turn, you may cast that card and you may spend mana …"). */ duration?: Duration; span: Span }
  /** "can't be blocked by creatures with power 2 or less" (CR 509.1b). */
  /** `except`: "can't be blocked except by legendary creatures" (only those can block it, CR 509.1b). */
  /** "~ can't be the target of black spells or abilities from black sources", "Cards in graveyards can't be the targets of
   * spells or abilities" (CR 115.1, 702.11b, 702.18a: what may target it); `targets`: written in the plural. */
  | { kind: 'untargetable'; target: TargetSpec; by: Targeters; targets?: boolean; thisTurn?: boolean; duration: Duration; span: Span }
  /** Creature or basic land types all at once (CR 205.3m, 205.1b, 613.1d): "gains all creature types", "loses all creature
   * types", "is every creature type", "is every basic land type in addition to its other types". */
  | { kind: 'all-subtypes'; target: TargetSpec; change: 'gain-all' | 'lose-all' | 'every'; subtypes: 'creature' | 'basic land'; duration: Duration; span: Span }
  /** "Double the number of +1/+1 counters on target creature", "… of each kind of counter on …" (`counter` '': each kind;
   * CR 701.10e). */
  | { kind: 'double-counters'; target: TargetSpec; counter: string; span: Span }
  /** `thisTurnFirst`: "can't be blocked this turn except by Walls" ("this turn" written before "except"). */
  | { kind: 'block-restriction'; target: TargetSpec; by: ObjectFilter; thisTurn?: boolean; except?: boolean; thisTurnFirst?: boolean; duration: Duration; span: Span }
  /** "Target opponent reveals their hand" (CR 701.20). */
  | { kind: 'reveal-hand'; who: PlayerRef; span: Span }
  /** "You may discard a Plains card rather than pay this spell's mana cost" (an alternative cost, CR 118.9). */
  | { kind: 'alternative-cost'; effects: Effect[]; span: Span }
  /** "{1}{U}{B}: Level 2": this Class's level becomes N (CR 716.2a). */
  | { kind: 'class-level'; level: Amount; span: Span }
  /** "Activated abilities of artifacts your opponents control can't be activated" (CR 602.5). `its`: written "its activated
   * abilities can't be activated" after the sentence named its object (`sources` is that object). */
  | { kind: 'cant-activate'; sources: ObjectFilter; its?: boolean; unlessMana?: boolean; /** "its" is the object an earlier instruction named (not `sources`) */ named?: boolean; /** "… this turn" */ thisTurn?: boolean; /** the named object written by its noun, "that permanent's" (CR 608.2c) */ whose?: "that permanent's" | "that creature's" | "that artifact's" | "that land's"; span: Span }
  | { kind: 'draft'; action?: 'draft an additional card' | 'remove' | 'note its name' | 'note its creature types' | 'reveal as drafted' | 'reveal and note cards drafted' | 'colors chosen around' | 'look at the next card drafted'; card?: TargetSpec; faceDown?: boolean; /** "You may look at …": the drafting player. */ who?: PlayerRef; span: Span }
  /** Draft-time instructions (CR 905.2): "As you draft a creature card, …", "During the draft, …". */
  /** "For each creature destroyed this way, its controller creates …": the instructions once per object or player counted
   * (CR 608.2c). Carried out for objects on the battlefield (rules/effects/per-object-effects.ts). */
  | { kind: 'per-object'; per: Quantity; effects: Effect[]; span: Span }
  /** A counter of the kind a "For each kind of counter on …" instruction names (CR 122.1, 608.2c): "give that permanent or
   * player another counter of that kind" (`give`), "put another counter of that kind on it or remove one from it"
   * (`orRemove`), "put your choice of a +1/+1 counter or a counter of that kind on ~" (`orPlusOne`). Read, not simulated. */
  | { kind: 'counter-of-kind'; target: TargetSpec; give?: boolean; orRemove?: boolean; orPlusOne?: boolean; span: Span }
  | { kind: 'draft-time'; when: 'as you draft' | 'during the draft'; filter?: ObjectFilter; effects: Effect[]; span: Span }
  /** "… becomes an artifact creature with power and toughness each equal to its mana value": base power and toughness set
   * to an amount by the effect that changes its type (CR 613.4b), the companion of that `become-type`. */
  /** "change ~'s base power and toughness to that creature's power and toughness" (CR 613.4b, 608.2h): the base P/T set to
   * another object's P/T as the instruction is followed; `baseOf`: written "the base power and toughness of <object>". */
  /** "You may activate equip abilities any time you could cast an instant", "… discard ~ any time you could cast an instant":
   * an action the player may take whenever they have priority (CR 304.5, 116.2e, 117.1b); `anyTurn`: written "on any player's
   * turn" (CR 606.3); not carried out. */
  | { kind: 'instant-timing'; action: InstantTimingAction; anyTurn?: boolean; span: Span }
  | { kind: 'set-base-pt-of'; target: TargetSpec; of: TargetSpec; baseOf?: boolean; duration: Duration; span: Span }
  | { kind: 'set-base-pt-to'; target: TargetSpec; quantity: Quantity; duration: Duration; /** written "an X/X …" in front of the type phrase */ xFront?: boolean; /** written "has base power and base toughness each equal to …" */ baseEach?: boolean; span: Span }
  /** A cost to attack or block with each creature (CR 508.1h, 509.1d): "Creatures can't attack you unless their controller
   * pays {2} for each creature they control that's attacking you", "… can't attack you or planeswalkers you control unless
   * their controller pays {1} for each of those creatures", "… can't block unless …". `whom` as written after "attack". */
  | { kind: 'combat-tax'; target: TargetSpec; action: 'attack' | 'block'; whom?: 'you' | 'you or planeswalkers you control'; mana: string; each: 'attacking you' | 'those'; duration: Duration; span: Span }
  /** "Detain target creature an opponent controls" (CR 701.35a), "goad each creature target player controls" (701.15a): a
   * designation until the next turn of the instruction's controller; `passive`: "is goaded" (a static ability's). */
  | { kind: 'designate'; action: 'detain' | 'goad'; target: TargetSpec; passive?: boolean; span: Span }
  /** A results table's row (CR 706.3a): "10—19 | You gain 2 life." — what happens if the die's result was from `low` to
   * `high` (one number when `high` is absent; `plus`: "20+", that number or more). Part of the ability that rolls (706.3b). */
  /** `flavor`: a flavor word before the row's instructions ("1 | Trapped! — You lose 3 life.", CR 207.2d). */
  | { kind: 'die-result'; low: number; high?: number; plus?: boolean; flavor?: string; effects: Effect[]; span: Span }
  /** "~ assembles a Contraption" (CR 701.45). */
  | { kind: 'assemble'; target: TargetSpec; amount: Amount; span: Span }
  /** "X is the mana value of the exiled card." (CR 107.3c: X defined by the ability's text, as a sentence of its own). */
  | { kind: 'define-x'; quantity: Quantity; span: Span }
  /** "count the number of permanents you control": the number "that number" names after it (CR 608.2c). */
  | { kind: 'count-number'; quantity: Quantity; span: Span }
  /** "The flashback cost is equal to its mana cost": the cost of a keyword the sentence before granted (CR 702.34a, 702.35a). */
  | { kind: 'keyword-cost-is'; keywords: string[]; cost: 'its mana cost'; span: Span }
  /** "Each player shuffles their hand and graveyard into their library": whole zones shuffled into their owner's library (CR 701.24a). */
  | { kind: 'shuffle-zones'; who?: PlayerRef; zones: 'graveyard' | 'hand' | 'hand and graveyard'; /** Written "the cards from your hand" (CR 701.24a). */ cardsFrom?: boolean;
      /** "… and all permanents they own" shuffled in with the zones (CR 701.24a, 108.3; not carried out). */
      andPermanents?: boolean; span: Span }
  /** `whose`: another player's library ("search target opponent's library for a card").
   * `zones`: several zones searched at once, as written ("graveyard, hand, and library", CR 701.23a); the library alone when absent.
   * `their`: "searches their library" (the searching player's own). */
  | { kind: 'search-library'; who?: PlayerRef; whose?: PlayerRef; their?: boolean; target: TargetSpec; zones?: string; span: Span }
  /** "pay {1}", "pay {1} for each age counter on it" (`per`/`perCount`: the mana once per object, CR 107.3, 702.24a). */
  | { kind: 'pay-mana'; who?: PlayerRef; mana: string; per?: ObjectFilter; perCount?: Quantity;
      /** "pays {1} or 1 life": that much life instead of the mana, the payer's choice (CR 118.12, 119.4). */ orLife?: Amount;
      /** "pays {B} or {3}": either of two mana costs, the payer's choice (CR 118.12; not carried out). */ orMana?: string; span: Span }
  /** "Activate only as a sorcery", "Activate only during your upkeep and only once each turn", "Activate only if you control
   * a Swamp" (CR 602.5); `cast`: "Cast this spell only during combat" (CR 601.3). `limits` in the order written. */
  /** `anyPlayer`: "Any player may activate this ability [but only …]" (CR 602.2: who may activate it). */
  | { kind: 'activate-only'; limits: UseLimit[]; cast?: boolean; anyPlayer?: boolean; /** "This ability triggers only if …": a limit on
    * the triggered ability it is part of triggering at all (CR 603.2, 113.6k: where it triggers from; not carried out). */ triggers?: boolean; /** "Only your opponents may activate this ability" (CR 602.2): who alone may, as written; not carried out. */ onlyWho?: string; span: Span }
  /** `asLongAs`: "As long as …, …" (a static condition, CR 611.3b) rather than "If …, …". */
  /** `trailing`: the condition was written after the effect ("~ gets +1/+1 as long as you control an Elf"). */
  /** `noComma`: "Otherwise put it into your hand" (written without the comma). */
  /** `unless`: written "… unless …" (the effect happens when the condition doesn't hold, CR 118.12a). */
  /** `itEnters`: "If ~ was kicked, it enters with …" (the condition of an entering replacement written first, CR 614.1c). */
  /** `instead`: "If this spell was kicked, it deals 4 damage instead" — an alternative to the instructions before it (CR
   * 608.2c: later text modifies earlier text), written after the effects ('after'), first ("…, instead draw two cards") or
   * before a trailing condition ("It deals 4 damage instead if you control …"). */
  /** `selfEnters`: written "~ enters" rather than "it enters". */
  | { kind: 'conditional'; condition: Condition; effects: Effect[]; asLongAs?: boolean; trailing?: boolean; noComma?: boolean; unless?: boolean; itEnters?: boolean; selfEnters?: boolean; instead?: 'after' | 'first' | 'before-if'; insteadOf?: InsteadOf; /** Written "instead only <instruction>" (CR 608.2c). */ insteadOnly?: boolean; span: Span }
  /** `who`: another player chooses the modes ("An opponent chooses one —", CR 700.2e); not carried out. */
  | { kind: 'modal'; min: number; max: number; modes: Effect[][]; who?: PlayerRef; /** "choose one that hasn't been chosen [this turn] —" (CR 700.2a; not carried out). */ notChosen?: 'ever' | 'this turn'; span: Span }
  | { kind: 'choose-pt'; target: TargetSpec; options: [number, number][]; duration: Duration; span: Span }
  /** CR 604.3: a characteristic-defining ability; a stat left out keeps its printed value ("~'s power is equal to …"). */
  | { kind: 'set-base-pt-equal'; target: TargetSpec; power?: Quantity; toughness?: Quantity; /** "1 plus the number of …" */ plus?: Amount; /** Written "its power and toughness …" after a condition about itself. */ its?: boolean; duration: Duration; span: Span }
  // ---- Game actions the engine does not carry out yet (effect-descriptors.ts says so). ----
  /** "skip your draw step", "each opponent skips their next untap step", "you skip your next turn" (CR 614.1b, 614.10). */
  | { kind: 'skip'; who?: PlayerRef; what: SkipWhat; their?: boolean; span: Span }
  /** "take an extra turn after this one" (CR 500.7). */
  | { kind: 'extra-turn'; who?: PlayerRef; span: Span }
  /** "flip a coin" (CR 705), "roll a six-sided die" (CR 706). */
  | { kind: 'random'; who?: PlayerRef; what: 'flip a coin' | 'roll a six-sided die' | 'roll two six-sided dice' | 'roll a four-sided die' | 'roll a twenty-sided die' | 'roll a d20' | 'roll a d4' | 'roll a d6' | 'roll a d8' | 'roll a d10' | 'roll a d12'; span: Span }
  /** "transform ~" (CR 701.27a). */
  | { kind: 'transform'; target: TargetSpec; span: Span }
  /** "double the value of X" (CR 107.3, 701.10): the spell's X made twice what it was (not carried out). */
  | { kind: 'double-x'; span: Span }
  /** "exchange control of target creature you control and target creature an opponent controls" (CR 701.12b). */
  | { kind: 'exchange-control'; target: TargetSpec; /** Absent: the two objects are one phrase ("two target creatures"). */ other?: TargetSpec; span: Span }
  /** "Target opponent's life total becomes 10", "your life total becomes equal to your starting life total" (CR 119.5). */
  | { kind: 'set-life-total'; whose: PlayerRef; amount?: Amount; equalTo?: Quantity; equalWritten?: boolean;
      /** "double your life total", "double its controller's life total" (CR 701.10d): twice the total it has now. */ doubled?: boolean; span: Span }
  /** "choose left or right", "each player chooses war or peace" (CR 608.2d: a choice among named words); `vote`: "Starting
   * with you, each player votes for time or knowledge" (CR 701.38). */
  | { kind: 'choose-option'; who?: PlayerRef; options: string[]; vote?: boolean; span: Span }
  /** "Two target players exchange life totals", "exchange life totals with target opponent" (CR 701.12c). */
  | { kind: 'exchange-life'; who?: PlayerRef; with?: PlayerRef; twoTargets?: boolean;
    /** "exchange your life total with ~'s toughness": a life total and a power or toughness exchanged (CR 701.12g; not carried out). */
    withValue?: Amount; span: Span }
  /** "reveal cards from the top of your library until you reveal a creature card" (CR 701.20a: "that card" and "the rest"
   * after it name the card found and the others revealed). `verb`: reveal or exile. */
  /** `passive`: "until four land cards are revealed", "until a land card is revealed" (CR 701.20a). */
  | { kind: 'reveal-until'; who?: PlayerRef; verb: 'reveal' | 'exile'; target: TargetSpec; passive?: 'is' | 'are'; span: Span }
  /** "look at target opponent's hand" (CR 402.3: a player may look at another's hand only when told to). */
  | { kind: 'look-hand'; whose: PlayerRef; span: Span }
  /** "unattach it" (CR 701.3d: an Equipment or Aura becomes unattached and stays on the battlefield). */
  | { kind: 'unattach'; target: TargetSpec; span: Span }
  /** "attach it to target creature you control" (CR 701.3). */
  | { kind: 'attach'; target: TargetSpec; to: TargetSpec; span: Span }
  /** "gets +2/-2 or -2/+2 until end of turn": one change of the list, chosen as it resolves (CR 613.4c). */
  | { kind: 'modify-pt-choice'; target: TargetSpec; options: [number, number][]; duration: Duration; span: Span }
  /** "gets +X/+X" / "gets -X/-0": X times the signs (CR 107.3, 613.4c). */
  /** `minusZero`: the zero written "-0" ("-X/-0"). */
  | { kind: 'modify-pt-x'; target: TargetSpec; power: -1 | 0 | 1; toughness: -1 | 0 | 1; minusZero?: boolean; /** "+X/+Y": the toughness by Y (`whereY`, CR 107.3c). */ y?: boolean; /** "+4/-X", "-X/+2": a fixed number on the side without X (CR 107.3c). */ powerN?: number; toughnessN?: number; duration: Duration; span: Span }
  /** "becomes the creature type of your choice" (CR 205.1a, 613.1d). */
  /** `basicLand`: "becomes the basic land type of your choice" (CR 305.7: the land's old land types are replaced). */
  /** `chosen`: a type chosen earlier ("is the chosen type", "becomes that type", CR 205.1a); `be`: written with "is"/"are";
   * `addition`: "in addition to its/their other types" (CR 205.1b). */
  | { kind: 'become-chosen-type'; target: TargetSpec; duration: Duration; basicLand?: boolean; chosen?: 'the chosen type' | 'that type'; be?: boolean; addition?: 'its' | 'their'; span: Span }
  /** "prevent the next 1 damage that would be dealt to any target this turn", "prevent all combat damage <objects> would
   * deal this turn" (CR 615). */
  | { kind: 'prevent-next-damage'; amount: Amount; to?: TargetSpec; by?: ObjectFilter;
    /** Written "this turn to …" (CR 615.7); `combat`: "combat damage" only (615.1a), not carried out. */
    thisTurnFirst?: boolean; combat?: boolean;
    /** "… this turn by a source of your choice", "… that a source of your choice would deal to …" (`sourceFirst`): the
     * one source whose damage the shield prevents (CR 615.7, 609.7a); not carried out. */
    source?: TargetSpec; sourceFirst?: boolean;
    /** "…, divided as you choose": the amount divided among the recipients as the spell is cast (CR 601.2d); not carried out. */
    divided?: boolean;
    /** "If it's a green creature, prevent the next 2 damage instead", "… prevent the next 6 damage this way instead": the
     * recipients and the turn left out, those of the prevention the alternative replaces (CR 615.1a, 608.2c); read only in
     * an "instead" alternative (effects.ts), not carried out (no `to`). */
    recipientsLeftOut?: 'plain' | 'this way';
    span: Span }
  /** "The next time a source of your choice would deal damage to you this turn, prevent that damage" (a prevention
   * shield used once, CR 615.1a, 615.8, 609.7a); `combat`: "combat damage". */
  | { kind: 'prevent-next-time'; by: TargetSpec; to?: TargetSpec; combat?: boolean; /** "prevent all but 1 of that damage" (CR 615.1a). */ allBut?: Amount; span: Span }
  /** "prevent that damage", "prevent 2 of that damage", "prevent all but 1 of that damage": what a prevention shield does to
   * the damage its event names (CR 615.1a, 615.7); only inside a damage replacement ("If … would deal damage …, …").
   * `amount` undefined: all of it; `allBut`: all but that much. */
  | { kind: 'prevent-that-damage'; amount?: Amount; allBut?: boolean;
    /** "prevent 1 damage that spell would deal to that permanent or player": the older wording of "prevent 1 of that damage" (CR 615.1a). */
    spellWords?: boolean; span: Span }
  /** "Prevent all [combat|noncombat] damage that would be dealt to <to> [by <by>] [this turn]", "… to and dealt by <both>", "<by> would deal" (CR 615.1a). `written`: which written shape. */
  /** "All damage that would be dealt to you this turn by target attacking creature is dealt to ~ instead", "The next 1 damage
   * that would be dealt to ~ this turn is dealt to its owner instead" (a redirection, CR 614.9, 615.1); `written`: the shape. */
  /** A replacement that changes how many counters are put or tokens created (CR 614.1a, 122.6, 111.1): "If one or more +1/+1
   * counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead", "If an effect
   * would create one or more tokens under your control, it creates twice that many of those tokens instead". `counter`: the
   * kind ('' any); `on`: the objects the counters would be put on; `change`: the new number from the old; `written`: the shape. */
  | { kind: 'more-instead'; what: 'counters' | 'tokens'; counter?: string; on?: TargetSpec; change: 'twice' | 'plus-one' | 'minus-one' | 'plus-that-many' | 'that-many'; byEffect?: boolean; /** the predefined token one more of which is created (CR 111.10) */ token?: string;
      /** "those tokens plus that many 1/1 green Squirrel creature tokens" (`plus-that-many`), "that many 4/4 white Angel
       * creature tokens with flying" (`that-many`: in place of the creature tokens, CR 614.1a, 111.1). */
      newToken?: { token: TokenSpec; tapped?: boolean };
      /** "If a modular triggered ability would put …": only counters a keyword's triggered ability puts (CR 614.1a, 702.43a; read, not simulated). */
      byKeyword?: string[]; written: number; span: Span }
  | { kind: 'redirect-damage'; damage: 'damage' | 'combat damage' | 'noncombat damage'; next?: Amount; to?: TargetSpec; by?: TargetSpec; onto: TargetSpec; thisTurn?: boolean; /** "Until your next turn, …" (CR 611.2a) */ duration?: Duration; written: number;
      /** CR 614.9: the source named again as the one dealing it ("that source deals that damage to you instead"). */ dealer?: 'that source' | 'that creature' | 'that spell' | 'it'; /** "damage would be dealt to ~ and/or you": either recipient. */ andOrYou?: boolean; span: Span }
  /** "You may cast creature spells from the top of your library", "play lands from the top of your library" (CR 601.3,
   * 305.1: a permission to cast or play the top card of a library). */
  | { kind: 'play-from-top'; spells?: ObjectFilter; lands?: boolean; span: Span }
  /** "The damage can't be prevented", "Damage can't be prevented" (CR 615.12); "Damage that would be dealt by ~ can't be
   * prevented" (`by`), "Damage that would be dealt to that creature this turn can't be prevented or dealt instead to another
   * permanent or player" (`to`, `thisTurn`, `noRedirect`: nor redirected, CR 614.9), "If ~ would deal damage to a creature,
   * that damage can't be prevented …" (`by` and `to`, written with "if"). */
  | { kind: 'cant-be-prevented'; written: "the damage can't be prevented" | "damage can't be prevented" | 'that would be dealt' | 'if would deal';
      damage?: 'damage' | 'combat damage'; by?: TargetSpec; to?: TargetSpec; thisTurn?: boolean; noRedirect?: boolean; span: Span }
  | { kind: 'prevent-all'; damage: 'damage' | 'combat damage' | 'noncombat damage'; to?: TargetSpec; by?: TargetSpec; both?: TargetSpec; thisTurn?: boolean; /** "Until your next turn, …" (CR 611.2a) */ duration?: Duration; /** "… during your turn" (CR 611.3a): only then; not carried out. */ duringYourTurn?: boolean; written: number; span: Span }
  /** "You may cast creature spells as though they had flash" (CR 702.8a, 601.3: a permission to cast at instant speed). */
  | { kind: 'cast-as-flash'; spells: ObjectFilter; span: Span }
  /** "~ enters with a +1/+1 counter on it for each …" written as a later sentence of an entering replacement ("As ~ enters,
   * choose an opponent. ~ enters with …", "If you do, it enters with …"; CR 614.1c): `effects` are its own entering
   * effects (tapped, counters put on it, keywords), `subject` the word it is named by (model/abilities/enters-replacement.ts). */
  | { kind: 'enters-with'; subject: '~' | 'it'; effects: Effect[]; /** Written "enters with" (no "the battlefield"), kept in the legacy voice. */ short?: boolean;
    /** "It escapes with twelve +1/+1 counters on it instead": if it escaped, it enters with these in place of the sentence
     * before's (CR 702.138c, 614.1c). */
    escapesInstead?: boolean; span: Span }
  /** "Each creature you control with the chosen name enters with an additional +1/+1 counter on it" (CR 614.1c). */
  /** `thisTurn`: "This turn, each creature you control enters with …", set up as a spell or ability resolves (CR 611.2a). */
  | { kind: 'enters-with-counters'; target: TargetSpec; count: number; counter: string; thisTurn?: boolean;
    /** Written "enters with" (no "the battlefield") in a line of the older wording, kept in the legacy voice. */ short?: boolean; span: Span }
  /** "you don't lose this mana as steps and phases end" (CR 500.4: mana empties between steps; this keeps it). */
  | { kind: 'keep-mana'; duration: Duration; span: Span }
  /** "All morph costs cost {2} more" (CR 601.2f, 702.37: the cost to turn a face-down permanent face up). */
  | { kind: 'keyword-cost-change'; keyword: string; delta: number; more: boolean; /** "… costs you pay", "… costs your opponents pay" (CR 118.7). */ payer?: 'you' | 'opponents'; /** "cost up to {2} less" (CR 601.2f). */ upTo?: boolean; span: Span }
  /** "Spend this mana only to cast a face-down creature spell, … or pay a morph cost" (CR 106.6). */
  | { kind: 'spend-only'; uses: SpendUse[]; span: Span }
  /** "you get {E}{E}" (energy counters on a player, CR 107.14, 122.1); `pay`: "pay {E}{E}" (removing them). */
  | { kind: 'energy'; who: PlayerRef; count: number; pay?: boolean;
    /** "an amount of {E} equal to …": the counters the quantity counts as the instruction is followed (CR 107.3, 107.14). */
    amount?: Amount; span: Span }
  /** "Target creature attacks this turn if able", "… blocks ~ this combat if able" (requirements, CR 508.1d, 509.1c);
   * `whom`: the player or creature it must attack or block, as an object phrase; `when`: how long it lasts. */
  /** `whose`: the player whose next turn it is ("During target player's next turn, …", CR 611.2a; not carried out). */
  | { kind: 'combat-requirement'; target: TargetSpec; action: 'attack' | 'block'; whom?: TargetSpec | PlayerRef; when: 'this turn' | 'this combat' | 'each combat' | 'that combat' | "during target player's next turn"; whose?: 'target-player'; duration: Duration;
    /** CR 508.1d: a requirement that holds in a combat only when a creature of a kind attacks ("If a creature you control
     * attacks, ~ also attacks if able": `alsoAttacks`, written for one creature; "If a creature an opponent controls attacks, all
     * creatures that opponent controls attack if able"). Read, not simulated. */
    ifAttacks?: TargetSpec; alsoAttacks?: boolean; span: Span }
  /** "have ~ assign its combat damage this turn as though it weren't blocked", "have creatures you control … assign their combat
   * damage as though they weren't blocked" (CR 510.1c), after "you may have" (608.2d); `thisTurn` as written. */
  | { kind: 'assign-unblocked'; target: TargetSpec; thisTurn?: boolean; span: Span }
  /** "All creatures able to block target creature this turn do so" (a requirement on every creature, CR 509.1c). */
  | { kind: 'must-be-blocked'; target: TargetSpec; thisTurn?: boolean; /** CR 509.1c: only creatures of this kind must block it ("All Walls able to block ~ do so"). */ blockers?: ObjectFilter; span: Span }
  /** "Target unblocked attacking creature becomes blocked" (CR 509.1h: an effect that says a creature becomes blocked). */
  | { kind: 'become-blocked'; target: TargetSpec; span: Span }
  /** "~ can't block creatures with power 2 or less", "~ can block an additional creature this turn" (CR 509.1b). */
  /** CR 509.1b, 609.4: "~ can block Dragons as though it had reach", "~ can block creatures with shadow as though ~ had
   * shadow": against attackers of a kind the blocker is treated as having the keywords (`selfNamed`: "as though ~ had"). */
  | { kind: 'block-as-though'; target: TargetSpec; attackers: ObjectFilter; keywords: string[]; selfNamed?: boolean; duration: Duration; span: Span }
  | { kind: 'blocking-limit'; target: TargetSpec; cantBlock?: ObjectFilter; additional?: 'an additional creature' | 'any number of creatures'; thisTurn?: boolean; duration: Duration; span: Span }
  /** "You get an emblem with "…"" (CR 114.1, 114.2): the player puts an emblem with that ability into the command zone. */
  | { kind: 'emblem'; who: PlayerRef; ability: Ability; /** its next quoted abilities (CR 114.2) */ more?: Ability[]; span: Span }
  /** "If you would draw a card, … instead", "If a permanent you control would be put into a graveyard from the battlefield this
   * turn, exile it instead" (a replacement effect, CR 614.1a). */
  /** `insteadFirst`: written "…, instead <effects>". */
  /** `insteadOf`: what the event would have done, written after "instead of" ("exile it instead of putting it anywhere else"). */
  | { kind: 'instead'; who?: PlayerRef; /** The player's words when the printer's spelling of `who` differs ("that player or that planeswalker's controller"). */ whoWord?: string; subject?: ObjectFilter; /** "any source you control": the subject written with "any". */ subjectAny?: boolean; /** "~", "that creature": one object, itself or named before. */ object?: TargetSpec; event: InsteadEvent; damage?: InsteadDamage; thisTurn?: boolean; /** "The next time …": applies once (CR 614.1a, 615.8). */ nextTime?: boolean; /** "Each time target permanent would … this turn": every time (CR 614.1a). */ eachTime?: boolean; insteadFirst?: boolean; /** "…, you may instead <effects>": the replacement is optional (`effects` is one `optional`; CR 614.1a, 608.2d). */ mayInstead?: boolean; /** "Until end of turn, if … would …": the replacement lasts as stated, written first (CR 611.2a, 614.1a; not tracked by the engine). */ untilFirst?: 'end of turn' | 'your next turn'; insteadOf?: InsteadOf; /** A prevention shield ("…, prevent that damage"): written without "instead" (CR 615.1a). */ prevention?: boolean; /** "If ~ would be destroyed, regenerate it": a regeneration shield, written without "instead" (CR 701.19a, 614.8). */ regeneration?: boolean; /** "damage would be dealt to ~ while it has a +1/+1 counter on it": the replacement applies only while this holds. */ while?: Condition; /** "… would enter the battlefield and it wasn't cast": a condition on the event too (CR 614.1a; not evaluated). */ andIf?: Condition; /** "If a spell or ability an opponent controls causes you to discard ~, …" (CR 614.1a, 701.9a). */ causedBy?: 'a spell or ability an opponent controls'; effects: Effect[]; span: Span }
  /** "Each creature you control assigns combat damage equal to its toughness rather than its power" (CR 510.1c). */
  | { kind: 'assign-by-toughness'; target: TargetSpec; span: Span }
  /** "Its foretell cost is its mana cost reduced by {2}", "It becomes foretold" (CR 702.143). */
  | { kind: 'foretell'; reducedBy?: number; equalTo?: boolean; becomes?: boolean; span: Span }
  /** "Choose target nonlegendary creature": targets chosen now, acted on by later sentences (CR 115.1). */
  /** `fromIt`: "You choose a nonland card from it" (a card of a revealed hand). */
  /** `imperative`: written without "you" ("You may choose a nonland card from it"). */
  /** `who`: a player other than the controller chooses ("Each player chooses three permanents they control", CR 608.2d). */
  | { kind: 'choose-target'; target: TargetSpec; fromIt?: boolean; imperative?: boolean; who?: PlayerRef;
      /** "Choose target opponent who had more life than you did as you activated this ability" (CR 115.1, 601.2c). */
      whoCondition?: Condition;
      /** "that player chooses target player who controls more lands than they do and is their opponent": the target one of
       * the choosing player's opponents (CR 115.1, 102.3; not carried out). */
      theirOpponent?: true;
      /** "Starting with you, each player votes for a nonland permanent you don't control": the choice is a vote among
       * objects (CR 701.38a–b; not carried out). */
      vote?: boolean; span: Span }
  /** "Untap all permanents you control during each opponent's untap step" (CR 502.3). */
  | { kind: 'untap-during'; target: TargetSpec; span: Span; /** "during each other player's untap step" (CR 102.1). */ whose?: 'each other player' }
  /** "change the target of target spell or ability with a single target" (CR 115.7). */
  /** "Players can't untap more than two permanents during their untap steps" (CR 502.3). */
  | { kind: 'untap-limit'; n: number; filter: ObjectFilter; span: Span }
  /** CR 301.5c, 303.4d, 704.5m–n: "~ can be attached only to a creature with toughness 4 or greater": the only objects the
   * Equipment or Aura can become attached to; attached to another, it becomes unattached (a state-based action). */
  | { kind: 'attach-only-to'; target: TargetSpec; to: ObjectFilter; duration: Duration; span: Span }
  /** CR 607.2d, 613.1f: "Humans you control have each of the chosen abilities": the keywords a linked "choose … abilities
   * from among …" chose, granted in layer 6 (not carried out: the engine keeps no such choice). */
  | { kind: 'gain-chosen-abilities'; target: TargetSpec; duration: Duration; span: Span }
  /** "Creatures you control can't have -1/-1 counters put on them" (CR 122.6: as they enter too), "~ can't have more than
   * seven dream counters on it" (`max`, CR 122.4); `counter` '' is counters of any kind (model/abilities/effect-table.ts). */
  | { kind: 'counter-limit'; target: TargetSpec; counter: string; max?: number; span: Span }
  /** `how`: "change the targets of" (CR 115.7a), "change any targets of" (115.7c), "choose new targets for" (115.7d); absent: "change the target of". */
  | { kind: 'change-target'; target: TargetSpec; how?: 'the targets' | 'any targets' | 'new targets'; span: Span;
      /** "change that spell's target to another creature" (CR 115.7: the new target of a kind). */ toAnother?: ObjectFilter;
      /** "change the target to enchanted creature if able" (CR 115.7: one object, if it's a legal target). */ to?: TargetSpec; ifAble?: boolean }
  /** A rule of the game a static ability changes for its controller or this object, as one fixed sentence (model/abilities/rule-sentences.ts). */
  | { kind: 'rule'; rule: RuleId; /** "Until end of turn, damage that would reduce …" (CR 611.2a). */ duration?: Duration; span: Span }
  /** "shuffle that pile" after cards are exiled "in a face-down pile" (CR 406.3, 701.24a: shuffling a face-down pile). */
  | { kind: 'shuffle-pile'; span: Span }
  /** "An opponent separates those cards into two piles", "… into a face-down pile and a face-up pile" (CR 700.3, 700.3a):
   * a player other than the controller may do it (`who`); not carried out. */
  | { kind: 'separate-piles'; who?: PlayerRef; target: TargetSpec; faceDownAndUp?: boolean; span: Span }
  /** "it explores", "target creature you control connives": a keyword action a permanent is instructed to do (CR 701.44a
   * explore, 701.50a connive: its controller reveals or draws); not carried out. */
  | { kind: 'permanent-action'; action: 'explore' | 'connive'; target: TargetSpec; /** Connive N (CR 701.50e). */ amount?: Amount; span: Span }
  /** "You and target opponent each draw a card": the instructions followed by you and by another player (`word`: that
   * player as written when not as the player phrase prints, "the attacking player"); CR 101.4, 608.2c. Not carried out. */
  | { kind: 'players-each'; who: PlayerRef; word?: string; effects: Effect[]; span: Span }
  /** "Exert ~" (a cost, CR 701.43a): it won't untap during its controller's next untap step. Not carried out. */
  | { kind: 'exert'; target: TargetSpec; span: Span }
  /** "This ability can't cause the total number of +1/+0 counters on ~ to be greater than four": a limit on what the
   * ability before it does (CR 122.1, 608.2c); not carried out. */
  | { kind: 'counter-cap'; counter: string; target: TargetSpec; n: number; span: Span }
  /** "becomes the color of your choice", "becomes the color or colors of your choice", "~ is the chosen color": a color
   * chosen as it resolves or before (CR 105.3, 105.4, layer 5 613.1e); not applied by the layers. */
  | { kind: 'become-chosen-color'; target: TargetSpec; color: 'the color of your choice' | 'the color or colors of your choice' | 'the chosen color'; be?: boolean; duration: Duration; span: Span }
  /** "Change the text of target spell or permanent by replacing all instances of one color word with another" (CR 612.1,
   * 612.2): a text-changing effect (layer 3, 613.1c), lasting indefinitely unless a duration is written; not carried out. */
  | { kind: 'change-text'; target: TargetSpec; replace: ChangedWords; duration?: Duration; span: Span }
  /** "exile them, then meld them into Chittering Host": the two cards of a meld pair melded into the named permanent
   * (CR 701.42a, 712.4a); `target` the objects named before; not carried out. */
  | { kind: 'meld'; target: TargetSpec; into: string; span: Span }
  /** "~ has all activated abilities of all cards exiled with it", "~ gains all activated abilities of target creature until
   * end of turn": the activated abilities of other objects added to this one (CR 613.1f, layer 6; 201.5a: a gained ability
   * naming its source names the object that has it); `has` when written "has"; not carried out. */
  | { kind: 'gain-abilities-of'; target: TargetSpec; from: TargetSpec; has?: boolean; duration: Duration; span: Span }
  /** "Each opponent attacking that player does the same": the players (`who` after "each", as written) follow the instructions before it (CR 608.2c). */
  | { kind: 'same-for'; who: string; span: Span }
  /** "The same is true for creature spells you control and creature cards you own that aren't on the battlefield": the
   * static effect before it applies to these objects too (CR 611.3a, 608.2c). */
  /** "Starting with you, each player may pay any amount of mana" (join forces, CR 207.2c, 101.4), "you may pay any amount
   * of mana": the amount paid is what "the total amount of mana paid this way" counts (608.2c). */
  | { kind: 'pay-any-amount'; who?: PlayerRef; startingWithYou?: boolean; /** what is paid, when not mana: "{E}" (CR 107.14), "life" (CR 119.4) */ paying?: 'energy' | 'life'; span: Span }
  | { kind: 'same-true-for-objects'; first: ObjectFilter; second: ObjectFilter; span: Span }
  /** "The same is true for first strike, double strike, and trample.": the sentence before it again, once for each
   * keyword in place of the one it names (CR 608.2c, 613.1f); not carried out. */
  | { kind: 'same-true-for'; keywords: string[]; span: Span }
  /** "Your maximum hand size is two / is increased by one / is reduced by two / is equal to …" (CR 402.2). */
  | { kind: 'max-hand-size'; change: 'set' | 'increase' | 'reduce'; n?: number; equalTo?: Quantity; /** "Each opponent's maximum hand size …" (CR 402.2): the controller's opponents', not the controller's. */ whose?: 'each-opponent'; span: Span }
  /** "you win the game", "that player loses the game" (CR 104.2a, 104.3a): an effect that ends the game for a player. */
  | { kind: 'game-result'; who: PlayerRef; result: 'win' | 'lose'; span: Span }
  /** "the game is a draw" (CR 104.4a: a game no player wins). */
  | { kind: 'game-draw'; span: Span }
  /** CR 120.4a: "Excess damage is dealt to that creature's controller instead": the damage the instruction before deals
   * beyond lethal dealt to `to` instead. */
  | { kind: 'excess-damage'; to: TargetSpec; span: Span }
  /** CR 614.1a, 110.2: objects of a kind that would enter the battlefield (`enter`) or be created (`created`) under an
   * opponent's control this turn do so under yours instead. */
  | { kind: 'control-instead'; what: ObjectFilter; event: 'enter' | 'created'; thisTurn: true; /** "enter the battlefield" as written (legacy wording) */ battlefieldWritten?: boolean; span: Span }
  /** CR 509.1a, 101.1: `who` chooses how `blockers` block (instead of their controller), every combat or this one. */
  | { kind: 'choose-blocks'; who: PlayerRef; blockers: TargetSpec; when?: 'each combat' | 'this combat'; span: Span }
  /** "LEVEL 1-2" / "LEVEL 3+": a leveler's striation starts (CR 711.2); `max` undefined for "N+". */
  | { kind: 'level-striation'; min: number; max?: number; span: Span }
  /** "2/3" under a level symbol: the striation's base power and toughness (CR 711.2a). */
  | { kind: 'level-pt'; power: number; toughness: number; span: Span }
  /** "sacrifice a creature or discard a creature card", "each opponent sacrifices a creature or discards a card": two
   * instructions joined by "or", of which the player chooses one as the effect resolves (CR 608.2d); `effects` the
   * alternatives in the order written, the second's subject left out. Not carried out. */
  | { kind: 'either-instruction'; effects: Effect[]; span: Span };

/** One limit on when an ability may be activated or a spell cast (CR 602.5, 601.3, 307.1). */
export type UseLimit =
  | { kind: 'timing'; when: UseTiming }
  /** "once each turn"; without `each`: "Activate only once" (CR 602.5b). */
  | { kind: 'once'; each?: 'turn' }
  | { kind: 'if'; condition: Condition };

export type UseTiming =
  | 'as a sorcery' | 'as an instant' | 'during your turn' | "during an opponent's turn" | 'during your upkeep' | 'during combat'
  | 'during any upkeep step' | 'during the declare blockers step' | 'during the declare attackers step' | 'during the end of combat step'
  | 'before the combat damage step' | 'before the end of combat step' | 'during your turn, before attackers are declared'
  | 'before attackers are declared' | 'during your main phase' | "during an opponent's upkeep"
  | 'during your end step' | "during an opponent's end step" | 'before blockers are declared' | 'after blockers are declared'
  | 'during combat before blockers are declared' | 'during combat after blockers are declared' | "during the declare blockers step on an opponent's turn"
  | "during an opponent's turn, before attackers are declared" | 'during their turn before the end step' | 'during your precombat main phase'
  | "during combat on an opponent's turn"
  /** CR 504.1, 602.5b: the activating player's own draw step ("their": "Any player may activate this ability but only during their draw step"). */
  | 'during your draw step' | 'during their draw step'
  /** CR 500.1, 506.1: before the turn's combat phase (its beginning phase or precombat main phase). */
  | 'before combat';

/** What restricted mana may pay for (CR 106.6): a spell, a keyword's cost, or turning a manifested creature face up. */
/** `to`: a use after the first written with its own "to" ("… or to activate an ability of a Wizard"). */
export type SpendUse = SpendUseKind & { to?: boolean };

type SpendUseKind =
  /** `plural`: "cast creature spells" (rather than "cast a creature spell"). */
  | { kind: 'cast'; filter: ObjectFilter; plural?: boolean }
  /** "activate an ability", "activate abilities of artifacts", "activate an ability of a Wizard" (CR 106.6, 602). */
  | { kind: 'activate'; of?: ObjectFilter; plural?: boolean }
  | { kind: 'keyword-cost'; keyword: string }
  | { kind: 'turn-manifested-face-up' }
  /** "cast your commander" (CR 903.3), "foretell a card from your hand" / "foretell cards" (702.143a), "pay a cost that
   * contains {C}" (118.1): uses the engine doesn't tell apart (not carried out). */
  | { kind: 'commander' }
  | { kind: 'foretell'; plural?: boolean }
  | { kind: 'cost-contains'; mana: string };

/** The events a replacement with "instead" replaces (CR 614.1a). */
/** Whose graveyard a replacement's "be put into … graveyard" names, and from where (CR 614.6, 404). */
export const GRAVEYARD_WHOSE = ['a', 'your', "its owner's", "an opponent's", "enchanted player's", "a player's"] as const;
export const GRAVEYARD_FROM = ['', ' from the battlefield', ' from anywhere'] as const;
export type InsteadEvent =
  | 'draw a card' | 'die' | `be put into ${(typeof GRAVEYARD_WHOSE)[number]} graveyard${(typeof GRAVEYARD_FROM)[number]}`
  | 'gain life' | 'enter the battlefield' | 'be destroyed'
  | 'leave the battlefield' | 'lose the game'
  /** A step or turn beginning, a draw in the draw step (CR 614.10: the events a "skip" replaces). */
  | 'begin your draw step' | 'begin your turn' | 'begin an extra turn' | 'draw a card during your draw step'
  /** A discard another player's spell or ability causes ("causes you to discard ~", CR 701.9a; `causedBy`). */
  | 'discard ~' | 'discard a card'
  /** Every draw but a player's first in each of their draw steps (CR 504.1, 614.1a). */
  | 'draw a card except the first one they draw in each of their draw steps'
  /** A permanent untapping in its controller's untap step (CR 502.3, 614.1a). */
  | "untap during its controller's untap step"
  /** With `damage`: "a source you control would deal noncombat damage to a creature" / "damage would be dealt to you". */
  | 'deal damage' | 'be dealt damage';

/** The damage a replacement is about (CR 120, 615.1a): its kind and recipient; `passive`: written "damage would be dealt to …". */
export interface InsteadDamage {
  damage: 'damage' | 'combat damage' | 'noncombat damage';
  to?: TargetSpec;
  /** "… would deal damage to a permanent or player" (any one, CR 120.1). */
  toAny?: boolean;
  /** "… to you or a permanent you control": the player or any one object of `to`'s kind (CR 120.1, 615.1a). */
  orYou?: boolean;
  passive?: boolean;
  /** "~ would be dealt damage": the recipient written first (with `passive`). */
  recipientFirst?: boolean;
  /** "would deal 4 or more damage": only an amount this large is replaced (CR 614.1a). */
  atLeast?: number;
}

/** A step or phase a player may skip (CR 500.11). */
export type SkippedPart = 'untap step' | 'draw step' | 'upkeep' | 'combat phase' | 'upkeep step';
/** What a player skips (CR 500.11: a step, phase or turn that is skipped doesn't happen), as typed parts: "[next] <step or
 * phase> [this turn]" (614.10: "this turn", the current turn's), or their next turn or turns. */
export type SkipWhat = `${'' | 'next '}${SkippedPart}${'' | ' this turn'}` | 'next turn' | 'next two turns'
  /** The event a replacement names, skipped (CR 614.1b, 614.10): "If you would draw a card, you may skip that draw instead". */
  | 'that draw' | 'that step' | 'that turn'
  /** A life gain a replacement names, replaced by nothing: "that player gains no life instead" (CR 614.1a, 119.3). */
  | 'that life gain';

/** Player actions with an amount ("discard two cards", "mill three cards", "scry 2", "shuffle"). */
export type PlayerAction = 'discard' | 'mill' | 'scry' | 'surveil' | 'shuffle' | 'sacrifice' | 'investigate' | 'proliferate' | 'explore'
  | 'learn' | 'venture into the dungeon' | 'clash with an opponent' | 'become the monarch' | 'amass' | 'bolster' | 'support'
  | 'populate' | 'connive' | 'adapt' | 'monstrosity' | 'take the initiative'
  /** CR 106.4: "Each player loses all unspent mana" (the mana in their pool, lost now). */
  | 'lose all unspent mana';

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
  /** `faceDownWritten`: written "a face-down permanent you control" (the same: only a face-down permanent can be turned face up). */
  | { kind: 'permanent-you-control-turned-face-up'; faceDownWritten?: boolean }
  | { kind: 'you-turn-permanent-face-up' }
  | { kind: 'face-down-creature-you-control-enters'; underYourControl?: boolean }
  /** `underYourControl`: written "enters under your control" rather than "… you control enters" (the same event). */
  | { kind: 'creature-enters'; filter: ObjectFilter; underYourControl?: boolean }
  | { kind: 'you-manifest-dread' }
  /** "When you set this scheme in motion" (CR 701.32a; Archenemy). */
  | { kind: 'you-set-scheme-in-motion' }
  /** "When you lose control of ~" (a control change, CR 110.2; the engine does not fire it). */
  | { kind: 'you-lose-control-of-self' }
  /** "When you gain control of ~ [from another player]" (a control change, CR 110.2, 603.2; the engine does not fire it). */
  | { kind: 'you-gain-control-of-self'; fromAnother?: boolean }
  /** "Whenever you pay ~'s cumulative upkeep" (CR 702.24a, 603.2; the engine does not fire it). */
  | { kind: 'you-pay-cumulative-upkeep' }
  /** "When you play a card exiled with ~": a land played or a spell cast (CR 305.1, 601.2; the engine does not fire it). */
  | { kind: 'plays'; who: 'you' | 'an opponent' | 'a player'; filter: ObjectFilter }
  /** "When you lose control of the artifact": an object an earlier instruction named (CR 603.7c, 108.4; not fired by the engine). */
  | { kind: 'you-lose-control-of'; of: EventSubject }
  /** "When you cast this spell" (CR 603.2, 601.2i), "When you cycle ~" (702.29), "When you sacrifice ~", "When you discard ~". */
  | { kind: 'self-action'; action: 'cast' | 'cycle' | 'sacrifice' | 'discard' | 'cycle or discard' }
  /** "Whenever day becomes night or night becomes day" (CR 730.1a). */
  | { kind: 'day-night' }
  /** "When you do": a reflexive trigger of the resolving ability (CR 603.12). */
  | { kind: 'reflexive'; they?: boolean }
  /** "At the beginning of your upkeep / each end step / combat on your turn" (CR 503.1, 513.1, 507). */
  | {
      kind: 'beginning-of';
      /** "main phase": either main phase of the turn (CR 505.1); "cleanup step": CR 514.3a (not fired by the engine). */
      step: 'upkeep' | 'draw step' | 'precombat main phase' | 'postcombat main phase' | 'combat' | 'end step' | 'main phase' | 'cleanup step';
      whose: 'your' | 'each' | "each opponent's" | 'the next' | "your opponents'" | "each player's" | 'your next' | 'the' | 'your first' | 'the first' | "each other player's first"
        | "each other player's" | "the chosen player's"
        | "enchanted player's" | "enchanted creature's controller's" | "enchanted artifact's controller's" | "enchanted enchantment's controller's" | "enchanted land's controller's"
        | "enchanted permanent's controller's" | "equipped creature's controller's" | "that player's" | "target opponent's" | "that player's next"
        /** CR 603.7a: a delayed trigger's step of the turn after this one, or of a turn named before ("that turn's end step"). */
        | "the next turn's" | "that turn's"
        /** CR 603.7a: the step of the next turn of the player named before ("at the beginning of their next upkeep"). */
        | 'their next';
      /** "the upkeep of enchanted creature's controller" (the step written before whose it is). */
      stepFirst?: boolean;
      onYourTurn?: boolean;
      /** "combat on each player's turn" (the step's owner written after it, CR 507.1). */
      onTurn?: boolean;
      /** "each of your upkeeps", "each of your main phases": the steps written plural after "each of" (CR 500.1). */
      eachOf?: boolean;
    }
  /** "<subject> dies / attacks / blocks / leaves the battlefield / is turned face up / becomes the target …" */
  | { kind: 'object-event'; subject: EventSubject; event: ObjectEventKind }
  /** An object's action with what it acts on, built from parts (CR 603.2): "~ blocks a creature with flying", "a creature you
   * control deals combat damage to a planeswalker", "equipped creature becomes blocked by a Vampire", "a creature attacks
   * one of your opponents". */
  /** `damageAtLeast`: "~ deals 6 or more damage to an opponent", at least that much damage at once (CR 120.1; not fired by the engine). */
  | { kind: 'object-action'; subject: EventSubject; verb: ObjectActionVerb; object: EventObject; damageAtLeast?: number }
  /** A card put into a graveyard, built from parts (CR 603.2, 603.6c, 603.10a): what (a filter, "one or more …"), whose
   * graveyard, and from where ("a creature card is put into an opponent's graveyard from anywhere"). */
  | { kind: 'put-into-graveyard'; subject: EventSubject; whose: GraveyardWhose; from?: GraveyardFrom }
  /** A player attacks, built from parts (CR 508.1, 603.2): who, whom (a player as written), with how many of what
   * ("you attack with two or more creatures with flying", "a player attacks enchanted player with one or more creatures"). */
  | { kind: 'player-attacks'; who: 'you' | 'a player' | 'an opponent'; whom?: string; with?: { count?: string; filter: ObjectFilter } }
  /** "you draw a card", "an opponent gains life", "you sacrifice a permanent" (CR 121, 119, 701.21). */
  /** `who`: also the player a Curse enchants ("enchanted player", "enchanted opponent", CR 303.4; not fired by the engine). */
  | { kind: 'player-event'; who: 'you' | 'an opponent' | 'a player' | 'enchanted player' | 'enchanted opponent'; event: PlayerEventKind;
      /** "an opponent who controls an artifact named Wedding Ring draws a card" (CR 608.2c): the condition about "that
       * player" the subject's players meet, and its words as written (not fired by the engine). */ whoCondition?: Condition; whoWritten?: string }
  /** "Whenever you sacrifice a creature / another permanent" (CR 701.21a; a leaves-the-battlefield ability, 603.6c). */
  | { kind: 'sacrifice'; who: 'you' | 'an opponent' | 'a player'; filter: ObjectFilter; oneOrMore?: boolean }
  /** "you cast <filter>" / "a player casts …" (CR 601.2i). */
  /** `nextThisTurn`: "When you cast your next instant or sorcery spell … this turn" (a delayed trigger, CR 603.7). */
  /** `orCopy`: "Whenever you cast or copy an instant or sorcery spell" (CR 707.10). */
  /** `typeOnly`: written without "spell" ("Whenever you cast an artifact", CR 601.2: a card cast is a spell). */
  | { kind: 'cast'; who: 'you' | 'an opponent' | 'a player' | 'enchanted player'; filter: ObjectFilter; from?: CastFrom; nextThisTurn?: boolean; orCopy?: boolean; /** "Whenever you copy an instant spell" (CR 707.10: a copy is not cast). */ copyOnly?: boolean; typeOnly?: boolean; /** "When you cast your commander" (CR 903.3; not fired by the engine). */ yourCommander?: boolean; /** "When you cast it this turn": the card named before (CR 603.7c; not fired by the engine). */ castIt?: 'it' | 'that card' }
  /** "you cast your first spell during each opponent's turn", "an opponent casts their first noncreature spell each turn",
   * "you cast your third spell each turn" (CR 601.2i, 603.2): the how-manieth spell of a kind in a stated span. */
  | { kind: 'cast-nth'; who: 'you' | 'an opponent' | 'a player'; nth: 'first' | 'second' | 'third' | 'fourth'; filter: ObjectFilter; per: 'each turn' | "during each opponent's turn" | 'in a turn' | 'during your turn';
      /** "the first noncreature spell of a turn is cast": written in the passive, by any player (`who` 'a player'). */
      passive?: boolean }
  /** "When you control no Islands, …": a state trigger (CR 603.8). */
  | { kind: 'state'; condition: Condition }
  /** Counters put on or removed from objects, built from parts (CR 122.1, 122.6, 603.2): "a +1/+1 counter is put on ~",
   * "one or more +1/+1 counters are put on a creature you control", "one or more loyalty counters are removed from ~". */
  /** "you put one or more -1/-1 counters on a creature" (CR 122.1, 603.2): counters a player puts on objects. */
  | { kind: 'player-puts-counters'; who: 'you' | 'an opponent' | 'a player'; counter: string; oneOrMore: boolean; on: EventObject }
  /** "a player puts a Swamp onto the battlefield" (CR 603.6a: a permanent a player puts onto the battlefield, by any means). */
  | { kind: 'player-puts-onto-battlefield'; who: 'you' | 'an opponent' | 'a player'; filter: ObjectFilter }
  | { kind: 'counters-placed'; counter: string; oneOrMore: boolean; removed?: boolean; on: EventSubject; /** "the last time counter is removed" (CR 702.62a). */ last?: boolean }
  /** "Whenever enchanted player is attacked", "Whenever you're attacked" (CR 508.1a: a player a creature attacks). */
  | { kind: 'player-attacked'; who: 'enchanted player' | 'you' }
  /** "Whenever you tap a Forest for mana", "an opponent taps a nonbasic land for mana" (CR 106.12, 603.2). */
  | { kind: 'taps-for-mana'; who: 'you' | 'an opponent' | 'a player'; filter: ObjectFilter }
  /** A player activates an ability (CR 602.2): of an object of a kind ("an ability of an artifact"), a keyword's ("a
   * ninjutsu ability"), or this object's keyword's ("~'s outlast ability"). */
  | { kind: 'activates'; who: 'you' | 'an opponent' | 'a player'; of?: ObjectFilter; keyword?: string; selfKeyword?: boolean;
      /** "an ability of enchanted creature", "of equipped creature", "of ~": one object, not a kind (CR 303.4, 301.5). */
      ofObject?: 'enchanted creature' | 'equipped creature' | '~';
      /** "with {T} in its activation cost" (CR 602.1a, 107.5). */ tapInCost?: boolean;
      /** "that isn't a mana ability" (CR 605.1a). */ notMana?: boolean;
      /** Written passive: "Whenever an ability of equipped creature is activated" (CR 602.2; any player). */ passive?: boolean }
  /** "Whenever you discard a land card", "an opponent discards one or more nonland cards" (CR 701.9a, 603.2). */
  | { kind: 'discard'; who: 'you' | 'an opponent' | 'a player'; filter: ObjectFilter; oneOrMore?: boolean }
  /** "When you exile a nonland card this way" (CR 406.1, 603.12): a player exiling a card of a kind; not fired by the engine. */
  | { kind: 'exiles'; who: 'you' | 'an opponent' | 'a player'; filter: ObjectFilter; oneOrMore?: boolean }
  /** "a spell or ability an opponent controls causes you to discard ~ / a card / cards" (CR 701.9a, 603.2): the discard an
   * opponent's spell or ability made you do; `filter` undefined: this card ("~"); `cards`: written "cards". */
  | { kind: 'discard-caused'; filter?: ObjectFilter; cards?: boolean }
  /** What a spell or ability a player controls does (CR 603.2): "a spell or ability you control counters a spell" (701.6a),
   * "… exiles one or more permanents from the battlefield" (406.1, 603.6c), "a spell or ability an opponent controls causes
   * a land to be put into your graveyard from the battlefield" (700.4, 603.6c). Read, not fired by the engine. */
  | { kind: 'source-does'; whose: 'you' | 'an opponent'; does: 'counters a spell' | 'exiles one or more permanents from the battlefield' | 'causes'; filter?: ObjectFilter }
  /** "at end of combat" (a delayed trigger, CR 511.2, 603.7). */
  | { kind: 'end-of-combat' }
  /** "Whenever A and whenever B, …": one ability that triggers on either event (CR 603.2). `or`: written "A or B"
   * ("When ~ enters or dies"); `elided`: the second event's subject left out as written, the words it shares with the
   * first ("a player plays a land or casts a spell": "a player"); `secondIt`: this object named "it" in the second
   * ("When you cycle ~ or it dies"). */
  /** `joiner`: "… or whenever …", "… or when …", "… and at …" (the second event with its own trigger word); default "and whenever". */
  | { kind: 'either'; events: TriggerEvent[]; or?: boolean; elided?: string; secondIt?: boolean; joiner?: 'or whenever' | 'or when' | 'and at' | 'or at' }
  /** An event with a stated limit (CR 603.7b "this turn", 603.2): "When that creature dies this turn", "Whenever you cast
   * a spell during an opponent's turn". */
  | { kind: 'limited'; event: TriggerEvent; limit: EventLimit }
  | { kind: 'other'; text: string };

/** The limits an event may state after it (CR 603.7b, 603.2, 113.6k). */
export type EventLimit = 'this turn' | 'this combat' | 'during your turn' | "during an opponent's turn" | "during each opponent's turn"
  | 'while ~ is in your graveyard' | 'for the first time each turn' | 'while ~ is tapped' | 'while ~ is attacking'
  /** CR 603.12: an event the ability's own instructions made ("When you discard a nonland card this way"); CR 506.1: an
   * event during the combat phase; CR 406.1: a counter removed while its object is in exile. */
  | 'this way' | 'during combat' | "while it's exiled"
  /** CR 603.2, 102.2: "during their turn": the turn of the player the event names ("an opponent draws a card during their turn"). */
  | 'during their turn';

/** The zone a spell was cast from, as a cast trigger names it (CR 601.2a). */
export type CastFrom = 'your hand' | 'your graveyard' | 'exile' | 'anywhere other than your hand';

export type PlayerEventKind =
  | 'draw a card' | 'gain life' | 'lose life' | 'discard a card' | 'sacrifice a permanent' | 'attack' | 'cycle a card' | 'scry'
  | 'attack with one or more creatures' | 'cast your second spell each turn' | 'foretell a card'
  | 'cycle or discard a card' | 'cycle another card' | 'cycle or discard another card' | 'draw your second card each turn' | 'play a land'
  | 'discard one or more cards' | 'roll one or more dice' | 'clash' | 'exert a creature' | 'tap a land for mana' | 'cast your first spell each turn'
  | 'cast your first instant or sorcery spell each turn' | 'create one or more tokens' | 'surveil' | 'crew a Vehicle'
  | 'discard a creature card' | 'gain life for the first time each turn' | 'be dealt damage' | 'cast their second spell each turn'
  | 'become the monarch' | 'complete a dungeon' | 'venture into the dungeon' | 'roll a die' | 'win a coin flip' | 'lose a coin flip'
  | 'be dealt combat damage' | 'be dealt noncombat damage' | 'play a card' | 'activate an ability' | 'copy a spell' | 'kick a spell' | 'lose the game'
  /** CR 115.1: a player a spell or ability targets. */
  | 'become the target of a spell or ability an opponent controls' | 'become the target of a spell or ability'
  /** CR 701.24a */
  | 'shuffle your library'
  /** CR 602.2, 605.1a: an ability activated that isn't a mana ability (not fired by the engine). */
  | "activate an ability that isn't a mana ability"
  /** CR 121.1, 504.1: every draw but the draw step's first ("… except the first one they draw in each of their draw steps"). */
  | 'draw a card except the first one they draw in each of their draw steps'
  /** CR 706.2: a die's highest natural result (the number rolled before modifications). */
  | "roll a die's highest natural result";

/** Whose object an event is about: "~", "~ or another creature you control", "a creature you control". */
export type GraveyardWhose = 'your' | "an opponent's" | "a player's" | 'a' | "its owner's" | "their owner's" | "their owners'";
export type GraveyardFrom = 'anywhere' | 'the battlefield' | 'your library' | 'their library' | 'a library' | 'your hand' | 'play';

/** The verbs of an object's action with an object (CR 506–510 combat, 120 damage, 115 targets). */
export type ObjectActionVerb =
  | 'blocks' | 'becomes blocked by' | 'blocks or becomes blocked by' | 'deals combat damage to' | 'deals damage to' | 'deals noncombat damage to'
  | 'attacks' | 'becomes the target of' | 'is dealt damage by'
  /** CR 701.3a, 701.3d: an Aura or Equipment attached to or unattached from an object. */
  | 'becomes attached to' | 'becomes unattached from'
  /** CR 702.110a: the creature an exploiting creature sacrificed. */
  | 'exploits';

/** What an object's action is done to: a player as written ("one of your opponents"), or objects ("a creature with flying",
 * "one or more black creatures"). */
export interface EventObject {
  player?: string;
  /** "you or a permanent you control": you, or an object the filter names (CR 115.1). */
  orYou?: boolean;
  /** "~": this object ("Whenever an Aura becomes attached to ~"). */
  self?: boolean;
  filter?: ObjectFilter;
  oneOrMore?: boolean;
}

export interface EventSubject {
  /** "one or more creatures you control" (the event's verb is then plural: "attack", "die"). */
  oneOrMore?: boolean;
  /** "two or more artifacts enter under your control": at least this many at once (with `oneOrMore`; CR 603.2c). */
  atLeast?: number;
  /** "you or a permanent you control becomes the target of …": you, or an object the filter names (CR 115.1, 603.2). */
  orYou?: boolean;
  /** "you and/or at least one permanent you control becomes the target of …" (with `orYou`: one trigger for you and
   * any number of those objects targeted at once, CR 603.2c). */
  andOrAtLeastOne?: boolean;
  self: boolean;
  /** "enchanted creature", "equipped creature" (the object this Aura/Equipment is attached to). */
  attached?: 'enchanted' | 'equipped';
  filter?: ObjectFilter;
  /** "another …" */
  other?: boolean;
  /** "that token", "that creature": the object an earlier effect named (a delayed trigger, CR 603.7c). */
  pronoun?: string;
  /** "the creature it haunts", "the creature ~ haunts": the creature this card haunts (CR 702.55c); `pronoun` as written. */
  haunted?: boolean;
  /** "the permanent you don't control": one of the targets of the ability that made this delayed trigger, by its controller words (not fired by the engine). */
  ofTargets?: boolean;
  /** "target creature other than ~" (a delayed trigger about the object its creating ability targets, CR 603.7c, 115.1). */
  target?: boolean;
}

export type ObjectEventKind =
  | 'dies' | 'attacks' | 'blocks' | 'becomes blocked' | 'leaves the battlefield' | 'enters' | 'is turned face up' | 'enters or attacks'
  | 'enters untapped' | 'enters from a graveyard' | 'enters attached to a creature'
  | 'attacks or blocks' | 'deals combat damage to a player' | 'deals damage' | 'is dealt damage' | 'becomes the target of a spell or ability'
  | 'becomes tapped' | 'is put into a graveyard from the battlefield' | 'is put into a graveyard from anywhere' | 'becomes the target of a spell or ability an opponent controls'
  | 'deals combat damage to a creature' | 'deals combat damage to an opponent' | 'deals combat damage to one or more blocking creatures'
  | 'deals combat damage' | 'becomes blocked by a creature' | 'attacks and isn\'t blocked' | 'enters under your control' | 'mutates'
  | 'deals damage to a player' | 'deals damage to an opponent' | 'deals damage to a creature' | 'deals damage to you' | 'deals damage to ~'
  | 'deals combat damage to a player or planeswalker' | 'deals combat damage to you' | 'is dealt combat damage' | 'becomes untapped'
  | 'blocks or becomes blocked' | 'blocks or becomes blocked by a creature' | 'blocks a creature' | 'attacks alone' | 'exploits a creature'
  | 'becomes monstrous' | 'is tapped for mana' | 'enters or leaves the battlefield' | 'enters or dies' | 'dies or is put into exile from the battlefield'
  | 'dies or is put into exile' | 'dies or is put into the command zone'
  | 'becomes the target of a spell' | 'crews a Vehicle' | 'enters under an opponent\'s control' | 'attacks you' | 'attacks you or a planeswalker you control' | "attacks you and isn't blocked"
  | "attacks a player and isn't blocked"
  | 'and at least two other creatures attack' | 'is put into a graveyard' | 'is put into your graveyard from the battlefield'
  | 'is put into an opponent\'s graveyard from the battlefield' | 'is turned face up or dies' | 'becomes blocked by two or more creatures'
  | 'leaves your graveyard' | 'transforms' | 'explores' | 'becomes the target of a spell or ability for the first time each turn'
  | 'transforms into ~' | 'becomes renowned' | 'phases in' | 'phases out' | 'trains'
  | 'regenerates' | 'is put onto the battlefield' | 'enters from your graveyard' | "leaves an opponent's graveyard" | 'is returned to your hand'
  // CR 603.6c, 406.1: a permanent put into exile from the battlefield, in its two written forms.
  | 'is put into exile from the battlefield' | 'is exiled from the battlefield'
  // CR 406.1: cards put into exile from a hand.
  | 'is put into exile from your hand'
  | 'becomes level 2' | 'becomes level 3' | 'is countered'
  | "and at least one other creature with power greater than ~'s power attack" | 'attacks the player with the most life or tied for most life'
  | 'is dealt noncombat damage' | 'is dealt excess damage' | 'is dealt excess noncombat damage'
  | "enters under enchanted player's control" | "enters under your team's control"
  // CR 603.6c, 400.3: "one or more noncreature permanents are returned to hand" (to their owners' hands).
  | 'is returned to hand';

export type AbilityKind = 'keyword' | 'triggered' | 'activated' | 'static' | 'spell' | 'replacement' | 'text';

/**
 * An ability's reminder text (CR 207.2). Where it stands is kept as offsets into the ability's own text (`from`: its
 * opening parenthesis, `to`: past its closing one or the line's end), not as a document span: the same at any offset,
 * so a memo hit shares the object (frozen) instead of copying it with a span moved. Its document span:
 * `reminderSpan` (model/ability-spans.ts).
 */
export interface AbilityReminder {
  /** The text inside the parentheses, without them. */
  text: string;
  from: number;
  to: number;
}

interface AbilityBase {
  /** The whole rules line as written (reminder text included). */
  text: string;
  span: Span;
  /** Reminder text found in parentheses on this line, without the parentheses. */
  reminder?: AbilityReminder;
  /** Ability word ("Eerie") before an em dash. */
  abilityWord?: string;
  /** A mode of a modal spell or ability, written after a bullet (CR 700.2). */
  bullet?: boolean;
  /** Sentences of this line the model did not understand (unmodeled-text hints). */
  unmodeled: Span[];
  /** Parts the model understood but the engine does not carry out ("recognized, not simulated"); outcomes resting on them are inconclusive. */
  unsimulated?: Span[];
  /** A quoted ability's last character as written, when the printer's own differs ("gains "{T}: Add {G}" until …", "has "Cumulative upkeep {1}.""). */
  quoteEnd?: '' | '.';
  /** A quoted ability that itself quotes one, written in single quotes (an emblem's "Islands you control have '{T}: Draw
   * a card.'"): read and printed with double quotes inside, the marks swapped at the edge. */
  nestedQuotes?: true;
}

export interface KeywordLineAbility extends AbilityBase {
  kind: 'keyword';
  keywords: KeywordAbility[];
  /** Sentences after the keyword about its own ability ("Equip {0}. Activate only once each turn.", "Flashback {8}{W}{W}.
   * This spell costs {X} less to cast this way, …"; CR 702.1, 602.5b, 601.2f): read, not carried out. */
  rider?: Effect[];
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
  cost: {
    /** Its mana part's value (ManaCostValue: where it stands is inside the cost's span). */
    mana?: ManaCostValue;
    tap: boolean;
    text: string;
    span: Span;
    /** Non-mana cost parts, read by the effect grammar ("Sacrifice a creature", "Pay 2 life", "Discard a card"; CR 118.3, 602.1a). */
    actions?: Effect[];
    /** "{Q}" (CR 107.6) */
    untap?: boolean;
  };
  effects: Effect[];
}

/** A static ability; "As this … is turned face up" replacements are kind 'replacement' (CR 614.1e). */
export interface StaticAbility extends AbilityBase {
  kind: 'static' | 'replacement';
  effects: Effect[];
  /** For static P/T modifications: who they affect ("Face-down creatures you control get +1/+1"). */
  appliesTo?: ObjectFilter;
  /** "As this creature enters" (614.1c) vs "as it is turned face up" (614.1e). */
  /** `escapes`: "~ escapes with …" (CR 702.138c: if it escaped, it enters with those counters). */
  replacementEvent?: 'enters' | 'turned-face-up' | 'enters-or-turned-face-up' | 'escapes';
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

/**
 * One part of a cost (CR 118, 602.1a): "{2}{U}", "{T}", "Sacrifice two Mountains", "Pay 3 life", "Discard a card"…
 * `unknown` parts are costs the model doesn't understand (an action resting on them is inconclusive, never free).
 * `x`: a count of X ("Sacrifice X lands", "[−X]"): the X announced as the ability is activated (CR 107.3a).
 */
export type CostPart =
  | { kind: 'mana'; cost: string }
  | { kind: 'tap-self' }
  | { kind: 'untap-self' }
  /** `half`: "Pay half your life, rounded up" — the amount is half the life total as the cost is paid (CR 119.4, 107.1a). */
  | { kind: 'pay-life'; amount: number; half?: boolean }
  /** "Pay {E}{E}": remove that many energy counters from yourself (CR 107.14). */
  | { kind: 'pay-energy'; count: number }
  /**
   * Sacrifice / return to hand / exile / tap untapped permanents matching `filter` (`self`: this permanent).
   * `totalPower` (tap only, `count` 0): "Tap any number of other untapped creatures you control with total power N or
   * greater" — as many as the player chooses whose powers add up to N or more (CR 702.122a crew).
   */
  | { kind: 'sacrifice' | 'return-to-hand' | 'tap-untapped' | 'untap-tapped' | 'exile'; count: number; filter?: ObjectFilter; self?: boolean; from?: 'battlefield' | 'graveyard' | 'hand'; totalPower?: number; x?: boolean }
  /** `self`: "Discard this card", paid from its owner's hand (CR 701.9a, 113.6m; cycling 702.29a). */
  | { kind: 'discard' | 'reveal'; count: number; filter?: ObjectFilter; random?: boolean; wholeHand?: boolean; self?: boolean; from?: 'hand'; x?: boolean }
  /**
   * `filter`: from one permanent of that kind the player controls ("from a creature you control", CR 122.1), or with
   * `among` from any of them, in all that many ("from among creatures you control"); else from the source.
   */
  | { kind: 'remove-counters'; count: number; counter: string; filter?: ObjectFilter; among?: boolean; x?: boolean }
  /** "Mill a card", "Mill two cards" (CR 701.17a–b). */
  | { kind: 'mill'; cards: number }
  /** "Put a page counter on ~": counters put on the cost's own source (CR 118.1, 122.1). */
  | { kind: 'put-counters'; count: number; counter: string }
  /** A loyalty ability's cost (CR 606.4): put `delta` loyalty counters on this permanent (negative: remove them). */
  | { kind: 'loyalty'; delta: number; x?: boolean }
  | { kind: 'unknown'; text: string };
