// The question each answer of a scenario gives, for the dependency of answers (dependency.ts): which facts, about
// which objects, or which kind of step's legality.

import type { Step } from '../../../../grammar/src/ast';
import type { Fact, Question, StepKind } from './dependency';
import { lookupTable } from '../../model/lookup-table';

type Expectation = Extract<Step, { kind: 'expect' | 'expect-player' | 'expect-stack' }>;

/** An object's characteristics (CR 109.3, 613), its abilities (113), what was paid (601.2f), what triggered (603.2). */
const OBJECT_FACTS: Record<string, readonly Fact[]> = lookupTable({
  pt: ['characteristics'], named: ['characteristics'], 'no-name': ['characteristics'], colors: ['characteristics'],
  'mana-value': ['characteristics'], type: ['characteristics'], shares: ['characteristics'], 'no-mana-cost': ['characteristics'],
  has: ['characteristics', 'abilities'], 'no-abilities': ['characteristics', 'abilities'], 'can-turn-up': ['abilities', 'turn-up'],
  'cast-for': ['cost'], triggered: ['triggers'],
});

export function expectationQuestion(step: Expectation, names: readonly string[]): Question {
  if (step.kind === 'expect') return { facts: OBJECT_FACTS[step.predicate.kind] ?? ['state'], objects: names };
  if (step.kind === 'expect-stack') return { facts: ['state', 'triggers'], objects: 'all' };
  switch (step.predicate.kind) {
    case 'life':
    case 'player-counters':
    case 'lost':
      return { facts: ['life'], objects: 'all' }; // CR 119, 122.1, 104.3
    case 'pool':
      return { facts: ['cost'], objects: 'all' }; // CR 106.4
    default:
      // How many cards or permanents: where objects are, and what they are (CR 400.1, 205).
      return { facts: ['state', 'characteristics'], objects: 'all' };
  }
}

const STEP_KINDS: Partial<Record<Step['kind'], StepKind>> = {
  cast: 'cast', activate: 'activate', 'tap-for-mana': 'mana', 'turn-face-up': 'turn-up', attack: 'attack', block: 'block',
  'trigger-targets': 'trigger', 'order-triggers': 'trigger', resolve: 'resolve',
};

/** Whether a step is allowed (CR 601.3, 602.5, 605.3a tapping for mana, 116.2b, 508.1, 509.1, 603.3d, 608.1). */
export function stepQuestion(step: Step, names: readonly string[]): Question {
  return { facts: [], objects: names, step: STEP_KINDS[step.kind] ?? 'other' };
}
