// The rules engine's notes as effects are carried out (server/src/rules/effects/effect-context.ts): optional
// instructions, amounts, the engine's own choices and targets that became illegal (CR 608.2b, 608.2d).
// `player`: you or opponent; ids, filters and amount kinds are parameters, as written.

import { def } from '../define';

export const RULES_EFFECT_MESSAGES = {
  /** CR 119.7: a static ability says the player can't gain life ("Your opponents can't gain life"). */
  'rules.effect.cant-gain-life': def("{player, select, you {You} opponent {The opponent} other {{player}}} can't gain life: {source} prohibits it", { player: 'text', source: 'text' }),
  'rules.effect.declines': def('{player} declines the optional instruction ("you may")', { player: 'text' }),
  'rules.effect.accepts': def('{player} accepts the optional instruction ("you may"; write `resolve declining` to decline)', { player: 'text' }),
  'rules.effect.x-never-chosen': def("The value of X for {source}'s ability was never chosen (write `trigger of … with X = N` right after the step that triggered it): that part does nothing, and what follows is inconclusive", { source: 'text' }),
  'rules.effect.amount-not-computed': def('An amount of kind "{kind}" isn\'t computed by the simulator: that part does nothing (inconclusive)', { kind: 'text' }),
  'rules.effect.engine-chooses-cards': def("The engine chooses the first {count} fitting card(s) in {player}'s {zone}", { count: 'text', player: 'text', zone: 'text' }),
  'rules.effect.engine-chooses': def('The engine chooses the first {count} of them', { count: 'text' }),
  'rules.effect.cannot-be-chosen': def("{id} can't be chosen: it isn't a {filter}", { id: 'text', filter: 'text' }),
  'rules.effect.object-never-chosen': def('No {filter} was chosen as it resolved (`resolve choosing @x`); what follows rests on that choice', { filter: 'text' }),
  'rules.effect.target-not-legal': def("Target {id} is not a legal target ({who}); the effect doesn't affect it", { id: 'text', who: 'text' }),
  'rules.effect.target-no-longer-legal': def("Target {id} is no longer a legal target ({what}); the effect doesn't affect it", { id: 'text', what: 'text' }),
  'rules.effect.any-target-no-longer-legal': def("Target {id} is no longer a legal target (any target); the effect doesn't affect it", { id: 'text' }),
  // Conditions, modes and the other effect families (effects/*.ts).
  'rules.effect.transformed-since': def('{card} transformed since this ability was put on the stack: it doesn\'t transform again', { card: 'text' }),
  'rules.effect.transform-into-spell': def('{card} would transform into an instant or sorcery face: nothing happens', { card: 'text' }),
  'rules.effect.condition-not-evaluated': def('The condition "{kind}" isn\'t evaluated by the simulator: what it governs doesn\'t happen (inconclusive)', { kind: 'text' }),
  'rules.effect.unless-action-impossible': def("{source}: {player} can't take the action its \"unless\" offers, so the instruction is followed", { player: 'text', source: 'text' }),
  'rules.effect.may-action-impossible': def("{source}: {player, select, you {you can't take} opponent {the opponent can't take} other {{player} can't take}} the action it offers, so it isn't done", { player: 'text', source: 'text' }),
  'rules.effect.condition-false': def('{source}: the "if" condition is false as it resolves, so that part does nothing', { source: 'text' }),
  'rules.effect.modes-engine-choice': def("{source}: {count, plural, one {mode} other {modes}} {modes} (the engine's choice)", { source: 'text', count: 'number', modes: 'text' }),
  'rules.effect.modes-not-found': def("{source}: its modes weren't found; nothing happens", { source: 'text' }),
  'rules.effect.delayed-not-modeled': def("This delayed trigger's event isn't modeled: it never triggers (inconclusive)"),
  /** `step`: rules.step. */
  'rules.effect.delayed-waits': def('A delayed triggered ability waits for the beginning of the next {step} step', { step: 'message' }),
  'rules.effect.delayed-this-turn': def('{source} creates a delayed triggered ability that lasts until the end of this turn', { source: 'text' }),
  'rules.effect.becomes-monarch': def("{player, select, you {You become} opponent {The opponent becomes} other {{player} becomes}} the monarch (the monarch before, if any, ceases to be)", { player: 'text' }),
  'rules.effect.learn-outside-game': def("{player, select, you {You learn} opponent {The opponent learns} other {{player} learns}} without discarding: whether a Lesson card they own from outside the game is revealed and put into their hand is unknown (no scenario holds cards outside the game), and what follows rests on it", { player: 'text' }),
  /** CR 309.2a, 309.5a, 608.2d: venture into the dungeon's choices, when the scenario named none (`resolve naming "…"`). */
  'rules.effect.dungeon-never-chosen': def('{player, select, you {You venture} opponent {The opponent ventures} other {{player} ventures}} into the dungeon: no dungeon card was named (`resolve naming "…"`); the engine takes {dungeon}, and what follows rests on that choice', { player: 'text', dungeon: 'text' }),
  'rules.effect.room-never-chosen': def('{player, select, you {You venture} opponent {The opponent ventures} other {{player} ventures}} into the dungeon: no room was named where arrows lead to more than one (`resolve naming "…"`); the engine takes {room}, and what follows rests on that choice', { player: 'text', room: 'text' }),
  'rules.effect.until-leaves-gone': def('{source} has already left the battlefield: nothing is exiled until it leaves', { source: 'text' }),
  'rules.effect.reflexive-not-done': def('The action before "When you do" of {source} was not taken: its reflexive triggered ability doesn\'t trigger', { source: 'text' }),
  'rules.effect.pays-unless': def('{player} pays {mana}: the instruction its "unless" stands against is not followed', { player: 'text', mana: 'text' }),
  'rules.effect.pays-to-keep': def('{player} pays {mana}: the spell is not countered', { player: 'text', mana: 'text' }),
  'rules.effect.revealed-not-creature': def('{card} is not a creature card (continuous effects are ignored): it stays face down, now revealed', { card: 'text' }),
  'rules.effect.nothing-to-copy': def('Nothing to copy'),
  'rules.effect.mana-kept': def("That mana isn't lost as steps and phases end{thisTurn, select, yes { this turn} other {}}", { thisTurn: 'text' }),
  'rules.effect.mana-not-understood': def('The mana this adds is not understood: no mana is added (inconclusive)'),
  'rules.effect.adds-first-choice': def('{player} adds {mana} (the first choice; write `resolve choosing {G}` to choose)', { player: 'text', mana: 'text' }),
  /** `zone`: where the card is; `free`, `lasting`: yes or no. */
  'rules.effect.may-cast-from': def('{player} may {play, select, yes {play} other {cast}} {card} from the {zone, select, battlefield {battlefield} graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command} other {{zone}}}{free, select, yes { without paying its mana cost} other {}}{lasting, select, yes { for as long as it remains there} other { this turn}} ({source})', { player: 'text', play: 'text', card: 'text', zone: 'text', free: 'text', lasting: 'text', source: 'text' }),
  'rules.effect.combat-damage-prevented': def('All combat damage that would be dealt this turn is prevented'),
  'rules.effect.x-unknown-no-counters': def('X is not known here: no counters are put (inconclusive)'),
  'rules.effect.counters-only-permanents': def('Counters can only be put on permanents here'),
  'rules.effect.token-copy-lki': def('The copied object left the battlefield for a hidden zone: the token uses its last known information'),
  'rules.effect.skip-not-carried-out': def('Skipping "{what}" isn\'t carried out by the simulator (inconclusive)', { what: 'text' }),
  'rules.effect.library-top-choice': def("Put on the top of the library (the engine's choice of top or bottom)"),
  'rules.effect.face-up-choice': def("Put onto the battlefield face up (the engine's choice of face up or face down)"),
  'rules.effect.pile-shuffled': def('The face-down pile is shuffled (its order is random; the engine keeps one order)'),
  'rules.effect.action-not-carried-out': def('"{action}" isn\'t carried out by the simulator here (inconclusive)', { action: 'text' }),
  'rules.effect.scry-top': def("{player} scries {count}: the engine leaves {count, plural, one {the card} other {the cards}} on top, and which card is on top now rests on the player's choice", { player: 'text', count: 'number' }),
  'rules.effect.surveil-never-chosen': def("{player} surveils {count}: no step chose which of the cards go to the graveyard; the engine leaves {count, plural, one {the card} other {them all}} on top, and what follows rests on the player's choice", { player: 'text', count: 'number' }),
  'rules.effect.proliferates-all': def("No permanents or players were chosen to proliferate: the engine gives each one with a counter another of each kind, and what follows rests on that choice"),
  'rules.effect.discards-newest': def("{player} discards the newest {count, plural, one {card} other {cards}} in hand (the engine's choice)", { player: 'text', count: 'number' }),
  'rules.effect.nothing-attached': def('Nothing is attached (the object or what it would be attached to is gone)'),
  'rules.effect.nothing-attached-source': def('Nothing is attached (the source or the object is gone)'),
  'rules.effect.search-found': def("{player, select, you {You} opponent {The opponent} other {{player}}} searched {owner, select, you {your} opponent {the opponent's} other {{owner}'s}} library and found {count, plural, =0 {no card} one {# card} other {# cards}}", { player: 'text', owner: 'text', count: 'number' }),
  'rules.effect.search-never-chosen': def('Which {filter} the search finds was never chosen (`resolve choosing @x`); the engine takes the first in library order, and what follows rests on that choice', { filter: 'text' }),
  'rules.effect.cascade-library-unknown': def("{player, select, you {Your} opponent {The opponent's} other {{player}'s}} library was never set up: what cascade exiles and casts is unknown (inconclusive)", { player: 'text' }),
  'rules.effect.cascade-exiled': def('Cascade exiles {count, plural, one {# card} other {# cards}} from the top of the library{card, select, none {, none of them a nonland card with mana value less than {mv}} other {, the last one {card}, a nonland card with mana value less than {mv}}}', { count: 'number', card: 'text', mv: 'number' }),
  'rules.effect.reveal-until-library-unknown': def("{player, select, you {Your} opponent {The opponent's} other {{player}'s}} library was never set up: what is revealed from it is unknown (inconclusive)", { player: 'text' }),
  'rules.effect.revealed-until': def("{player, select, you {You reveal} opponent {The opponent reveals} other {{player} reveals}} {count, plural, one {# card} other {# cards}} from the top of the library{card, select, none {, none of them of the kind asked for} other {, the last one {card}}}", { player: 'text', count: 'number', card: 'text' }),
  'rules.effect.search-library-unknown': def("{player, select, you {Your} opponent {The opponent's} other {{player}'s}} library was never set up: what the search could find is unknown (inconclusive)", { player: 'text' }),
  'rules.effect.library-shuffled': def("{player, select, you {Your} opponent {The opponent's} other {{player}'s}} library is shuffled (its order is random; the engine keeps one order)", { player: 'text' }),
  'rules.effect.no-fight': def('Neither creature fights: one of them is no longer a creature on the battlefield or no longer a legal target'),
  'rules.effect.energy-gained': def('{player} gets {count} energy (now {total})', { player: 'text', count: 'number', total: 'number' }),
  'rules.effect.energy-paid': def('{player} pays {count} energy (now {total})', { player: 'text', count: 'number', total: 'number' }),
  'rules.effect.energy-short': def("{player} has {total} energy, fewer than {count}: the energy can't be paid", { player: 'text', count: 'number', total: 'number' }),
  'rules.effect.draw-empty-library': def("{player} can't draw from an empty library: they lose the next time state-based actions are checked", { player: 'text' }),
  'rules.effect.draw-limited': def("{player, select, you {You} opponent {The opponent} other {{player}}} can't draw another card this turn: {source} prohibits it", { player: 'text', source: 'text' }),
  /** CR 614.12a: "As this land enters, you may pay 2 life / reveal a … card. If you don't, …": the choice before it enters. */
  'rules.effect.entry-offer-taken': def('{source}: {player, select, you {you take} opponent {the opponent takes} other {{player} takes}} what it offers as it enters (a choice no step makes: both ways are played)', { player: 'text', source: 'text' }),
  'rules.effect.entry-offer-declined': def("{source}: {player, select, you {you don't take} opponent {the opponent doesn't take} other {{player} doesn't take}} what it offers as it enters (a choice no step makes: both ways are played)", { player: 'text', source: 'text' }),
  'rules.effect.entry-offer-impossible': def("{source}: {player, select, you {you can't take} opponent {the opponent can't take} other {{player} can't take}} what it offers as it enters", { player: 'text', source: 'text' }),
  /** CR 603.7c: "When that creature dies this turn, …": the delayed trigger waits for that object. */
  'rules.effect.delayed-waits-death': def('A delayed trigger waits for {card} to die this turn', { card: 'text' }),
  'rules.effect.delayed-waits-leaving': def('A delayed trigger waits for {card} to leave the battlefield this turn', { card: 'text' }),
  /** CR 706.2: a die's result, as the scenario said it (`resolve rolling 15`). */
  'rules.effect.die-rolled': def('{source}: {player, select, you {you roll} opponent {the opponent rolls} other {{player} rolls}} {result} on a {sides}-sided die', { source: 'text', player: 'text', sides: 'number', result: 'number' }),
  'rules.effect.die-roll-missing': def('{source}: the result of its {sides}-sided die was never said (write `resolve rolling N`): no result of it happens, and what follows is inconclusive', { source: 'text', sides: 'number' }),
  'rules.effect.coin-flipped': def('{source}: {player, select, you {you} opponent {the opponent} other {{player}}} {won, select, won {won} other {lost}} the coin flip', { source: 'text', player: 'text', won: 'text' }),
  'rules.effect.coin-flip-missing': def('{source}: whether its coin flip was won was never said (write `resolve flipping win` or `resolve flipping lose`): what rests on it is inconclusive', { source: 'text' }),
  'rules.effect.clashed': def('{source}: {player, select, you {you} opponent {the opponent} other {{player}}} {won, select, won {won} other {didn\'t win}} the clash', { source: 'text', player: 'text', won: 'text' }),
  'rules.effect.clash-library-unknown': def('{source}: a library the scenario never set up is unknown, so the clash has no result: what rests on it is inconclusive', { source: 'text' }),
  'rules.effect.die-roll-impossible': def("{source}: a {sides}-sided die can't roll {result} (its results are 1 to {sides}): no result of it happens, and what follows is inconclusive", { source: 'text', sides: 'number', result: 'number' }),
  /** CR 500.7: an extra turn added directly after this one. */
  'rules.effect.extra-turn': def("{player, select, you {You take} opponent {The opponent takes} other {{player} takes}} an extra turn after this one", { player: 'text' }),
  /** CR 122.5: a move of counters that isn't possible moves none. */
  'rules.effect.counters-not-moved': def('No counter is moved: the first object has none of that kind, the two are the same object, or one of them has left the battlefield'),
  /** CR 122.1: counters put on or removed from a player. */
  'rules.effect.player-counters': def('{player, select, you {You have} opponent {The opponent has} other {{player} has}} {total} {counter} {total, plural, one {counter} other {counters}} now', { player: 'text', counter: 'text', total: 'number' }),
  /** CR 114.2: a player gets an emblem, put into the command zone. */
  'rules.effect.emblem': def('{player, select, you {You get} opponent {The opponent gets} other {{player} gets}} an emblem from {source} (in the command zone)', { player: 'text', source: 'text' }),
  /** CR 701.12c: two players exchanged life totals. */
  'rules.effect.life-exchanged': def('{first, select, you {You} opponent {The opponent} other {{first}}} and {second, select, you {you} opponent {the opponent} other {{second}}} exchange life totals', { first: 'text', second: 'text' }),
  /** CR 701.6a, 614.1a: "If that spell is countered this way, exile it instead …": where the countered spell goes. */
  /** CR 611.2b: a "for as long as" duration already over as the effect would begin: the effect does nothing. */
  'rules.effect.lasting-over': def('The duration of the effect of {source} ("for as long as …") is already over: the effect does nothing', { source: 'text' }),
  'rules.effect.countered-elsewhere': def("{card} is countered and put {zone, select, exile {into exile} library {into its owner's library} battlefield {onto the battlefield} other {into {zone}}} instead of its owner's graveyard", { card: 'text', zone: 'text' }),
  /** CR 712.14a: "put onto the battlefield transformed" a card that isn't a double-faced card with a permanent back face. */
  'rules.effect.stays-not-transformable': def("{card} isn't a double-faced card with a permanent back face: it can't be put onto the battlefield transformed and stays where it is", { card: 'text' }),
  /** CR 303.4i: an Aura put onto the battlefield attached to an object it can't legally enchant, or to none. */
  'rules.effect.aura-stays': def("{card} can't legally enchant what it would enter attached to: it stays where it is", { card: 'text' }),
  'rules.effect.class-level': def('{card} becomes level {level}', { card: 'text', level: 'number' }),
  /** CR 608.2d: "any number of them" with no step choosing which. */
  'rules.effect.any-number-never-chosen': def('No step chose which of the {count} cards "{words}" takes (`resolve choosing @x`); the engine takes none, and what follows rests on the player\'s choice', { words: 'text', count: 'number' }),
  /** CR 608.2g: a cast an instruction allows during the resolution that the rules forbid (rules/game/resolution-cast.ts). */
  'rules.effect.cast-now-impossible': def("{card} can't be cast as {source} resolves ({reason}): it stays where it is", { card: 'text', source: 'text', reason: 'message' }),
  /** CR 608.2g: a cast during a resolution the engine can't make here (an `apply`): what follows rests on it. */
  'rules.effect.cast-now-not-made': def('{card} is not cast as {source} applies here: what follows rests on that cast', { card: 'text', source: 'text' }),
} as const;
