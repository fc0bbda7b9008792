// Scenario steps on permanents' statuses, counters, control and damage: counters (CR 122.1), tap/untap (701.26),
// transform (701.27), control (108.4), damage from a source or none (120), attaching (701.3).

import type { StepHandler, StepHandlers } from './step-kit';
import { msg } from '../../../i18n';
import { missing, refuse, withNames } from './step-kit';

const tapUntapTransform: StepHandler<'tap' | 'untap' | 'transform'> = (run, step) => {
  const e = run.engine;
  const id = run.resolve(step.target);
  if (!id) return missing(step.target);
  return withNames(step.kind === 'tap' ? e.tap(id) : step.kind === 'untap' ? e.untap(id) : e.transform(id), run.refName(step.target));
};

export const statusSteps: StepHandlers = {
  counters: (run, step) => {
    const id = run.resolve(step.target);
    return id ? withNames(run.engine.addCounters(id, step.counter, step.count), run.refName(step.target)) : missing(step.target);
  },
  tap: tapUntapTransform,
  untap: tapUntapTransform,
  transform: tapUntapTransform,
  'gain-control': (run, step) => {
    const id = run.resolve(step.target);
    return id ? withNames(run.engine.gainControl(id, step.player), run.refName(step.target)) : missing(step.target);
  },
  // CR 701.3a–b: an Aura, Equipment or Fortification is attached to the object; anything else doesn't move, nor does an
  // Equipment onto a noncreature permanent (301.5c). Whether an Aura may enchant it is left to 704.5m.
  attach: (run, step) => {
    const id = run.resolve(step.what);
    if (!id) return missing(step.what);
    const to = run.resolve(step.to);
    if (!to) return missing(step.to);
    const what = run.engine.characteristics(id);
    const host = run.engine.characteristics(to);
    const sub = (t: string) => !!what?.subtypes.some((x) => x.toLowerCase() === t);
    if (!sub('aura') && !sub('equipment') && !sub('fortification')) return refuse(msg('expect.step.attach-kind'), ['701.3b']);
    if (sub('equipment') && !host?.cardTypes.some((t) => t.toLowerCase() === 'creature')) return refuse(msg('expect.step.equipment-creature'), ['301.5c', '701.3b']);
    return withNames(run.engine.attach(id, to), run.refName(step.what), run.refName(step.to));
  },
  'deal-damage': (run, step) => {
    const e = run.engine;
    const src = step.source ? run.resolve(step.source) : undefined;
    if (step.source && !src) return missing(step.source);
    if (step.player) return withNames(e.damagePlayer(step.player, step.amount, src));
    const id = step.target ? run.resolve(step.target) : undefined;
    return id ? withNames(e.dealDamage(id, step.amount, src), run.refName(step.target!)) : missing(step.target!);
  },
};
