// The rules engine's reasons a cost other than mana can't be paid (CR 118.3; server/src/rules/actions/nonmana-costs.ts).
// Cost text, counters and symbols are parameters or symbols, as written.

import { def } from '../define';

export const RULES_COST_MESSAGES = {
  'rules.cost.not-understood': def('The simulator doesn\'t understand the cost "{cost}", so it can\'t pay it (the outcome is inconclusive)', { cost: 'text' }),
  'rules.cost.already-tapped-t': def("It is already tapped, so the {T} cost can't be paid", { noun: 'text' }),
  'rules.cost.summoning-sick-t': def("A creature's {T} ability can't be activated until it has been under its controller's control since their most recent turn began"),
  'rules.cost.untapped-q': def("It is untapped, so the {Q} cost can't be paid", { noun: 'text' }),
  'rules.cost.summoning-sick-q': def("A creature's {Q} ability can't be activated until it has been under its controller's control since their most recent turn began"),
  'rules.cost.not-enough-energy': def("{player} has {energy} energy and can't pay {count} energy", { player: 'text', energy: 'number', count: 'number' }),
  'rules.cost.not-enough-life': def("{player} has {life} life and can't pay {amount} life", { player: 'text', life: 'text', amount: 'text' }),
  'rules.cost.not-enough-counters': def("It doesn't have {count} {counter} {count, plural, one {counter} other {counters}} to remove", { count: 'number', counter: 'text' }),
  'rules.cost.source-gone': def('Its source is not on the battlefield'),
  'rules.cost.already-tapped': def('It is already tapped', { noun: 'text' }),
  'rules.cost.too-little-power': def('The cost "{cost}" can\'t be paid: the untapped creatures {player} can tap have total power {power}, less than {needed}', { cost: 'text', player: 'text', power: 'number', needed: 'number' }),
  'rules.cost.too-few-to-mill': def("{player, select, you {Your} opponent {The opponent's} other {{player}'s}} library has fewer than {count, plural, one {# card} other {# cards}} to mill", { player: 'text', count: 'number' }),
  'rules.cost.no-counter-holder': def('No {kind} has {count} {counter} {count, plural, one {counter} other {counters}} to remove', { kind: 'text', count: 'number', counter: 'text' }),
  'rules.cost.too-few-counters-among': def('Among {kind} there {have, plural, one {is only # {counter} counter} other {are only # {counter} counters}}, fewer than {count} to remove', { kind: 'text', have: 'number', counter: 'text', count: 'number' }),
  'rules.cost.too-few': def('The cost "{cost}" can\'t be paid: {player} has only {count}', { cost: 'text', player: 'text', count: 'text' }),
} as const;
