// The rules engine's notes as effects are carried out (server/src/rules/effects/effect-context.ts): optional
// instructions, amounts, the engine's own choices and targets that became illegal (CR 608.2b, 608.2d).
// `player`: you or opponent; ids, filters and amount kinds are parameters, as written.

import { def } from '../define';

export const RULES_EFFECT_MESSAGES = {
  'rules.effect.declines': def('{player} declines the optional instruction ("you may")', { player: 'text' }),
  'rules.effect.accepts': def('{player} accepts the optional instruction ("you may"; write `resolve declining` to decline)', { player: 'text' }),
  'rules.effect.x-never-chosen': def("The value of X for {source}'s ability was never chosen (write `trigger of … with X = N` right after the step that triggered it): that part does nothing, and what follows is inconclusive", { source: 'text' }),
  'rules.effect.amount-not-computed': def('An amount of kind "{kind}" isn\'t computed by the simulator: that part does nothing (inconclusive)', { kind: 'text' }),
  'rules.effect.engine-chooses-cards': def("The engine chooses the first {count} fitting card(s) in {player}'s {zone}", { count: 'text', player: 'text', zone: 'text' }),
  'rules.effect.engine-chooses': def('The engine chooses the first {count} of them', { count: 'text' }),
  'rules.effect.cannot-be-chosen': def("{id} can't be chosen: it isn't a {filter}", { id: 'text', filter: 'text' }),
  'rules.effect.target-not-legal': def("Target {id} is not a legal target ({who}); the effect doesn't affect it", { id: 'text', who: 'text' }),
  'rules.effect.target-no-longer-legal': def("Target {id} is no longer a legal target ({what}); the effect doesn't affect it", { id: 'text', what: 'text' }),
  'rules.effect.any-target-no-longer-legal': def("Target {id} is no longer a legal target (any target); the effect doesn't affect it", { id: 'text' }),
} as const;
