// Mutate (CR 702.140): "Mutate [cost]" lets its card be cast for [cost] rather than its mana cost (an alternative cost,
// 118.9; CAST_KEYWORDS): it is then a mutating creature spell that targets a non-Human creature with the same owner as the
// spell (702.140a, 115.1e). As it resolves, an illegal target makes it a plain creature spell that enters under its
// controller's control (702.140b, 608.3b); a legal one makes it merge with that creature instead of entering, put over or
// under it as its controller chooses (702.140c, 608.3d, 729.2): one permanent, the same object as before (729.2c: not
// entered), with the characteristics of its topmost component (729.2a) and the abilities of every component (702.140e,
// rules/layers/layer-one.ts). "Whenever this creature mutates" triggers as the spell merges (702.140d).
//
// A face-down creature is a legal target (708.2: a 2/2 with no creature types, so non-Human). Put over it, the merged
// permanent is face up without having been "turned face up" (729.2e); put under it, the merged permanent stays face down
// — a 2/2 with no abilities (708.2), so the mutating card's own "Whenever this creature mutates" is not there to trigger.

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { restOn } from '../state/game-state';
import { illegal, type Outcome } from '../state/events';
import type { TargetSpec } from '../../model/types';
import type { Choices } from '../queries/choices';
import { parseObjectRef } from '../../model/abilities/targets';
import { isLegalTarget } from '../queries/target-legality';
import { checkTargetsFor } from '../queries/targets';
import { computeCharacteristics } from '../layers';
import { mergeAction } from '../actions/statuses';
import { msg } from '../../i18n';

/** CR 702.140a: what a mutating creature spell targets (the same owner is checked apart: `sameOwner`). */
let spec: TargetSpec | undefined;
function mutateTargetSpec(): TargetSpec {
  return (spec ??= parseObjectRef('target non-Human creature')!);
}

/** CR 702.140a: the target has the same owner as the spell. */
function sameOwner(s: GameState, spell: GameObject, targetId: string): boolean {
  return s.objects.get(targetId)?.owner === spell.owner;
}

/** Whether `spell` is a mutating creature spell now (cast for its mutate cost, 702.140a; not yet a creature spell again, 702.140b). */
export function isMutating(spell: GameObject): boolean {
  return spell.zone === 'stack' && !!spell.spell?.costsPaid?.includes('mutate') && !spell.spell.mutateEnded;
}

/**
 * CR 702.140a, 601.2c: a spell cast for its mutate cost announces one target, a non-Human creature with the same owner
 * as the spell. False (with the refusal in `out`) when the step's targets aren't that.
 */
export function checkMutateTarget(s: GameState, out: Outcome, card: GameObject, caster: PlayerId, targets: readonly string[]): boolean {
  if (targets.length !== 1) {
    out.fail(illegal(msg('rules.cast.mutate-one-target', { card: card.card.name }), ['702.140a', '601.2c']));
    return false;
  }
  if (!checkTargetsFor(s, out, [mutateTargetSpec()], targets, { controller: caster, sourceId: card.id, what: 'spell' })) return false;
  if (!sameOwner(s, card, targets[0]!)) {
    out.fail(illegal(msg('rules.cast.mutate-owner', { card: card.card.name }), ['702.140a']));
    return false;
  }
  return true;
}

/**
 * CR 702.140b–d, 608.3b, 608.3d: a mutating creature spell begins resolving. Its target illegal, it ceases to be mutating
 * and resolves as a creature spell (false: the caller puts it onto the battlefield). Its target legal, it merges with
 * that creature, over or under it as `choices.mergeOver` says — a choice the step never made is made over, and what
 * follows rests on it — and true is returned.
 * OPEN QUESTION: a copy of a mutating creature spell (707.10) would merge as a token; the engine resolves it as a token
 * creature, and what follows rests on that.
 */
export function resolveMutating(s: GameState, out: Outcome, spell: GameObject, choices: Choices | undefined): boolean {
  if (!isMutating(spell) || !spell.spell) return false;
  const name = spell.card.name;
  if (spell.spellCopy) {
    restOn(s, { sourceName: name, text: 'Mutate', what: 'unsimulated' });
    return false;
  }
  const target = spell.spell.targets[0];
  const legal = target !== undefined && s.objects.get(target)?.zone === 'battlefield' && sameOwner(s, spell, target)
    && isLegalTarget(s, target, mutateTargetSpec(), { controller: spell.spell.caster, sourceId: spell.id });
  if (!legal) {
    spell.spell.mutateEnded = true;
    out.note({ why: msg('rules.game.mutate-target-illegal', { card: name }), cr: ['702.140b', '608.3b'] });
    return false;
  }
  let over = choices?.mergeOver;
  if (over === undefined) {
    // CR 702.140c: the controller's choice, never made by the step: made over, and every answer after rests on it.
    restOn(s, { sourceName: name, text: 'Mutate', what: 'choice' });
    over = true;
  }
  mergeAction(s, out, spell.id, target!, over, true);
  if (!out.ok) return true;
  const merged = s.objects.get(target!)!;
  out.note({ why: msg('rules.game.mutated', { card: name, over: over ? 'over' : 'under' }), cr: ['702.140c', '729.2'] });
  // CR 702.140d, 603.2: "Whenever this creature mutates" — the merged permanent's abilities as they are now (a face-down
  // merged permanent has none, 708.2: rules/triggers/self-action-triggers.ts reads none of a face-down subject).
  out.event({ type: 'self-acted', objectId: merged.id, action: 'mutates' }, { subject: { obj: merged, view: computeCharacteristics(s, merged) }, became: null });
  out.event({ type: 'resolved', id: spell.id, description: msg('rules.event.resolves', { card: name }) });
  return true;
}
