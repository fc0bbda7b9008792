// Replacements of where an object goes (CR 614.1a): its own "If ~ would be put into a graveyard from anywhere, exile it
// instead", "If ~ would die, exile it instead" (700.4: put into a graveyard from the battlefield), and a permanent's
// static "If a creature an opponent controls would die, exile it instead" / "If a card or token would be put into a
// graveyard from anywhere, exile it instead" / "… into an opponent's graveyard …" about other objects.
// The object's abilities as it is now decide (a face-down permanent has none, 708.2).
// OPEN QUESTION (113.6): no exception of 113.6 says that "If ~ would be put into a graveyard from anywhere" works from the
// hand, the library or the stack; the rulings of such cards (Progenitus, Darksteel Colossus) apply it from every zone,
// and so does the engine. Another replacement of the same event (616.1: the affected player's choice) is not read
// by the engine, so an outcome resting on it is already inconclusive.

import { exileInsteadCounters, othersExileInstead, selfExileInstead, selfLibraryInstead } from '../../model/abilities/effect-descriptors';
import type { Outcome } from '../state/events';
import type { Effect, ObjectFilter } from '../../model/types';
import type { ExiledInsteadThisTurn, GameObject, GameState, ZoneName } from '../state/game-state';
import { matchesFilter } from '../state/filters';
import { damageSeen } from '../state/damage-seen';
import { hasType, keywordsOf } from '../state/objects';
import { computeCharacteristics } from '../layers';

/** The "exile it instead" of its own static ability that exiles `obj` instead of its moving from `from` to a graveyard
 * (CR 614.1a, 700.4), if one does. */
export function exiledInsteadOfGraveyard(s: GameState, obj: GameObject, from: ZoneName): Effect | undefined {
  for (const r of computeCharacteristics(s, obj).abilities) {
    if (r.ability.kind !== 'static' || (r.ability.unsimulated ?? []).length > 0) continue;
    const found = (r.ability.effects ?? []).find((e) => selfExileInstead(e) && e.kind === 'instead' && (e.event === 'be put into a graveyard from anywhere' || from === 'battlefield'));
    if (found) return found;
  }
  return undefined;
}

/**
 * CR 614.1a, 122.1: the card an "exile it instead" replacement exiled gets the counters the replacement names ("instead
 * exile it with three egg counters on it"): counters exist on objects in any zone.
 */
export function putExileInsteadCounters(out: Outcome, moved: GameObject | null, e: Effect): void {
  const c = exileInsteadCounters(e);
  if (!c || !moved || moved.zone !== 'exile') return;
  moved.counters[c.counter] = (moved.counters[c.counter] ?? 0) + c.n;
  out.event({ type: 'counter-added', objectId: moved.id, counter: c.counter, count: c.n });
}

/**
 * CR 614.1a, 700.4, 401.4: where `obj` moving from `from` to a graveyard goes instead by its own static ability "…
 * [reveal ~ and] shuffle it into its owner's library instead" / "… put ~ on top of its owner's library instead" (the
 * same OPEN QUESTION of zones as exiledInsteadOfGraveyard). Undefined when none does.
 */
export function libraryInsteadOfGraveyard(s: GameState, obj: GameObject, from: ZoneName): { shuffle: boolean; bottom: boolean; reveal: boolean } | undefined {
  for (const r of computeCharacteristics(s, obj).abilities) {
    if (r.ability.kind !== 'static' || (r.ability.unsimulated ?? []).length > 0) continue;
    for (const e of r.ability.effects ?? []) {
      const to = selfLibraryInstead(e);
      if (to && e.kind === 'instead' && (e.event === 'be put into a graveyard from anywhere' || from === 'battlefield')) return to;
    }
  }
  return undefined;
}

/**
 * CR 614.1a, 700.4, 108.2b: the permanent whose static ability exiles `obj` instead of its going from `from` to a
 * graveyard ("If a nontoken creature an opponent controls would die, exile it instead"), matched as `obj` is before it
 * moves; "a card" is never a token or a copy of a spell (108.2b, 707.10). Undefined when none does.
 */
export function exilingPermanent(s: GameState, obj: GameObject, from: ZoneName): { src: GameObject; effect: Effect } | undefined {
  let view: ReturnType<typeof computeCharacteristics> | undefined;
  for (const id of s.battlefield) {
    const src = s.objects.get(id);
    if (!src || src.phasedOut || src.faceDown) continue;
    for (const r of computeCharacteristics(s, src).abilities) {
      if (r.ability.kind !== 'static' || (r.ability.unsimulated ?? []).length > 0) continue;
      for (const e of r.ability.effects ?? []) {
        if (!othersExileInstead(e) || e.kind !== 'instead' || !e.subject) continue;
        view ??= computeCharacteristics(s, obj);
        if (replaces(s, e, e.subject, obj, view, from, src)) return { src, effect: e };
      }
    }
  }
  return undefined;
}

/**
 * CR 614.1a, 700.4: the resolved "… would die this turn, exile it instead" that exiles `obj` instead of its going from
 * `from` to a graveyard (state's exiledInsteadThisTurn, ended at cleanup, 514.2): one of the objects it named, or one of
 * the kind it matches as `obj` is before it moves; "your graveyard" is its controller's — the spell that made it too, put
 * into its owner's graveyard as it finishes resolving (CR 608.2n). Undefined when none does.
 */
export function exiledInsteadThisTurnBy(s: GameState, obj: GameObject, from: ZoneName): ExiledInsteadThisTurn | undefined {
  if (!s.exiledInsteadThisTurn?.length) return undefined;
  return s.exiledInsteadThisTurn.find((r) => {
    if (r.event === 'die' && from !== 'battlefield') return false;
    if (r.event === 'be put into your graveyard from anywhere' && obj.owner !== r.controller) return false;
    if (r.objects) return r.objects.includes(obj.id);
    if (!r.filter) return false;
    const view = computeCharacteristics(s, obj);
    if ((!!obj.token || !!obj.spellCopy) && r.filter.types.includes('card')) return false; // CR 108.2b, 707.10
    return matchesFilter(obj, { ...view, keywords: keywordsOf(view.abilities) }, r.filter, { combat: s.combat, controller: r.controller, sourceId: r.sourceId });
  });
}

function replaces(s: GameState, e: Extract<Effect, { kind: 'instead' }>, subject: ObjectFilter, obj: GameObject, view: ReturnType<typeof computeCharacteristics>, from: ZoneName, src: GameObject): boolean {
  // CR 700.4: "dies" is a creature put into a graveyard from the battlefield.
  if (e.event === 'die' && (from !== 'battlefield' || !hasType(view.cardTypes, 'creature'))) return false;
  if (e.event === 'be put into your graveyard from anywhere' && obj.owner !== src.controller) return false;
  if (e.event === "be put into an opponent's graveyard from anywhere" && obj.owner === src.controller) return false;
  const notCard = !!obj.token || !!obj.spellCopy; // CR 108.2b, 707.10
  // CR 120.1: "dealt damage by ~ this turn" from the turn's history (a turn not seen whole rests on it, damage-seen.ts).
  const ctx = { combat: s.combat, controller: src.controller, sourceId: src.id, chosen: src.chosen, dealtDamage: damageSeen(s, src.id, subject.text) };
  const v = { ...view, keywords: keywordsOf(view.abilities) };
  const one = (f: ObjectFilter) => !(notCard && f.types.includes('card')) && matchesFilter(obj, v, f, ctx);
  return subject.anyOf?.length ? subject.anyOf.some((alt) => one({ ...subject, ...alt, anyOf: undefined })) : one(subject);
}
