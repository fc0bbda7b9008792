// An ability triggers (CR 603.2): it waits, as a pending stack object, to be put on the stack the next time a player
// would receive priority (603.3); an intervening "if" must hold as the event happens (603.4). The modes of a modal
// ability are chosen as it is put on the stack (700.2b), X of an entering permanent's ability is its spell's (107.3m).
// Every trigger the engine records goes through here: the log of triggers that fired, and a `triggered` event.

import type { Ability, TriggeredAbility } from '../../model/types';
import { modalGroup } from '../queries/choices';
import type { AbilityRef, GameObject, GameState, PlayerId, StackAbility } from '../state/game-state';
import { newStackId } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import type { Outcome } from '../state/events';
import { evaluateCondition, interveningIf } from '../queries/conditions';
import { conditionPlayerTold } from '../../model/abilities/effect-descriptors';
import { msg } from '../../i18n';
import { turnDelayedOf } from '../state/turn-delayed-triggers';

/** An ability of `src` triggers: it waits to be put on the stack (CR 603.2, 603.3); an intervening "if" must hold (603.4). */
export function fireTrigger(s: GameState, out: Outcome, src: GameObject, ref: AbilityRef, controller: PlayerId, label: string, name: string, about?: GameObject, became?: GameObject | null, amount?: number, player?: PlayerId, other?: GameObject, declaring?: boolean): void {
  const a = ref.ability as TriggeredAbility;
  // CR 603.7b: a delayed trigger about the next such event this turn triggers only once.
  const delayed = turnDelayedOf(s, a);
  if (delayed?.fired) return;
  if (delayed?.once) delayed.fired = true;
  // CR 603.4: an intervening "if" clause is checked as the event happens; the ability triggers only if it's true.
  // A chapter ability's "if" is its lore count (CR 714.2b), checked by its trigger: the words after "{rN}—" are its effect,
  // an "If …" there checked as it resolves (608.2c), not an intervening "if" (603.4 is a triggered ability's own text).
  const cond = a.kind === 'triggered' ? interveningIf(a) : undefined;
  // CR 503.1a: "if that player …" names the player whose step began, where the engine tells it (conditionPlayerTold).
  const conditionPlayer = player && conditionPlayerTold(a.event) ? player : undefined;
  if (cond && evaluateCondition(s, cond.condition, { controller, sourceId: src.id, ...(about ? { it: about.id } : {}), ...(conditionPlayer ? { player: conditionPlayer } : {}), ...(declaring ? { declaring } : {}) }) === false) {
    out.note({ why: msg('rules.trigger.if-false', { source: name }), cr: ['603.4'] });
    return;
  }
  // CR 700.2b: a modal ability's modes are the bulleted abilities printed after it; they are chosen as it is put on the stack.
  const modal = modalGroupOf(s, src, a);
  const x = enteringX(s, src, a, about);
  const entry: StackAbility = {
    kind: 'ability',
    id: newStackId(s),
    sourceId: src.id,
    sourceName: name,
    abilityIndex: ref.index,
    controller,
    effects: modal ? [] : a.effects ?? [],
    targets: [],
    triggered: true,
    ...(modal ? { modal } : {}),
    ...(x !== undefined ? { x } : {}),
    ...(about ? { triggerObject: about.id } : {}),
    ...(amount !== undefined ? { eventAmount: amount } : {}),
    // CR 400.7e: a zone-change trigger finds the new object in the public zone it moved to.
    ...(became ? { movedSourceId: became.id, triggerObject: became.id } : {}),
    ...(player ? { triggerPlayer: player } : {}),
    ...(conditionPlayer ? { conditionPlayer } : {}),
    // CR 509.3d: the other object the event names ("becomes blocked by a creature": the blocker).
    ...(other ? { eventObject: other.id } : {}),
    description: `${name}: ${a.text ?? label}`,
  };
  s.pendingTriggers.push(entry);
  s.triggerLog.push({ sourceId: src.id, cardId: src.cardId, cardName: src.card.name, abilityIndex: ref.index, event: label, stackId: entry.id });
  const clause = triggerClause(a.text);
  out.event({ type: 'triggered', sourceId: src.id, cardName: src.card.name, abilityIndex: ref.index, stackId: entry.id, trigger: label, ...(clause ? { clause } : {}) });
}

/** A triggered ability's condition as its card writes it: the words before its first comma ("When this creature enters"; CR 603.1). */
function triggerClause(text: string | undefined): string | undefined {
  const m = /^\s*((?:When|Whenever|At)\b[^,]*)/.exec(text ?? '');
  return m?.[1]?.trim();
}

/**
 * CR 107.3m: an enters-the-battlefield ability that refers to X uses the X of the spell that became the permanent; a
 * permanent with {X} in its mana cost that entered without being cast has X 0 (107.3m "the value of X for that
 * permanent is 0"). Undefined otherwise: chosen as the ability is put on the stack (107.3f).
 */
function enteringX(s: GameState, src: GameObject, a: TriggeredAbility, about: GameObject | undefined): number | undefined {
  if (!about || about.id !== src.id || a.event?.kind !== 'self-enters') return undefined;
  if (about.castX !== undefined) return about.castX;
  return /\{X\}/i.test(computeCharacteristics(s, src).manaCost ?? '') ? 0 : undefined;
}

/** The modal group of a triggered ability (its "choose one —" and the modes after it), from the source's abilities now or as printed. */
function modalGroupOf(s: GameState, src: GameObject, a: TriggeredAbility): Ability[] | null {
  if (!(a.effects ?? []).some((e) => e.kind === 'modal')) return null;
  const lists: (readonly Ability[])[] = [];
  if (s.objects.get(src.id) === src) lists.push(computeCharacteristics(s, src).abilities.map((r) => r.ability));
  for (const f of src.card.faces ?? []) lists.push(f.abilities);
  for (const list of lists) {
    const g = modalGroup(list, a);
    if (g) return g;
  }
  return null;
}
