// Scenario steps in combat: declare attackers, each attacking a player, planeswalker or battle (CR 508.1, 508.1b),
// declare blockers (509.1), and divide a creature's combat damage (510.1c–d).

import type { StepHandlers } from './step-kit';
import { missing, withNames } from './step-kit';

export const combatSteps: StepHandlers = {
  attack: (run, step) => {
    const t = run.targets(step.attackers);
    if (t.missing.length) return missing(t.missing[0]!);
    const at = run.targets(step.targets ?? []);
    if (at.missing.length) return missing(at.missing[0]!);
    const decl = t.ids.map((id, i) => ({ id, ...(at.ids[i] ? { target: at.ids[i] } : {}) }));
    return withNames(run.engine.attack(step.player, decl), ...step.attackers.map((r) => run.refName(r)));
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
  'assign-damage': (run, step) => {
    const src = run.resolve(step.source);
    if (!src) return missing(step.source);
    const to = run.targets(step.shares.map((x) => x.to));
    if (to.missing.length) return missing(to.missing[0]!);
    const shares = step.shares.map((x, i) => ({ amount: x.amount, to: to.ids[i]! }));
    return withNames(run.engine.assignCombatDamage(step.player, src, shares), run.refName(step.source));
  },
};
