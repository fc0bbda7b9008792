// The scenario step table: each step kind's handler, from its family (setup, stack, face down/up, zones, statuses,
// turn and combat). An expectation is not a step.

import { afterStep, resolvingIsBlind } from '../identity';
import type { Step } from '../../../../../grammar/src/ast';
import type { ScenarioRun } from '../scenario-run';
import type { StepHandler, StepHandlers, StepResult } from './step-kit';
import { msg } from '../../../i18n';
import { fail } from './step-kit';
import { setupSteps } from './setup-steps';
import { stackSteps } from './stack-steps';
import { faceSteps } from './face-steps';
import { zoneSteps } from './zone-steps';
import { statusSteps } from './status-steps';
import { turnSteps } from './turn-steps';
import { combatSteps } from './combat-steps';
import { manaSteps } from './mana-steps';

const STEPS: StepHandlers = { ...setupSteps, ...stackSteps, ...faceSteps, ...zoneSteps, ...statusSteps, ...turnSteps, ...combatSteps, ...manaSteps };

/** Performs one step on the run's engine. Unknown cards or objects make a failed result with a reason. */
export function performStep(run: ScenarioRun, step: Step): StepResult {
  const handler = STEPS[step.kind] as StepHandler<Step['kind']> | undefined;
  const blind = step.kind === 'resolve' && resolvingIsBlind(run.engine.state);
  const result = handler ? handler(run, step) : fail(msg('expect.step.not-a-step'));
  afterStep(run.engine.state, step, result.events, blind); // CR 701.24a, 701.22a: what the step could read of cards a shuffle decides
  return result;
}
