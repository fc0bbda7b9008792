// Triggered abilities that trigger on what players do, read from the action's events before a player would receive
// priority: casting a spell (CR 601.2i, "whenever you cast …"), drawing a card (121.1), discarding (701.9a), gaining or
// losing life (119.3; damage to a player is life loss, 120.3a), a permanent becoming a target (115.1), a card put into
// a graveyard "from anywhere" (603.6c, 113.6k). The object a cast trigger is about is the spell (its "it", 603.2).

import type { CastFrom, PlayerEventKind, TriggeredAbility } from '../../model/types';
import type { GameEvent, Outcome } from '../state/events';
import type { GameState, PlayerId, ZoneName } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { triggerSources, eventSubjectMatches } from './trigger-sources';
import { matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { fireTrigger } from './triggers';

/** Whose action an ability names, from its controller's side (CR 109.5). */
function whoMatches(who: 'you' | 'an opponent' | 'a player', actor: PlayerId, controller: PlayerId): boolean {
  return who === 'a player' || (who === 'you') === (actor === controller);
}

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
function playerEvent(s: GameState, ev: GameEvent): { kind: PlayerEventKind; player: PlayerId } | null {
  if (ev.type === 'drew') return { kind: 'draw a card', player: ev.player };
  // CR 701.9a: to discard is to move a card from its owner's hand to their graveyard.
  if (ev.type === 'zone-changed' && ev.from === 'hand' && ev.to === 'graveyard' && ev.newId) {
    const owner = s.objects.get(ev.newId)?.owner;
    return owner ? { kind: 'discard a card', player: owner } : null;
  }
  if (ev.type === 'life' && ev.amount > 0) return { kind: 'gain life', player: ev.player };
  if (ev.type === 'life' && ev.amount < 0) return { kind: 'lose life', player: ev.player };
  if (ev.type === 'damage' && ev.player && ev.amount > 0) return { kind: 'lose life', player: ev.player }; // CR 120.3a
  return null;
}

/** "… becomes the target of a spell or ability [an opponent controls]" (CR 603.2, 115.1) about the targeted permanent. */
export function targetedTriggers(s: GameState, out: Outcome, objectId: string, controller: PlayerId): void {
  const obj = s.objects.get(objectId);
  if (!obj || obj.zone !== 'battlefield') return;
  const view = computeCharacteristics(s, obj);
  for (const { src, name, ref, event: t } of triggerSources(s)) {
    if (t?.kind !== 'object-event' || (t.event !== 'becomes the target of a spell or ability' && t.event !== 'becomes the target of a spell or ability an opponent controls')) continue;
    if (t.event.endsWith('an opponent controls') && controller === src.controller) continue;
    const sub = t.subject;
    if (sub.attached || sub.oneOrMore) continue;
    const about = sub.self ? obj.id === src.id
      : !(sub.other && obj.id === src.id) && matchesFilter(obj, { ...view, keywords: keywordsOf(view.abilities) }, sub.filter, { controller: src.controller, sourceId: src.id, chosen: src.chosen });
    if (about) fireTrigger(s, out, src, ref, src.controller, t.event, name, obj);
  }
}

/**
 * "Whenever ~ deals damage" / "is dealt damage" (CR 603.2, 120.3): once for each source (or recipient) in one batch of
 * damage dealt at the same time (a run of damage events: a resolving effect, a combat damage step), with the total
 * dealt as the trigger's "that much".
 */
function damageTriggers(s: GameState, out: Outcome, events: readonly GameEvent[]): void {
  const batches: Extract<GameEvent, { type: 'damage' }>[][] = [];
  let run: Extract<GameEvent, { type: 'damage' }>[] = [];
  for (const ev of events) {
    if (ev.type === 'damage') {
      if (ev.amount > 0) run.push(ev);
      continue;
    }
    if (run.length) batches.push(run);
    run = [];
  }
  if (run.length) batches.push(run);
  for (const batch of batches) {
    const dealt = new Map<string, number>();
    const taken = new Map<string, number>();
    for (const ev of batch) {
      if (ev.source) dealt.set(ev.source, (dealt.get(ev.source) ?? 0) + ev.amount);
      if (ev.objectId) taken.set(ev.objectId, (taken.get(ev.objectId) ?? 0) + ev.amount);
    }
    for (const { src, name, ref, event: t } of triggerSources(s)) {
      if (t?.kind !== 'object-event' || (t.event !== 'deals damage' && t.event !== 'is dealt damage') || t.subject.oneOrMore || t.subject.pronoun) continue;
      for (const [id, amount] of t.event === 'deals damage' ? dealt : taken) {
        const obj = s.objects.get(id);
        if (obj && obj.zone === 'battlefield' && eventSubjectMatches(s, t, src, obj)) fireTrigger(s, out, src, ref, src.controller, t.event, name, obj, undefined, amount);
      }
    }
  }
}

/**
 * "When this card is put into a graveyard from anywhere" (CR 603.6c: never a leaves-the-battlefield ability, even from
 * the battlefield, so it doesn't look back, 603.10a): checked after the event, on the card in the graveyard — face up
 * there, whatever it was before (404.2, 708.9) — where the ability works (113.6k), for its owner (603.3a).
 * OPEN QUESTION: a card that already left the graveyard again before triggers are checked is not found (its new object
 * is gone); the ability would have triggered.
 */
function graveyardArrivalTriggers(s: GameState, out: Outcome, events: readonly GameEvent[]): void {
  for (const ev of events) {
    if (ev.type !== 'zone-changed' || ev.to !== 'graveyard' || !ev.newId) continue;
    const card = s.objects.get(ev.newId);
    if (!card || card.zone !== 'graveyard') continue;
    const chars = computeCharacteristics(s, card);
    for (const ref of chars.abilities) {
      const t = ref.ability.kind === 'triggered' ? (ref.ability as TriggeredAbility).event : undefined;
      const parts = t?.kind === 'either' ? t.events : [t];
      if (parts.some((p) => p?.kind === 'object-event' && p.subject.self && !p.subject.attached && p.event === 'is put into a graveyard from anywhere')) {
        fireTrigger(s, out, card, ref, card.owner, `put into a graveyard from the ${ev.from}`, chars.name ?? card.card.name, card);
      }
    }
  }
}

/** Check the events of this action not checked yet for the triggers they cause. */
export function checkEventTriggers(s: GameState, out: Outcome): void {
  const events = out.events.slice(out.triggerCursor);
  out.triggerCursor = out.events.length;
  damageTriggers(s, out, events);
  graveyardArrivalTriggers(s, out, events);
  for (const ev of events) {
    const pe = playerEvent(s, ev);
    // A copy of a spell isn't cast (CR 707.10): it triggers no cast abilities.
    const spell = ev.type === 'cast' ? s.objects.get(ev.objectId) : undefined;
    if (spell?.spellCopy) continue;
    if (!pe && !spell) continue;
    const spellView = spell ? computeCharacteristics(s, spell) : null;
    for (const { src, name, ref, event: t } of triggerSources(s)) {
      if (pe && t?.kind === 'player-event' && t.event === pe.kind && whoMatches(t.who, pe.player, src.controller)) {
        fireTrigger(s, out, src, ref, src.controller, `${pe.player}: ${pe.kind}`, name);
      } else if (spell && spellView && ev.type === 'cast' && t?.kind === 'cast' && whoMatches(t.who, ev.player, src.controller) && fromMatches(t.from, ev.from) &&
        matchesFilter(spell, { ...spellView, keywords: keywordsOf(spellView.abilities) }, t.filter, { controller: src.controller, sourceId: src.id, chosen: src.chosen })) {
        // CR 601.2i: "whenever you cast …" triggers as the spell becomes cast; the spell is what "it" names.
        fireTrigger(s, out, src, ref, src.controller, `${ev.player} cast a spell`, name, spell);
      }
    }
  }
}
