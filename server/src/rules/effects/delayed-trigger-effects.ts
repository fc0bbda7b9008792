// Effects that create delayed triggered abilities (CR 603.7): "at the beginning of the next end step, …", and the
// steps an "at the beginning of …" phrase names (500.1).

import type { GameState, PlayerId, StackAbility, TurnStep } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Effect } from '../../model/types';
import { newStackId } from '../state/game-state';
import type { EffectHandlers } from './effect-context';
import { damagedThisResolution } from './effect-context';
import { lookupTable } from '../../model/lookup-table';
import { msg } from '../../i18n';
import { stepMessage } from '../state/reasons';
import { damagedThisWayEvent, delayedBody, nextMainPhase, turnLongEvent, watchedObjectEvent, watchedTarget } from '../../model/abilities/effect-descriptors';
import { createTurnDelayedTrigger } from '../state/turn-delayed-triggers';
import { isPlayer } from '../queries/target-legality';

/** The step an ability's "at the beginning of …" names (CR 500.1). */
export function stepOfWords(step: string): TurnStep | null {
  const table: Record<string, TurnStep> = lookupTable({
    upkeep: 'upkeep', 'draw step': 'draw', 'precombat main phase': 'main1', combat: 'beginning-of-combat', 'end step': 'end',
    'postcombat main phase': 'main2', 'end of combat step': 'end-of-combat',
    // CR 514.3a: "at the beginning of the next cleanup step" triggers as the cleanup step begins; players then get priority.
    'cleanup step': 'cleanup',
  });
  return table[step] ?? null;
}

/**
 * CR 603.12: a reflexive triggered ability of `source` triggers: it is put on the stack the next time a player would
 * receive priority (603.3), its targets chosen then (603.3d); `it` is the object its "it" names (its trigger object).
 */
export function triggerReflexive(s: GameState, out: Outcome, source: { sourceId: string; sourceName: string; controller: PlayerId }, effects: Effect[], it: string | undefined, clause: string): void {
  const entry: StackAbility = {
    kind: 'ability', id: newStackId(s), sourceId: source.sourceId, sourceName: source.sourceName, abilityIndex: -1, controller: source.controller,
    effects, targets: [], triggered: true, ...(it !== undefined ? { triggerObject: it } : {}), description: `${source.sourceName}: reflexive trigger (when you do)`,
  };
  s.pendingTriggers.push(entry);
  const src = s.objects.get(source.sourceId);
  s.triggerLog.push({ sourceId: source.sourceId, cardId: src?.cardId ?? '', cardName: source.sourceName, abilityIndex: -1, event: 'reflexive', stackId: entry.id });
  out.event({ type: 'triggered', sourceId: source.sourceId, cardName: source.sourceName, abilityIndex: -1, stackId: entry.id, trigger: 'reflexive', clause });
}

export const delayedTriggerEffects: EffectHandlers = {
  'delayed-trigger': (s, out, e, ctx, cur) => {
    // CR 107.3c: "…, where X is …" written after the delayed ability's instructions is theirs.
    const effects = delayedBody(e);
    // CR 603.12: "When you do, …" — a reflexive triggered ability, checked as soon as it is created: it triggers when the
    // action before it was taken during this resolution ("you may sacrifice a creature", "you may pay {1}", "sacrifice
    // it"); a "you may" declined, or a cost the player couldn't pay (118.3), doesn't make it trigger. It is put on the
    // stack the next time a player would receive priority (603.3), its targets chosen then (603.3d).
    if (e.event.kind === 'reflexive') {
      if (cur.did === false) {
        out.note({ why: msg('rules.effect.reflexive-not-done', { source: ctx.sourceName }), cr: ['603.12'] });
        return;
      }
      // CR 603.12, 608.2c: its "it" / "that creature" is the one object the action before it acted on (the creature
      // sacrificed — by the id it had on the battlefield, so its power is its last known information, 608.2h — or the
      // object the trigger event is about, model/abilities/reflexive-it.ts).
      const it = cur.it.length === 1 ? cur.movedFrom.get(cur.it[0]!) ?? cur.it[0] : undefined;
      triggerReflexive(s, out, ctx, effects, it, e.event.they ? 'When they do' : 'When you do');
      return;
    }
    // CR 603.7c, 700.4: "When that creature dies this turn, …": it waits for the one object this ability named (what it
    // acted on, or its one target) to be put into a graveyard from the battlefield this turn (603.7b); "leaves the
    // battlefield": to go from the battlefield to any zone.
    const watched = watchedObjectEvent(e.event);
    if (watched) {
      const targets = ctx.targets.filter((id) => !isPlayer(id));
      // "When target creature dies this turn": its own target (CR 601.2c, watchedTarget), whatever "it" names.
      const id = watchedTarget(e.event) ? (targets.length === 1 ? targets[0] : undefined) : cur.it.length === 1 ? cur.it[0] : cur.it.length === 0 && targets.length === 1 ? targets[0] : undefined;
      const o = id !== undefined ? s.objects.get(id) : undefined;
      if (!o || o.zone !== 'battlefield') {
        out.note({ why: msg('rules.effect.delayed-not-modeled'), cr: ['603.7c'] });
        return;
      }
      (s.delayedObjectTriggers ??= []).push({ objectId: o.id, event: watched, turn: s.turn, effects, controller: ctx.controller, sourceId: ctx.sourceId, sourceName: ctx.sourceName, description: `${ctx.sourceName}: delayed trigger when ${o.card.name} ${watched === 'dies' ? 'dies' : 'leaves the battlefield'} this turn` });
      out.note({ why: msg(watched === 'dies' ? 'rules.effect.delayed-waits-death' : 'rules.effect.delayed-waits-leaving', { card: o.card.name }), cr: ['603.7c'] });
      return;
    }
    // CR 603.7b–c, 608.2c: "Whenever a creature dealt damage this way dies this turn, …": it triggers each time one of the
    // objects this resolution dealt damage to (by the ids they had on the battlefield) dies, until the turn ends.
    const damaged = damagedThisWayEvent(e.event);
    if (damaged) {
      if (!createTurnDelayedTrigger(s, out, { event: damaged, once: false, effects, sourceId: ctx.sourceId, sourceName: ctx.sourceName, controller: ctx.controller, text: 'delayed trigger this turn', objects: damagedThisResolution(cur) })) out.note({ why: msg('rules.effect.delayed-not-modeled'), cr: ['603.7'] });
      return;
    }
    // CR 603.7b–c: "Whenever a creature attacks this turn, …": it triggers on its event until the turn ends.
    const long = turnLongEvent(e);
    if (long) {
      if (!createTurnDelayedTrigger(s, out, { ...long, effects, sourceId: ctx.sourceId, sourceName: ctx.sourceName, controller: ctx.controller, text: "delayed trigger this turn" })) out.note({ why: msg('rules.effect.delayed-not-modeled'), cr: ['603.7'] });
      return;
    }
    // CR 505.1, 603.7a–b: "at the beginning of your next main phase [this turn]": whichever main phase begins first after
    // it is created (one that already began is not next), in its controller's turn; "this turn": only in this one.
    const main = nextMainPhase(e.event);
    if (main) {
      const yours = main.whose === 'your next';
      s.delayedTriggers.push({ step: 'main1', orStep: 'main2', effects, controller: ctx.controller, sourceId: ctx.sourceId, sourceName: ctx.sourceName, it: [...cur.it], description: `${ctx.sourceName}: delayed trigger at the beginning of ${yours ? 'your' : 'the'} next main phase${main.thisTurn ? ' this turn' : ''}`, ...(yours ? { inTurnOf: ctx.controller } : {}), ...(main.thisTurn ? { turn: s.turn } : {}) });
      // The main phase it waits for, as the turn goes now: this turn's postcombat one from the precombat main phase or combat.
      const thisTurnsSecond = (!yours || s.activePlayer === ctx.controller) && (s.phase === 'combat' || s.step === 'main1');
      out.note({ why: msg('rules.effect.delayed-waits', { step: stepMessage(thisTurnsSecond ? 'main2' : 'main1') }), cr: ['603.7a', '505.1'] });
      return;
    }
    // CR 603.7a: the effect creates a delayed triggered ability; its "it" is what this ability acted on (603.7c).
    // CR 511.2: "at end of combat" abilities trigger as the end of combat step begins.
    const step = e.event.kind === 'beginning-of' ? stepOfWords(e.event.step) : e.event.kind === 'end-of-combat' ? 'end-of-combat' : null;
    if (!step) {
      out.note({ why: msg('rules.effect.delayed-not-modeled'), cr: ['603.7'] });
      return;
    }
    // CR 603.7b, 603.7d–e, 503.1a: "your next upkeep" is the next upkeep that begins after the delayed ability is created
    // (603.7a: one that already began is not next) in a turn of the delayed ability's controller — the player who
    // controlled the spell or ability that created it; other players' upkeeps in between don't trigger it.
    const yours = e.event.kind === 'beginning-of' && e.event.whose === 'your next';
    s.delayedTriggers.push({ step, effects, controller: ctx.controller, sourceId: ctx.sourceId, sourceName: ctx.sourceName, it: [...cur.it], description: `${ctx.sourceName}: delayed trigger at the beginning of ${yours ? 'your' : 'the'} next ${step.replace(/-/g, ' ')} step`, said: msg('rules.event.delayed-trigger', { source: ctx.sourceName, yours: yours ? 'yes' : 'no', step: stepMessage(step) }), ...(yours ? { inTurnOf: ctx.controller } : {}) });
    out.note({ why: msg('rules.effect.delayed-waits', { step: stepMessage(step) }), cr: ['603.7a'] });
  },
};
