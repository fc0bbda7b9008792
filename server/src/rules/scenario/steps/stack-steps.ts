// Scenario steps about spells, abilities and the stack: cast (CR 601), play a land (305), activate (602), resolve
// (608), counter (701.6), apply a card's effects without the stack, pass priority (117.4).

import type { StepHandlers } from './step-kit';
import { msg } from '../../../i18n';
import { fail, missing, refuse, withNames } from './step-kit';
import { castPayment, engineChoices, isRefusal } from './mana-steps';

export const stackSteps: StepHandlers = {
  cast: (run, step) => {
    const e = run.engine;
    const id = run.inHand(step.player, step.card);
    if (!id) return missing(step.card);
    const t = run.targets(step.targets);
    if (t.missing.length) return missing(t.missing[0]!);
    const copying = step.copying ? run.resolve(step.copying) : undefined;
    if (step.copying && !copying) return missing(step.copying);
    const pay = castPayment(run, step);
    if ('ok' in pay) return pay;
    if (step.byEffect) {
      // CR 708.4: cast face down through an effect (Illusionary-Mask-like), no morph/disguise needed, no cost.
      const r = e.cast(step.player, id, { faceDownByEffect: {}, targets: t.ids, ...pay });
      run.remember(step.card.kind === 'card-ref' ? step.card.name : undefined, id, step.alias?.text);
      return withNames(r, run.refName(step.card));
    }
    const method = step.faceDown ? (step.method === 'mana-cost' ? undefined : step.method) ?? run.faceDownKeyword(id) : undefined;
    if (step.faceDown && !method) return fail(msg('expect.step.no-face-down-keyword', { card: String(e.object(id)?.card.name) }), ['702.37d', '702.168c']);
    const r = e.cast(step.player, id, { faceDown: method, targets: t.ids, copying, ...pay, ...(step.division ? { division: step.division } : {}) });
    run.remember(step.card.kind === 'card-ref' ? step.card.name : undefined, id, step.alias?.text);
    return withNames(r, run.refName(step.card), ...step.targets.map((x) => run.refName(x)));
  },
  // CR 702.143a–b: the special action of foretell.
  foretell: (run, step) => {
    const id = run.inHand(step.player, step.card);
    if (!id) return missing(step.card);
    const paying = run.targets(step.paying ?? []);
    if (paying.missing.length) return missing(paying.missing[0]!);
    return withNames(run.engine.foretell(step.player, id, paying.ids), run.refName(step.card));
  },
  // CR 702.62a, 116.2f: the special action of suspend.
  suspend: (run, step) => {
    const id = run.inHand(step.player, step.card);
    if (!id) return missing(step.card);
    const paying = run.targets(step.paying ?? []);
    if (paying.missing.length) return missing(paying.missing[0]!);
    return withNames(run.engine.suspend(step.player, id, paying.ids), run.refName(step.card));
  },
  'play-land': (run, step) => {
    const id = run.inHand(step.player, step.card);
    if (!id) return missing(step.card);
    const r = run.engine.playLand(step.player, id);
    run.remember(step.card.kind === 'card-ref' ? step.card.name : undefined, id, step.alias?.text);
    return withNames(r, run.refName(step.card));
  },
  activate: (run, step) => {
    const id = run.resolve(step.card);
    if (!id) return missing(step.card);
    const t = run.targets(step.targets);
    if (t.missing.length) return missing(t.missing[0]!);
    const paying = run.targets(step.paying ?? []);
    if (paying.missing.length) return missing(paying.missing[0]!);
    const choices = engineChoices('activate', step.choices);
    if (isRefusal(choices)) return choices;
    const opts = { targets: t.ids, paying: paying.ids, x: choices.x, mana: choices.mana, payLife: choices.payLife, ...(choices.modes ? { modes: choices.modes } : {}), ...(step.division ? { division: step.division } : {}) };
    return withNames(run.engine.activate(step.player, id, step.index ?? 1, opts), run.refName(step.card));
  },
  resolve: (run, step) => {
    const t = run.targets(step.targets ?? []);
    if (t.missing.length) return missing(t.missing[0]!);
    const choices = engineChoices('resolve', step.choices);
    if (isRefusal(choices)) return choices;
    if (step.all && step.choices) return refuse(msg('expect.step.resolve-all-choices'), ['608.2d']);
    // `choosing @h`: objects chosen as it resolves, not targeted (CR 608.2d, 115.10).
    const chosen = run.targets(step.choices?.objects ?? []);
    if (chosen.missing.length) return missing(chosen.missing[0]!);
    if (chosen.ids.length) choices.objects = chosen.ids;
    // `resolve all accepting` / `declining`: the choice for every "you may" that resolves (CR 608.2d); without it each
    // is open and played both ways (scenario/branches.ts).
    if (step.all) return withNames(run.engine.resolveAll(50, step.mayAccept !== undefined ? { mayAccept: step.mayAccept } : {}));
    return withNames(run.engine.resolveTop({ ...(t.ids.length ? { targets: t.ids } : {}), mayAccept: step.mayAccept ?? 'by-default', ...(step.choices ? { choices } : {}) }));
  },
  counter: (run, step) => {
    const id = run.resolve(step.target);
    return id ? withNames(run.engine.counter(id), run.refName(step.target)) : missing(step.target);
  },
  apply: (run, step) => {
    const t = run.targets(step.targets);
    if (t.missing.length) return missing(t.missing[0]!);
    const name = run.refName(step.card);
    if (!name) return missing(step.card);
    const abilityIndex = step.index !== undefined ? step.index - 1 : undefined;
    const r = run.engine.apply('you', name, { targets: t.ids, mayAccept: 'by-default', ...(abilityIndex !== undefined ? { abilityIndex } : {}) });
    // Only the applied ability acted (its text alone is what an outcome rests on), or all of them.
    run.markActed(name, abilityIndex);
    if (step.alias) {
      // The alias names the first object the effects put onto the battlefield (a token, a manifested card).
      const made = r.events.find((ev) => ev.type === 'entered');
      if (made && made.type === 'entered') run.remember(undefined, made.objectId, step.alias.text);
    }
    return withNames(r, name, ...step.targets.map((x) => run.refName(x)));
  },
  'pass-priority': (run) => withNames(run.engine.passPriority()),
  // CR 603.3c–d: modes, X, targets and division of the triggered ability from the source, chosen as it is put on the stack.
  'trigger-targets': (run, step) => {
    const id = run.resolve(step.source);
    if (!id) return missing(step.source);
    const t = run.targets(step.targets);
    if (t.missing.length) return missing(t.missing[0]!);
    const choices = engineChoices('trigger', step.choices);
    if (isRefusal(choices)) return choices;
    const r = run.engine.chooseTriggerChoices(id, {
      ...(t.ids.length ? { targets: t.ids } : {}), ...(choices.modes ? { modes: choices.modes } : {}),
      ...(choices.x !== undefined ? { x: choices.x } : {}), ...(step.division ? { division: step.division } : {}),
    });
    return withNames(r, run.refName(step.source), ...step.targets.map((x) => run.refName(x)));
  },
  // CR 603.3b: the player orders the triggered abilities they control that triggered together.
  'order-triggers': (run, step) => {
    const t = run.targets(step.sources);
    if (t.missing.length) return missing(t.missing[0]!);
    return withNames(run.engine.orderTriggers(step.player, t.ids), ...step.sources.map((x) => run.refName(x)));
  },
};
