// A scenario's transcript (server/src/rules/scenario/transcript.ts): each game event in words, and the result line.
// Card names, costs, mana, counters, `@refs` and CR numbers are parameters, as written; `player` is `you` or
// `opponent`; zones, steps and causes are the engine's words, chosen by `select`. `noun`: the object's first card type
// (i18n `nounOf`: Creature, Land, Artifact…, or `none`), what the languages whose participles agree select on.

import { def } from '../define';

const ZONE = (p: string) => `{${p}, select, battlefield {battlefield} graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command} other {{${p}}}}`;
const STEP = '{step, select, untap {untap} upkeep {upkeep} draw {draw} main1 {main1} beginningOfCombat {beginning of combat} declareAttackers {declare attackers} declareBlockers {declare blockers} firstStrikeDamage {first strike damage} combatDamage {combat damage} endOfCombat {end of combat} main2 {main2} end {end} cleanup {cleanup} other {{step}}}'; // the engine's step, camel case

export const TRANSCRIPT_MESSAGES = {
  /** How a permanent became face down or is turned face up (the engine's word: morph, megamorph, disguise, manifest, manifest-dread, cloak, turned-face-down, put-face-down, cast-face-down-effect, effect, mana-cost, face down). English shows the engine's word; `key`: the same word in camel case, what the other languages select on. */
  'transcript.method': def('{method}', { method: 'text', key: 'text' }),
  /** What a triggered ability triggered on (the engine's label: self-enters, dies, beginning of upkeep…). English shows the label; `key`: the label in camel case, what the other languages select on. */
  'transcript.trigger': def('{trigger}', { trigger: 'text', key: 'text', clause: 'message', noun: 'text' }),
  /** A trigger's label the other languages have no words for: the ability's trigger condition as its card writes it (card text, quoted). */
  'transcript.trigger.clause': def('{text}', { text: 'quoted' }),
  /** A trigger the engine made whose card text has no trigger condition to quote. */
  'transcript.trigger.unnamed': def('an event of its ability'),
  /** A delayed trigger at the beginning of a step (CR 603.7): English shows the engine's label; `step`: rules.step. */
  'transcript.trigger.delayed': def('{trigger}', { trigger: 'text', step: 'message' }),
  /** A kind of counter (+1/+1, loyalty, defense…). */
  'transcript.counter': def('{counter}', { counter: 'text' }),
  /** A keyword counter's kind (CR 122.1b: "a flying counter") by the glossary's term. */
  'transcript.counter-keyword': def('{keyword}', { keyword: 'term' }),
  'transcript.cast': def('{player, select, you {you cast} other {{player} casts}} {card} for {cost}', { player: 'text', card: 'text', cost: 'text' }),
  'transcript.cast-face-down': def('{player, select, you {you cast} other {{player} casts}} {card} face down for {cost}', { player: 'text', card: 'text', cost: 'text' }),
  'transcript.cast-face-down-by': def('{player, select, you {you cast} other {{player} casts}} {card} face down ({method}) for {cost}', { player: 'text', card: 'text', method: 'message', cost: 'text' }),
  'transcript.activated': def('{card}: ability {index} activated', { card: 'text', index: 'text' }),
  'transcript.resolved': def('resolved: {what}', { what: 'message' }),
  'transcript.countered': def('countered: {what}', { what: 'message' }),
  'transcript.entered': def("{card} entered the battlefield under {controller, select, you {your} other {the opponent's}} control", { card: 'text', controller: 'text', noun: 'text' }),
  'transcript.entered-face-down': def("{card} entered the battlefield face down ({origin}) under {controller, select, you {your} other {the opponent's}} control", { card: 'text', origin: 'message', controller: 'text', noun: 'text' }),
  'transcript.turned-up-by-effect': def('{card} turned face up by an effect', { card: 'text', noun: 'text' }),
  'transcript.turned-up-special': def('{card} turned face up by the special action', { card: 'text', noun: 'text' }),
  'transcript.turned-up-special-by': def('{card} turned face up by the special action ({method})', { card: 'text', method: 'message', noun: 'text' }),
  'transcript.turned-up-special-for': def('{card} turned face up by the special action ({method} {cost})', { card: 'text', method: 'message', cost: 'text', noun: 'text' }),
  'transcript.turned-face-down': def('{card} turned face down', { card: 'text', noun: 'text' }),
  'transcript.revealed': def('{card} revealed (CR {cr})', { card: 'text', cr: 'text', noun: 'text' }),
  'transcript.stays-face-down': def('{card} stays face down (CR {cr})', { card: 'text', cr: 'text', noun: 'text' }),
  'transcript.triggered': def('{card} triggered: {trigger}', { card: 'text', trigger: 'message', noun: 'text' }),
  'transcript.zone-changed': def(`{card}: ${ZONE('from')} → ${ZONE('to')}`, { card: 'text', from: 'text', to: 'text' }),
  'transcript.counters-put': def('{count} {counter} {count, plural, one {counter} other {counters}} put on {target}', { count: 'number', counter: 'message', target: 'text' }),
  'transcript.counters-removed': def('{count} {counter} {count, plural, one {counter} other {counters}} removed from {target}', { count: 'number', counter: 'message', target: 'text' }),
  'transcript.life': def('{player, select, you {you {gain, select, yes {gain} other {lose}}} other {{player} {gain, select, yes {gains} other {loses}}}} {amount} life ({cause, select, paid {paid} damage {damage} lifelink {lifelink} gained {gained} lost {lost} other {{cause}}})', { player: 'text', gain: 'text', amount: 'text', cause: 'text' }),
  'transcript.cost-paid': def('cost paid: {cost}', { cost: 'text' }),
  'transcript.manifested': def('{how, select, cloak {cloaked} dread {manifested (dread)} other {manifested}}: {card}', { how: 'text', card: 'text', noun: 'text' }),
  'transcript.tapped': def('{target} {tapped, select, yes {tapped} other {untapped}}', { target: 'text', tapped: 'text', noun: 'text' }),
  'transcript.attached': def('{target} attached to {to}', { target: 'text', to: 'text', noun: 'text' }),
  'transcript.unattached': def('{target} unattached from {from}', { target: 'text', from: 'text', noun: 'text' }),
  'transcript.damage': def('{amount} damage to {target}', { amount: 'number', target: 'text' }),
  'transcript.damage-from': def('{amount} damage to {target} from {source}', { amount: 'number', target: 'text', source: 'text' }),
  'transcript.damage-player': def('{amount} damage to {player, select, you {you} opponent {opponent} other {{player}}}', { amount: 'number', player: 'text' }),
  'transcript.damage-player-from': def('{amount} damage to {player, select, you {you} opponent {opponent} other {{player}}} from {source}', { amount: 'number', player: 'text', source: 'text' }),
  'transcript.effect-begins': def('effect begins: {what}', { what: 'message' }),
  'transcript.effect-begins-on': def('effect begins: {what} on {objects}', { what: 'message', objects: 'text' }),
  'transcript.effect-ends': def('effect ends: {what}', { what: 'message' }),
  'transcript.control-changed': def('{target} now controlled by {player, select, you {you} opponent {opponent} other {{player}}}', { target: 'text', player: 'text', noun: 'text' }),
  'transcript.transformed': def('{target} transformed', { target: 'text', noun: 'text' }),
  'transcript.drew': def('{player, select, you {you drew} other {{player} drew}} a card', { player: 'text' }),
  'transcript.state-based-action': def('state-based action: {target} {action} (CR {cr})', { target: 'text', action: 'message', cr: 'text', noun: 'text' }),
  'transcript.ceased-to-exist': def('{card} ceased to exist', { card: 'text' }),
  'transcript.phased': def('{target} phased {out, select, yes {out} other {in}}', { target: 'text', out: 'text', noun: 'text' }),
  'transcript.player-left': def('{player} left the game', { player: 'message' }),
  'transcript.day-night': def('it becomes {is, select, day {day} other {night}} (CR 730.1)', { is: 'text' }),
  'transcript.city-blessing': def("{player, select, you {you get} other {{player} gets}} the city's blessing for the rest of the game (CR 702.131)", { player: 'text' }),
  'transcript.ventured': def('{player, select, you {you move} other {{player} moves}} the venture marker into {room} of {dungeon} (CR 309.4, 701.49)', { player: 'text', room: 'text', dungeon: 'text' }),
  'transcript.completed-dungeon': def('{player, select, you {you complete} other {{player} completes}} {dungeon} (CR 309.7)', { player: 'text', dungeon: 'text' }),
  'transcript.lost': def('{player} {reason} and loses the game (CR {cr})', { player: 'message', reason: 'message', cr: 'text' }),
  'transcript.reached-step': def(`turn {turn} ({active}): ${STEP} step`, { turn: 'text', active: 'message', step: 'text' }),
  'transcript.attacks': def('{target} attacks {defender}', { target: 'text', defender: 'message' }),
  'transcript.blocks': def('{target} blocks {attacker}', { target: 'text', attacker: 'text' }),
  'transcript.removed-from-combat': def('{target} removed from combat', { target: 'text', noun: 'text' }),
  'transcript.mana-added': def('{player, select, you {you add} other {{player} adds}} {mana}', { player: 'text', mana: 'text' }),
  'transcript.mana-added-by': def('{player, select, you {you add} other {{player} adds}} {mana} ({source})', { player: 'text', mana: 'text', source: 'text' }),
  'transcript.mana-spent': def('{player, select, you {you pay} other {{player} pays}} {cost} with {mana}', { player: 'text', cost: 'text', mana: 'message' }),
  'transcript.mana-spent-life': def('{player, select, you {you pay} other {{player} pays}} {cost} with {mana} and {life} life', { player: 'text', cost: 'text', mana: 'message', life: 'text' }),
  'transcript.game-ended': def('the game ended; every face-down object is revealed (CR 708.9)'),
  /** A scenario's verdict (capitals: it did not pass). */
  'transcript.verdict.passed': def('passed'),
  'transcript.verdict.inconclusive': def('INCONCLUSIVE'),
  'transcript.verdict.failed': def('FAILED'),
  /** The last line of a scenario's transcript. */
  'transcript.result': def('result: {verdict} — {held}/{total} expectations hold{inconclusive, plural, =0 {} other {, # inconclusive}}, {illegal, plural, one {# illegal step} other {# illegal steps}}{unreadable, plural, =0 {} one {, # unreadable step} other {, # unreadable steps}}', { verdict: 'message', held: 'text', total: 'text', inconclusive: 'number', illegal: 'number', unreadable: 'number' }),
} as const;
