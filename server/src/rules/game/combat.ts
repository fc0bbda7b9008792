// Combat (CR 506–511): declaring attackers (508.1: untapped creatures that have been under their controller's
// control since the turn began, tapped unless vigilance; each attacks the player or one of their planeswalkers or
// battles, 508.1b) and blockers (509.1: restrictions and requirements in combat-restrictions.ts), and removal from
// combat (506.4, 511.3). Combat damage is combat-damage.ts.

import type { GameObject, GameState, PlayerId } from '../state/game-state';
import { battlefieldObjects, otherPlayer } from '../state/game-state';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import { computeCharacteristics } from '../layers';
import { findKeyword, hasType } from '../state/objects';
import { canAttack } from '../queries/views';
import { isBlocked } from './combat-damage';
import { attackRestriction, blockCapacity, blockRestriction, mustAttack, mustBeBlocked, mustBlock, needsTwoBlockers } from '../queries/combat-restrictions';
import { tapObject } from '../actions/statuses';
import { attackPlayerTriggers, combatTriggers } from '../triggers/combat-triggers';
import { advanceStep } from './turn';
import { beforePriority } from './priority';

const has = (s: GameState, o: GameObject, kw: string) => !!findKeyword(computeCharacteristics(s, o).abilities, kw);

/** Attacking and blocking creatures still on the battlefield. */
function combatants(s: GameState): GameObject[] {
  const c = s.combat;
  if (!c) return [];
  const ids = new Set([...Object.keys(c.attackers), ...Object.values(c.blocks).flat()]);
  return battlefieldObjects(s).filter((o) => ids.has(o.id));
}

/** CR 510.4: is there a first-strike combat damage step? */
export function hasFirstStrikers(s: GameState): boolean {
  return combatants(s).some((o) => has(s, o, 'First strike') || has(s, o, 'Double strike'));
}

/** Advance (with an empty stack) until `step` is the current step of this turn's combat. */
function reach(s: GameState, out: Outcome, step: 'declare-attackers' | 'declare-blockers', what: string, cr: string[]): boolean {
  const order = ['untap', 'upkeep', 'draw', 'main1', 'beginning-of-combat', 'declare-attackers', 'declare-blockers'];
  for (let i = 0; i < 10 && s.step !== step; i++) {
    if (!order.includes(s.step) || order.indexOf(s.step) > order.indexOf(step)) {
      out.fail(illegal(`${what} only in the ${step.replace('-', ' ')} step; it is the ${s.step.replace(/-/g, ' ')} step`, cr));
      return false;
    }
    if (!advanceStep(s, out)) return false;
    beforePriority(s, out);
    if (s.step !== step && s.stack.length > 0) {
      out.fail(illegal(`Abilities went on the stack in the ${s.step.replace(/-/g, ' ')} step; resolve them first`, ['117.3b']));
      return false;
    }
  }
  return s.step === step;
}

/** One attacker and what it attacks: a player, or a planeswalker or battle id (CR 508.1b); absent: the defending player. */
export interface AttackDeclaration {
  id: string;
  target?: string;
}

/** CR 506.3, 508.1b, 310.8b: can `target` be attacked by `player`'s creatures? Returns why not, or null. */
function attackableBy(s: GameState, player: PlayerId, target: string): string | null {
  const defender = otherPlayer(player);
  if (target === defender) return null;
  if (target === player) return "a player can't attack themselves";
  const o = s.objects.get(target);
  if (!o || o.zone !== 'battlefield') return `${target} is not on the battlefield`;
  const types = computeCharacteristics(s, o).cardTypes;
  if (hasType(types, 'planeswalker') && o.controller === defender) return null;
  // CR 310.8a–b: a battle's protector (here its controller, or an opponent for a Siege, 310.11a) can't attack it.
  if (hasType(types, 'battle') && protectorOf(s, o) === defender) return null;
  return `${target} is not a planeswalker the defending player controls or a battle they protect`;
}

/**
 * CR 310.8a, 310.11a: a battle's protector. The engine has no choice to record: a Siege is protected by its
 * controller's opponent, any other battle by its controller (310.8a: a battle with no battle types).
 * OPEN QUESTION: the scenario language can't name another protector yet.
 */
export function protectorOf(s: GameState, o: GameObject): PlayerId {
  const siege = computeCharacteristics(s, o).subtypes.some((t) => t.toLowerCase() === 'siege');
  return siege ? otherPlayer(o.controller) : o.controller;
}

/** CR 508.1: the active player declares attackers (each attacks the other player, or a planeswalker or battle, 508.1b). */
export function declareAttackers(s: GameState, out: Outcome, player: PlayerId, decl: readonly (string | AttackDeclaration)[]): void {
  const list = decl.map((d) => (typeof d === 'string' ? { id: d } : d));
  if (player !== s.activePlayer) {
    out.fail(illegal('Only the active player declares attackers', ['508.1']));
    return;
  }
  if (!reach(s, out, 'declare-attackers', 'Attackers are declared', ['508.1'])) return;
  const c = s.combat!;
  if (c.attackersDeclared) {
    out.fail(illegal('Attackers were already declared this combat', ['508.1']));
    return;
  }
  const objs: { o: GameObject; target?: string }[] = [];
  for (const { id, target } of list) {
    const o = s.objects.get(id);
    if (!o || o.zone !== 'battlefield') {
      out.fail(illegal(`${id} is not a creature on the battlefield`, ['508.1a']));
      return;
    }
    if (o.controller !== player) {
      out.fail(illegal(`${player} doesn't control ${o.card.name}`, ['508.1a']));
      return;
    }
    if (objs.some((x) => x.o === o)) {
      out.fail(illegal(`${id} is declared as an attacker twice`, ['508.1a']));
      return;
    }
    const can = canAttack(s, id);
    if (!can.ok) {
      for (const r of can.reasons) out.fail(r);
      return;
    }
    const restricted = attackRestriction(s, o); // CR 508.1c
    if (restricted) {
      out.fail(illegal(restricted.message, restricted.cr));
      return;
    }
    if (target) {
      const why = attackableBy(s, player, target);
      if (why) {
        out.fail(illegal(`It can't attack that: ${why}`, ['506.3', '508.1b']));
        return;
      }
    }
    objs.push({ o, target });
  }
  // CR 508.1d: a creature that "attacks each combat if able" and can attack must (no modeled restriction limits the number of attackers).
  for (const o of battlefieldObjects(s)) {
    if (o.controller !== player || objs.some((x) => x.o === o) || !mustAttack(s, o)) continue;
    if (canAttack(s, o.id).ok && !attackRestriction(s, o)) {
      out.fail(illegal(`${o.id} attacks each combat if able, and it is able`, ['508.1d']));
      return;
    }
  }
  c.attackersDeclared = true;
  const defender = otherPlayer(player);
  for (const { o, target } of objs) {
    c.attackers[o.id] = defender;
    if (target && target !== defender) (c.attacking ??= {})[o.id] = target;
    if (!has(s, o, 'Vigilance')) tapObject(s, out, o); // CR 508.1f, 702.20b
    out.event({ type: 'attacks', objectId: o.id, cardName: o.faceDown ? 'a face-down creature' : o.card.name, defender });
  }
  // CR 508.1m, 508.3a–d: abilities that trigger on attackers being declared.
  combatTriggers(s, out, 'attacks', objs.map((x) => x.o));
  if (objs.length > 0) attackPlayerTriggers(s, out, player);
}

/** CR 509.1: the defending player declares blockers: [blocker, attacker] pairs. */
export function declareBlockers(s: GameState, out: Outcome, player: PlayerId, pairs: readonly [string, string][]): void {
  if (!s.combat || Object.keys(s.combat.attackers).length === 0) {
    out.fail(illegal('No creature is attacking', ['509.1']));
    return;
  }
  if (player === s.activePlayer) {
    out.fail(illegal('Only the defending player declares blockers', ['509.1']));
    return;
  }
  if (!reach(s, out, 'declare-blockers', 'Blockers are declared', ['509.1'])) return;
  const c = s.combat;
  if (c.blockersDeclared) {
    out.fail(illegal('Blockers were already declared this combat', ['509.1']));
    return;
  }
  const used = new Map<string, number>();
  const blocks: Record<string, string[]> = {};
  for (const [b, a] of pairs) {
    const blocker = s.objects.get(b);
    const attacker = s.objects.get(a);
    if (!attacker || !(a in c.attackers)) {
      out.fail(illegal(`${a} is not attacking`, ['509.1a']));
      return;
    }
    if (c.attackers[a] !== player) {
      out.fail(illegal(`${a} is not attacking ${player}, a planeswalker they control or a battle they protect`, ['509.1a']));
      return;
    }
    if (!blocker || blocker.zone !== 'battlefield' || blocker.controller !== player || !hasType(computeCharacteristics(s, blocker).cardTypes, 'creature')) {
      out.fail(illegal(`${b} is not a creature ${player} controls`, ['509.1a']));
      return;
    }
    if (blocker.tapped) {
      out.fail(illegal(`${b} is tapped: tapped creatures can't block`, ['509.1a']));
      return;
    }
    if (hasType(computeCharacteristics(s, blocker).cardTypes, 'battle')) {
      out.fail(illegal(`${b} is a battle: it can't block`, ['509.1a']));
      return;
    }
    if ((blocks[a] ?? []).includes(b)) continue;
    if ((used.get(b) ?? 0) >= blockCapacity(s, blocker)) {
      out.fail(illegal(`${b} can block only ${blockCapacity(s, blocker) === 1 ? 'one creature' : 'two creatures'}`, ['509.1a']));
      return;
    }
    const restricted = blockRestriction(s, blocker, attacker); // CR 509.1b
    if (restricted) {
      out.fail(illegal(restricted.message, restricted.cr));
      return;
    }
    used.set(b, (used.get(b) ?? 0) + 1);
    (blocks[a] ??= []).push(b);
  }
  // CR 702.111b: a creature with menace can't be blocked except by two or more creatures.
  for (const [a, bs] of Object.entries(blocks)) {
    if (bs.length === 1 && needsTwoBlockers(s, s.objects.get(a)!)) {
      out.fail(illegal(`${a} has menace: it can't be blocked except by two or more creatures`, ['702.111b', '509.1b']));
      return;
    }
  }
  // CR 509.1c: a creature that "blocks each combat if able" must block when some attacker could be blocked by it alone.
  // OPEN QUESTION: the maximum-requirements count is approximated: blocks needing a second blocker (menace) aren't searched.
  for (const o of battlefieldObjects(s)) {
    if (o.controller !== player || used.has(o.id) || o.tapped || !mustBlock(s, o)) continue;
    const able = Object.keys(c.attackers).some((a) => {
      const att = s.objects.get(a);
      return !!att && c.attackers[a] === player && !blockRestriction(s, o, att) && !needsTwoBlockers(s, att);
    });
    if (able) {
      out.fail(illegal(`${o.id} blocks each combat if able, and it is able`, ['509.1c']));
      return;
    }
  }
  // CR 509.1c: an attacker that "must be blocked if able" left unblocked while a creature that could block it blocks
  // nothing, or blocks an attacker with no such requirement.
  // OPEN QUESTION: the maximum-requirements count is approximated as for "blocks each combat if able".
  for (const a of Object.keys(c.attackers)) {
    const att = s.objects.get(a);
    if (!att || blocks[a] || c.attackers[a] !== player || !mustBeBlocked(s, att) || needsTwoBlockers(s, att)) continue;
    const free = battlefieldObjects(s).find((o) => o.controller === player && !o.tapped && hasType(computeCharacteristics(s, o).cardTypes, 'creature')
      && !blockRestriction(s, o, att)
      && Object.entries(blocks).every(([x, bs]) => !bs.includes(o.id) || !mustBeBlocked(s, s.objects.get(x)!)));
    if (free) {
      out.fail(illegal(`${a} must be blocked if able, and ${free.id} could block it`, ['509.1c']));
      return;
    }
  }
  c.blockersDeclared = true;
  c.blocks = blocks;
  c.blocked = Object.keys(blocks); // CR 509.1h
  for (const [a, bs] of Object.entries(blocks)) {
    for (const b of bs) {
      const o = s.objects.get(b)!;
      out.event({ type: 'blocks', objectId: b, cardName: o.faceDown ? 'a face-down creature' : o.card.name, attacker: a });
    }
  }
  // CR 509.1i, 509.3a–g: abilities that trigger on blockers being declared.
  const obj = (id: string) => s.objects.get(id)!;
  combatTriggers(s, out, 'blocks', [...new Set(Object.values(blocks).flat())].map(obj));
  combatTriggers(s, out, 'becomes blocked', Object.keys(blocks).map(obj));
  combatTriggers(s, out, 'becomes blocked by a creature', Object.entries(blocks).flatMap(([a, bs]) => bs.map(() => obj(a))));
  combatTriggers(s, out, "attacks and isn't blocked", Object.keys(c.attackers).filter((a) => !blocks[a] && s.objects.has(a)).map(obj));
}

/** CR 511.3: at the end of combat every creature is removed from combat. */
export function endCombat(s: GameState, out: Outcome): void {
  for (const o of combatants(s)) out.event({ type: 'removed-from-combat', objectId: o.id });
  s.combat = null;
}

/** The combat role of an object now: attacking (whom, CR 508.1b), blocking (which attackers, 509.1g), blocked/unblocked (509.1h). */
export function combatRole(s: GameState, id: string): { attacking: boolean; blocking: boolean; blocked: boolean; attacks: string | null; blocks: string[] } {
  const c = s.combat;
  const attacking = !!c && id in c.attackers;
  const blocks = c ? Object.entries(c.blocks).filter(([, bs]) => bs.includes(id)).map(([a]) => a) : [];
  const attacks = attacking ? c!.attacking?.[id] ?? c!.attackers[id]! : null;
  return { attacking, blocking: blocks.length > 0, blocked: attacking && isBlocked(s, id), attacks, blocks };
}

/**
 * CR 506.4: an attacking or blocking creature that stops being a creature (a type-changing effect: "becomes a Forest
 * land"), or becomes a battle, is removed from combat. Checked each time the game settles, before state-based actions.
 * OPEN QUESTION (not modeled): a planeswalker or battle being attacked that stops being one is also removed from
 * combat (506.4, 506.4c–e); its attackers keep attacking nothing, which the combat state can't say yet.
 */
export function removeNoncreaturesFromCombat(s: GameState, out: Outcome): void {
  const c = s.combat;
  if (!c) return;
  for (const id of new Set([...Object.keys(c.attackers), ...Object.values(c.blocks).flat()])) {
    const o = s.objects.get(id);
    if (!o || o.zone !== 'battlefield') continue;
    const chars = computeCharacteristics(s, o);
    if (hasType(chars.cardTypes, 'creature') && !hasType(chars.cardTypes, 'battle')) continue;
    out.note({ message: `${chars.name ?? 'The face-down permanent'} (${id}) is no longer a creature: it is removed from combat`, cr: ['506.4'] });
    removeFromCombat(s, out, id);
  }
}

/** CR 506.4: a permanent is removed from combat if its controller changes or it phases out. */
export function removeFromCombat(s: GameState, out: Outcome, id: string): void {
  const c = s.combat;
  if (!c) return;
  const was = id in c.attackers || Object.values(c.blocks).some((bs) => bs.includes(id));
  if (!was) return;
  delete c.attackers[id];
  if (c.attacking) delete c.attacking[id];
  if (c.assignments) delete c.assignments[id];
  if (c.blocked) c.blocked = c.blocked.filter((a) => a !== id);
  for (const a of Object.keys(c.blocks)) c.blocks[a] = c.blocks[a]!.filter((b) => b !== id);
  out.event({ type: 'removed-from-combat', objectId: id });
}
