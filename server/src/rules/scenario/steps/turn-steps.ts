// Scenario steps on the turn and combat: end the turn (CR 514), move to a step (500), declare attackers and blockers
// (508.1, 509.1), end the game (708.9).

import { stepFromWords } from '../../turn';
import type { StepHandlers } from './step-kit';
import { fail, missing, withNames } from './step-kit';

export const turnSteps: StepHandlers = {
  'end-turn': (run) => withNames(run.engine.endTurn()),
  'end-game': (run) => withNames(run.engine.endGame()),
  'move-to-step': (run, step) => {
    // CR 500: "next turn" is the next turn's upkeep (its untap step gives no priority, 502.4).
    if (/^next turn$/i.test(step.words.trim())) return withNames(run.engine.moveToStep('upkeep', { nextTurn: true }));
    const target = stepFromWords(step.words);
    if (!target) return fail(`"${step.words}" is not a step of the turn (untap, upkeep, draw, main, beginning of combat, declare attackers, declare blockers, combat damage, end of combat, second main, end, cleanup, next turn).`, ['500.1']);
    return withNames(run.engine.moveToStep(target));
  },
  attack: (run, step) => {
    const t = run.targets(step.attackers);
    if (t.missing.length) return missing(t.missing[0]!);
    return withNames(run.engine.attack(step.player, t.ids), ...step.attackers.map((r) => run.refName(r)));
  },
  block: (run, step) => {
    const pairs: [string, string][] = [];
    for (const b of step.blocks) {
      const a = run.resolve(b.attacker);
      if (!a) return missing(b.attacker);
      const bs = run.targets(b.blockers);
      if (bs.missing.length) return missing(bs.missing[0]!);
      for (const id of bs.ids) pairs.push([id, a]);
    }
    return withNames(run.engine.block(step.player, pairs));
  },
};
