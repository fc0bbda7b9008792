// The rules engine's reasons and outcomes (server/src/rules/ reports them as typed messages: an id here and its
// parameters; card names, costs, zones and CR numbers are parameters and stay as written). Worded at the edge: the
// scenario's notes, the transcript, hovers and the CLI.

import { def } from '../define';

export const RULES_MESSAGES = {
  /** A reason the engine still gives as English text (not yet in the catalog). */
  'rules.text': def('{text}', { text: 'text' }),
  /** A reason with the CR sections it rests on. */
  'rules.with-cr': def('{reason} (CR {cr})', { reason: 'message', cr: 'text' }),
  'rules.step-not-allowed': def('The rules do not allow this step.'),

  // When a player may act (rules/queries/timing.ts). `act`: cast, activate, manaAbility, specialAction.
  'rules.timing.no-priority': def('No player has priority in {step, select, untap {the untap step} other {a cleanup step where no state-based action was performed and nothing triggered}}, so no player can {act, select, cast {cast a spell} activate {activate an ability} manaAbility {activate a mana ability} other {turn a face-down permanent face up (a special action)}}', { step: 'text', act: 'text' }),
  'rules.timing.split-second': def("{spell} has split second: while it is on the stack, players can't {act, select, cast {cast other spells} other {activate abilities that aren't mana abilities}} (mana abilities and special actions stay allowed)", { spell: 'text', act: 'text' }),

  // Objects that are gone (CR 400.7, 800.4a) and players who left.
  'rules.gone.left-game': def('Object {id} left the game with its player', { id: 'text' }),
  'rules.gone.new-object': def('Object {id} no longer exists (a zone change makes a new object)', { id: 'text' }),
  'rules.player-left': def('{player} has left the game', { player: 'text' }),
  'rules.already-face-up': def('{card} is already face up', { card: 'text' }),

  // Turning a face-down permanent face up (rules/game/turn-face-up-action.ts, rules/actions/turn-face-up.ts).
  // `how`: manifest or cloak; `origin`: how it became face down (camel case: castFaceDownEffect …).
  'rules.turn-up.face-down-spell': def("A face-down spell can't be turned face up"),
  'rules.turn-up.only-face-down-permanents': def('Only face-down permanents can be turned face up'),
  'rules.turn-up.not-on-battlefield': def('{card} is not on the battlefield (it is in the {zone, select, graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command zone} other {{zone}}})', { card: 'text', zone: 'text' }),
  'rules.turn-up.copy-of-face-down': def('{card} is a face-up copy of a face-down permanent (a nameless 2/2); it can never be turned face up', { card: 'text' }),
  'rules.turn-up.not-controller': def("Only the face-down permanent's controller ({player}) may turn it face up", { player: 'text' }),
  'rules.turn-up.merged-instant-or-sorcery': def('A face-down merged permanent with an instant or sorcery card in it can never be turned face up'),
  'rules.turn-up.keyword-without-cost': def("{keyword} has no cost in the card data; it can't be paid", { keyword: 'text' }),
  'rules.turn-up.cost-problem': def('{keyword} cost {cost}: {reason}', { keyword: 'text', cost: 'text', reason: 'message' }),
  'rules.turn-up.lost-with-abilities': def("Face down, it loses {keyword} when abilities are removed: face up it would have no {keyword} ability, so it can't be turned face up for its {keyword} cost", { keyword: 'text' }),
  'rules.turn-up.lost-with-abilities-by': def("Face down, it loses {keyword} when abilities are removed: face up it would have no {keyword} ability (abilities removed by {sources}), so it can't be turned face up for its {keyword} cost", { keyword: 'text', sources: 'commas' }),
  'rules.turn-up.no-special-action': def('It was {origin, select, morph {cast face down with morph} megamorph {cast face down with megamorph} disguise {cast face down with disguise} turnedFaceDown {turned face down by an effect} putFaceDown {put onto the battlefield face down by an effect} castFaceDownEffect {cast face down through an effect} other {{origin}}} and face up it would have no morph or disguise ability, so no special action can turn it face up (only an effect can)', { origin: 'text' }),
  'rules.turn-up.manifested-instant-or-sorcery': def('A {how, select, cloak {cloaked} other {manifested}} instant or sorcery card can never be turned face up: it is revealed and stays face down', { how: 'text' }),
  'rules.turn-up.manifested-noncreature': def("The {how, select, cloak {cloaked} other {manifested}} card is not a creature card (its own types, ignoring type-changing and copy effects), so it can't be turned face up for its mana cost", { how: 'text' }),
  'rules.turn-up.no-mana-cost': def("The {how, select, cloak {cloaked} other {manifested}} creature card has no mana cost, so it can't be turned face up for its mana cost", { how: 'text' }),
  'rules.turn-up.mana-cost-problem': def('Mana cost {cost}: {reason}', { cost: 'text', reason: 'message' }),
  'rules.turn-up.casting-effect': def('Its casting effect turns it face up when it would deal or be dealt damage or become tapped'),
  'rules.turn-up.cannot': def("It can't be turned face up"),
  'rules.turn-up.not-for-mana-cost': def("It can't be turned face up for its mana cost; it can be for: {options}", { options: 'commas' }),
  'rules.turn-up.not-for-keyword': def("It can't be turned face up for its {keyword} cost; it can be for: {options}", { keyword: 'text', options: 'commas' }),
  'rules.turn-up.no-x-mana-cost': def("There is no X to choose: the X in a card's mana cost is 0 off the stack, so it is turned face up for {cost}", { cost: 'text' }),
  'rules.turn-up.no-x-keyword': def('There is no X to choose: its {keyword} cost {cost} has no X', { keyword: 'text', cost: 'text' }),
  'rules.turn-up.revealed-stays-face-down': def('{card} is an instant or sorcery card: it is revealed and stays face down; "turned face up" abilities don\'t trigger', { card: 'text' }),
  'rules.turn-up.double-faced': def('{card} is a double-faced card: it is turned face up with its front face up', { card: 'text' }),
  'rules.turn-up.megamorph-unpaid': def("Megamorph counter not added: the megamorph cost wasn't paid"),
  'rules.turn-up.enters-with-not-applied': def('{card}\'s "as/enters with" abilities don\'t apply: it is turned face up, it doesn\'t enter', { card: 'text' }),
  'rules.turn-up.enters-trigger-not-triggered': def('{card}\'s "enters" ability doesn\'t trigger: turning face up is not entering', { card: 'text' }),
  'rules.turn-up.attach-target-gone': def('The object to attach to is not on the battlefield'),
  'rules.turn-up.aura-cannot-enchant': def("The Aura can't legally enchant that object (enchant {restriction})", { restriction: 'text' }),
  // Playing a land and casting a spell (rules/game/casting.ts). `zone`: where the card is.
  'rules.land.not-from-hand': def('{player} can play a land only from their hand, unless an effect lets them play it from the {zone, select, graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command zone} battlefield {battlefield} other {{zone}}}', { player: 'text', zone: 'text' }),
  'rules.land.not-a-land': def('{card} is not a land: it is cast, not played', { card: 'text' }),
  'rules.land.timing': def('A land can be played only in your main phase with an empty stack'),
  'rules.land.already-played': def('{player} already played a land this turn', { player: 'text' }),
  'rules.cast.from-zone': def("{player} can't cast {card} from the {zone, select, graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command zone} battlefield {battlefield} other {{zone}}}", { player: 'text', card: 'text', zone: 'text' }),
  'rules.cast.free-from-zone': def('{card} is cast from the {zone, select, graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command zone} battlefield {battlefield} other {{zone}}} without paying its mana cost ({source})', { card: 'text', zone: 'text', source: 'text' }),
  'rules.cast.permitted-from-zone': def('{card} is cast from the {zone, select, graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command zone} battlefield {battlefield} other {{zone}}} ({source})', { card: 'text', zone: 'text', source: 'text' }),
  'rules.cast.land': def('{card} is a land: lands are played, not cast', { card: 'text' }),
  'rules.cast.no-face-down-keyword': def("{card} has no {keyword} ability, so it can't be cast face down", { card: 'text', keyword: 'text' }),
  'rules.cast.face-down-and-free': def("Casting face down for {3} is an alternative cost; it can't be combined with casting without paying its mana cost"),
  'rules.cast.library-top-not-creature': def('Only creature spells may be cast from the top of the library; {card} cast face up is not a creature spell', { card: 'text' }),
  'rules.cast.face-down-sorcery-timing': def('A face-down spell is a creature spell with no abilities (no flash): it can be cast only when a sorcery could be'),
  'rules.cast.sorcery-timing': def('{card} can be cast only when a sorcery could be (your main phase, empty stack)', { card: 'text' }),
  'rules.cast.no-x': def('{card} has no X in its cost to choose', { card: 'text' }),
  'rules.cast.face-down-no-x': def('The face-down spell has no X in its cost to choose'),
  'rules.cast.free-x-zero': def('{card} is cast without paying its mana cost, so the only legal choice for X is 0', { card: 'text' }),
  'rules.cast.additional-cost': def('Additional cost: {reason}', { reason: 'message' }),

  // Targets as they are announced (rules/queries/targets.ts). `what`: spell, ability or triggeredAbility.
  'rules.target.missing': def("Target {target} doesn't exist", { target: 'text' }),
  'rules.target.not-legal': def('{name} is not a legal target: the {what, select, spell {spell} triggeredAbility {triggered ability} other {ability}} needs {words}', { name: 'text', what: 'text', words: 'quoted' }),
  'rules.target.restricted': def("{name} can't be the target of this {what, select, spell {spell} triggeredAbility {triggered ability} other {ability}}: {reason}", { name: 'text', what: 'text', reason: 'message' }),
  'rules.target.none-legal': def('There is no legal target for {words}', { words: 'quoted' }),
  'rules.target.shroud': def('it has shroud'),
  'rules.target.hexproof': def('it has hexproof'),
  'rules.target.hexproof-from': def('it has hexproof from {quality}', { quality: 'text' }),
  'rules.target.protection': def('it has protection from a quality of the source'),
} as const;
