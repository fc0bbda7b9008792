// Triggered abilities (CR 603): which abilities trigger on an event (an intervening "if" must hold, 603.4), the log
// of triggers that fired, and putting them on the stack the next time a player would receive priority (603.3): in
// APNAP order (603.3b), an ability with a target but no legal target removed (603.3d). Face-down objects have no
// abilities, so their own triggers never fire (708.3); leaves-the-battlefield abilities look back in time (603.10a).

import type { Ability, EventSubject, TargetSpec, TriggeredAbility, TriggerEvent } from '../../model/types';
import { chosenModeEffects, modalGroup, modeCount } from '../queries/choices';
import type { AbilityRef, GameObject, GameState, PlayerId, StackAbility, TurnStep, ZoneName } from '../state/game-state';
import { stepOfWords } from '../effects/delayed-trigger-effects';
import { battlefieldObjects, newStackId, PLAYERS, stackSignature } from '../state/game-state';
import type { Characteristics } from '../layers';
import { computeCharacteristics } from '../layers';
import { triggerSources, eventSubjectMatches } from './trigger-sources';
import { functionsOnlyIn } from '../../model/abilities/functioning-zone';
import { matchesFilter } from '../state/filters';
import { hasType, keywordsOf } from '../state/objects';
import type { Outcome } from '../state/events';
import { evaluateCondition, interveningIf } from '../queries/conditions';
import { isLegalTarget, targetCandidates, targetSpecs } from '../queries/target-legality';
import { targetingRestriction } from '../queries/targets';
import { wardTriggers } from '../game/casting';

export type TriggerCause =
  | { kind: 'entered'; obj: GameObject }
  | { kind: 'turned-face-up'; obj: GameObject; turner: PlayerId }
  | {
      /** A permanent left the battlefield (CR 603.6c); `before`: what it was there (look back, 603.10a). */
      kind: 'left-battlefield'; obj: GameObject; before: Characteristics; controller: PlayerId; to: ZoneName;
      /** The new object it became in the zone it moved to, if any (CR 400.7e). */
      became?: GameObject | null;
      /** Its controller sacrificed it (CR 701.21a). */
      sacrificed?: boolean;
    }
  | { kind: 'manifested-dread'; player: PlayerId }
  /** A step began (CR 503.1a, 507.1, 513.1a): "at the beginning of …" abilities trigger. */
  | { kind: 'step'; step: TurnStep; active: PlayerId };

/** An ability of `src` triggers: it waits to be put on the stack (CR 603.2, 603.3); an intervening "if" must hold (603.4). */
export function fireTrigger(s: GameState, out: Outcome, src: GameObject, ref: AbilityRef, controller: PlayerId, label: string, name: string, about?: GameObject, became?: GameObject | null, amount?: number, player?: PlayerId): void {
  const a = ref.ability as TriggeredAbility;
  // CR 603.4: an intervening "if" clause is checked as the event happens; the ability triggers only if it's true.
  const cond = interveningIf(a);
  if (cond && evaluateCondition(s, cond.condition, { controller, sourceId: src.id, ...(about ? { it: about.id } : {}) }) === false) {
    out.note({ message: `${name}'s ability doesn't trigger: its "if" condition is false (it is checked as the event happens)`, cr: ['603.4'] });
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
    description: `${name}: ${a.text ?? label}`,
  };
  s.pendingTriggers.push(entry);
  s.triggerLog.push({ sourceId: src.id, cardId: src.cardId, cardName: src.card.name, abilityIndex: ref.index, event: label, stackId: entry.id });
  out.event({ type: 'triggered', sourceId: src.id, cardName: src.card.name, abilityIndex: ref.index, stackId: entry.id, trigger: label });
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

/** The same, under the name other modules use (combat-triggers.ts). */
export const fire = fireTrigger;

/**
 * Does a leaves-the-battlefield event ("dies", "leaves the battlefield", "is put into a graveyard from the battlefield")
 * match? (CR 603.6c, 700.4) "Is put into a graveyard from anywhere" is never one, even from the battlefield (603.6c): it
 * doesn't look back, it triggers from the graveyard (event-triggers.ts).
 */
function leaveEventMatches(event: string, to: ZoneName, wasCreature: boolean): boolean {
  if (event === 'leaves the battlefield') return true;
  if (event === 'is put into a graveyard from the battlefield') return to === 'graveyard';
  return event === 'dies' && to === 'graveyard' && wasCreature; // CR 700.4: "dies" means put into a graveyard from the battlefield (a creature)
}

/** Is the object the event is about the subject an ability names ("another creature you control")? */
function subjectMatches(s: GameState, subject: EventSubject, obj: GameObject, view: Characteristics, src: GameObject, controller: PlayerId): boolean {
  if (subject.attached || subject.oneOrMore) return false;
  // "this creature", "this creature or another …", "another …", "a creature" (itself too).
  if (obj.id === src.id ? subject.self || subject.other : subject.self && !subject.other) return obj.id === src.id && subject.self;
  return matchesFilter(obj, { ...view, keywords: keywordsOf(view.abilities) }, subject.filter, { controller, sourceId: src.id, chosen: src.chosen });
}

function leftBattlefield(s: GameState, out: Outcome, cause: TriggerCause & { kind: 'left-battlefield' }): void {
  const wasCreature = hasType(cause.before.cardTypes, 'creature');
  const name = cause.before.name ?? 'face-down permanent';
  // Leaves-the-battlefield abilities look back in time (CR 603.10a): the abilities it had on the battlefield.
  for (const ref of cause.before.abilities) {
    // CR 113.6m: an ability that works only in another zone (a graveyard) didn't work on the battlefield.
    if (ref.ability.kind !== 'triggered' || functionsOnlyIn(ref.ability)) continue;
    const ev = (ref.ability as TriggeredAbility).event;
    // "When this creature dies", and "whenever a creature dies" about itself (not "another").
    const own = ev?.kind === 'self-dies' ? to(cause, 'graveyard') && wasCreature
      : ev?.kind === 'object-event' && leaveEventMatches(ev.event, cause.to, wasCreature) &&
        (ev.subject.self ? !ev.subject.attached && !ev.subject.oneOrMore : !ev.subject.other && subjectMatches(s, ev.subject, cause.obj, cause.before, cause.obj, cause.controller));
    if (own) fireTrigger(s, out, cause.obj, ref, cause.controller, ev!.kind === 'self-dies' ? 'self-dies' : ev!.kind === 'object-event' ? ev.event : ev!.kind, name, undefined, cause.became);
  }
  if (cause.sacrificed) sacrificeTriggers(s, out, cause);
  // Other permanents' abilities ("whenever another creature you control dies"): they see it as it last existed (603.10a).
  // OPEN QUESTION: permanents leaving at the same time as this one are already gone when it is checked (one at a time).
  for (const { src, name, ref, event: ev } of triggerSources(s)) {
    if (ev?.kind !== 'object-event' || (ev.subject.self && !ev.subject.other) || !leaveEventMatches(ev.event, cause.to, wasCreature)) continue;
    if (!subjectMatches(s, ev.subject, cause.obj, cause.before, src, src.controller)) continue;
    fireTrigger(s, out, src, ref, src.controller, ev.event, name, cause.became ?? undefined);
  }
}

const to = (cause: { to: ZoneName }, zone: ZoneName) => cause.to === zone;

/** Does "you" / "an opponent" / "a player" name `player`, for an ability controlled by `controller`? */
const namesPlayer = (who: 'you' | 'an opponent' | 'a player', player: PlayerId, controller: PlayerId) =>
  who === 'a player' || (who === 'you') === (player === controller);

/**
 * "Whenever you sacrifice a creature" (CR 701.21a): a leaves-the-battlefield ability (603.6c), so it looks back in time
 * (603.10a): the sacrificed permanent as it last existed, and its own such abilities too.
 */
function sacrificeTriggers(s: GameState, out: Outcome, cause: TriggerCause & { kind: 'left-battlefield' }): void {
  const sacrificer = cause.controller;
  const name = cause.before.name ?? 'face-down permanent';
  const matches = (ev: TriggerEvent | undefined, src: GameObject, controller: PlayerId): boolean => {
    if (ev?.kind === 'player-event' && ev.event === 'sacrifice a permanent') return namesPlayer(ev.who, sacrificer, controller);
    if (ev?.kind !== 'sacrifice' || !namesPlayer(ev.who, sacrificer, controller)) return false;
    if (ev.filter.other && src.id === cause.obj.id) return false;
    return matchesFilter(cause.obj, { ...cause.before, keywords: keywordsOf(cause.before.abilities) }, { ...ev.filter, other: false }, { controller, sourceId: src.id, chosen: src.chosen });
  };
  for (const ref of cause.before.abilities) {
    if (ref.ability.kind !== 'triggered') continue;
    const ev = (ref.ability as TriggeredAbility).event;
    if (matches(ev, cause.obj, cause.controller)) fireTrigger(s, out, cause.obj, ref, cause.controller, 'sacrifice', name, undefined, cause.became);
  }
  for (const { src, name: n, ref, event: ev } of triggerSources(s)) {
    if (matches(ev, src, src.controller)) fireTrigger(s, out, src, ref, src.controller, 'sacrifice', n, cause.became ?? undefined);
  }
}

/** Step-trigger owners naming one step of the game ("your first upkeep"), which the engine does not track. */
const FIRST_ONLY = new Set(['your first', 'the first', "each other player's first"]);

export function checkTriggers(s: GameState, out: Outcome, cause: TriggerCause): void {
  if (cause.kind === 'left-battlefield') {
    leftBattlefield(s, out, cause);
    return;
  }
  if (cause.kind === 'step') {
    for (const { src, name, ref, event: ev } of triggerSources(s)) {
      if (ev?.kind !== 'beginning-of' || stepOfWords(ev.step) !== cause.step) continue;
      // CR 503.1a: step triggers fire in the step they name. "your first upkeep" (and the like) fires in one upkeep of
      // the game only; a scenario may begin mid-game, so which upkeep is "first" is unknown: not fired (its
      // descriptor marks it not simulated, and outcomes resting on it are inconclusive).
      // OPEN QUESTION: the CR does not define "first upkeep"; read here as the first upkeep of that player's first turn.
      if (FIRST_ONLY.has(ev.whose)) continue;
      const mine = src.controller === cause.active;
      const yours = ev.whose === 'your' || ev.whose === 'your next' || !!ev.onYourTurn;
      const theirs = ev.whose === "each opponent's" || ev.whose === "your opponents'";
      if ((yours && !mine) || (theirs && mine)) continue;
      fireTrigger(s, out, src, ref, src.controller, `beginning of ${cause.step}`, name, undefined, undefined, undefined, cause.active);
    }
    return;
  }
  const subject = cause.kind === 'manifested-dread' ? null : cause.obj;
  const subjectChars = subject ? computeCharacteristics(s, subject) : null;
  const subjectIsCreature = subjectChars ? hasType(subjectChars.cardTypes, 'creature') : false;
  if (cause.kind === 'entered' && subjectIsCreature && s.modifiers.some((m) => m.kind === 'enter-triggers-suppressed')) {
    // Torpor-Orb-like rule modifier: creatures entering don't cause abilities to trigger (it never affects
    // "turned face up" triggers, which are not entering: CR 708.8, 603.2).
    out.note({ message: 'Creatures entering the battlefield don\'t cause abilities to trigger (rule modifier)', cr: ['603.2', '613.11'] });
    return;
  }
  for (const { src, name, ref, event: ev } of triggerSources(s)) {
    if (!ev) continue;
    const self = subject !== null && src.id === subject.id;
    switch (cause.kind) {
      case 'entered':
        if ((ev.kind === 'self-enters' || ev.kind === 'self-enters-or-turned-face-up') && self) fireTrigger(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
        else if (ev.kind === 'face-down-creature-you-control-enters' && cause.obj.faceDown && subjectIsCreature && cause.obj.controller === src.controller)
          fireTrigger(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
        else if (
          ev.kind === 'creature-enters' &&
          (subjectIsCreature || !ev.filter.types.includes('creature')) &&
          matchesFilter(cause.obj, { ...subjectChars!, keywords: keywordsOf(subjectChars!.abilities) }, ev.filter, { controller: src.controller, sourceId: src.id, chosen: src.chosen })
        )
          fireTrigger(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
        // "Whenever ~ or another enchantment you control enters" (CR 603.6a): the subject as it entered; a face-down
        // permanent's own abilities don't exist, so they don't trigger on its entering (708.3).
        // "Whenever ~ enters or attacks": its entering half here, its attacking half in combat-triggers.ts.
        else if (ev.kind === 'object-event' && (ev.event === 'enters' || ev.event === 'enters or attacks' || (ev.event === 'enters under your control' && cause.obj.controller === src.controller)) &&
          !ev.subject.oneOrMore && eventSubjectMatches(s, ev, src, cause.obj))
          fireTrigger(s, out, src, ref, src.controller, ev.event, name, cause.obj);
        break;
      case 'turned-face-up':
        // CR 603.2: the permanent turned face up is the object the ability's "it" names.
        if ((ev.kind === 'self-turned-face-up' || ev.kind === 'self-enters-or-turned-face-up') && self) fireTrigger(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
        else if (ev.kind === 'permanent-you-control-turned-face-up' && cause.obj.controller === src.controller) fireTrigger(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
        else if (ev.kind === 'you-turn-permanent-face-up' && cause.turner === src.controller) fireTrigger(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
        // "Whenever ~ or another creature you control is turned face up", "another permanent you control" (CR 603.2,
        // 708.8): the subject is matched as the permanent is now, face up.
        else if (ev.kind === 'object-event' && ev.event === 'is turned face up' && !ev.subject.oneOrMore && eventSubjectMatches(s, ev, src, cause.obj))
          fireTrigger(s, out, src, ref, src.controller, `${ev.event}`, name, cause.obj);
        break;
      case 'manifested-dread':
        if (ev.kind === 'you-manifest-dread' && cause.player === src.controller) fireTrigger(s, out, src, ref, src.controller, ev.kind, name);
        break;
    }
  }
}

/** The legal choices for each target phrase of the ability now (CR 115.1, 601.2c; hexproof, shroud, protection). */
function legalChoices(s: GameState, a: StackAbility): { spec: TargetSpec; ids: string[] }[] {
  const ctx = { controller: a.controller, sourceId: a.sourceId };
  const candidates = targetCandidates(s);
  return targetSpecs(a.effects).map((spec) => ({
    spec,
    ids: candidates.filter((id) => isLegalTarget(s, id, spec, ctx) && !targetingRestriction(s, id, a.controller, a.sourceId)),
  }));
}

const optionalTarget = (spec: TargetSpec) => spec.kind === 'target' && !!spec.upTo; // "up to N" may choose zero (CR 601.2c)

/** CR 603.3d, 601.2c: can the ability's targets be chosen at all (a legal target for each target phrase)? */
export function hasLegalTargets(s: GameState, a: StackAbility): boolean {
  return legalChoices(s, a).every((c) => optionalTarget(c.spec) || c.ids.length > 0);
}

/**
 * CR 603.3d, 601.2c: a target must be chosen; when each target phrase (one target each) has exactly one legal choice,
 * that is the choice. Otherwise the scenario names them (`trigger of … targeting …`).
 */
export function forcedTargets(s: GameState, a: StackAbility): string[] | null {
  const choices = legalChoices(s, a);
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
    out.note({ message: `${t.sourceName}'s modal triggered ability has no mode that can be chosen: it is removed from the stack`, cr: ['603.3c', '700.2b'] });
    return false;
  }
  const picked = legal.slice(0, need);
  t.modes = picked;
  t.effects = chosenModeEffects(t.modal!, picked);
  const only = legal.length === need;
  out.note({
    message: only
      ? `${t.sourceName}'s triggered ability: mode ${picked.join(', ')} chosen (the only mode that can be chosen)`
      : `${t.sourceName}'s triggered ability: mode${picked.length === 1 ? '' : 's'} ${picked.join(', ')} chosen (the first that can be; write \`trigger of … choosing mode 2\` right after the step that triggered it)`,
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
      out.event({ type: 'countered', id: t.id, description: `${t.sourceName}'s triggered ability is removed (no mode can be chosen)` });
      continue;
    }
    if (!t.wardAgainst && !hasLegalTargets(s, t)) {
      out.note({ message: `${t.sourceName}'s triggered ability has no legal target to choose: it is removed from the stack`, cr: ['603.3d'] });
      out.event({ type: 'countered', id: t.id, description: `${t.sourceName}'s triggered ability is removed (no legal target)` });
      continue;
    }
    const forced = !t.wardAgainst && t.targets.length === 0 ? forcedTargets(s, t) : null;
    if (forced) {
      t.targets = forced;
      out.note({ message: `${t.sourceName}'s triggered ability targets ${forced.join(', ')}: the only legal choice`, cr: ['603.3d', '601.2c'] });
    }
    s.stack.push(t);
    put.push(t);
    if (forced) wardTriggers(s, out, t.id, t.controller, forced); // CR 702.21a
  }
  if (put.length === 0) return;
  // The batch stays open for ordering and target choices until anything else is put on the stack (CR 603.3b, 603.3d).
  const before = stackSignature({ stack: s.stack.filter((e) => !put.includes(e as StackAbility)) });
  const open = s.triggerBatch && s.triggerBatch.stack === before ? s.triggerBatch.ids : [];
  s.triggerBatch = { stack: stackSignature(s), ids: [...open, ...put.map((t) => t.id)] };
}
