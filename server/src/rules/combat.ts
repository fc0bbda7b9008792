// Combat (CR 506–511): declaring attackers (508.1: untapped creatures that have been under their controller's
// control since the turn began, tapped unless vigilance) and blockers (509.1: flying/reach, menace, protection),
// combat damage (510: first and double strike, trample, deathtouch, lifelink), and removal from combat (511.3).

import type { GameObject, GameState, PlayerId } from './game-state';
import { battlefieldObjects, otherPlayer } from './game-state';
import type { Outcome } from './events';
import { illegal } from './events';
import { computeCharacteristics } from './layers';
import { findKeyword, hasType } from './objects';
import { canAttack } from './queries';
import { damagePermanent, damagePlayer, protectedFrom } from './damage';
import { tapObject } from './statuses';
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

/** CR 508.1: the active player declares attackers (each attacks the other player). */
export function declareAttackers(s: GameState, out: Outcome, player: PlayerId, ids: readonly string[]): void {
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
  const objs: GameObject[] = [];
  for (const id of ids) {
    const o = s.objects.get(id);
    if (!o || o.zone !== 'battlefield') {
      out.fail(illegal(`${id} is not a creature on the battlefield`, ['508.1a']));
      return;
    }
    if (o.controller !== player) {
      out.fail(illegal(`${player} doesn't control ${o.card.name}`, ['508.1a']));
      return;
    }
    const can = canAttack(s, id);
    if (!can.ok) {
      for (const r of can.reasons) out.fail(r);
      return;
    }
    if (has(s, o, 'Defender')) {
      out.fail(illegal('A creature with defender can\'t attack', ['702.3b']));
      return;
    }
    objs.push(o);
  }
  c.attackersDeclared = true;
  const defender = otherPlayer(player);
  for (const o of objs) {
    c.attackers[o.id] = defender;
    if (!has(s, o, 'Vigilance')) tapObject(s, out, o); // CR 508.1f, 702.20b
    out.event({ type: 'attacks', objectId: o.id, cardName: o.faceDown ? 'a face-down creature' : o.card.name, defender });
  }
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
  const used = new Set<string>();
  const blocks: Record<string, string[]> = {};
  for (const [b, a] of pairs) {
    const blocker = s.objects.get(b);
    const attacker = s.objects.get(a);
    if (!attacker || !(a in c.attackers)) {
      out.fail(illegal(`${a} is not attacking`, ['509.1a']));
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
    if (used.has(b)) {
      out.fail(illegal(`${b} can block only one creature`, ['509.1a']));
      return;
    }
    // CR 702.9b: a creature with flying can't be blocked except by creatures with flying and/or reach.
    if (has(s, attacker, 'Flying') && !has(s, blocker, 'Flying') && !has(s, blocker, 'Reach')) {
      out.fail(illegal(`${a} has flying: it can be blocked only by creatures with flying or reach`, ['702.9b', '702.17b']));
      return;
    }
    // CR 702.16f: a creature with protection can't be blocked by creatures with that quality.
    if (protectedFrom(s, attacker, blocker)) {
      out.fail(illegal(`${a} has protection from a quality of ${b}: it can't block it`, ['702.16f']));
      return;
    }
    used.add(b);
    (blocks[a] ??= []).push(b);
  }
  // CR 702.111b: a creature with menace can't be blocked except by two or more creatures.
  for (const [a, bs] of Object.entries(blocks)) {
    if (bs.length === 1 && has(s, s.objects.get(a)!, 'Menace')) {
      out.fail(illegal(`${a} has menace: it can't be blocked except by two or more creatures`, ['702.111b']));
      return;
    }
  }
  c.blockersDeclared = true;
  c.blocks = blocks;
  for (const [a, bs] of Object.entries(blocks)) {
    for (const b of bs) {
      const o = s.objects.get(b)!;
      out.event({ type: 'blocks', objectId: b, cardName: o.faceDown ? 'a face-down creature' : o.card.name, attacker: a });
    }
  }
}

/** Is this attacker blocked (CR 509.1h: it stays blocked even if its blockers leave)? */
export function isBlocked(s: GameState, id: string): boolean {
  return !!s.combat?.blockersDeclared && (s.combat.blocks[id]?.length ?? 0) > 0;
}

interface Assignment {
  src: GameObject;
  to: GameObject | PlayerId;
  amount: number;
}

/** CR 510.1–510.2: assign and deal combat damage, simultaneously, in this step. */
export function combatDamageStep(s: GameState, out: Outcome, firstStrike: boolean): void {
  const c = s.combat;
  if (!c) return;
  const deals = (o: GameObject) => {
    const fs = has(s, o, 'First strike');
    const ds = has(s, o, 'Double strike');
    // CR 510.4, 702.4b, 702.7b: first/double strike in the first step; the others (and double strike again) in the second.
    return firstStrike ? fs || ds : ds || !c.dealtFirstStrike.includes(o.id);
  };
  const assigned: Assignment[] = [];
  const power = (o: GameObject) => Math.max(0, computeCharacteristics(s, o).power ?? 0);
  for (const [a, defender] of Object.entries(c.attackers)) {
    const attacker = s.objects.get(a);
    if (!attacker || attacker.zone !== 'battlefield') continue;
    if (deals(attacker)) {
      let left = power(attacker); // CR 510.1a
      if (!isBlocked(s, a)) assigned.push({ src: attacker, to: defender, amount: left });
      else {
        // CR 510.1c: the controller divides the damage among the blockers as they choose. The engine's choice:
        // lethal damage to each blocker in declaration order, the rest to the last one (deathtouch makes 1 lethal,
        // 702.2c); trample needs lethal to all blockers before the player (702.19b).
        // OPEN QUESTION: the scenario language can't ask for another division yet.
        const blockers = (c.blocks[a] ?? []).map((b) => s.objects.get(b)).filter((o): o is GameObject => !!o && o.zone === 'battlefield');
        const deathtouch = has(s, attacker, 'Deathtouch');
        const trample = has(s, attacker, 'Trample');
        blockers.forEach((b, i) => {
          const toughness = computeCharacteristics(s, b).toughness ?? 0;
          const lethal = deathtouch ? 1 : Math.max(0, toughness - b.damage);
          const last = i === blockers.length - 1;
          const n = last && !trample ? left : Math.min(left, lethal);
          if (n > 0) assigned.push({ src: attacker, to: b, amount: n });
          left -= n;
        });
        // CR 702.19b: trample assigns the rest to the player; with no blockers left, all of it (702.19d).
        if (trample && left > 0) assigned.push({ src: attacker, to: defender, amount: left });
        // CR 509.1h, 510.1c: blocked with no blockers left and no trample: no combat damage.
      }
    }
  }
  for (const bs of Object.entries(c.blocks)) {
    const [a, blockerIds] = bs;
    const attacker = s.objects.get(a);
    for (const b of blockerIds) {
      const blocker = s.objects.get(b);
      if (!blocker || blocker.zone !== 'battlefield' || !attacker || attacker.zone !== 'battlefield' || !deals(blocker)) continue;
      assigned.push({ src: blocker, to: attacker, amount: power(blocker) }); // CR 510.1d
    }
  }
  // CR 510.2: all combat damage is dealt at once.
  for (const x of assigned) {
    if (typeof x.to === 'string') damagePlayer(s, out, x.to, x.amount, x.src, true);
    else damagePermanent(s, out, x.to, x.amount, x.src);
  }
  if (firstStrike) for (const x of assigned) if (!c.dealtFirstStrike.includes(x.src.id)) c.dealtFirstStrike.push(x.src.id);
}

/** CR 511.3: at the end of combat every creature is removed from combat. */
export function endCombat(s: GameState, out: Outcome): void {
  for (const o of combatants(s)) out.event({ type: 'removed-from-combat', objectId: o.id });
  s.combat = null;
}

/** The combat role of an object now: attacking, blocking, blocked/unblocked. */
export function combatRole(s: GameState, id: string): { attacking: boolean; blocking: boolean; blocked: boolean } {
  const c = s.combat;
  const attacking = !!c && id in c.attackers;
  const blocking = !!c && Object.values(c.blocks).some((bs) => bs.includes(id));
  return { attacking, blocking, blocked: attacking && isBlocked(s, id) };
}

/** CR 506.4: a permanent is removed from combat if its controller changes or it phases out. */
export function removeFromCombat(s: GameState, out: Outcome, id: string): void {
  const c = s.combat;
  if (!c) return;
  const was = id in c.attackers || Object.values(c.blocks).some((bs) => bs.includes(id));
  if (!was) return;
  delete c.attackers[id];
  for (const a of Object.keys(c.blocks)) c.blocks[a] = c.blocks[a]!.filter((b) => b !== id);
  out.event({ type: 'removed-from-combat', objectId: id });
}
