// Triggered abilities (CR 603): which abilities trigger on an event, putting them on the stack in APNAP order,
// and the log of triggers that fired. Face-down objects have no abilities, so their own triggers never fire (708.3).

import type { TriggeredAbility } from '../model/types';
import type { AbilityRef, GameObject, GameState, PlayerId, StackAbility, TurnStep } from './game-state';
import { stepOfWords } from './effects/delayed-trigger-effects';
import { battlefieldObjects, newStackId } from './game-state';
import { computeCharacteristics } from './layers';
import { matchesFilter } from './filters';
import { hasType, keywordsOf } from './objects';
import type { Outcome } from './events';

export type TriggerCause =
  | { kind: 'entered'; obj: GameObject }
  | { kind: 'turned-face-up'; obj: GameObject; turner: PlayerId }
  | {
      kind: 'died'; obj: GameObject; abilities: AbilityRef[]; controller: PlayerId; wasCreature: boolean;
      /** The new object it became in the graveyard (a public zone), if any (CR 400.7e). */
      became?: GameObject | null;
    }
  | { kind: 'manifested-dread'; player: PlayerId }
  /** A step began (CR 503.1a, 507.1, 513.1a): "at the beginning of …" abilities trigger. */
  | { kind: 'step'; step: TurnStep; active: PlayerId };

export function fire(s: GameState, out: Outcome, src: GameObject, ref: AbilityRef, controller: PlayerId, label: string, name: string, about?: GameObject, became?: GameObject | null): void {
  const a = ref.ability as TriggeredAbility;
  const entry: StackAbility = {
    kind: 'ability',
    id: newStackId(s),
    sourceId: src.id,
    sourceName: name,
    abilityIndex: ref.index,
    controller,
    effects: a.effects ?? [],
    targets: [],
    triggered: true,
    ...(about ? { triggerObject: about.id } : {}),
    // CR 400.7e: a zone-change trigger finds the new object in the public zone it moved to.
    ...(became ? { movedSourceId: became.id, triggerObject: became.id } : {}),
    description: `${name}: ${a.text ?? label}`,
  };
  s.pendingTriggers.push(entry);
  s.triggerLog.push({ sourceId: src.id, cardId: src.cardId, cardName: src.card.name, abilityIndex: ref.index, event: label, stackId: entry.id });
  out.event({ type: 'triggered', sourceId: src.id, cardName: src.card.name, abilityIndex: ref.index, stackId: entry.id, trigger: label });
}

/** Step-trigger owners naming one step of the game ("your first upkeep"), which the engine does not track. */
const FIRST_ONLY = new Set(['your first', 'the first', "each other player's first"]);

export function checkTriggers(s: GameState, out: Outcome, cause: TriggerCause): void {
  if (cause.kind === 'died') {
    // Leaves-the-battlefield abilities look back in time (CR 603.10a): the abilities it had on the battlefield.
    for (const ref of cause.abilities) {
      if (ref.ability.kind !== 'triggered') continue;
      const ev = (ref.ability as TriggeredAbility).event;
      if (ev?.kind === 'self-dies' && cause.wasCreature) fire(s, out, cause.obj, ref, cause.controller, 'self-dies', cause.obj.card.name, undefined, cause.became);
    }
    return;
  }
  if (cause.kind === 'step') {
    for (const src of battlefieldObjects(s)) {
      const chars = computeCharacteristics(s, src);
      for (const ref of chars.abilities) {
        const ev = ref.ability.kind === 'triggered' ? (ref.ability as TriggeredAbility).event : undefined;
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
        fire(s, out, src, ref, src.controller, `beginning of ${cause.step}`, chars.name ?? 'face-down permanent');
      }
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
  for (const src of battlefieldObjects(s)) {
    const chars = computeCharacteristics(s, src);
    const name = chars.name ?? 'face-down permanent';
    for (const ref of chars.abilities) {
      if (ref.ability.kind !== 'triggered') continue;
      const ev = (ref.ability as TriggeredAbility).event;
      if (!ev) continue;
      const self = subject !== null && src.id === subject.id;
      switch (cause.kind) {
        case 'entered':
          if ((ev.kind === 'self-enters' || ev.kind === 'self-enters-or-turned-face-up') && self) fire(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
          else if (ev.kind === 'face-down-creature-you-control-enters' && cause.obj.faceDown && subjectIsCreature && cause.obj.controller === src.controller)
            fire(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
          else if (
            ev.kind === 'creature-enters' &&
            subjectIsCreature &&
            matchesFilter(cause.obj, { ...subjectChars!, keywords: keywordsOf(subjectChars!.abilities) }, ev.filter, { controller: src.controller, sourceId: src.id })
          )
            fire(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
          break;
        case 'turned-face-up':
          // CR 603.2: the permanent turned face up is the object the ability's "it" names.
          if ((ev.kind === 'self-turned-face-up' || ev.kind === 'self-enters-or-turned-face-up') && self) fire(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
          else if (ev.kind === 'permanent-you-control-turned-face-up' && cause.obj.controller === src.controller) fire(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
          else if (ev.kind === 'you-turn-permanent-face-up' && cause.turner === src.controller) fire(s, out, src, ref, src.controller, ev.kind, name, cause.obj);
          break;
        case 'manifested-dread':
          if (ev.kind === 'you-manifest-dread' && cause.player === src.controller) fire(s, out, src, ref, src.controller, ev.kind, name);
          break;
      }
    }
  }
}

/** CR 603.3b: put pending triggers on the stack, active player's first (so the non-active player's resolve first). */
export function flushTriggers(s: GameState): void {
  if (s.pendingTriggers.length === 0) return;
  const ap = s.pendingTriggers.filter((t) => t.controller === s.activePlayer);
  const nap = s.pendingTriggers.filter((t) => t.controller !== s.activePlayer);
  s.stack.push(...ap, ...nap);
  s.pendingTriggers = [];
}
