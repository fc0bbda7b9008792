// Scenario steps on the turn: end the turn (CR 514), move to a step (500), end the game (708.9). Combat steps are
// combat-steps.ts.

import { stepFromWords } from '../../game/turn';
import type { StepHandlers } from './step-kit';
import { missing, refuse, withNames } from './step-kit';
import { msg } from '../../../i18n';

export const turnSteps: StepHandlers = {
  'end-turn': (run, step) => {
    const d = run.targets(step.discarding ?? []);
    if (d.missing.length) return missing(d.missing[0]!);
    return withNames(run.engine.endTurn(d.ids)); // CR 514.1: the cards chosen to discard at cleanup
  },
  'end-game': (run) => withNames(run.engine.endGame()),
  'move-to-step': (run, step) => {
    // CR 500: "next turn" is the next turn's upkeep (its untap step gives no priority, 502.4).
    if (/^next turn$/i.test(step.words.trim())) return withNames(run.engine.moveToStep('upkeep', { nextTurn: true }));
    const target = stepFromWords(step.words);
    if (!target) return refuse(msg('expect.step.not-a-turn-step', { words: step.words }), ['500.1']);
    return withNames(run.engine.moveToStep(target));
  },
};
