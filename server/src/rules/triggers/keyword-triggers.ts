// Triggered abilities keywords of ways to cast a card stand for, which the engine words and resolves itself
// (rules/game/keyword-trigger-resolution.ts), read from the event log like every trigger (collect.ts):
// - 702.35a madness: "When this card is exiled this way, its owner may cast it by paying [cost] rather than paying its
//   mana cost. If that player doesn't, they put this card into their graveyard." — from the card discarded into exile;
// - 702.88a rebound: the delayed "at the beginning of your next upkeep, you may cast this card from exile without paying
//   its mana cost" (603.7) — from the upkeep of the player its rebound exiled it for;
// - 702.62a suspend: "At the beginning of your upkeep, if this card is suspended, remove a time counter from it" and
//   "When the last time counter is removed from this card, if it's exiled, you may play it without paying its mana cost
//   if able" — both work in exile (113.6m);
// - 702.40a storm: "When you cast this spell, copy it for each other spell that was cast before it this turn" — on the stack;
// - 702.85a cascade: "When you cast this spell, exile cards from the top of your library until …" — on the stack;
// - 702.94a miracle: "When you reveal this card this way, you may cast it by paying [cost] rather than its mana cost" —
//   from the card in its owner's hand that was the first card they drew this turn (revealed: the engine takes the
//   "may reveal" as yes; declining the cast as the trigger resolves has the same outcome, 702.94b);
// - 702.56a replicate: "When you cast this spell, if a replicate cost was paid for it, copy it for each time its
//   replicate cost was paid" — on the stack;
// - 702.153a casualty: "When you cast this spell, if a casualty cost was paid for it, copy it" — on the stack.

import type { GameEvent, Outcome } from '../state/events';
import type { GameObject, GameState, PlayerId, StackAbility } from '../state/game-state';
import { newStackId, restOn } from '../state/game-state';
import { findKeyword, printedValues } from '../state/objects';
import type { KeywordAbility } from '../../model/types';
import { computeCharacteristics } from '../layers';
import { msg } from '../../i18n';

type Keyword = NonNullable<StackAbility['keywordTrigger']>['keyword'];

/** The catalog's key for a keyword trigger (`rules.trigger.keyword-*`, `transcript.trigger`): "suspend-counter" → "suspendCounter". */
export const keywordTriggerKey = (k: Keyword): string => k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The keyword `name` of a card as printed, in a zone where its abilities work as printed (hand, exile, stack: 113.6). */
export function printedKeyword(o: GameObject, name: string): KeywordAbility | undefined {
  return o.exiledFaceDown || o.faceDown ? undefined : findKeyword(printedValues(o.card, false, []).abilities, name);
}

/** CR 702.62b: a card is suspended if it's in exile, has suspend, and has a time counter on it. */
export function isSuspended(o: GameObject): boolean {
  return o.zone === 'exile' && (o.counters.time ?? 0) > 0 && printedKeyword(o, 'Suspend') !== undefined;
}

function trigger(s: GameState, out: Outcome, o: GameObject, controller: PlayerId, keyword: Keyword, k: KeywordAbility, cr: string[], count?: number): void {
  const entry: StackAbility = {
    kind: 'ability', id: newStackId(s), sourceId: o.id, sourceName: o.card.name, abilityIndex: -1, controller, effects: [], targets: [], triggered: true,
    keywordTrigger: { keyword, objectId: o.id, span: k.span, ...(count !== undefined ? { count } : {}) },
    description: `${o.card.name}: ${k.keyword} (${keyword})`,
    said: msg('rules.trigger.keyword-ability', { card: o.card.name, keyword: keywordTriggerKey(keyword) }),
  };
  s.pendingTriggers.push(entry);
  s.triggerLog.push({ sourceId: o.id, cardId: o.cardId, cardName: o.card.name, abilityIndex: -1, event: keyword, stackId: entry.id });
  out.event({ type: 'triggered', sourceId: o.id, cardName: o.card.name, abilityIndex: -1, stackId: entry.id, trigger: keyword });
  out.note({ why: msg('rules.trigger.keyword-triggers', { card: o.card.name, keyword: keywordTriggerKey(keyword) }), cr });
}

/** CR 702.35a: a card with madness discarded into exile (rules/actions/zones.ts) triggers; its owner controls the trigger. */
export function madnessTrigger(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'zone-changed' }>): void {
  const o = e.madness && e.newId ? s.objects.get(e.newId) : undefined;
  const k = o && printedKeyword(o, 'Madness');
  if (o && k) trigger(s, out, o, o.owner, 'madness', k, ['702.35a']);
}

/**
 * As an upkeep begins: CR 702.88a rebound's delayed trigger for the cards it exiled for the active player, and CR 702.62a
 * suspend's "remove a time counter" for the active player's suspended cards (its intervening "if", 603.4: suspended as
 * it triggers and as it resolves).
 */
export function upkeepKeywordTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'step-began' }>): void {
  if (e.step !== 'upkeep') return;
  for (const id of [...s.zones[e.active].exile]) {
    const o = s.objects.get(id);
    if (!o) continue;
    const rebound = o.reboundFor === e.active ? printedKeyword(o, 'Rebound') : undefined;
    if (rebound) {
      o.reboundFor = undefined; // CR 603.7c: a delayed triggered ability triggers only once
      trigger(s, out, o, e.active, 'rebound', rebound, ['702.88a', '603.7']);
    }
    const suspend = o.owner === e.active && isSuspended(o) ? printedKeyword(o, 'Suspend') : undefined;
    if (suspend) trigger(s, out, o, o.owner, 'suspend-counter', suspend, ['702.62a', '603.4']);
  }
}

/** CR 702.62a: "When the last time counter is removed from this card, if it's exiled": a card with suspend left with none. */
export function lastTimeCounterTrigger(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'counter-removed' }>): void {
  const o = e.counter === 'time' ? s.objects.get(e.objectId) : undefined;
  const k = o && o.zone === 'exile' && (o.counters.time ?? 0) === 0 ? printedKeyword(o, 'Suspend') : undefined;
  if (o && k) trigger(s, out, o, o.owner, 'suspend-cast', k, ['702.62a']);
}

/**
 * CR 702.94a: the card drawn, if it is the first card its owner drew this turn and has miracle, is revealed and its
 * miracle ability triggers. In a turn the engine didn't see from its beginning (500.1) an earlier draw may have gone
 * unseen: what follows rests on that.
 */
export function miracleTrigger(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'drew' }>): void {
  const o = s.objects.get(e.objectId);
  const k = o && o.zone === 'hand' && o.owner === e.player ? printedKeyword(o, 'Miracle') : undefined;
  if (!o || !k) return;
  const r = s.history.current;
  const first = r.did.find((d) => d.what === 'drew' && d.player === e.player);
  if (first && first.by !== e.objectId) return;
  if (!r.whole) {
    restOn(s, { sourceName: o.card.name, text: k.keyword, what: 'history' });
  }
  out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['702.94a', '701.20a'] });
  trigger(s, out, o, e.player, 'miracle', k, ['702.94a', '603.11']);
}

/**
 * CR 702.40a–b: a spell with storm triggers as it is cast, once per instance (CR 702.85a, 702.85c: cascade too, with
 * the spell's mana value as it triggers, for when it is gone as the trigger resolves, 608.2h); the spells cast before it this turn are
 * counted now (rules/state/turn-history.ts; a copy put on the stack isn't cast, 707.10). In a turn the engine didn't see
 * from its beginning (the one a scenario starts in, 500.1) more may have been cast: what follows rests on the count.
 */
export function stormTriggers(s: GameState, out: Outcome, e: Extract<GameEvent, { type: 'cast' }>): void {
  const o = s.objects.get(e.objectId);
  if (!o || o.zone !== 'stack' || o.spellCopy || o.faceDown || e.from === 'stack') return;
  const r = s.history.current;
  const before = Math.max(0, r.cast.you + r.cast.opponent - 1);
  let casualtyDone = false;
  for (const a of printedValues(o.card, false, []).abilities) {
    if (a.ability.kind !== 'keyword') continue;
    for (const k of a.ability.keywords) {
      // CR 702.85a, 702.85c: cascade, each instance separately.
      if (k.keyword.toLowerCase() === 'cascade') trigger(s, out, o, e.player, 'cascade', k, ['702.85a', '702.85c'], computeCharacteristics(s, o).manaValue ?? 0);
      // CR 702.56a: replicate, if its cost was paid (an intervening "if", 603.4: the times paid don't change).
      if (k.keyword.toLowerCase() === 'replicate' && (o.spell?.replicated ?? 0) > 0) trigger(s, out, o, e.player, 'replicate', k, ['702.56a', '603.4'], o.spell!.replicated);
      // CR 702.153a: casualty, if its cost was paid (one instance: the several of CR 702.153b the engine doesn't tell apart).
      if (k.keyword.toLowerCase() === 'casualty' && o.spell?.costsPaid?.includes('casualty') && !casualtyDone) {
        casualtyDone = true;
        trigger(s, out, o, e.player, 'casualty', k, ['702.153a', '603.4'], 1);
      }
      if (k.keyword.toLowerCase() !== 'storm') continue;
      if (!r.whole) {
        restOn(s, { sourceName: o.card.name, text: 'Storm', what: 'history' });
      }
      trigger(s, out, o, e.player, 'storm', k, ['702.40a', '702.40b'], before);
    }
  }
}
