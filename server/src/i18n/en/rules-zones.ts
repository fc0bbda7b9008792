// The rules engine's reasons about zone changes and entering the battlefield (server/src/rules/actions/zones.ts).
// Card names, zones and filter text are parameters, as written.

import { def } from '../define';

const ZONE = '{zone, select, battlefield {battlefield} graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command} other {{zone}}}';

export const RULES_ZONE_MESSAGES = {
  'rules.zone.leaving-exiled-instead': def('{card} would leave the battlefield: it is exiled instead', { card: 'text' }),
  'rules.zone.madness-exiled': def('{card} has madness: it is discarded into exile instead of the graveyard', { card: 'text' }),
  'rules.zone.own-exile-instead': def('{card} would be put into a graveyard: its own ability exiles it instead', { card: 'text' }),
  /** CR 614.1a: "If ~ would be put into a graveyard from anywhere, shuffle it into its owner's library instead" (`how`: shuffle, top, bottom). */
  'rules.zone.own-library-instead': def("{card} would be put into a graveyard: its own ability {how, select, shuffle {shuffles it into its owner's library} bottom {puts it on the bottom of its owner's library} other {puts it on top of its owner's library}} instead", { card: 'text', how: 'text' }),
  /** CR 614.1a: another permanent's static ability exiles it instead ("If a creature an opponent controls would die, exile it instead"). */
  'rules.zone.other-exile-instead': def('{card} would be put into a graveyard: an ability of {source} exiles it instead', { card: 'text', source: 'text' }),
  /** CR 614.1a, 514.2: a resolved "If that creature would die this turn, exile it instead". */
  'rules.zone.turn-exile-instead': def('{card} would be put into a graveyard: the effect of {source} exiles it instead (this turn)', { card: 'text', source: 'text' }),
  'rules.zone.keyword-exiled': def('{card} was cast with {keyword}: it is exiled instead', { card: 'text', keyword: 'text' }),
  'rules.zone.flashback-exiled': def('{card} was cast for its flashback cost: it is exiled instead', { card: 'text' }),
  'rules.zone.object-gone': def('Object {id} no longer exists', { id: 'text' }),
  'rules.zone.instant-cannot-enter': def(`{card} is an instant or sorcery card: it can't enter the battlefield and stays in the ${ZONE}`, { card: 'text', zone: 'text' }),
  'rules.zone.creatures-cannot-enter': def(`{source}: creatures can't enter the battlefield, so {card} stays in the ${ZONE}`, { source: 'text', card: 'text', zone: 'text' }),
  'rules.zone.face-down-cannot-enter': def(`{source}: creatures can't enter the battlefield, so the face-down object stays in the ${ZONE}`, { source: 'text', zone: 'text' }),
  'rules.zone.exiled-instead': def("{source}: a nontoken creature that wasn't cast would enter, so it is exiled instead", { source: 'text' }),
  'rules.zone.commander': def('{card} is a commander: its owner moves it to the command zone', { card: 'text' }),
  'rules.zone.enters-as-itself': def('{card} enters as itself', { card: 'text', noun: 'text' }),
  'rules.zone.no-copy-ability': def('{card} has no "enters as a copy" ability; the copy choice is ignored', { card: 'text' }),
  'rules.zone.no-copy-chosen-enters-itself': def('{card}: no object chosen to copy, so it enters as itself', { card: 'text', noun: 'text' }),
  'rules.zone.face-down-no-copy': def('It enters face down, so its "as this enters" copy choice doesn\'t apply'),
  'rules.zone.copy-not-on-battlefield': def("{id} is not on the battlefield, so it can't be chosen to copy", { id: 'text' }),
  'rules.zone.copy-not-matching': def("{name} can't be chosen to copy: it isn't a {filter}", { name: 'text', filter: 'text' }),
  'rules.zone.copy-not-matching-face-down': def("That face-down permanent can't be chosen to copy: it isn't a {filter}", { filter: 'text' }),
  'rules.zone.x-counted': def('X is {count} ({what})', { count: 'text', what: 'text' }),
  'rules.zone.x-turning-up': def('X is {count}', { count: 'text' }),
  'rules.zone.x-paid': def("X is {count} (the X paid for the spell that became it; 0 if it wasn't cast with X)", { count: 'text' }),
  'rules.zone.stays-itself': def('{card} stays itself', { card: 'text', noun: 'text' }),
  'rules.zone.no-copy-chosen': def('{card}: no object chosen to copy', { card: 'text' }),
  'rules.zone.no-copy-chosen-turning-up': def('{card}: no object chosen to copy as it is turned face up (write `copying @x`); what follows is inconclusive', { card: 'text', noun: 'text' }),
  'rules.zone.nothing-to-copy-turning-up': def('{card}: there is nothing it could copy as it is turned face up: it stays itself', { card: 'text', noun: 'text' }),
  /** CR 702.82a: devour, the creatures sacrificed as it enters (rules/actions/devour.ts). */
  /** CR 702.104a: tribute, the opponent's choice as it enters (rules/actions/tribute.ts). */
  'rules.zone.tribute': def('{player, select, you {You} opponent {The opponent} other {{player}}} {paid, select, yes {pay{player, select, you {} opponent {s} other {s}} tribute: {card} enters with {count, plural, one {# additional +1/+1 counter} other {# additional +1/+1 counters}}} other {do{player, select, you {} opponent {es} other {es}}n\'t pay tribute for {card}}}', { player: 'text', card: 'text', paid: 'text', count: 'number' }),
  'rules.zone.devoured': def('{card} devours {count, plural, =0 {no creature} one {# creature} other {# creatures}} as it enters', { card: 'text', count: 'number' }),
  // CR 614.11, 121.6: a static draw replacement applied (rules/effects/draw-replacements.ts).
  'rules.zone.draw-replaced': def('{player, select, you {You} opponent {The opponent} other {{player}}} draw{player, select, you {} other {s}} no card: the replacement of {card} applies instead', { player: 'text', card: 'text' }),
  'rules.zone.dredged': def('{player, select, you {You} opponent {The opponent} other {{player}}} dredge{player, select, you {} other {s}} {card} instead of drawing: {count, plural, one {# card} other {# cards}} milled, {card} returned to the hand', { player: 'text', card: 'text', count: 'number' }),
  'rules.zone.amplified': def('{card} is amplified by {count, plural, =0 {no card} one {# card} other {# cards}} revealed from the hand as it enters', { card: 'text', count: 'number' }),
} as const;
