// Choices made as triggered abilities are put on the stack (CR 603.3b, 603.3d): each player orders the abilities they
// control that triggered together, and chooses their targets (601.2c, 115.1). The scenario makes them in the step
// right after the one that triggered them; once anything else is put on the stack the choices are made.

import type { GameState, PlayerId, StackAbility } from '../state/game-state';
import { stackSignature } from '../state/game-state';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import { targetSpecs } from '../queries/target-legality';
import { abilityFrom } from '../queries/ability-targets';
import { announcedTargets, checkAnnouncedTargets } from '../queries/targets';
import { becomeTargets } from '../actions/become-target';
import { chooseModes, chosenModeEffects } from '../queries/choices';
import { checkDivision } from '../queries/division';
import { forcedTargets, legalModes } from './put-on-stack';
import { walkEffects } from '../../model/abilities/effect-descriptors';
import { msg } from '../../i18n';

/** The triggered abilities just put on the stack, if their choices are still open (nothing else put on the stack since). */
function openBatch(s: GameState): StackAbility[] | null {
  const b = s.triggerBatch;
  if (!b || b.stack !== stackSignature(s)) return null;
  return s.stack.filter((e): e is StackAbility => e.kind === 'ability' && b.ids.includes(e.id));
}


const closed = (what: 'order' | 'choices') => illegal(msg('rules.trigger.closed', { what }), ['603.3b', '603.3d']);

/**
 * CR 603.3b: `player` puts the abilities they control that triggered together on the stack in the order of `sources`
 * (the first listed goes on the stack first and resolves last); abilities not listed follow in the order they triggered.
 */
export function orderTriggers(s: GameState, out: Outcome, player: PlayerId, sources: readonly string[]): void {
  const batch = openBatch(s);
  if (!batch) {
    out.fail(closed('order'));
    return;
  }
  const mine = batch.filter((a) => a.controller === player);
  const listed: StackAbility[] = [];
  for (const src of sources) {
    const a = mine.find((x) => !listed.includes(x) && abilityFrom(s, x, src));
    if (!a) {
      out.fail(illegal(msg('rules.trigger.none-of-controller', { source: src, player }), ['603.3b']));
      return;
    }
    listed.push(a);
  }
  const order = [...listed, ...mine.filter((a) => !listed.includes(a))];
  const slots = s.stack.map((e, i) => (mine.includes(e as StackAbility) ? i : -1)).filter((i) => i >= 0);
  slots.forEach((slot, k) => (s.stack[slot] = order[k]!));
  out.note({ why: msg('rules.trigger.order', { player, sources: order.map((a) => a.sourceName) }), cr: ['603.3b'] });
}

/** What `trigger of … choosing mode 2 with X = 3 targeting … dividing …` chooses for one triggered ability. */
export interface TriggerChoices {
  targets?: readonly string[];
  /** CR 603.3c, 700.2b: modes, 1-based. */
  modes?: readonly number[];
  /** CR 107.3f: X, when the ability's text has an X it doesn't define. */
  x?: number;
  /** CR 601.2d via 603.3d: a divided effect's amounts, one per target in order. */
  division?: readonly number[];
}

/** Does the ability's text (all its modes) use an X amount? */
function usesX(a: StackAbility): boolean {
  let found = false;
  const effects = a.modal ? a.modal.flatMap((m) => ('effects' in m ? m.effects ?? [] : [])) : a.effects;
  walkEffects(effects, (e) => {
    const rec = e as unknown as Record<string, unknown>;
    const amt = rec['amount'] as { kind?: string } | undefined;
    if (amt?.kind === 'x' || rec['countIsX'] === true) found = true;
  });
  return found;
}

/**
 * CR 603.3c–d (601.2b–d): the choices for the triggered ability from `source` just put on the stack — its modes, the
 * value of X, its targets and how it divides — each checked as it is made; an illegal choice refuses the step.
 */
export function chooseTriggerChoices(s: GameState, out: Outcome, source: string, c: TriggerChoices): void {
  const batch = openBatch(s);
  if (!batch) {
    out.fail(closed('choices'));
    return;
  }
  const fromSource = batch.filter((x) => abilityFrom(s, x, source) && !x.wardAgainst);
  let pool = fromSource;
  if (c.modes) pool = pool.filter((x) => x.modal);
  if (c.x !== undefined) pool = pool.filter(usesX);
  if (c.targets && !c.modes) pool = pool.filter((x) => targetSpecs(x.effects).length > 0);
  // The first such ability without targets yet; else one whose targets were its only legal choice (chosen again here).
  const a = pool.find((x) => x.targets.length === 0) ?? pool[0];
  if (!a) {
    const what = c.modes ? 'modal' : c.x !== undefined ? 'x' : 'targets';
    out.fail(illegal(msg('rules.trigger.none-that', { source, what }), c.modes ? ['603.3c', '700.2b'] : c.x !== undefined ? ['107.3f'] : ['603.3d']));
    return;
  }
  if (c.modes && !chooseTriggerModes(s, out, a, c.modes, !c.targets)) return;
  if (c.x !== undefined) {
    // CR 107.3m, 107.3c: X defined for the ability (the entering permanent's spell's X) isn't chosen again.
    if (a.x !== undefined && !a.xChosen) {
      out.fail(illegal(msg('rules.trigger.x-defined', { source: a.sourceName, x: String(a.x) }), ['107.3m', '107.3c']));
      return;
    }
    a.x = Math.max(0, Math.min(1_000_000, Math.floor(c.x)));
    a.xChosen = true;
    out.note({ why: msg('rules.trigger.chooses-x', { player: a.controller, x: String(a.x), source: a.sourceName }), cr: ['107.3f', '603.3d'] });
  }
  // CR 113.1c, 115.1: a permanent named for "target activated ability" names its ability on the stack.
  if (c.targets) c = { ...c, targets: announcedTargets(s, a.effects, c.targets, a.controller, a.x) };
  if (c.targets) {
    if (!checkAnnouncedTargets(s, out, a.effects, c.targets, { controller: a.controller, sourceId: a.sourceId, what: 'triggered ability', ...(a.triggerPlayer !== undefined ? { triggerPlayer: a.triggerPlayer } : {}) })) return;
    if (!checkDivision(out, a.effects, c.targets, c.division, a.x)) return; // CR 601.2d via 603.3d
    a.targets = [...c.targets];
    if (c.division) a.division = [...c.division];
    out.note({ why: msg('rules.trigger.chooses-targets', { player: a.controller, source: a.sourceName, targets: c.targets.join(', ') }), cr: ['603.3d'] });
    becomeTargets(s, out, a.id, a.controller, c.targets); // CR 702.21a: ward triggers on becoming a target of an opponent's ability
  } else if (c.division) {
    out.fail(illegal(msg('rules.trigger.division-without-targets'), ['601.2d']));
  }
}

/** CR 603.3c, 700.2b: the modes chosen for a modal triggered ability; a mode with no legal target can't be chosen. */
function chooseTriggerModes(s: GameState, out: Outcome, a: StackAbility, modes: readonly number[], findTargets: boolean): boolean {
  const picked = chooseModes(a.modal!, modes, out);
  if (!picked) return false;
  const legal = legalModes(s, a);
  const bad = picked.find((m) => !legal.includes(m));
  if (bad !== undefined) {
    out.fail(illegal(msg('rules.trigger.mode-no-target', { mode: String(bad) }), ['603.3c', '700.2b']));
    return false;
  }
  // Targets chosen for the modes chosen before (the only legal choice) go with them, and so does a ward trigger they caused.
  s.stack = s.stack.filter((e) => !(e.kind === 'ability' && e.wardAgainst === a.id));
  a.modes = picked;
  a.effects = chosenModeEffects(a.modal!, picked);
  a.targets = [];
  a.division = undefined;
  out.note({ why: msg('rules.trigger.chooses-modes', { player: a.controller, count: picked.length, modes: picked.join(', '), source: a.sourceName }), cr: ['603.3c', '700.2b'] });
  if (findTargets) {
    const forced = forcedTargets(s, a);
    if (forced) {
      a.targets = forced;
      out.note({ why: msg('rules.trigger.only-legal-targets', { source: a.sourceName, targets: forced.join(', ') }), cr: ['603.3d', '601.2c'] });
      becomeTargets(s, out, a.id, a.controller, forced);
    }
  }
  return true;
}

/** CR 603.3d, 601.2c: the targets of the ability from `source` just put on the stack, checked as they are chosen (115.1). */
export function chooseTriggerTargets(s: GameState, out: Outcome, source: string, targets: readonly string[]): void {
  chooseTriggerChoices(s, out, source, { targets });
}
