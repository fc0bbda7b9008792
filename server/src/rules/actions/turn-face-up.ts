// Turning a face-down permanent face up (CR 708.8: the same object; 613.7f: a new timestamp), by the special action
// (game/turn-face-up-action.ts) or by an effect: "as … is turned face up" replacements (708.11, 614.1e), an Aura
// attached as it turns up (303.4k), a manifested instant or sorcery revealed instead (701.40g).

import type { Ability, StaticAbility } from '../../model/types';
import type { Choices } from '../queries/choices';
import type { GameObject, GameState, PlayerId, Reason, TurnUpMethod } from '../state/game-state';
import { nextTimestamp } from '../state/game-state';
import type { Outcome } from '../state/events';
import { computeCharacteristics } from '../layers';
import { findKeyword, isDoubleFaced, ownCard } from '../state/objects';
import { applyEntryReplacement } from './zones';
import { enchantFilter, enchantParameter, matchesFilter } from '../state/filters';
import { msg } from '../../i18n';

export function describeGone(s: GameState, id: string): Reason {
  const left = s.leftGame.length > 0 && s.formerIds.get(id) === '';
  return {
    code: 'illegal-action',
    why: left ? msg('rules.gone.left-game', { id }) : msg('rules.gone.new-object', { id }),
    cr: left ? ['800.4a', '708.9'] : ['400.7'],
  };
}

export interface PerformOptions {
  via: 'special-action' | 'effect';
  method?: TurnUpMethod;
  cost?: string;
  turner: PlayerId;
  copying?: string;
  attachTo?: string;
  choices?: Choices;
}

/** An "As this is turned face up, …" replacement (CR 614.1e), or "As this enters or is turned face up, …". */
function turnUpReplacement(a: Ability): boolean {
  if (a.kind !== 'replacement' && a.kind !== 'static') return false;
  const ev = (a as StaticAbility).replacementEvent;
  return ev === 'turned-face-up' || ev === 'enters-or-turned-face-up';
}

/** Turn a face-down permanent face up (same object: 708.8; new timestamp: 613.7f). Returns whether it turned. */
export function performTurnFaceUp(s: GameState, out: Outcome, obj: GameObject, o: PerformOptions): boolean {
  if (!obj.faceDown) {
    out.note({ why: msg('rules.already-face-up', { card: obj.card.name }), cr: ['110.5'] });
    return false;
  }
  if (obj.zone === 'stack') {
    out.fail({ code: 'face-down-spell-turn-up', why: msg('rules.turn-up.face-down-spell'), cr: ['708.7'] });
    return false;
  }
  const own = ownCard(obj);
  if (own.hasInstantOrSorceryComponent) {
    // CR 701.40g / 701.58g / 729.2g: revealed, stays face down, no "turned face up" triggers.
    // OPEN QUESTION (digest §11.2): an instant/sorcery put face down by another effect (Tezzeret-like) is treated the same way.
    obj.revealed = true;
    out.event({ type: 'revealed', objectId: obj.id, cardName: obj.card.name, cr: ['701.40g', '701.58g'] });
    out.event({ type: 'stayed-face-down', objectId: obj.id, cardName: obj.card.name, cr: ['701.40g', '701.58g'] });
    out.note({ code: 'manifested-instant-or-sorcery', why: msg('rules.turn-up.revealed-stays-face-down', { card: obj.card.name }), cr: ['701.40g', '701.58g', '729.2g'] });
    return false;
  }
  if (isDoubleFaced(obj.card)) out.note({ why: msg('rules.turn-up.double-faced', { card: obj.card.name }), cr: ['712.15a'] });
  const wasMegamorphAvailable = o.method === 'megamorph';
  obj.faceDown = null;
  obj.transformed = false; // CR 712.15a
  obj.turnedFaceUpOnce = true;
  obj.timestamp = nextTimestamp(s); // CR 613.7f
  // "As this is turned face up" replacements of the face-up permanent apply while it turns face up (708.11, 614.1e).
  const chars = computeCharacteristics(s, obj);
  // Whether anything was written since `chars` (a counter, a replacement applied): else they are its characteristics still.
  let wrote = false;
  if (wasMegamorphAvailable && findKeyword(chars.abilities, 'Megamorph')) {
    obj.counters['+1/+1'] = (obj.counters['+1/+1'] ?? 0) + 1; // CR 702.37b
    out.event({ type: 'counter-added', objectId: obj.id, counter: '+1/+1', count: 1 });
    wrote = true;
  } else if (findKeyword(chars.abilities, 'Megamorph')) {
    out.note({ why: msg('rules.turn-up.megamorph-unpaid'), cr: ['702.37b'] });
  }
  // CR 708.11, 614.1e: the "as this is turned face up" abilities it has once face up apply as it turns — also those it
  // gets from a copy effect one of them starts (a Vesuvan-like copy of a creature with such an ability, 707.2), each once.
  const applied = new Set<Ability>();
  for (let pass = 0; pass < 5; pass++) {
    const now = pass === 0 ? chars : computeCharacteristics(s, obj);
    const fresh = now.abilities.filter((r) => turnUpReplacement(r.ability) && !applied.has(r.ability));
    if (fresh.length === 0) break;
    wrote = true;
    for (const ref of fresh) {
      applied.add(ref.ability);
      for (const e of (ref.ability as StaticAbility).effects ?? []) applyEntryReplacement(s, out, obj, e, o.copying, true, obj.xValue ?? 0, o.choices);
    }
  }
  const after = wrote ? computeCharacteristics(s, obj) : chars;
  // CR 614.1c: "enters with" replacements don't apply — note it when the card has one.
  if (after.abilities.some((r) => (r.ability.kind === 'replacement' || r.ability.kind === 'static') && (r.ability as StaticAbility).replacementEvent === 'enters')) {
    out.note({ why: msg('rules.turn-up.enters-with-not-applied', { card: after.name ?? obj.card.name }), cr: ['708.8', '614.1c', '614.1e'] });
  }
  if (o.attachTo && after.subtypes.some((t) => t.toLowerCase() === 'aura')) attachAuraAsTurnedUp(s, out, obj, o.attachTo, after);
  out.event({ type: 'turned-face-up', objectId: obj.id, cardName: obj.card.name, via: o.via, method: o.method, cost: o.cost, turner: o.turner });
  if (after.abilities.some((r) => r.ability.kind === 'triggered' && (r.ability as { event?: { kind: string } }).event?.kind === 'self-enters')) {
    out.note({ code: 'enters-trigger-on-turn-up', why: msg('rules.turn-up.enters-trigger-not-triggered', { card: after.name ?? obj.card.name }), cr: ['708.8', '702.37e'] });
  }
  return true;
}

/** CR 303.4k: the Aura's face-up characteristics and enchant ability decide whether it can attach. */
function attachAuraAsTurnedUp(s: GameState, out: Outcome, aura: GameObject, toId: string, auraChars: ReturnType<typeof computeCharacteristics>): void {
  const target = s.objects.get(toId);
  const param = enchantParameter(auraChars);
  if (!target || target.zone !== 'battlefield') {
    out.note({ why: msg('rules.turn-up.attach-target-gone'), cr: ['303.4k'] });
    return;
  }
  const tc = computeCharacteristics(s, target);
  if (!matchesFilter(target, { ...tc }, enchantFilter(param), { combat: s.combat, controller: aura.controller })) {
    out.note({ why: msg('rules.turn-up.aura-cannot-enchant', { restriction: param }), cr: ['303.4k'] });
    return;
  }
  aura.attachedTo = toId;
  aura.timestamp = nextTimestamp(s); // CR 613.7e
  out.event({ type: 'attached', objectId: aura.id, to: toId });
}

/** Turned face up by an effect (Break Open, Ixidor-like): no cost, not the special action. */
export function turnFaceUpByEffect(s: GameState, out: Outcome, id: string, controller: PlayerId, copying?: string): boolean {
  const obj = s.objects.get(id);
  if (!obj) {
    out.note(describeGone(s, id));
    return false;
  }
  if (!obj.faceDown) {
    out.note({ why: msg('rules.already-face-up', { card: obj.card.name }), cr: ['110.5'] });
    return false;
  }
  if (obj.zone !== 'battlefield') {
    out.note({ code: obj.zone === 'stack' ? 'face-down-spell-turn-up' : 'illegal-action', why: msg('rules.turn-up.only-face-down-permanents'), cr: ['708.7'] });
    return false;
  }
  return performTurnFaceUp(s, out, obj, { via: 'effect', turner: controller, copying });
}
