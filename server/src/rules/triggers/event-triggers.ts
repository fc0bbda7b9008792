// Abilities that trigger on what players do (CR 603.2): casting a spell (601.2i, "whenever you cast …"; its "it" is
// the spell), drawing a card (121.1), discarding (701.9a), gaining or losing life (119.3; damage to a player is life
// loss, 120.3a), damage dealt (120.3), a permanent becoming a target (115.1), a permanent becoming tapped (701.26a);
// a card's own "When you cast this spell" / "When you cycle / discard this card" (603.2, 113.6k, 702.29c–d).

import type { CastFrom, PlayerEventKind, TriggerEvent, TriggeredAbility } from '../../model/types';
import type { GameEvent, Outcome } from '../state/events';
import type { GameObject, GameState, PlayerId, ZoneName } from '../state/game-state';
import type { Characteristics } from '../state/characteristics';
import type { EventSubject, TriggerSource } from '../state/trigger-moment';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { fireTrigger } from './fire-trigger';
import { eventSubjectMatches, namesPlayer } from './subjects';

type Event<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

function fromMatches(from: CastFrom | undefined, zone: ZoneName): boolean {
  switch (from) {
    case undefined: return true;
    case 'your hand': return zone === 'hand';
    case 'your graveyard': return zone === 'graveyard';
    case 'exile': return zone === 'exile';
    case 'anywhere other than your hand': return zone !== 'hand';
  }
  return false;
}

/** The player event an engine event is, if any. */
function playerEvent(ev: GameEvent, subject: EventSubject | undefined): { kind: PlayerEventKind; player: PlayerId } | null {
  if (ev.type === 'drew') return { kind: 'draw a card', player: ev.player };
  // CR 701.9a: to discard is to move a card from its owner's hand to their graveyard; a card with madness is discarded
  // into exile (702.35a).
  if (ev.type === 'zone-changed' && ev.from === 'hand' && (ev.to === 'graveyard' || ev.madness) && ev.newId) return subject ? { kind: 'discard a card', player: subject.obj.owner } : null;
  if (ev.type === 'life' && ev.amount > 0) return { kind: 'gain life', player: ev.player };
  if (ev.type === 'life' && ev.amount < 0) return { kind: 'lose life', player: ev.player };
  if (ev.type === 'damage' && ev.player && ev.amount > 0) return { kind: 'lose life', player: ev.player }; // CR 120.3a
  return null;
}

/** "Whenever you draw a card / discard a card / gain life / lose life" (CR 603.2); "that player" in what it does is the
 * player the event is about ("Whenever a player draws a card, that player loses 2 life"). */
export function playerEventTriggers(s: GameState, out: Outcome, ev: GameEvent, subject: EventSubject | undefined, sources: readonly TriggerSource[]): void {
  const pe = playerEvent(ev, subject);
  if (!pe) return;
  const cycled = ev.type === 'zone-changed' && !!ev.cycled;
  for (const { src, name, ref, event: t } of sources) {
    if (t?.kind !== 'player-event' || !namesPlayer(t.who, pe.player, src.controller)) continue;
    const fires = t.event === pe.kind || (pe.kind === 'discard a card' && discardFamilyFires(t.event, cycled, ev.type === 'zone-changed' && (ev.objectId === src.id || ev.newId === src.id)));
    if (fires) fireTrigger(s, out, src, ref, src.controller, `${pe.player}: ${t.event}`, name, undefined, undefined, undefined, pe.player);
  }
}

/**
 * "Whenever you cycle a card", "… cycle another card", "… cycle or discard a card", "… cycle or discard another card"
 * (CR 702.29c: cycling is discarding the card to pay its cycling cost; 702.29d: "cycle or discard" triggers once when a
 * card is cycled; 701.9a: any other discard). "Another" is a card other than the ability's own object.
 */
function discardFamilyFires(event: PlayerEventKind, cycled: boolean, itself: boolean): boolean {
  switch (event) {
    case 'cycle a card': return cycled;
    case 'cycle another card': return cycled && !itself;
    case 'cycle or discard a card': return true;
    case 'cycle or discard another card': return !itself;
    default: return false;
  }
}

/** CR 601.2i: "whenever you cast …" triggers as the spell becomes cast; the spell is what "it" names. A copy isn't cast (707.10). */
export function castTriggers(s: GameState, out: Outcome, ev: Event<'cast'>, subject: EventSubject | undefined, sources: readonly TriggerSource[]): void {
  if (!subject || subject.obj.spellCopy) return;
  const { obj: spell, view } = subject;
  for (const { src, name, ref, event: t } of sources) {
    if (t?.kind === 'cast' && namesPlayer(t.who, ev.player, src.controller) && fromMatches(t.from, ev.from) &&
      matchesFilter(spell, { ...view, keywords: keywordsOf(view.abilities) }, t.filter, { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: src.chosen })) {
      fireTrigger(s, out, src, ref, src.controller, `${ev.player} cast a spell`, name, spell);
    }
  }
}

/** "… becomes the target of a spell or ability [an opponent controls]" (CR 603.2, 115.1) about the targeted permanent. */
export function targetedTriggers(s: GameState, out: Outcome, ev: Event<'became-target'>, subject: EventSubject, sources: readonly TriggerSource[]): void {
  const { obj, view } = subject;
  for (const { src, name, ref, event: t } of sources) {
    if (t?.kind !== 'object-event' || (t.event !== 'becomes the target of a spell or ability' && t.event !== 'becomes the target of a spell or ability an opponent controls')) continue;
    if (t.event.endsWith('an opponent controls') && ev.controller === src.controller) continue;
    const sub = t.subject;
    if (sub.attached || sub.oneOrMore) continue;
    const about = sub.self ? obj.id === src.id
      : !(sub.other && obj.id === src.id) && matchesFilter(obj, { ...view, keywords: keywordsOf(view.abilities) }, sub.filter, { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: src.chosen });
    if (about) fireTrigger(s, out, src, ref, src.controller, t.event, name, obj);
  }
}

/**
 * "Whenever ~ / enchanted land / a creature you control becomes tapped" (CR 701.26a, 603.2): about the permanent that
 * became tapped (for any reason: a cost, attacking, an effect; entering tapped is not becoming tapped, 110.5b).
 * "Whenever ~ becomes untapped" likewise (701.26a: untapping, in its controller's untap step, 502.3, or by an effect).
 */
export function tappedTriggers(s: GameState, out: Outcome, subject: EventSubject, sources: readonly TriggerSource[], untapped = false): void {
  const { obj, view } = subject;
  const word = untapped ? 'becomes untapped' : 'becomes tapped';
  for (const { src, name, ref, event: t } of sources) {
    if (t?.kind !== 'object-event' || t.event !== word || t.subject.oneOrMore || t.subject.pronoun) continue;
    if (eventSubjectMatches(s, t, src, obj, view)) fireTrigger(s, out, src, ref, src.controller, t.event, name, obj);
  }
}

/**
 * "Whenever ~ deals damage" / "is dealt damage" (CR 603.2, 120.3): once for each source (or recipient) in one batch of
 * damage dealt at the same time (a run of damage events: a resolving effect, a combat damage step), with the total
 * dealt as the trigger's "that much".
 */
export function damageTriggers(s: GameState, out: Outcome, batch: readonly Event<'damage'>[], sources: readonly TriggerSource[]): void {
  const dealt = new Map<string, number>();
  const taken = new Map<string, number>();
  for (const ev of batch) {
    if (ev.source) dealt.set(ev.source, (dealt.get(ev.source) ?? 0) + ev.amount);
    if (ev.objectId) taken.set(ev.objectId, (taken.get(ev.objectId) ?? 0) + ev.amount);
  }
  for (const { src, name, ref, event: t } of sources) {
    if (t?.kind !== 'object-event' || (t.event !== 'deals damage' && t.event !== 'is dealt damage') || t.subject.oneOrMore || t.subject.pronoun) continue;
    for (const [id, amount] of t.event === 'deals damage' ? dealt : taken) {
      const obj = s.objects.get(id);
      if (obj && obj.zone === 'battlefield' && eventSubjectMatches(s, t, src, obj)) fireTrigger(s, out, src, ref, src.controller, t.event, name, obj, undefined, amount);
    }
  }
}

/** CR 730.1a, 603.2: "whenever day becomes night or night becomes day" — a change, not the game's first designation. */
export function dayNightTriggers(s: GameState, out: Outcome, ev: Event<'day-night'>, sources: readonly TriggerSource[]): void {
  if (!ev.changed) return;
  for (const { src, name, ref, event: t } of sources) if (t?.kind === 'day-night') fireTrigger(s, out, src, ref, src.controller, 'day-night', name);
}

/** What a player did with a card that the card's own abilities may trigger on ("When you cast / cycle / discard / sacrifice ~"). */
export type SelfAction = 'cast' | 'cycle' | 'discard' | 'sacrifice';

/**
 * The self-action trigger words each action fires: cycling a card is discarding it to pay its cycling cost (CR
 * 702.29c), so it fires "When you discard ~" too; "When you cycle or discard ~" triggers once when it is cycled
 * (702.29d).
 */
const FIRES: Readonly<Record<SelfAction, readonly string[]>> = {
  cast: ['cast'],
  cycle: ['cycle', 'cycle or discard', 'discard'],
  discard: ['discard', 'cycle or discard'],
  sacrifice: ['sacrifice'],
};

/** Whether a trigger event (or one half of "A or B") is the card's own `action`. */
export function selfActionFires(t: TriggerEvent | undefined, action: SelfAction): boolean {
  const parts = t?.kind === 'either' ? t.events : [t];
  return parts.some((p) => p?.kind === 'self-action' && FIRES[action].includes(p.action));
}

/**
 * "When you cast this spell" (CR 603.2, 601.2i: it functions on the stack, 113.6), "When you cycle / discard ~" (CR
 * 702.29c–d, 701.9a: it triggers from the zone the card went to, 113.6k): the card's own abilities, read on the object
 * it is now (`card`, as `view` shows it), controlled by the player who acted (603.3a). "It" is that object.
 */
export function selfActionTriggers(s: GameState, out: Outcome, card: GameObject, view: Characteristics, action: SelfAction, player: PlayerId): void {
  if (card.spellCopy || card.faceDown) return; // CR 707.10: a copy isn't cast; 708.2a: a face-down spell has no abilities
  for (const ref of view.abilities) {
    if (ref.ability.kind === 'triggered' && selfActionFires((ref.ability as TriggeredAbility).event, action))
      fireTrigger(s, out, card, ref, player, action, view.name ?? card.card.name, card);
  }
}
