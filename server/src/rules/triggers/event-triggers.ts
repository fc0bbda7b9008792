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
import { lookupTable } from '../../model/lookup-table';

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
function playerEvent(ev: GameEvent, subject: EventSubject | undefined): { kind: PlayerEventKind; player: PlayerId; amount?: number } | null {
  if (ev.type === 'drew') return { kind: 'draw a card', player: ev.player };
  // CR 701.9a: to discard is to move a card from its owner's hand to their graveyard; a card with madness is discarded
  // into exile (702.35a).
  if (ev.type === 'zone-changed' && ev.from === 'hand' && (ev.to === 'graveyard' || ev.madness) && ev.newId) return subject ? { kind: 'discard a card', player: subject.obj.owner } : null;
  // CR 119.10, 603.2: "Whenever you gain life, … that much": the life gained or lost in the event.
  if (ev.type === 'life' && ev.amount > 0) return { kind: 'gain life', player: ev.player, amount: ev.amount };
  if (ev.type === 'life' && ev.amount < 0) return { kind: 'lose life', player: ev.player, amount: -ev.amount };
  // CR 120.3a: damage to a player makes them lose that much life; from a source with infect it gives poison counters
  // instead and is no life loss (120.3b), so "whenever you lose life" doesn't trigger on it.
  if (ev.type === 'damage' && ev.player && ev.amount > 0 && !ev.infect) return { kind: 'lose life', player: ev.player, amount: ev.amount };
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
    if (fires) fireTrigger(s, out, src, ref, src.controller, `${pe.player}: ${t.event}`, name, undefined, undefined, pe.amount, pe.player);
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
    if (t?.kind !== 'object-event' || (t.event !== 'becomes the target of a spell or ability' && t.event !== 'becomes the target of a spell or ability an opponent controls' && t.event !== 'becomes the target of a spell')) continue;
    if (t.event.endsWith('an opponent controls') && ev.controller === src.controller) continue;
    // "becomes the target of a spell" (CR 115.1a): a spell targets it, not an ability (115.1b–d).
    if (t.event === 'becomes the target of a spell' && !s.stack.some((x) => x.kind === 'spell' && x.id === ev.by)) continue;
    const sub = t.subject;
    if (sub.oneOrMore) continue;
    // "When enchanted creature becomes the target of a spell or ability" (CR 303.4): the object its source is attached to.
    const about = sub.attached ? !sub.self && src.attachedTo === obj.id
      : sub.self ? obj.id === src.id
      : !(sub.other && obj.id === src.id) && matchesFilter(obj, { ...view, keywords: keywordsOf(view.abilities) }, sub.filter, { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: src.chosen });
    if (about) fireTrigger(s, out, src, ref, src.controller, t.event, name, obj);
  }
}

/**
 * "Whenever ~ / enchanted land / a creature you control becomes tapped" (CR 701.26a, 603.2): about the permanent that
 * became tapped (for any reason: a cost, attacking, an effect; entering tapped is not becoming tapped, 110.5b).
 * "Whenever ~ becomes untapped" likewise (701.26a: untapping, in its controller's untap step, 502.3, or by an effect).
 */
export function tappedTriggers(s: GameState, out: Outcome, subject: EventSubject, sources: readonly TriggerSource[], untapped = false, declaring = false): void {
  const { obj, view } = subject;
  const word = untapped ? 'becomes untapped' : 'becomes tapped';
  for (const { src, name, ref, event: t } of sources) {
    if (t?.kind !== 'object-event' || t.event !== word || t.subject.oneOrMore || t.subject.pronoun) continue;
    // CR 508.1f: tapped as it is declared as an attacker ("if it isn't being declared as an attacker", 603.4).
    if (eventSubjectMatches(s, t, src, obj, view)) fireTrigger(s, out, src, ref, src.controller, t.event, name, obj, undefined, undefined, undefined, undefined, declaring);
  }
}

/**
 * "Whenever ~ deals damage" / "is dealt damage" (CR 603.2, 120.3): once for each source (or recipient) in one batch of
 * damage dealt at the same time (a run of damage events: a resolving effect, a combat damage step), with the total
 * dealt as the trigger's "that much".
 */
export function damageTriggers(s: GameState, out: Outcome, batch: readonly Event<'damage'>[], sources: readonly TriggerSource[], dealers: readonly (EventSubject | undefined)[] = []): void {
  const dealt = new Map<string, number>();
  const taken = new Map<string, number>();
  // CR 120.3, 603.2: each source's damage to each player in the batch, with the source as it was as it dealt it.
  const toPlayers = new Map<string, { dealer: EventSubject; players: Map<PlayerId, number> }>();
  batch.forEach((ev, i) => {
    if (ev.source) dealt.set(ev.source, (dealt.get(ev.source) ?? 0) + ev.amount);
    if (ev.objectId) taken.set(ev.objectId, (taken.get(ev.objectId) ?? 0) + ev.amount);
    const dealer = dealers[i];
    if (ev.source && ev.player && dealer) {
      const entry = toPlayers.get(ev.source) ?? { dealer, players: new Map<PlayerId, number>() };
      entry.players.set(ev.player, (entry.players.get(ev.player) ?? 0) + ev.amount);
      toPlayers.set(ev.source, entry);
    }
  });
  playerDamageTriggers(s, out, toPlayers, sources);
  for (const { src, name, ref, event: t } of sources) {
    if (t?.kind !== 'object-event' || (t.event !== 'deals damage' && t.event !== 'is dealt damage') || t.subject.oneOrMore || t.subject.pronoun) continue;
    for (const [id, amount] of t.event === 'deals damage' ? dealt : taken) {
      const obj = s.objects.get(id);
      if (obj && obj.zone === 'battlefield' && eventSubjectMatches(s, t, src, obj)) fireTrigger(s, out, src, ref, src.controller, t.event, name, obj, undefined, amount);
    }
  }
}

/** The players "~ deals damage to a player / an opponent / you" names, from the ability's controller's side (CR 109.5, 102.2). */
const DAMAGED_PLAYERS: Readonly<Record<string, (player: PlayerId, controller: PlayerId) => boolean>> = lookupTable({
  'deals damage to a player': () => true,
  'deals damage to an opponent': (p: PlayerId, c: PlayerId) => p !== c,
  'deals damage to you': (p: PlayerId, c: PlayerId) => p === c,
});

/**
 * "Whenever ~ deals damage to a player / an opponent", "Whenever a source deals damage to you" (CR 120.3, 603.2): once
 * for each source and player it dealt damage to in one batch (combat damage too, 510.2), the source matched as it was as
 * it dealt the damage (a spell is gone by now, 608.2n); "that player" is the player dealt damage and "that much" the total.
 */
function playerDamageTriggers(s: GameState, out: Outcome, toPlayers: ReadonlyMap<string, { dealer: EventSubject; players: ReadonlyMap<PlayerId, number> }>, sources: readonly TriggerSource[]): void {
  if (toPlayers.size === 0) return;
  for (const { src, name, ref, event: t } of sources) {
    if (t?.kind !== 'object-event' || t.subject.oneOrMore || t.subject.pronoun) continue;
    const names = DAMAGED_PLAYERS[t.event];
    if (!names) continue;
    for (const { dealer, players } of toPlayers.values()) {
      if (!eventSubjectMatches(s, t, src, dealer.obj, dealer.view)) continue;
      for (const [player, amount] of players) {
        if (!names(player, src.controller)) continue;
        const about = s.objects.get(dealer.obj.id) === dealer.obj ? dealer.obj : undefined;
        fireTrigger(s, out, src, ref, src.controller, t.event, name, about, undefined, amount, player);
      }
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
