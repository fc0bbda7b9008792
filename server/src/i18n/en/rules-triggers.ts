// The rules engine's reasons about triggered abilities as they are put on the stack (CR 603.3b–d;
// server/src/rules/triggers/trigger-choices.ts): their order, modes, X and targets. `player`: you or opponent.

import { def } from '../define';

export const RULES_TRIGGER_MESSAGES = {
  'rules.trigger.closed': def('{what, select, order {Triggered abilities are ordered} other {The choices for triggered abilities are made}} as triggered abilities are put on the stack: write this step right after the step that triggered them, before anything else is put on the stack', { what: 'text' }),
  'rules.trigger.none-of-controller': def('No triggered ability of {source} controlled by {player} was just put on the stack', { source: 'text', player: 'text' }),
  'rules.trigger.order': def('{player} puts their triggered abilities on the stack in this order: {sources} (the last resolves first)', { player: 'text', sources: 'commas' }),
  'rules.trigger.none-that': def('No triggered ability of {source} that {what, select, modal {is modal} x {has an X to choose} other {targets}} was just put on the stack', { source: 'text', what: 'text' }),
  'rules.trigger.x-defined': def("X is already defined for {source}'s ability: it is the X of the spell that became it ({x})", { source: 'text', x: 'text' }),
  'rules.trigger.chooses-x': def("{player} chooses X = {x} for {source}'s triggered ability as it is put on the stack", { player: 'text', x: 'text', source: 'text' }),
  'rules.trigger.chooses-targets': def("{player} chooses the targets of {source}'s triggered ability as it is put on the stack: {targets}", { player: 'text', source: 'text', targets: 'text' }),
  'rules.trigger.division-without-targets': def('A division is announced with the targets it divides among: `targeting @a, @b dividing 2, 1`'),
  'rules.trigger.mode-no-target': def("Mode {mode} can't be chosen: it needs a target and there is no legal one", { mode: 'text' }),
  'rules.trigger.chooses-modes': def("{player} chooses {count, plural, one {mode} other {modes}} {modes} for {source}'s triggered ability as it is put on the stack", { player: 'text', count: 'number', modes: 'text', source: 'text' }),
  'rules.trigger.only-legal-targets': def("{source}'s triggered ability targets {targets}: the only legal choice", { source: 'text', targets: 'text' }),
} as const;
