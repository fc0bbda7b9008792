// Scenario setup lines: cards into zones (face down with an origin, tapped), a library set top first.

import type { ActionResult } from '../../state/events';
import type { StepHandlers } from './step-kit';
import { withNames } from './step-kit';
import { engineChoices, isRefusal } from './mana-steps';

export const setupSteps: StepHandlers = {
  setup: (run, step) => {
    const e = run.engine;
    if (step.onTop) {
      const names = step.cards.map((c) => run.refName(c) ?? c.name);
      const r = e.setLibrary(step.player, names);
      // The alias names the first card listed (the top card).
      r.ids.forEach((id, i) => run.remember(names[i], id, i === 0 ? step.alias?.text : undefined));
      return withNames(r, ...names);
    }
    const choices = engineChoices('setup', step.choices);
    if (isRefusal(choices)) return choices;
    let last: ActionResult = { ok: true, reasons: [], events: [] };
    const names: string[] = [];
    for (const c of step.cards) {
      const origin = step.faceDown ? ({ 'manifest-dread': 'manifest-dread', effect: 'turned-face-down' } as const)[step.origin as 'manifest-dread' | 'effect'] ?? step.origin ?? 'morph' : undefined;
      const r = e.put(step.player, c.name, step.zone, { faceDown: origin, tapped: step.tapped, ...(step.choices ? { choices } : {}) });
      run.remember(c.name, r.id, step.alias?.text);
      names.push(c.name);
      last = { ok: last.ok && r.ok, reasons: [...last.reasons, ...r.reasons], events: [...last.events, ...r.events] };
    }
    return withNames(last, ...names);
  },
};
