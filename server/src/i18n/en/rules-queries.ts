// The rules engine's reasons and notes from its questions and its ground floor (server/src/rules/queries/, state/,
// triggers/): costs and what changes them, modes, divisions, mana choices, whether a creature can attack, objects
// that are gone or elsewhere, printed values the engine fills in, and triggered abilities as they trigger and go on
// the stack. Card names, ids, costs and card text are parameters, as written; `player` is `you` or `opponent`;
// `source` is a card name, or `none` for a face-down permanent (it has no name).

import { def } from '../define';

const KEYWORD = '{keyword, select, morph {morph} megamorph {megamorph} disguise {disguise} other {{keyword}}}';

export const RULES_QUERY_MESSAGES = {
  // Activation restrictions (queries/activation-restrictions.ts, CR 602.5).
  'rules.query.cant-activate': def("{source, select, none {A permanent} other {{source}}} says activated abilities of {sources, select, none {these permanents} other {{sources}}} can't be activated", { source: 'text', sources: 'text' }),

  // The total cost (queries/casting-cost.ts, CR 601.2f, 118.7). `per`: the card's own words after "for each".
  'rules.query.cost-per-uncounted': def('{source, select, none {a face-down permanent} self {This spell} other {{source}}} changes the cost "for each {per}": the simulator can\'t count that, the cost shown may be wrong (inconclusive)', { source: 'text', per: 'text' }),
  'rules.query.cost-per-counted': def('{source, select, none {a face-down permanent} self {This spell} other {{source}}}: {mana} for each {per, select, none {of them} other {{per}}} — {count} counted', { source: 'text', mana: 'text', per: 'text', count: 'text' }),
  'rules.query.face-down-cost-reduced': def("{source, select, none {a face-down permanent} other {{source}}} reduces the face-down spell's cost by {mana}", { source: 'text', mana: 'text' }),
  'rules.query.spell-cost-changed': def('{source, select, none {a face-down permanent} other {{source}}} makes the {faceDown, select, yes {face-down } other {}}spell cost {mana} {more, select, yes {more} other {less}}', { source: 'text', faceDown: 'text', mana: 'text', more: 'text' }),
  'rules.query.own-cost-changed': def('Its own text makes the spell cost {mana} {more, select, yes {more} other {less}}', { mana: 'text', more: 'text' }),
  'rules.query.keyword-cost-changed': def(`{source, select, none {A face-down permanent} other {{source}}} makes ${KEYWORD} costs cost {mana} {more, select, yes {more} other {less}}`, { source: 'text', keyword: 'text', mana: 'text', more: 'text' }),
  'rules.query.keyword-cost-not-mana': def(`The ${KEYWORD} cost {cost} is not all mana: the cost change isn't applied (inconclusive)`, { keyword: 'text', cost: 'text' }),

  // Modes (queries/choices.ts, CR 700.2).
  'rules.query.modes-first': def('{count, plural, one {Mode} other {Modes}} {modes} chosen (the first; write `choosing mode 2` to choose)', { count: 'number', modes: 'text' }),
  'rules.query.no-such-mode': def('There is no mode {mode}: it has {count} modes', { mode: 'text', count: 'text' }),
  'rules.query.mode-once': def('The same mode can be chosen only once'),
  /** `min`, `max`: how many modes (`max` 99 or more: "or more"). */
  'rules.query.mode-count': def('Choose {range, select, exact {{min}} open {{min} or more} other {{min} to {max}}} {max, plural, one {mode} other {modes}}, not {chosen}', { range: 'text', min: 'text', max: 'number', chosen: 'text' }),

  // Dividing among targets (queries/division.ts, CR 601.2d).
  'rules.query.nothing-divided': def('Nothing of this spell or ability is divided among targets'),
  'rules.query.too-many-targets': def("{total} can't be divided among {targets} targets: each target must receive at least 1", { total: 'text', targets: 'text' }),
  'rules.query.division-count': def('The division names {amounts} {amounts, plural, one {amount} other {amounts}} for {targets} {targets, plural, one {target} other {targets}}', { amounts: 'number', targets: 'number' }),
  'rules.query.division-at-least-one': def('Each target must receive at least 1 of what is divided'),
  'rules.query.division-sum': def('The division adds up to {sum}, not {total}', { sum: 'text', total: 'text' }),
  /** `shares`: rules.game.share messages. */
  'rules.query.division-engine': def("The damage is divided as its controller chose when casting it (the engine's choice: {shares}; write `dividing N, M` to choose)", { shares: 'commas' }),

  // Mana abilities (queries/mana-abilities.ts, CR 106.1).
  'rules.query.mana-ability-cannot-add': def("This mana ability can't add {wanted}: it adds {options}", { wanted: 'text', options: 'orList' }),

  // Can it attack (queries/views.ts, CR 508.1a).
  'rules.query.not-permanent': def('Not a permanent on the battlefield'),
  'rules.query.not-creature': def('It is not a creature'),
  'rules.query.tapped': def('It is tapped'),
  'rules.query.phased-out': def('It is phased out'),
  'rules.query.summoning-sick': def("It hasn't been under its controller's control continuously since their most recent turn began"),

  // The ground floor (state/*.ts).
  'rules.state.mana-empties': def("{player, select, you {Your} other {The opponent's}} unused mana {mana} empties from the mana pool as the step ends", { player: 'text', mana: 'text' }),
  /** `what`: power or toughness; `value`: the printed `*` value. */
  'rules.state.pt-defined-by-text': def('{what, select, power {Power} other {Toughness}} "{value}" is defined by the card\'s text; unknown unless a characteristic-defining ability the engine counts defines it', { what: 'text', value: 'text' }),
  'rules.state.no-faces': def('Card "{card}" has no faces; treated as a nameless object with no characteristics', { card: 'text' }),
  'rules.state.no-type-line': def('"{card}" has no type line; treated as having no types', { card: 'text' }),
  'rules.state.no-pt': def('Creature "{card}" has no power/toughness; treated as 0/0', { card: 'text' }),
  'rules.state.object-gone': def('Object {id} no longer exists', { id: 'text' }),
  'rules.state.object-became': def('Object {id} no longer exists (it became {became, select, none {nothing} other {{became}}} after a zone change)', { id: 'text', became: 'text' }),
  'rules.state.wrong-zone': def('{card} is in the {zone, select, battlefield {battlefield} graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command} other {{zone}}}, not on the {want, select, battlefield {battlefield} graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command} other {{want}}}', { card: 'text', zone: 'text', want: 'text' }),

  // Triggered abilities (triggers/*.ts, CR 603).
  'rules.trigger.if-false': def('{source}\'s ability doesn\'t trigger: its "if" condition is false (it is checked as the event happens)', { source: 'text' }),
  'rules.trigger.no-mode': def("{source}'s modal triggered ability has no mode that can be chosen: it is removed from the stack", { source: 'text' }),
  'rules.trigger.only-mode': def("{source}'s triggered ability: mode {modes} chosen (the only mode that can be chosen)", { source: 'text', modes: 'text' }),
  'rules.trigger.first-modes': def("{source}'s triggered ability: {count, plural, one {mode} other {modes}} {modes} chosen (the first that can be; write `trigger of … choosing mode 2` right after the step that triggered it)", { source: 'text', count: 'number', modes: 'text' }),
  'rules.trigger.no-legal-target': def("{source}'s triggered ability has no legal target to choose: it is removed from the stack", { source: 'text' }),
  'rules.trigger.forced-targets': def("{source}'s triggered ability targets {targets}: the only legal choice", { source: 'text', targets: 'commas' }),
  // CR 702.35a, 702.88a, 702.62a: the triggered abilities of madness, rebound and suspend (rules/triggers/keyword-triggers.ts).
  'rules.trigger.monarch': def("The monarch's inherent ability: {which, select, endStep {at the beginning of the monarch's end step, that player draws a card} other {a creature dealt combat damage to the monarch: its controller becomes the monarch}}", { which: 'text' }),
  /** CR 309.4c: a dungeon's room ability, triggered as the venture marker moved into the room. */
  'rules.trigger.room': def('Room ability of {room} ({dungeon}): {effect}', { room: 'text', dungeon: 'text', effect: 'text' }),
  'rules.trigger.room-not-carried-out': def('The room ability of {room} ({dungeon}) is not carried out by the engine: what follows rests on it', { room: 'text', dungeon: 'text' }),
  'rules.trigger.keyword-ability': def("{card}'s {keyword, select, madness {madness ability: cast it for its madness cost, or put it into its owner's graveyard} rebound {rebound ability: cast it from exile without paying its mana cost} suspendCounter {suspend ability: remove a time counter from it} suspendCast {suspend ability: cast it without paying its mana cost} storm {storm ability: copy it for each other spell cast before it this turn} replicate {replicate ability: copy it for each time its replicate cost was paid} miracle {miracle ability: cast it for its miracle cost} casualty {casualty ability: copy it} cascade {cascade ability: exile cards from the top of your library until you exile a nonland card with a smaller mana value} other {{keyword} ability}}", { card: 'text', keyword: 'text' }),
  'rules.trigger.keyword-triggers': def("{card}'s {keyword, select, madness {madness ability triggers: the card was discarded into exile} rebound {rebound ability triggers at the beginning of the upkeep} suspendCounter {suspend ability triggers at the beginning of its owner's upkeep} suspendCast {suspend ability triggers: its last time counter was removed} storm {storm ability triggers as it is cast} replicate {replicate ability triggers as it is cast} miracle {miracle ability triggers: it was revealed as the first card drawn this turn} casualty {casualty ability triggers as it is cast} cascade {cascade ability triggers as it is cast} other {{keyword} ability triggers}}", { card: 'text', keyword: 'text' }),
  // CR 702.35a, 702.88a, 702.62a, 702.85a: a cast the rules forbid as the keyword's ability resolves is not made (a "may").
  'rules.trigger.keyword-cannot-cast': def("{card} can't be cast as its {keyword, select, madness {madness} rebound {rebound} suspendCast {suspend} cascade {cascade} other {{keyword}}} ability resolves ({reason}): {keyword, select, madness {it is put into its owner's graveyard} cascade {it is put on the bottom of the library} other {it stays in exile}}", { card: 'text', keyword: 'text', reason: 'message' }),
  'rules.trigger.keyword-gone': def("{card}'s {keyword, select, madness {madness} rebound {rebound} suspendCounter {suspend} suspendCast {suspend} storm {storm} replicate {replicate} miracle {miracle} casualty {casualty} cascade {cascade} other {{keyword}}} ability does nothing: the card is no longer {keyword, select, suspendCounter {suspended} storm {on the stack} replicate {on the stack} miracle {in its owner's hand} casualty {on the stack} cascade {on the stack} other {in exile}}", { card: 'text', keyword: 'text' }),
  'rules.trigger.storm-copies': def('{card} is copied for each other spell cast before it this turn: {count, plural, one {# copy} other {# copies}}, with its targets', { card: 'text', count: 'number' }),
  'rules.soulbond.paired': def('{card} and {other} become paired', { card: 'text', other: 'text' }),
  'rules.soulbond.not-paired': def('{card} is not paired: no other unpaired creature its controller controls is named or the only one', { card: 'text' }),
  'rules.soulbond.unpaired': def('{card} and {other} become unpaired', { card: 'text', other: 'text' }),
  'rules.trigger.casualty-copy': def('{card} is copied: its casualty cost was paid ({count, plural, one {# copy} other {# copies}}, with its targets)', { card: 'text', count: 'number' }),
  'rules.trigger.replicate-copies': def('{card} is copied for each time its replicate cost was paid: {count, plural, one {# copy} other {# copies}}, with its targets', { card: 'text', count: 'number' }),
  'rules.trigger.ward': def('Ward {cost} triggers{faceDown, select, yes { (the face-down permanent has ward from its face-down characteristics)} other {}}', { cost: 'text', faceDown: 'text' }),
  /** The ward trigger on the stack (what the transcript shows as it resolves). */
  'rules.trigger.ward-ability': def('Ward {cost}: counter {target} unless its controller pays', { cost: 'text', target: 'message' }),
  /** What ward counters when the engine no longer finds it on the stack. */
  'rules.trigger.ward-that': def('that spell or ability'),
  'rules.trigger.entering-suppressed': def("Creatures entering the battlefield don't cause abilities to trigger (rule modifier)"),
} as const;
