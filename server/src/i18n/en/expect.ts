// The scenario's expectations and their answers (server/src/rules/scenario/: expectations.ts, game-expectations.ts,
// stack-expectations.ts, the mana pool's, run-scenario.ts and inconclusive.ts): what was expected, what the simulation
// shows, and why a step was not run. Card names, costs, counters, types and `@refs` are parameters, as written.
// `expect.is.*` say what an object is ("face down", "tapped"): the expected value and the actual one alike.

import { def } from '../define';

/** A zone as in "in the {zone}" (the scenario's zone words). */
const ZONE = '{zone, select, battlefield {battlefield} graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command zone} other {{zone}}}';

export const EXPECT_MESSAGES = {
  /** A failed expectation's clause as the sentence a diagnostic shows. */
  'expect.sentence': def('{clause}.', { clause: 'message' }),
  // One expectation that does not hold (a clause, without its period): `subject` is the object as the scenario names it (@ref or card name);
  // `noun`: its noun (i18n nounOf), which the `expect.is.*` phrases inside agree with (Italian "TAPpata", Spanish "girada").
  'expect.failed': def('Expected {subject} to be {want}, but it is {actual}', { subject: 'text', want: 'message', actual: 'message', noun: 'text' }),
  'expect.no-object': def('Expected {subject} to be {want}, but there is no such object at this point of the scenario', { subject: 'text', want: 'message', noun: 'text' }),
  'expect.triggered': def("Expected {subject} {want, select, yes {to have triggered, but it didn't} other {not to have triggered, but it did}}", { subject: 'text', want: 'text', noun: 'text' }),
  /** A player, as the scenario names them. */
  'expect.player': def('{player, select, you {you} opponent {opponent} other {{player}}}', { player: 'text' }),
  /** Two parts of an answer, the second after a semicolon ("…; …"). */
  'expect.then': def('{first}; {second}', { first: 'message', second: 'message' }),
  /** Words shown as written (subtypes, mana symbols). */
  'expect.words': def('{words}', { words: 'text' }),
  'expect.no-mana': def('no mana'),
  'expect.color': def('{color, select, W {white} U {blue} B {black} R {red} G {green} other {{color}}}', { color: 'text' }),

  'expect.is.face-up': def('face up'),
  'expect.is.face-down': def('face down'),
  // `origin`, `method`: how it became face down or is turned face up (transcript.method: the word in each language).
  'expect.is.face-down-via': def('face down via {origin}', { origin: 'message' }),
  'expect.is.face-down-before': def('face down before {other}', { other: 'text' }),
  'expect.is.face-down-via-before': def('face down via {origin} before {other}', { origin: 'message', other: 'text' }),
  /** How a face-down permanent got there (the engine's origin word) and its order among face-down objects (708.6). */
  'expect.is.face-down-order': def('face down #{order} ({origin})', { order: 'text', origin: 'message' }),
  'expect.is.exiled-face-down': def('exiled face down', { noun: 'text' }),
  'expect.is.other-not-face-down': def('{how}, and {other} is not face down', { how: 'message', other: 'text' }),
  'expect.is.other-face-down-order': def('{how}; {other} is face down #{order}', { how: 'message', other: 'text', order: 'text' }),
  'expect.is.attached-to': def('attached to {target}', { target: 'text', noun: 'text' }),
  'expect.is.attached-to-object': def('attached to {id} ({card})', { id: 'text', card: 'text', noun: 'text' }),
  'expect.is.unattached': def('unattached', { noun: 'text' }),
  'expect.is.without-mana-cost': def('without a mana cost'),
  'expect.is.with-mana-cost': def('with mana cost {cost}', { cost: 'text' }),
  'expect.is.revealed-once': def('revealed at some point', { noun: 'text' }),
  'expect.is.never-revealed': def('never revealed', { noun: 'text' }),
  'expect.is.sharing': def('sharing {negated, select, yes {no} other {a}} {what, select, name {name} other {creature type}} with {other}', { negated: 'text', what: 'text', other: 'text' }),
  'expect.is.pt': def('{power}/{toughness}', { power: 'text', toughness: 'text' }),
  'expect.is.pt-unknown': def('{power}/{toughness} (unknown: {why})', { power: 'text', toughness: 'text', why: 'text' }),
  'expect.is.named': def('named {name}', { name: 'quoted', noun: 'text' }),
  'expect.is.nameless': def('nameless'),
  'expect.is.colors': def('{colors}', { colors: 'list' }),
  'expect.is.colorless': def('colorless'),
  'expect.is.mana-value': def('mana value {value}', { value: 'text' }),
  /** `keyword`, `keywords`: glossary.keyword (the printed term, then its cost as written). */
  'expect.is.with-keyword': def('{negated, select, yes {without} other {with}} {keyword}', { negated: 'text', keyword: 'message' }),
  'expect.is.with-keywords': def('with {keywords}', { keywords: 'commas' }),
  'expect.is.without-keywords': def('without keyword abilities'),
  'expect.is.without-abilities': def('without abilities'),
  'expect.is.with-abilities': def('with {count, plural, one {# ability} other {# abilities}}', { count: 'number' }),
  /** `type`: type words by the glossary's terms (glossary.types: the language's type-line order); `noun`: its head noun, the last card type (i18n nounOf), for agreement. */
  'expect.is.type': def('{negated, select, yes {not a} other {a}} {type}', { negated: 'text', type: 'message', noun: 'text' }),
  'expect.is.can-turn-up': def('able to be turned face up'),
  'expect.is.can-turn-up-for': def('able to be turned face up for {cost}', { cost: 'text' }),
  'expect.is.can-turn-up-by': def('able to be turned face up by {method}', { method: 'message' }),
  'expect.is.can-turn-up-for-by': def('able to be turned face up for {cost} by {method}', { cost: 'text', method: 'message' }),
  'expect.is.can-turn-up-options': def('able to be turned face up for {options}', { options: 'orList' }),
  'expect.is.cannot-turn-up': def('unable to be turned face up'),
  'expect.is.cannot-turn-up-because': def('unable to be turned face up: {reasons}', { reasons: 'message' }),
  'expect.is.no-way-applies': def('no way applies'),
  'expect.is.turn-up-option': def('{cost} ({method})', { cost: 'text', method: 'message' }),
  'expect.is.counters': def('with {count} {counter} {count, plural, one {counter} other {counters}}', { count: 'number', counter: 'text' }),
  'expect.is.tapped': def('{tapped, select, yes {tapped} other {untapped}}', { tapped: 'text', noun: 'text' }),
  'expect.is.in-zone': def(`in the ${ZONE}`, { zone: 'text' }),
  'expect.is.in-zone-targeting': def(`in the ${ZONE} targeting {targets}`, { zone: 'text', targets: 'text' }),
  'expect.is.revealed': def('revealed', { noun: 'text' }),
  'expect.is.not-revealed': def('not revealed', { noun: 'text' }),
  'expect.is.visible': def('{visible, select, yes {visible to} other {hidden from}} {player, select, you {you} opponent {opponent} other {{player}}}', { visible: 'text', player: 'text' }),
  'expect.is.triggered': def('{triggered, select, yes {triggered} other {not triggered}}', { triggered: 'text', noun: 'text' }),
  'expect.is.damage': def('with {amount} damage marked', { amount: 'text' }),
  'expect.is.combat': def('{role, select, attacking {attacking} blocking {blocking} blocked {blocked} other {unblocked}}', { role: 'text', noun: 'text' }),
  'expect.is.combat-whom': def('{role, select, attacking {attacking} blocking {blocking} blocked {blocked} other {unblocked}} {whom}', { role: 'text', whom: 'text', noun: 'text' }),
  'expect.is.blocking-ids': def('blocking {ids}', { ids: 'text' }),
  'expect.is.attacking-what': def('attacking {what} and {blocked, select, yes {blocked} other {unblocked}}', { what: 'text', blocked: 'text', noun: 'text' }),
  'expect.is.attacking-nothing': def('attacking nothing and {blocked, select, yes {blocked} other {unblocked}}', { blocked: 'text', noun: 'text' }),
  'expect.is.not-in-combat': def('not in combat'),
  'expect.is.controlled-by': def('controlled by {player, select, you {you} opponent {opponent} other {{player}}}', { player: 'text', noun: 'text' }),
  'expect.is.owned-by': def('owned by {player, select, you {you} opponent {opponent} other {{player}}}', { player: 'text' }),
  'expect.is.cast-for': def('cast for {cost}', { cost: 'text', noun: 'text' }),
  'expect.is.not-cast': def('not cast in this scenario', { noun: 'text' }),
  'expect.is.hidden-card': def('without characteristics here (a hidden card)'),
  'expect.is.named-other': def('named {name}, and {other} {otherName}', { name: 'message', other: 'text', otherName: 'message', noun: 'text' }),
  'expect.is.no-name': def('(none)'),
  'expect.is.name-quoted': def('{name}', { name: 'quoted' }),
  'expect.is.other-has-no-name': def('has no name'),
  'expect.is.other-named': def('is named {name}', { name: 'quoted' }),
  'expect.is.types-other': def('of types [{types}], and {other} of types [{otherTypes}]', { types: 'message', other: 'text', otherTypes: 'message' }),
  'expect.is.none': def('none'),
  'expect.is.compared-with-nothing': def('compared with nothing ({other} is not in the game)', { other: 'text', noun: 'text' }),
  'expect.is.not-checkable': def('not checkable'),

  // Expectations about players, the stack and mana pools (`want` and `actual` as in "Expected {want}, but {actual}.").
  'expect.game-failed': def('Expected {want}, but {actual}', { want: 'message', actual: 'message' }),
  'expect.stack-count': def('the stack to hold {count, plural, one {# object} other {# objects}}', { count: 'number' }),
  'expect.stack-holds-count': def('it holds {count, plural, one {# object} other {# objects}}', { count: 'number' }),
  'expect.stack-holds-count-what': def('it holds {count, plural, one {# object} other {# objects}} ({what})', { count: 'number', what: 'text' }),
  'expect.player-life': def('{player} to have {value} life', { player: 'message', value: 'text' }),
  'expect.player-has-life': def('{player, select, you {you have} opponent {opponent has} other {{player} has}} {value} life', { player: 'text', value: 'text' }),
  'expect.player-counters': def('{player} to have {count} {counter} {count, plural, one {counter} other {counters}}', { player: 'message', count: 'number', counter: 'text' }),
  'expect.player-has-count': def('{player, select, you {you have} opponent {opponent has} other {{player} has}} {count}', { player: 'text', count: 'text' }),
  'expect.player-lost': def('{player} {negated, select, yes {not to have lost} other {to have lost}} the game', { player: 'message', negated: 'text' }),
  'expect.player-did-lose': def('{player} {lost, select, yes {lost} other {has not lost}}', { player: 'message', lost: 'text' }),
  'expect.player-cards-in': def(`{player} to have {count, plural, one {# card} other {# cards}} in ${ZONE}`, { player: 'message', count: 'number', zone: 'text' }),
  'expect.player-controls': def('{player} to control {count} {filter}', { player: 'message', count: 'text', filter: 'text', who: 'text' }),
  'expect.player-controls-count': def('{player, select, you {you control} opponent {opponent controls} other {{player} controls}} {count}', { player: 'text', count: 'text' }),
  'expect.filter-not-understood': def('{filter} is not a filter the simulator understands', { filter: 'quoted' }),
  'expect.stack-holds': def('Expected the stack to hold {want} (top first), but it holds {actual}', { want: 'text', actual: 'message' }),
  'expect.stack-entries': def('{entries}', { entries: 'commas' }),
  'expect.stack-nothing': def('nothing'),
  'expect.stack-face-down-spell': def('a face-down spell'),
  'expect.stack-ability': def("{source}'s {triggered, select, yes {triggered} other {activated}} ability", { source: 'text', triggered: 'text' }),
  'expect.stack-not-there': def("Expected {subject} (or an ability of it) to be on the stack, but it isn't", { subject: 'text' }),
  'expect.stack-targeting': def('Expected {subject} on the stack targeting {targets}, but {actual}', { subject: 'text', targets: 'commas', actual: 'message' }),
  'expect.stack-entry-targets': def('{entry} targets {targets}', { entry: 'message', targets: 'text' }),
  'expect.stack-entry-targets-nothing': def('{entry} targets nothing', { entry: 'message' }),
  'expect.pool-mana': def('Expected {player} to have {mana} in the mana pool, but it holds {shown}', { player: 'message', mana: 'text', shown: 'message' }),
  'expect.pool-count': def('Expected {player} to have {count} mana in the mana pool, but it holds {shown}', { player: 'message', count: 'text', shown: 'message' }),

  // Expectations of `expect illegal:` lines, and steps not run.
  'expect.illegal-but-legal': def('Expected the rules to refuse this step, but it is legal.'),
  'expect.unreadable-step': def('This step could not be read, so it was not run: the scenario fails until the line is fixed.'),
  'expect.unreadable-predicate': def('{word} is not something an expectation can check: this step was not run, and the scenario fails until it is fixed.', { word: 'quoted' }),
  'expect.unreadable-predicate-guess': def('{word} is not something an expectation can check (did you mean {guess}?): this step was not run, and the scenario fails until it is fixed.', { word: 'quoted', guess: 'quoted' }),

  // Steps the scenario refuses for what they say (rules/scenario/steps/).
  'expect.step.not-a-step': def('An expectation is not a step.'),
  'expect.step.missing': def('Nothing in the game is {ref} at this point of the scenario.', { ref: 'text' }),
  'expect.step.cannot-choose': def("This step can't choose {what, select, x {X} modes {modes} color {a color} mana {which mana} cardName {a card name} payLife {to pay life} kicked {to pay a kicker cost} kickedTimes {to pay a multikicker cost} castWith {to pay a keyword cost} rolls {the result of a die} flips {the result of a coin flip} other {a power and toughness}}: that choice is made {when, select, resolve {as it is cast, activated or put on the stack (on that step)} other {as it resolves (`resolve choosing …`)}}.", { what: 'text', when: 'text' }),
  /** The step words are the scenario's syntax (English in every language). */
  'expect.step.not-a-turn-step': def('{words} is not a step of the turn (`untap`, `upkeep`, `draw`, `main`, `beginning of combat`, `declare attackers`, `declare blockers`, `combat damage`, `end of combat`, `second main`, `end`, `cleanup`, `next turn`).', { words: 'quoted' }),
  'expect.step.only-x': def('Only X is chosen with `with X = N`.'),
  'expect.step.kicked-times': def('A multikicker cost is paid a number of times written `kicked N times`, N at least 1.'),
  'expect.step.not-flip-result': def('{word} is not the result of a coin flip: write `flipping win` or `flipping lose`.', { word: 'quoted' }),
  'expect.step.not-color-or-type': def('{word} is neither a color (white, blue, black, red, green) nor a creature type.', { word: 'quoted' }),
  'expect.step.not-mana-each': def('{mana} is not mana of one type each.', { mana: 'text' }),
  'expect.step.not-pt': def('{pt} is not a power and toughness to choose (write it as 5/1).', { pt: 'text' }),
  'expect.step.no-face-down-keyword': def("{card} has no morph, megamorph or disguise, so it can't be cast face down.", { card: 'quoted' }),
  'expect.step.resolve-all-choices': def('`resolve all` makes no choices: resolve the one that chooses with `resolve choosing …`.'),
  'expect.step.attach-kind': def('Only an Aura, Equipment or Fortification can be attached (CR 701.3b).'),
  'expect.step.equipment-creature': def('An Equipment can be attached only to a creature (CR 301.5c, 701.3b).'),
  /** Related information: where a card the scenario names is defined. */
  'expect.defined-here': def('{card} is defined here', { card: 'quoted' }),

  // Notable outcomes of a step (outcomes.ts).
  'expect.note.morph-lost': def("{card} loses {keyword} when abilities are removed: while the effect lasts it can't be turned face up for its {keyword} cost (CR {cr})", { card: 'text', keyword: 'text', cr: 'text', noun: 'text' }),
  'expect.note.morph-lost-by': def("{card} loses {keyword} when abilities are removed: while {sources} effect lasts it can't be turned face up for its {keyword} cost (CR {cr})", { card: 'text', keyword: 'text', sources: 'list', cr: 'text', noun: 'text' }),
  'expect.note.possessive': def("{name}'s", { name: 'text' }),
  'expect.note.manifested-instant': def('{card} is an instant or sorcery: it is revealed and stays face down, and nothing "turned face up" triggers (CR {cr})', { card: 'text', cr: 'text' }),

  // Inconclusive answers (inconclusive.ts): what the simulation shows, and the text it rests on.
  'expect.inconclusive': def("Inconclusive: {what} rests on {rests}. The engine can't tell whether that text changes the outcome.", { what: 'message', rests: 'message' }),
  'expect.inconclusive.holds': def('this holds in the simulation, but it'),
  'expect.inconclusive.failed': def('{failure}; this', { failure: 'message' }),
  'expect.inconclusive.allowed': def('Expected the rules to refuse this step, but the simulation allows it; this'),
  'expect.inconclusive.refused': def('the simulation refuses this step, but that'),
  'expect.inconclusive.refused-because': def('the simulation refuses this step ({reason}), but that', { reason: 'message' }),
  'expect.inconclusive.step-allowed': def('the simulation allows this step, but that'),
  /** One piece of text an answer rests on, and why it is uncertain. */
  'expect.rest': def("'{text}' of {card}, {why, select, notUnderstood {not understood} notSimulated {not simulated} targetNeverChosen {its target never chosen} xNeverChosen {its X never chosen} neverChosen {never chosen} history {what happened before the scenario began is unknown} other {the library's order is random}}", { text: 'text', card: 'text', why: 'text' }),
  'expect.rests-more': def('{rests} (and {count} more)', { rests: 'message', count: 'number' }),
} as const;
