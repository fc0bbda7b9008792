// Putting triggered abilities on the stack the next time a player would receive priority (CR 603.3): in APNAP order
// (603.3b: the active player's first, so the non-active player's resolve first), each player's in the order they
// triggered until the scenario orders them; modes chosen (603.3c, 700.2b), targets chosen — the only legal choice by
// itself — and an ability that needs a target with none to choose removed (603.3d).

import type { TargetSpec } from '../../model/types';
import { chosenModeEffects, modeCount } from '../queries/choices';
import type { GameState, StackAbility } from '../state/game-state';
import { stackSignature } from '../state/game-state';
import type { Outcome } from '../state/events';
import { isLegalTarget, targetCandidates, targetSpecs } from '../queries/target-legality';
import { targetingRestriction } from '../queries/targets';
import { becomeTargets } from '../actions/become-target';
import { whileUnchanged } from '../layers';
import { msg } from '../../i18n';

type Choices = { spec: TargetSpec; ids: string[] }[];

/**
 * The legal choices for each target phrase of the ability now (CR 115.1, 601.2c; hexproof, shroud, protection). A
 * question only: every candidate's characteristics from one layer pass (rules/layers/world.ts).
 */
function legalChoices(s: GameState, a: StackAbility): Choices {
  // CR 603.2, 109.4: "that player" of the event, for "target artifact that player controls".
  const ctx = { controller: a.controller, sourceId: a.sourceId, ...(a.triggerPlayer !== undefined ? { triggerPlayer: a.triggerPlayer } : {}) };
  return whileUnchanged(s, () => {
    const candidates = targetCandidates(s);
    return targetSpecs(a.effects).map((spec) => ({
      spec,
      ids: candidates.filter((id) => isLegalTarget(s, id, spec, ctx) && !targetingRestriction(s, id, a.controller, a.sourceId, 'ability')),
    }));
  });
}

const optionalTarget = (spec: TargetSpec) => spec.kind === 'target' && !!spec.upTo; // "up to N" may choose zero (CR 601.2c)

/** CR 603.3d, 601.2c: can the ability's targets be chosen at all (a legal target for each target phrase)? */
export function hasLegalTargets(s: GameState, a: StackAbility): boolean {
  return chosenAtAll(legalChoices(s, a));
}

const chosenAtAll = (choices: Choices) => choices.every((c) => optionalTarget(c.spec) || c.ids.length > 0);

/**
 * CR 603.3d, 601.2c: a target must be chosen; when each target phrase (one target each) has exactly one legal choice,
 * that is the choice. Otherwise the scenario names them (`trigger of … targeting …`).
 */
export function forcedTargets(s: GameState, a: StackAbility): string[] | null {
  return forcedOf(legalChoices(s, a));
}

function forcedOf(choices: Choices): string[] | null {
  if (choices.length === 0) return null;
  const single = choices.every((c) => !optionalTarget(c.spec) && ((c.spec.kind !== 'target' && c.spec.kind !== 'any-target') || c.spec.count <= 1) && c.ids.length === 1);
  return single ? choices.map((c) => c.ids[0]!) : null;
}

/** CR 603.3c, 700.2b: the modes of a modal ability that can be chosen now (a mode that needs a target with no legal choice can't). */
export function legalModes(s: GameState, t: StackAbility): number[] {
  const n = t.modal ? modeCount(t.modal)?.modes ?? 0 : 0;
  const out: number[] = [];
  for (let m = 1; m <= n; m++) if (hasLegalTargets(s, { ...t, effects: chosenModeEffects(t.modal!, [m]) })) out.push(m);
  return out;
}

/** Chooses the modes of a modal ability that `trigger of … choosing …` may still change; false when no mode can be chosen (CR 603.3c). */
function defaultModes(s: GameState, out: Outcome, t: StackAbility): boolean {
  const count = modeCount(t.modal!);
  const legal = legalModes(s, t);
  const need = Math.max(1, count?.min ?? 1);
  if (!count || legal.length < need) {
    out.note({ why: msg('rules.trigger.no-mode', { source: t.sourceName }), cr: ['603.3c', '700.2b'] });
    return false;
  }
  const picked = legal.slice(0, need);
  t.modes = picked;
  t.effects = chosenModeEffects(t.modal!, picked);
  const only = legal.length === need;
  out.note({
    why: only
      ? msg('rules.trigger.only-mode', { source: t.sourceName, modes: picked.join(', ') })
      : msg('rules.trigger.first-modes', { source: t.sourceName, count: picked.length, modes: picked.join(', ') }),
    cr: ['603.3c', '700.2b'],
  });
  return true;
}

/**
 * CR 603.3b: put pending triggers on the stack, the active player's first (so the non-active player's resolve first);
 * each player's in the order they triggered until the scenario orders them (`you order triggers …`). CR 603.3d: an
 * ability that needs a target and has none to choose is removed from the stack.
 */
export function flushTriggers(s: GameState, out: Outcome): void {
  if (s.pendingTriggers.length === 0) return;
  const pending = s.pendingTriggers;
  s.pendingTriggers = [];
  const ap = pending.filter((t) => t.controller === s.activePlayer);
  const nap = pending.filter((t) => t.controller !== s.activePlayer);
  const put: StackAbility[] = [];
  for (const t of [...ap, ...nap]) {
    if (t.modal && !t.modes && !defaultModes(s, out, t)) {
      out.event({ type: 'countered', id: t.id, description: msg('rules.event.trigger-removed-no-mode', { source: t.sourceName }) });
      continue;
    }
    // The choices asked once for both questions: nothing is written between them.
    const choices = t.wardAgainst ? null : legalChoices(s, t);
    if (choices && !chosenAtAll(choices)) {
      out.note({ why: msg('rules.trigger.no-legal-target', { source: t.sourceName }), cr: ['603.3d'] });
      out.event({ type: 'countered', id: t.id, description: msg('rules.event.trigger-removed-no-target', { source: t.sourceName }) });
      continue;
    }
    const forced = choices && t.targets.length === 0 ? forcedOf(choices) : null;
    if (forced) {
      t.targets = forced;
      out.note({ why: msg('rules.trigger.forced-targets', { source: t.sourceName, targets: forced }), cr: ['603.3d', '601.2c'] });
    }
    s.stack.push(t);
    put.push(t);
    if (forced) becomeTargets(s, out, t.id, t.controller, forced); // CR 115.1, 702.21a
  }
  if (put.length === 0) return;
  // The batch stays open for ordering and target choices until anything else is put on the stack (CR 603.3b, 603.3d).
  const before = stackSignature({ stack: s.stack.filter((e) => !put.includes(e as StackAbility)) });
  const open = s.triggerBatch && s.triggerBatch.stack === before ? s.triggerBatch.ids : [];
  s.triggerBatch = { stack: stackSignature(s), ids: [...open, ...put.map((t) => t.id)] };
}
