// An activated ability's own limits on its use (CR 602.5b, 602.5d–e): "Activate only as a sorcery", "… only during your
// upkeep", "… only once each turn", "… only if you control a Swamp". The timings the engine tells and the conditions it
// evaluates; the model marks any other limit "recognized, not simulated" (model/abilities/effect-descriptors.ts
// `USE_TIMINGS_CARRIED_OUT`), and such a limit refuses nothing here.

import type { ActivatedAbility, UseLimit, UseTiming } from '../../model/types';
import type { GameObject, GameState, PlayerId, Reason } from '../state/game-state';
import { illegal } from '../state/events';
import { msg } from '../../i18n';
import { printCondition } from '../../model/abilities/print';
import { toldConditionOrRest } from './conditions';
import { hasSorceryTiming } from './timing';

/** CR 508.1, 508.2: attackers are declared as the declare attackers step begins, before any player has priority in it. */
function beforeAttackers(s: GameState): boolean {
  return s.phase === 'beginning' || s.step === 'main1' || s.step === 'beginning-of-combat';
}

/** CR 509.1, 509.2: blockers are declared as the declare blockers step begins, before any player has priority in it. */
function beforeBlockers(s: GameState): boolean {
  return beforeAttackers(s) || s.step === 'declare-attackers';
}

/** Whether the timing holds now for `player` (CR 602.5d–e; the steps and phases of CR 500.1, 506.1). */
export function timingHolds(s: GameState, player: PlayerId, when: UseTiming): boolean | undefined {
  const yours = s.activePlayer === player;
  switch (when) {
    // The moments of combat a timing names (CR 506.1, 508.1, 509.1, 510, 511): attackers and blockers are declared as
    // their steps begin; the combat damage steps (first strike's too, 510.4) come before the end of combat step.
    case 'before attackers are declared': return beforeAttackers(s);
    case 'during your turn, before attackers are declared': return yours && beforeAttackers(s);
    case "during an opponent's turn, before attackers are declared": return !yours && beforeAttackers(s);
    case 'before blockers are declared': return beforeBlockers(s);
    case 'during combat before blockers are declared': return s.phase === 'combat' && beforeBlockers(s);
    case 'during combat after blockers are declared': return s.phase === 'combat' && !beforeBlockers(s);
    case 'before the combat damage step': return beforeBlockers(s) || s.step === 'declare-blockers';
    case 'before the end of combat step': return s.phase === 'beginning' || s.step === 'main1' || (s.phase === 'combat' && s.step !== 'end-of-combat');
    case "during the declare blockers step on an opponent's turn": return !yours && s.step === 'declare-blockers';
    case 'as a sorcery': return hasSorceryTiming(s, player); // CR 602.5d, 307.1
    case 'as an instant': return true; // CR 602.5e: whenever the player has priority (checked before)
    case 'during your turn': return yours;
    case "during an opponent's turn": return !yours;
    case 'during your upkeep': return yours && s.step === 'upkeep';
    case "during an opponent's upkeep": return !yours && s.step === 'upkeep';
    case 'during any upkeep step': return s.step === 'upkeep';
    case 'during combat': return s.phase === 'combat'; // CR 506.1
    case 'during the declare attackers step': return s.step === 'declare-attackers';
    case 'during the declare blockers step': return s.step === 'declare-blockers';
    case 'during the end of combat step': return s.step === 'end-of-combat';
    case 'during your main phase': return yours && s.phase === 'main';
    case 'during your precombat main phase': return yours && s.step === 'main1';
    case 'during your end step': return yours && s.step === 'end';
    case "during an opponent's end step": return !yours && s.step === 'end';
    // CR 504.1, 602.5b: the draw step of the player activating (an "any player may" ability's "their" is that player, 602.2a).
    case 'during your draw step':
    case 'during their draw step': return yours && s.step === 'draw';
    // CR 500.1, 506.1: "only before combat": the turn's beginning phase or its precombat main phase.
    // OPEN QUESTION: after an additional combat phase (CR 500.8) a second main phase is not "before combat"; the engine's
    // steps tell the first main phase only.
    case 'before combat': return s.phase === 'beginning' || s.step === 'main1';
    default: return undefined;
  }
}

/** The "Activate only …" limits of an activated ability (its own effects; CR 602.5b). */
export function activationLimits(a: ActivatedAbility): UseLimit[] {
  return (a.effects ?? []).flatMap((e) => (e.kind === 'activate-only' && !e.cast ? e.limits : []));
}

/** CR 602.2: "Any player may activate this ability" (with or without "but only …" limits after it). */
export function anyPlayerMayActivate(a: ActivatedAbility): boolean {
  return (a.effects ?? []).some((e) => e.kind === 'activate-only' && !e.cast && !!e.anyPlayer);
}

/**
 * Why `player` can't activate ability `abilityIndex` of `o` now by its own limits, or null. A timing or condition the
 * engine can't tell refuses nothing (the model marks it not simulated, so outcomes resting on it are inconclusive).
 */
export function activationLimitProblem(s: GameState, o: GameObject, a: ActivatedAbility, abilityIndex: number, player: PlayerId, card: string): Reason | null {
  for (const limit of activationLimits(a)) {
    if (limit.kind === 'timing' && timingHolds(s, player, limit.when) === false) {
      return illegal(msg('rules.activate.only-when', { card, when: limit.when }), ['602.5d', '602.5b']);
    }
    // CR 602.5b: "Activate only once each turn" / "Activate only once": counted for this object (400.7: a new object
    // after a zone change has activated nothing).
    const last = o.activated?.[abilityIndex];
    if (limit.kind === 'once' && last !== undefined && (limit.each !== 'turn' || last === s.turn)) {
      return illegal(msg('rules.activate.only-once', { card, each: limit.each ?? 'ever' }), ['602.5b']);
    }
    // CR 602.5b, 608.2c: "Activate only if this ability has been activated …" reads this ability (its index); a condition
    // the engine still can't tell here allows the activation but leaves what follows resting on it (never a silent yes).
    if (limit.kind === 'if' && toldConditionOrRest(s, limit.condition, { controller: player, sourceId: o.id, abilityIndex }, card, `Activate only if ${printCondition(limit.condition)}`) === false) {
      return illegal(msg('rules.activate.only-if', { card }), ['602.5b', '608.2c']);
    }
  }
  // CR 602.5b: "Activate no more than twice each turn" (model/abilities/rule-sentences.ts), counted for this object.
  if ((a.effects ?? []).some((e) => e.kind === 'rule' && e.rule === 'activate-no-more-than-twice') && o.activated?.[abilityIndex] === s.turn && (o.activatedTimes?.[abilityIndex] ?? 1) >= 2) {
    return illegal(msg('rules.activate.twice-each-turn', { card }), ['602.5b']);
  }
  return null;
}

/** CR 602.5b: record that ability `abilityIndex` of `o` was activated this turn. */
export function recordActivation(s: GameState, o: GameObject, abilityIndex: number): void {
  const before = o.activated?.[abilityIndex] === s.turn ? o.activatedTimes?.[abilityIndex] ?? 1 : 0;
  o.activatedTimes = { ...(o.activatedTimes ?? {}), [abilityIndex]: before + 1 };
  o.activated = { ...(o.activated ?? {}), [abilityIndex]: s.turn };
}
