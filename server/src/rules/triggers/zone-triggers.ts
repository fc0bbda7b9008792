// Abilities that trigger on objects changing zones or faces (CR 603.6): a permanent entering the battlefield (603.6a;
// a face-down permanent's own abilities don't exist, 708.3), being turned face up (708.8: not entering), leaving it
// (603.6c, looking back in time: 603.10a, with its sacrifice, 701.21a), a card put into a graveyard from anywhere
// (603.6c, 113.6k: read on the card in the graveyard, even from the battlefield), a player manifesting dread (701.62b). Each reads the moment its event was logged with.

import type { EventSubject as EventSubjectWords, TriggeredAbility, TriggerEvent } from '../../model/types';
import { dealtDamageThisTurn, historyUnknown } from '../state/turn-history';
import type { GameEvent, Outcome } from '../state/events';
import type { GameObject, GameState, PlayerId, ZoneName } from '../state/game-state';
import type { Characteristics } from '../state/characteristics';
import type { EventSubject, TriggerMoment, TriggerSource } from '../state/trigger-moment';
import { matchesFilter } from '../state/filters';
import { hasType, keywordsOf } from '../state/objects';
import { computeCharacteristics } from '../layers';
import { functionsOnlyIn } from '../../model/abilities/functioning-zone';
import { withKeywordTriggers } from '../queries/keyword-abilities';
import { fireTrigger } from './fire-trigger';
import { ruleInPlay } from '../queries/rule-sentences';
import { selfActionFires } from './event-triggers';
import { eventSubjectMatches, leaverMatches, namesPlayer } from './subjects';
import { msg } from '../../i18n';

type Event<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** CR 603.6a: "When this enters", "whenever a creature enters", "whenever a face-down creature you control enters". */
export function enteredTriggers(s: GameState, out: Outcome, subject: EventSubject, sources: readonly TriggerSource[]): void {
  const { obj, view } = subject;
  const isCreature = hasType(view.cardTypes, 'creature');
  // CR 603.2: "Creatures entering the battlefield don't cause abilities to trigger" (a rule a permanent's static ability
  // states, or the rule modifier); it never affects "turned face up" triggers, which are not entering (708.8).
  if (isCreature && (s.modifiers.some((m) => m.kind === 'enter-triggers-suppressed') || ruleInPlay(s, 'no-entering-triggers') !== undefined)) {
    out.note({ why: msg('rules.trigger.entering-suppressed'), cr: ['603.2', '613.11'] });
    return;
  }
  for (const { src, name, ref, event: ev } of sources) {
    if (!ev) continue;
    const self = src.id === obj.id;
    if ((ev.kind === 'self-enters' || ev.kind === 'self-enters-or-turned-face-up') && self) fireTrigger(s, out, src, ref, src.controller, ev.kind, name, obj);
    else if (ev.kind === 'face-down-creature-you-control-enters' && obj.faceDown && isCreature && obj.controller === src.controller)
      fireTrigger(s, out, src, ref, src.controller, ev.kind, name, obj);
    else if (
      ev.kind === 'creature-enters' &&
      (isCreature || !ev.filter.types.includes('creature')) &&
      matchesFilter(obj, { ...view, keywords: keywordsOf(view.abilities) }, ev.filter, { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: src.chosen })
    )
      fireTrigger(s, out, src, ref, src.controller, ev.kind, name, obj);
    // "Whenever ~ or another enchantment you control enters" (CR 603.6a): the subject as it entered; a face-down
    // permanent's own abilities don't exist, so they don't trigger on its entering (708.3).
    // "Whenever ~ enters or attacks": its entering half here, its attacking half in combat-triggers.ts.
    // "When ~ enters or dies", "enters or leaves the battlefield" (CR 603.2, 603.6a): its entering half here, its leaving
    // half in leftBattlefieldTriggers.
    else if (ev.kind === 'object-event' && (ev.event === 'enters' || ev.event === 'enters or attacks' || ev.event === 'enters or dies' || ev.event === 'enters or leaves the battlefield' || (ev.event === 'enters under your control' && obj.controller === src.controller)) &&
      !ev.subject.oneOrMore && eventSubjectMatches(s, ev, src, obj, view))
      fireTrigger(s, out, src, ref, src.controller, ev.event, name, obj);
    // "Whenever a land enters under an opponent's control" (CR 603.6a, 102.2): "that player" is the opponent.
    else if (ev.kind === 'object-event' && ev.event === "enters under an opponent's control" && obj.controller !== src.controller &&
      !ev.subject.oneOrMore && eventSubjectMatches(s, ev, src, obj, view))
      fireTrigger(s, out, src, ref, src.controller, ev.event, name, obj, undefined, undefined, obj.controller);
  }
}

/** CR 603.2, 708.8: "When this is turned face up", "whenever a permanent you control is turned face up", "whenever you turn …". */
export function turnedFaceUpTriggers(s: GameState, out: Outcome, e: Event<'turned-face-up'>, subject: EventSubject, sources: readonly TriggerSource[]): void {
  const { obj, view } = subject;
  for (const { src, name, ref, event: ev } of sources) {
    if (!ev) continue;
    // CR 603.2: the permanent turned face up is the object the ability's "it" names.
    if ((ev.kind === 'self-turned-face-up' || ev.kind === 'self-enters-or-turned-face-up') && src.id === obj.id) fireTrigger(s, out, src, ref, src.controller, ev.kind, name, obj);
    else if (ev.kind === 'permanent-you-control-turned-face-up' && obj.controller === src.controller) fireTrigger(s, out, src, ref, src.controller, ev.kind, name, obj);
    else if (ev.kind === 'you-turn-permanent-face-up' && e.turner === src.controller) fireTrigger(s, out, src, ref, src.controller, ev.kind, name, obj);
    // "Whenever ~ or another creature you control is turned face up", "another permanent you control" (CR 603.2,
    // 708.8): the subject is matched as the permanent is now, face up.
    else if (ev.kind === 'object-event' && ev.event === 'is turned face up' && !ev.subject.oneOrMore && eventSubjectMatches(s, ev, src, obj, view))
      fireTrigger(s, out, src, ref, src.controller, `${ev.event}`, name, obj);
  }
}

/** CR 701.62b: "whenever you manifest dread" triggers whether or not a card was manifested. */
export function manifestedDreadTriggers(s: GameState, out: Outcome, e: Event<'manifested-dread'>, sources: readonly TriggerSource[]): void {
  for (const { src, name, ref, event: ev } of sources) {
    if (ev?.kind === 'you-manifest-dread' && e.player === src.controller) fireTrigger(s, out, src, ref, src.controller, ev.kind, name);
  }
}

/**
 * "When this card is put into a graveyard from anywhere" (CR 603.6c: never a leaves-the-battlefield ability, even from
 * the battlefield, so it doesn't look back, 603.10a): read on the card in the graveyard — face up there, whatever it was
 * before (404.2, 708.9) — where the ability works (113.6k), for its owner (603.3a).
 * OPEN QUESTION: a card that already left the graveyard again before triggers are checked is not found (its new object
 * is gone); the ability would have triggered.
 */
export function putIntoGraveyardTriggers(s: GameState, out: Outcome, e: Event<'zone-changed'>, subject: EventSubject | undefined): void {
  const card = e.newId ? s.objects.get(e.newId) : undefined;
  if (!card || card.zone !== 'graveyard') return;
  // The moment's subject is the card in the graveyard unless the event looked back at a permanent (603.10a).
  const view = subject?.obj.id === card.id ? subject.view : computeCharacteristics(s, card);
  for (const ref of view.abilities) {
    const t = ref.ability.kind === 'triggered' ? (ref.ability as TriggeredAbility).event : undefined;
    const parts = t?.kind === 'either' ? t.events : [t];
    if (parts.some((p) => p?.kind === 'object-event' && p.subject.self && !p.subject.attached && p.event === 'is put into a graveyard from anywhere')) {
      fireTrigger(s, out, card, ref, card.owner, `put into a graveyard from the ${e.from}`, view.name ?? card.card.name, card);
    }
  }
}

/**
 * Does a leaves-the-battlefield event ("dies", "leaves the battlefield", "is put into a graveyard from the battlefield")
 * match? (CR 603.6c, 700.4) "Is put into a graveyard from anywhere" is never one, even from the battlefield (603.6c): it
 * doesn't look back, it triggers from the graveyard (putIntoGraveyardTriggers).
 */
function leaveEventMatches(event: string, to: ZoneName, wasCreature: boolean, ownedByController: boolean): boolean {
  // CR 603.2, 603.6c: "When ~ enters or leaves the battlefield", "enters or dies": the leaving half (the entering half:
  // enteredTriggers).
  if (event === 'leaves the battlefield' || event === 'enters or leaves the battlefield') return true;
  if (event === 'enters or dies') return to === 'graveyard' && wasCreature; // CR 700.4
  // CR 603.6c: "a permanent you control / enchanted land is put into a graveyard": a permanent goes there only from the battlefield.
  if (event === 'is put into a graveyard from the battlefield' || event === 'is put into a graveyard') return to === 'graveyard';
  // CR 404.1, 400.3: a card goes to its owner's graveyard: "your graveyard" is the ability's controller's own.
  if (event === 'is put into your graveyard from the battlefield') return to === 'graveyard' && ownedByController;
  if (event === "is put into an opponent's graveyard from the battlefield") return to === 'graveyard' && !ownedByController;
  // CR 700.4, 406.1: "dies or is put into exile" (a permanent's leaving, 603.6c): a creature to a graveyard, or any
  // permanent into exile.
  if (event === 'dies or is put into exile' || event === 'dies or is put into exile from the battlefield') return to === 'exile' || (to === 'graveyard' && wasCreature);
  // CR 603.6c, 406.1: "is put into exile from the battlefield", "is exiled from the battlefield": any permanent into exile.
  if (event === 'is put into exile from the battlefield' || event === 'is exiled from the battlefield') return to === 'exile';
  return event === 'dies' && to === 'graveyard' && wasCreature; // CR 700.4: "dies" means put into a graveyard from the battlefield (a creature)
}

/** A permanent left the battlefield (CR 603.6c): `m.subject` is what it was there (603.10a), `m.became` the new object. */
export function leftBattlefieldTriggers(s: GameState, out: Outcome, e: Event<'zone-changed'>, m: TriggerMoment & { subject: EventSubject }, sources: readonly TriggerSource[]): void {
  const { obj, view: before } = m.subject;
  const became = m.became;
  const wasCreature = hasType(before.cardTypes, 'creature');
  const name = before.name ?? 'face-down permanent';
  // Leaves-the-battlefield abilities look back in time (CR 603.10a): the abilities it had on the battlefield, those its
  // keywords stand for included (702.135a afterlife, 702.46a soulshift).
  for (const ref of withKeywordTriggers(before.abilities, name)) {
    // CR 113.6m: an ability that works only in another zone (a graveyard) didn't work on the battlefield.
    if (ref.ability.kind !== 'triggered' || functionsOnlyIn(ref.ability)) continue;
    const event = (ref.ability as TriggeredAbility).event;
    // "When this creature dies", and "whenever a creature dies" about itself (not "another"); either half of "When you
    // cycle ~ or it dies" (CR 603.2).
    const own = (ev: TriggerEvent | undefined) => ev?.kind === 'self-dies' ? e.to === 'graveyard' && wasCreature
      : ev?.kind === 'object-event' && leaveEventMatches(ev.event, e.to, wasCreature, obj.owner === obj.controller) &&
        (ev.subject.self ? !ev.subject.attached && !ev.subject.oneOrMore : !ev.subject.other && leaverMatches(ev.subject, obj, before, obj, obj.controller) && dealtDamageMatches(s, ev.subject, obj, obj));
    const ev = (event?.kind === 'either' ? event.events : [event]).find(own);
    if (ev) fireTrigger(s, out, obj, ref, obj.controller, ev.kind === 'self-dies' ? 'self-dies' : ev.kind === 'object-event' ? ev.event : ev.kind, name, undefined, became);
  }
  if (e.sacrificed) sacrificeTriggers(s, out, obj, before, became, sources);
  // Other permanents' abilities ("whenever another creature you control dies"): they see it as it last existed (603.10a).
  // OPEN QUESTION: permanents leaving at the same time as this one are already gone when it is checked (one at a time).
  for (const { src, name: n, ref, event: ev, objects } of sources) {
    if (ev?.kind !== 'object-event' || (ev.subject.self && !ev.subject.other) || !leaveEventMatches(ev.event, e.to, wasCreature, obj.owner === src.controller)) continue;
    // CR 603.7c: a delayed trigger about particular objects ("a creature dealt damage this way") sees only those.
    if (objects && !objects.includes(obj.id)) continue;
    if (!leaverMatches(ev.subject, obj, before, src, src.controller) || !dealtDamageMatches(s, ev.subject, obj, src)) continue;
    fireTrigger(s, out, src, ref, src.controller, ev.event, n, became ?? undefined);
  }
}

/**
 * "Whenever a creature dealt damage by ~ this turn dies", "… a creature that was dealt damage this turn dies" (CR 700.4,
 * 603.10a, 120.1): the creature as it last existed was dealt damage this turn (by the ability's source); in a turn the
 * engine didn't see from its beginning, "not dealt damage" rests on what happened before (CR 500.1).
 */
function dealtDamageMatches(s: GameState, subject: EventSubjectWords, obj: GameObject, src: GameObject): boolean {
  const dealt = subject.filter?.dealtDamage;
  if (!dealt) return true;
  const told = dealtDamageThisTurn(s, obj.id, dealt === 'by-self-this-turn' ? src.id : undefined);
  if (told === undefined) historyUnknown(s, src.id, subject.filter?.text ?? '');
  return told === true;
}

/**
 * "Whenever you sacrifice a creature" (CR 701.21a): a leaves-the-battlefield ability (603.6c), so it looks back in time
 * (603.10a): the sacrificed permanent as it last existed, and its own such abilities too.
 */
function sacrificeTriggers(s: GameState, out: Outcome, obj: GameObject, before: Characteristics, became: GameObject | null | undefined, sources: readonly TriggerSource[]): void {
  const sacrificer = obj.controller;
  const name = before.name ?? 'face-down permanent';
  const matches = (ev: TriggerEvent | undefined, src: GameObject, controller: PlayerId): boolean => {
    // "When you sacrifice ~" (CR 603.2, 701.21a): its own ability, looking back (603.10a).
    if (selfActionFires(ev, 'sacrifice')) return src.id === obj.id;
    if (ev?.kind === 'player-event' && ev.event === 'sacrifice a permanent') return namesPlayer(ev.who, sacrificer, controller);
    if (ev?.kind !== 'sacrifice' || !namesPlayer(ev.who, sacrificer, controller)) return false;
    if (ev.filter.other && src.id === obj.id) return false;
    return matchesFilter(obj, { ...before, keywords: keywordsOf(before.abilities) }, { ...ev.filter, other: false }, { combat: s.combat, controller, sourceId: src.id, chosen: src.chosen });
  };
  for (const ref of withKeywordTriggers(before.abilities, name)) {
    if (ref.ability.kind !== 'triggered') continue;
    const ev = (ref.ability as TriggeredAbility).event;
    if (matches(ev, obj, obj.controller)) fireTrigger(s, out, obj, ref, obj.controller, 'sacrifice', name, undefined, became);
  }
  for (const { src, name: n, ref, event: ev } of sources) {
    if (matches(ev, src, src.controller)) fireTrigger(s, out, src, ref, src.controller, 'sacrifice', n, became ?? undefined);
  }
}
