// The rules engine's reasons and notes about the game's flow (server/src/rules/game/ and engine/: activating
// abilities, the stack and ward, the turn's steps and cleanup, combat damage, setting up the game, the engine's own
// refusals). Card names, ids, costs and amounts are parameters, as written; `player` is `you` or `opponent`;
// `step` is a rules.step message.

import { def } from '../define';

export const RULES_GAME_MESSAGES = {
  // The engine (engine/*.ts).
  'rules.game.over': def('The game is over'),
  /** `error`: the fault's own text (a program error, shown as it is). */
  'rules.game.engine-fault': def('Rules engine fault: {error}', { error: 'text' }),
  'rules.game.controller-left': def('Its controller has left the game'),
  'rules.game.use-cast': def('Use cast to put a card on the stack'),
  'rules.game.returns-face-up': def('{card} returns to the battlefield face up as a new object', { card: 'text' }),
  'rules.game.only-permanents-destroyed': def('Only permanents can be destroyed'),
  'rules.game.indestructible': def("{card, select, none {The face-down permanent} other {{card}}} is indestructible: it isn't destroyed", { card: 'text', noun: 'text' }),
  'rules.game.only-permanents-sacrificed': def('Only permanents can be sacrificed'),

  // Activating abilities (game/activation.ts, CR 602).
  'rules.game.activate-controller': def("Only its controller may activate {card}'s abilities", { card: 'text' }),
  'rules.game.no-ability-in-zone': def('{card} is in the {zone, select, battlefield {battlefield} graveyard {graveyard} exile {exile} hand {hand} library {library} stack {stack} command {command} other {{zone}}}: none of its activated abilities works there', { card: 'text', zone: 'text' }),
  'rules.game.face-down-no-abilities': def('A face-down permanent has no abilities to activate'),
  'rules.game.no-activated-ability': def('{card} has no activated ability #{index}', { card: 'text', index: 'text' }),
  'rules.game.not-modal': def('It is not modal: there is no mode to choose'),
  'rules.game.no-x-in-cost': def('This ability has no X in its cost to choose'),
  'rules.game.no-modeled-effects': def('{card} has no modeled effects to apply', { card: 'text' }),

  // Cleanup (game/cleanup.ts, CR 514).
  'rules.game.discards-to-hand-size-choice': def("{player} discards down to {max} cards; the cards not chosen with `end turn discarding …` are the engine's choice (the newest)", { player: 'text', max: 'number' }),
  'rules.game.discards-to-hand-size': def('{player} discards {count} {count, plural, one {card} other {cards}} to the maximum hand size of {max}', { player: 'text', count: 'number', max: 'number' }),
  'rules.game.cleanup-again': def('State-based actions or triggered abilities in the cleanup step: players get priority, then another cleanup step begins'),

  // Combat damage (game/combat-damage.ts, CR 510) and attacking (game/combat.ts, 506.3, 508.1b).
  'rules.game.assignment-illegal-now': def('The combat damage assignment stated for {id} is illegal now: {reason}', { id: 'text', reason: 'message' }),
  /** `shares`: rules.game.share messages. */
  'rules.game.damage-divided-engine': def('{id}\'s damage is divided as its controller chooses (the engine\'s choice: {shares}; state another with "assign damage from")', { id: 'text', shares: 'commas' }),
  'rules.game.share': def('{amount} to {to}', { amount: 'text', to: 'text' }),
  'rules.game.combat-damage-prevented': def('All combat damage is prevented this turn'),
  'rules.game.not-creature-on-battlefield': def('{id} is not a creature on the battlefield', { id: 'text' }),
  'rules.game.assigner-not-controller': def("{player} doesn't control {id}: its controller assigns its combat damage", { player: 'text', id: 'text' }),
  'rules.game.assign-when': def('Combat damage is divided after blockers are declared, before a combat damage step'),
  'rules.game.assignment-illegal': def('Illegal combat damage assignment: {reason}', { reason: 'message' }),
  'rules.game.will-assign': def('{id} will assign {shares}', { id: 'text', shares: 'commas' }),
  'rules.game.share-whole-numbers': def('each amount must be a whole number'),
  'rules.game.share-total': def('it assigns {power} damage (its power), not {total}', { power: 'text', total: 'text' }),
  /** `role`: attacking (blocked by it), attackingTrample (or what it attacks), blocking. */
  'rules.game.share-wrong-recipient': def('{to} is not {role, select, attacking {blocking it} attackingTrample {blocking it or what it attacks} other {a creature it blocks}}', { to: 'text', role: 'text' }),
  'rules.game.share-trample-lethal': def('trample assigns damage to {beyond} only after every blocking creature is assigned lethal damage ({short} is not)', { beyond: 'text', short: 'text' }),
  'rules.game.assign-after-blockers': def('combat damage is assigned only after blockers are declared'),
  'rules.game.assigns-no-damage': def('it assigns no combat damage'),
  'rules.game.cannot-attack-that': def("It can't attack that: {reason}", { reason: 'message' }),
  'rules.game.attack-self': def("a player can't attack themselves"),
  'rules.game.attack-not-on-battlefield': def('{target} is not on the battlefield', { target: 'text' }),
  'rules.game.attack-not-attackable': def('{target} is not a planeswalker the defending player controls or a battle they protect', { target: 'text' }),

  // Setting up the game (game/setup.ts).
  'rules.game.instant-face-up-on-battlefield': def("{card} is an instant or sorcery card: it can't be on the battlefield face up", { card: 'text' }),
  /** `keyword`: Morph, Megamorph or Disguise. */
  'rules.game.set-up-without-keyword': def('{card} has no {keyword} ability; it is set up as if it had been cast face down with it', { card: 'text', keyword: 'text' }),
  'rules.game.double-faced-face-down': def("A double-faced card put onto the battlefield face down can't transform while face down"),

  // The stack and ward (game/stack.ts, CR 608, 702.21a).
  'rules.game.stack-empty': def('The stack is empty'),
  'rules.game.spell-targets-illegal': def("All of {card, select, none {the spell} other {{card}}}'s targets are illegal: it doesn't resolve", { card: 'text' }),
  // CR 730.1, 702.145: day and night (rules/actions/day-night.ts).
  'rules.game.day-night': def('It becomes {is, select, day {day} other {night}}', { is: 'text' }),
  'rules.game.bound-transforms': def('{card} transforms as it becomes {is, select, day {day} other {night}}', { card: 'text', is: 'text' }),
  'rules.game.bound-cannot-transform': def("{card} can't transform except by its {bound, select, daybound {daybound} other {nightbound}} ability", { card: 'text', bound: 'text' }),
  'rules.game.rebound-exiled': def("{card} has rebound and was cast from the hand: it is exiled instead of put into the graveyard, and may be cast again at the beginning of its controller's next upkeep", { card: 'text' }),
  'rules.game.bestow-target-illegal': def("{card}'s target is illegal as it begins resolving: it ceases to be bestowed and resolves as a creature spell", { card: 'text' }),
  'rules.game.mutate-target-illegal': def("{card}'s target is illegal as it begins resolving: it ceases to be a mutating creature spell and resolves as a creature spell", { card: 'text' }),
  'rules.game.mutated': def('{card} merges with the creature it targets, put {over, select, over {over it} other {under it}}: they are one mutated permanent', { card: 'text', over: 'text' }),
  'rules.game.buyback-to-hand': def("{card}'s buyback cost was paid: it goes to its owner's hand instead of the graveyard", { card: 'text' }),
  'rules.game.ward-paid': def('The ward cost {cost} is paid', { cost: 'text' }),
  'rules.game.ward-unpaid-uncounterable': def("The ward cost {cost} isn't paid, but {card} can't be countered", { cost: 'text', card: 'text', noun: 'text' }),
  'rules.game.ward-unpaid': def("The ward cost {cost} isn't paid: the spell is countered", { cost: 'text' }),
  'rules.game.trigger-target-not-chosen': def("{source}'s ability targets, but no target was chosen for it (write `trigger of … targeting …` right after the step that triggered it): it does nothing to a target, and what follows is inconclusive", { source: 'text' }),
  'rules.game.trigger-targets-at-resolution': def("{source}'s targets are named as it resolves (`resolve targeting`); by the rules they are chosen as it is put on the stack (`trigger of … targeting …`)", { source: 'text' }),
  'rules.game.ability-targets-illegal': def("All targets of {source}'s ability are illegal: it doesn't resolve", { source: 'text' }),
  'rules.game.copy-of-face-down-spell': def('A copy of a face-down spell is a face-up nameless 2/2 creature spell'),

  // The turn (game/turn.ts, CR 500).
  'rules.game.stays-tapped': def("{id} doesn't untap during this untap step", { id: 'text' }),
  /** CR 701.43a, 508.1g: "You may exert ~ as it attacks", chosen as it attacks. */
  'rules.game.exerted': def("{id} is exerted as it attacks: it won't untap during its controller's next untap step", { id: 'text' }),
  'rules.game.skips-step': def('{player} skips this {step} step', { player: 'text', step: 'message' }),
  'rules.game.stack-not-empty': def('The stack is not empty: a step ends only when all players pass with an empty stack (resolve it or pass priority first)'),
  'rules.game.required-attackers': def('No attackers were declared; {count, plural, one {the creature that attacks each combat if able attacks} other {the # creatures that attack each combat if able attack}}', { count: 'number' }),
  'rules.game.required-blockers': def('No blockers were declared; {count, plural, one {the creature that blocks each combat if able blocks} other {the # creatures that block each combat if able block}}', { count: 'number' }),
  'rules.game.no-blockers-triggers': def('No blockers were declared; abilities that trigger on that are on the stack: resolve them, then move on'),
  'rules.game.stopped-at-step': def('Stopped at the {step} step: abilities are on the stack and players get priority; resolve them, then move on', { step: 'message' }),
  'rules.game.abilities-on-stack-in-step': def('Abilities went on the stack in the {step} step; resolve them first', { step: 'message' }),
} as const;
