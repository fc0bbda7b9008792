// What the engine's game events say (server/src/rules/: resolved, countered, effects beginning and ending,
// state-based actions, a player losing), as typed messages the transcript words (en/transcript.ts). Card names,
// effect kinds (`become-type`) and CR numbers are parameters, as written.

import { def } from '../define';

export const EVENT_MESSAGES = {
  /** A step or phase of the turn by its name alone (the engine's step, camel case: `beginningOfCombat`). */
  'rules.step': def('{step, select, untap {untap} upkeep {upkeep} draw {draw} main1 {main1} beginningOfCombat {beginning of combat} declareAttackers {declare attackers} declareBlockers {declare blockers} firstStrikeDamage {first strike damage} combatDamage {combat damage} endOfCombat {end of combat} main2 {main2} end {end} cleanup {cleanup} other {{step}}}', { step: 'text' }),
  /** An ability on the stack, by its description (its source and its text, as written). */
  'rules.event.ability': def('{text}', { text: 'text' }),
  /** A delayed triggered ability on the stack (CR 603.7); `step`: rules.step. */
  'rules.event.delayed-trigger': def('{source}: delayed trigger at the beginning of {yours, select, yes {your} other {the}} next {step} step', { source: 'text', yours: 'text', step: 'message' }),
  'rules.event.resolves': def('{card} resolves', { card: 'text' }),
  'rules.event.face-down-spell-resolves': def('face-down spell resolves'),
  'rules.event.resolves-face-down': def('{card} resolves into a face-down permanent (702.37c)', { card: 'text' }),
  'rules.event.face-down-spell-resolves-face-down': def('face-down spell resolves into a face-down permanent (702.37c)'),
  'rules.event.copy-resolves-as-token': def('copy of a spell resolves as a token'),
  'rules.event.countered-no-legal-targets': def('countered on resolution (no legal targets)'),
  'rules.event.countered-by-ward': def('countered by ward'),
  'rules.event.ability-countered': def('ability countered'),
  'rules.event.countered': def('{card} countered', { card: 'text' }),
  'rules.event.trigger-removed-no-mode': def("{source}'s triggered ability is removed (no mode can be chosen)", { source: 'text' }),
  'rules.event.trigger-removed-no-target': def("{source}'s triggered ability is removed (no legal target)", { source: 'text' }),
  /** A kind of continuous effect (the engine's effect kind: `become-type`, `set-base-pt`…). English shows the kind; `key`: the kind in camel case, what the other languages select on. */
  'rules.event.effect-kind': def('{kind}', { kind: 'text', key: 'text' }),
  /** A continuous effect by its source and kind (rules.event.effect-kind). */
  'rules.event.effect': def('{source}: {kind}', { source: 'text', kind: 'message' }),
  'rules.event.effect-until-end-of-turn': def('{source}: {kind} until end of turn', { source: 'text', kind: 'message' }),
  /** `values`: whose copiable values (rules.event.copy-values); `how`: when or by what (rules.event.copy-how). */
  'rules.event.becomes-copy': def('{card} becomes a copy of {values} ({how})', { card: 'text', values: 'message', how: 'message' }),
  /** Copiable values by the engine's label (English); `key`: faceDown (the face-down values, CR 708.2) or named; `name`: the copied name. */
  'rules.event.copy-values': def('{label}', { label: 'text', key: 'text', name: 'text' }),
  /** When a copy effect began (English: the engine's words); `key`: enters, turnedUp or effect (of `source`). */
  'rules.event.copy-how': def('{how}', { how: 'text', key: 'text', source: 'text' }),
  'rules.event.copy-ends-face-down': def('copy effect on {card} ends as it is turned face down', { card: 'text', noun: 'text' }),
  'rules.event.effect-ends-end-of-turn': def('{source}: {kind} ends (until end of turn)', { source: 'text', kind: 'message' }),
  'rules.event.copy-effect-ends-end-of-turn': def('{source}: copy effect ends (until end of turn)', { source: 'text' }),
  'rules.event.effect-ends-lasting': def('{source}: {kind} ends (its "for as long as" duration is over)', { source: 'text', kind: 'message' }),
  'rules.event.effect-ends-next-turn': def('{source}: {kind} ends (until your next turn)', { source: 'text', kind: 'message' }),
  'rules.event.effect-ends-next-upkeep': def('{source}: {kind} ends (until your next upkeep)', { source: 'text', kind: 'message' }),

  // State-based actions (CR 704.5), what happens to the object.
  'rules.sba.counters-cancel': def('{count} +1/+1 and {count} -1/-1 {count, plural, one {counter} other {counters}} removed', { count: 'number' }),
  'rules.sba.unattached': def('becomes unattached'),
  'rules.sba.legend-rule': def("legend rule: put into its owner's graveyard", { noun: 'text' }),
  'rules.sba.toughness-zero': def("toughness 0 or less: put into its owner's graveyard", { noun: 'text' }),
  'rules.sba.lethal-damage': def('lethal damage: destroyed', { noun: 'text' }),
  'rules.sba.deathtouch': def('damage from a source with deathtouch: destroyed', { noun: 'text' }),
  'rules.sba.loyalty-zero': def("loyalty 0: put into its owner's graveyard", { noun: 'text' }),
  'rules.sba.defense-zero': def("defense 0: put into its owner's graveyard", { noun: 'text' }),
  'rules.sba.defense-zero-siege': def("defense 0: put into its owner's graveyard (the Siege's exile-and-cast trigger is not simulated)", { noun: 'text' }),
  'rules.sba.aura-attached-to-nothing': def("Aura attached to nothing: put into its owner's graveyard"),
  'rules.sba.aura-creature': def("an Aura that is also a creature can't enchant anything: put into its owner's graveyard"),
  'rules.sba.aura-itself': def("an Aura can't enchant itself: put into its owner's graveyard"),
  'rules.sba.aura-illegal': def("Aura attached to nothing or to an illegal object: put into its owner's graveyard"),
  'rules.sba.saga-sacrificed': def('lore counters at its final chapter: sacrificed by its controller'),
  // Why a player loses (CR 704.5a–c).
  'rules.lost.life': def('has {life} life', { life: 'text' }),
  'rules.lost.empty-library': def('attempted to draw from an empty library'),
  'rules.lost.poison': def('has ten or more poison counters'),
  // An effect says a player loses or wins the game (CR 104.3e, 104.2b).
  'rules.lost.effect': def("is named by {source}'s effect", { source: 'text' }),
  'rules.lost.opponent-wins': def('is the opponent of the player {source} says wins', { source: 'text' }),
} as const;
