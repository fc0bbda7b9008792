// Suspend (CR 702.62a): "If you could begin to cast this card by putting it onto the stack from your hand, you may pay
// [cost] and exile it with N time counters on it. This action doesn't use the stack" — a special action (116.2f). Its
// two triggered abilities work in exile (rules/triggers/keyword-triggers.ts): a time counter removed at the beginning of
// each of its owner's upkeeps, and, when the last is removed, the card cast without paying its mana cost
// (rules/game/keyword-trigger-resolution.ts).

import type { GameState, PlayerId } from '../state/game-state';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import { need } from '../state/require-object';
import { findKeyword, hasType, printedValues } from '../state/objects';
import { moveObject } from '../actions/zones';
import { payMana } from '../actions/mana-payment';
import { hasSorceryTiming, timingProblem } from '../queries/timing';
import { suspendParts } from '../../model/abilities/keyword-abilities';
import { ownRule } from '../queries/rule-sentences';
import { msg } from '../../i18n';

/** The special action of suspend (CR 702.62a, 116.2f): its cost, and the card from its owner's hand into exile with N time counters. */
export function suspendCard(s: GameState, out: Outcome, player: PlayerId, id: string, paying: readonly string[] = []): void {
  const obj = need(s, out, id);
  if (!obj) return;
  const printed = printedValues(obj.card, false, []);
  const k = findKeyword(printed.abilities, 'Suspend');
  if (!k) {
    out.fail(illegal(msg('rules.suspend.no-keyword', { card: obj.card.name }), ['702.62a']));
    return;
  }
  if (obj.zone !== 'hand' || obj.owner !== player) {
    out.fail(illegal(msg('rules.suspend.not-in-hand', { card: obj.card.name, zone: obj.zone }), ['702.62a']));
    return;
  }
  // CR 702.62a, 702.62c: only when the player could begin to cast the card from their hand — with priority (117.1a), and
  // at sorcery speed unless it is an instant or has flash (307.1, 702.8a); split second stops it too (702.61a).
  const timing = timingProblem(s, 'cast');
  if (timing) {
    out.fail(timing);
    return;
  }
  const instant = hasType(printed.cardTypes, 'instant') || !!findKeyword(printed.abilities, 'Flash') || ownRule(printed.abilities.map((r) => r.ability), 'flash-self');
  if (!instant && !hasSorceryTiming(s, player)) {
    out.fail(illegal(msg('rules.suspend.timing', { card: obj.card.name }), ['702.62a', '307.1']));
    return;
  }
  const parts = suspendParts(k);
  if (!parts) {
    out.fail(illegal(msg('rules.suspend.unread', { card: obj.card.name }), ['702.62a']));
    return;
  }
  // CR 702.62a: its cost (mana is paid only when the scenario pays mana, `mana is paid`).
  if (!payMana(s, out, parts.cost, { player, choices: [...paying], purpose: { kind: 'other' } })) return;
  const exiled = moveObject(s, out, obj.id, 'exile');
  if (!exiled) return;
  exiled.counters.time = (exiled.counters.time ?? 0) + parts.counters;
  out.event({ type: 'counter-added', objectId: exiled.id, counter: 'time', count: parts.counters });
  out.note({ why: msg('rules.suspend.suspended', { card: obj.card.name, count: parts.counters, cost: parts.cost }), cr: ['702.62a', '702.62b', '116.2f'] });
}
