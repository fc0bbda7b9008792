// Scenario steps that turn objects face down or face up: manifest (CR 701.40), cloak (701.58), manifest dread
// (701.62), the turn-face-up special action (116.2b), turn face down by an effect (708.2a).

import type { StepHandlers } from './step-kit';
import { missing, withNames } from './step-kit';
import { engineChoices, isRefusal } from './mana-steps';

export const faceSteps: StepHandlers = {
  manifest: (run, step) => run.withNewObjects(() => run.engine.manifest(step.player, step.count), step.alias?.text),
  cloak: (run, step) => run.withNewObjects(() => run.engine.cloak(step.player, step.count), step.alias?.text),
  'manifest-dread': (run, step) => {
    const choose = step.choosing ? run.resolve(step.choosing) : undefined;
    if (step.choosing && !choose) return missing(step.choosing);
    return run.withNewObjects(() => run.engine.manifestDread(step.player, choose), step.alias?.text);
  },
  'turn-face-up': (run, step) => {
    const id = run.resolve(step.target);
    if (!id) return missing(step.target);
    const paying = run.targets(step.paying ?? []);
    if (paying.missing.length) return missing(paying.missing[0]!);
    const choices = engineChoices('turn-face-up', step.choices);
    if (isRefusal(choices)) return choices;
    const copying = step.copying ? run.resolve(step.copying) : undefined;
    if (step.copying && !copying) return missing(step.copying);
    const opts = {
      method: step.method, paying: paying.ids, ...(choices.x !== undefined ? { x: choices.x } : {}), ...(choices.payLife ? { payLife: true } : {}),
      ...(choices.pt ? { choices: { pt: choices.pt } } : {}), ...(copying ? { copying } : {}),
    };
    return withNames(run.engine.turnFaceUp(step.player, id, opts), run.refName(step.target), ...(step.copying ? [run.refName(step.copying)] : []));
  },
  'turn-face-down': (run, step) => {
    const id = run.resolve(step.target);
    return id ? withNames(run.engine.turnFaceDown(id), run.refName(step.target)) : missing(step.target);
  },
};
