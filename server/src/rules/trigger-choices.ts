// Choices made as triggered abilities are put on the stack (CR 603.3b, 603.3d): each player orders the abilities they
// control that triggered together, and chooses their targets (601.2c, 115.1). The scenario makes them in the step
// right after the one that triggered them; once anything else is put on the stack the choices are made.

import type { GameState, PlayerId, StackAbility } from './game-state';
import { stackSignature } from './game-state';
import type { Outcome } from './events';
import { illegal } from './events';
import { targetSpecs } from './target-legality';
import { checkAnnouncedTargets } from './targets';
import { wardTriggers } from './casting';

/** The triggered abilities just put on the stack, if their choices are still open (nothing else put on the stack since). */
function openBatch(s: GameState): StackAbility[] | null {
  const b = s.triggerBatch;
  if (!b || b.stack !== stackSignature(s)) return null;
  return s.stack.filter((e): e is StackAbility => e.kind === 'ability' && b.ids.includes(e.id));
}

/** Was this ability's source the object `id` is now (the source may have changed zones since, CR 400.7)? */
export function abilityFrom(s: GameState, a: StackAbility, id: string): boolean {
  if (a.sourceId === id || a.movedSourceId === id) return true;
  let cur: string | undefined = a.sourceId;
  for (let i = 0; i < 100 && cur; i++) {
    cur = s.formerIds.get(cur);
    if (cur === id) return true;
  }
  return false;
}

const closed = (what: string) =>
  illegal(`${what} as triggered abilities are put on the stack: write this step right after the step that triggered them, before anything else is put on the stack`, ['603.3b', '603.3d']);

/**
 * CR 603.3b: `player` puts the abilities they control that triggered together on the stack in the order of `sources`
 * (the first listed goes on the stack first and resolves last); abilities not listed follow in the order they triggered.
 */
export function orderTriggers(s: GameState, out: Outcome, player: PlayerId, sources: readonly string[]): void {
  const batch = openBatch(s);
  if (!batch) {
    out.fail(closed('Triggered abilities are ordered'));
    return;
  }
  const mine = batch.filter((a) => a.controller === player);
  const listed: StackAbility[] = [];
  for (const src of sources) {
    const a = mine.find((x) => !listed.includes(x) && abilityFrom(s, x, src));
    if (!a) {
      out.fail(illegal(`No triggered ability of ${src} controlled by ${player} was just put on the stack`, ['603.3b']));
      return;
    }
    listed.push(a);
  }
  const order = [...listed, ...mine.filter((a) => !listed.includes(a))];
  const slots = s.stack.map((e, i) => (mine.includes(e as StackAbility) ? i : -1)).filter((i) => i >= 0);
  slots.forEach((slot, k) => (s.stack[slot] = order[k]!));
  out.note({ message: `${player} puts their triggered abilities on the stack in this order: ${order.map((a) => a.sourceName).join(', ')} (the last resolves first)`, cr: ['603.3b'] });
}

/** CR 603.3d, 601.2c: the targets of the ability from `source` just put on the stack, checked as they are chosen (115.1). */
export function chooseTriggerTargets(s: GameState, out: Outcome, source: string, targets: readonly string[]): void {
  const batch = openBatch(s);
  if (!batch) {
    out.fail(closed('Targets of triggered abilities are chosen'));
    return;
  }
  // The first such ability without targets yet; else one whose targets were its only legal choice (chosen again here).
  const targeting = batch.filter((x) => abilityFrom(s, x, source) && targetSpecs(x.effects).length > 0);
  const a = targeting.find((x) => x.targets.length === 0) ?? targeting[0];
  if (!a) {
    out.fail(illegal(`No triggered ability of ${source} that targets was just put on the stack`, ['603.3d']));
    return;
  }
  if (!checkAnnouncedTargets(s, out, a.effects, targets, { controller: a.controller, sourceId: a.sourceId, what: 'triggered ability' })) return;
  a.targets = [...targets];
  out.note({ message: `${a.controller} chooses the targets of ${a.sourceName}'s triggered ability as it is put on the stack: ${targets.join(', ')}`, cr: ['603.3d'] });
  wardTriggers(s, out, a.id, a.controller, targets); // CR 702.21a: ward triggers on becoming a target of an opponent's ability
}
