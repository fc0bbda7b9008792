// Countering (CR 701.6a): a spell or ability on the stack is removed from it; a countered spell goes to its owner's
// graveyard (a face-down spell is revealed there, 708.9) — unless it "can't be countered" (101.2, 113.6g).

import { keywordsOf, objectNoun } from '../state/objects';
import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { recordExiled } from '../state/linked-exile';
import { battlefieldObjects } from '../state/game-state';
import { chosenOf, matchesFilter, type FilterView } from '../state/filters';
import type { Outcome } from '../state/events';
import { computeCharacteristics } from '../layers';
import { need } from '../state/require-object';
import { moveObject } from './zones';
import { msg } from '../../i18n';

/**
 * Where a countered spell goes instead of its owner's graveyard (CR 614.1a): "exile it instead" (exiled with the
 * countering spell, `sourceId`, CR 607.2a), "put it on top of its owner's library instead", "put that card onto the
 * battlefield under your control instead".
 */
export type CounteredTo = { to: 'exile'; sourceId: string } | { to: 'library'; position: 'top' | 'bottom' } | { to: 'battlefield'; controller: PlayerId };

/** Counter a spell (or ability) on the stack (CR 701.6a). A face-down spell is revealed (708.9). */
export function counterObject(s: GameState, out: Outcome, id: string, instead?: CounteredTo): GameObject | undefined {
  const ab = s.stack.find((e) => e.kind === 'ability' && e.id === id);
  if (ab) {
    s.stack = s.stack.filter((e) => e !== ab);
    out.event({ type: 'countered', id, description: msg('rules.event.ability-countered') });
    return;
  }
  const o = need(s, out, id, 'stack');
  if (!o) return;
  if (cantBeCountered(s, o)) {
    out.note({ why: msg('rules.act.cannot-be-countered', { card: o.card.name, noun: objectNoun(o) }), cr: ['101.2', '113.6g'] });
    return;
  }
  keepLastOnStack(s, o);
  if (instead) {
    // CR 614.1a: the countered spell goes where the replacement says instead of its owner's graveyard.
    out.note({ why: msg('rules.effect.countered-elsewhere', { card: o.card.name, zone: instead.to }), cr: ['701.6a', '614.1a'] });
    const n = moveObject(s, out, id, instead.to, instead.to === 'library' ? { libraryPosition: instead.position } : instead.to === 'battlefield' ? { controller: instead.controller } : {});
    if (n && n.zone === 'exile' && instead.to === 'exile') recordExiled(s, instead.sourceId, n.id);
    out.event({ type: 'countered', id, description: msg('rules.event.countered', { card: o.card.name }) });
    return n ?? undefined;
  }
  const n = moveObject(s, out, id, 'graveyard');
  out.event({ type: 'countered', id, description: msg('rules.event.countered', { card: o.card.name }) });
  return n ?? undefined;
}

/**
 * CR 608.2h, 202.3e: "that spell's mana value", "its controller" after "Counter target spell": the spell as it last
 * existed on the stack (its X counted as chosen), kept by the id it had there (read through rules/state/last-known.ts).
 */
function keepLastOnStack(s: GameState, o: GameObject): void {
  const ch = computeCharacteristics(s, o);
  (s.lkiStats ??= new Map()).set(o.id, { power: ch.ptUnknown?.power ? null : ch.power, toughness: ch.ptUnknown?.toughness ? null : ch.toughness, ...(ch.ptUnknown ? { ptUnknownWhy: ch.ptUnknown.why } : {}), manaValue: ch.manaValue, controller: o.controller, types: { colors: ch.colors, supertypes: ch.supertypes, cardTypes: ch.cardTypes, subtypes: ch.subtypes } });
}

/** CR 113.6g, 101.2: "This spell can't be countered" functions on the stack, and the "can't" wins over any counter effect. */
export function cantBeCountered(s: GameState, o: GameObject): boolean {
  const ch = computeCharacteristics(s, o);
  return ch.abilities.some((r) =>
    (r.ability.kind === 'static' || r.ability.kind === 'spell') &&
    (r.ability.effects ?? []).some((e) => e.kind === 'restriction' && e.restriction === "can't be countered" && e.target.kind === 'self'))
    || protectedByPermanent(s, o, { ...ch, keywords: keywordsOf(ch.abilities) });
}

/**
 * CR 101.2, 604.1: a permanent's static "Green spells you control can't be countered": the spell is of the kind it
 * names, for that permanent's controller ("you control": the spell's controller, CR 108.4).
 */
function protectedByPermanent(s: GameState, o: GameObject, view: FilterView): boolean {
  return battlefieldObjects(s).some((p) => computeCharacteristics(s, p).abilities.some((r) => r.ability.kind === 'static'
    && (r.ability.effects ?? []).some((e) => e.kind === 'restriction' && e.restriction === "can't be countered" && e.target.kind === 'all' && e.duration === 'permanent'
      && matchesFilter(o, view, e.target.filter, { controller: p.controller, sourceId: p.id, chosen: chosenOf(s, p.id) }))));
}
