// Scenario steps that move objects between zones (CR 400.7): bounce, exile (face down, 406.3), destroy (701.8a),
// sacrifice (701.21a), return to the battlefield.

import type { StepHandlers } from './step-kit';
import { missing, withNames } from './step-kit';

export const zoneSteps: StepHandlers = {
  move: (run, step) => {
    const e = run.engine;
    const id = run.resolve(step.target);
    if (!id) return missing(step.target);
    const r = step.action === 'bounce' ? e.bounce(id) : step.action === 'exile' ? e.exile(id, !!step.faceDown) : step.action === 'destroy' ? e.destroy(id) : e.sacrifice(id);
    return withNames(r, run.refName(step.target));
  },
  return: (run, step) => {
    const id = run.resolve(step.target);
    return id ? withNames(run.engine.returnToBattlefield(id, { faceDown: step.faceDown }), run.refName(step.target)) : missing(step.target);
  },
};
