// Combat damage (CR 510): how each attacking and blocking creature assigns its damage — to what it attacks when
// unblocked (510.1b), divided as its controller chooses among its blockers (510.1c) or the creatures it blocks
// (510.1d), trample's excess (702.19b–d), deathtouch's lethal 1 (702.2c) — checked (510.1e) and dealt at once (510.2).

import { assignsNoCombatDamage } from '../effects/combat-damage-rule-effects';
import type { CombatState, GameObject, GameState, PlayerId } from '../state/game-state';
import { PLAYERS } from '../state/game-state';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import { computeCharacteristics } from '../layers';
import { findKeyword, hasType } from '../state/objects';
import { damagePermanent, damagePlayer } from '../actions/damage';
import { maskTurnUp } from '../actions/statuses';
import { assignsByToughness } from '../queries/assign-by-toughness';
import { assignsAsThoughUnblocked } from './assign-as-though-unblocked';
import { msg, type Message } from '../../i18n';

const has = (s: GameState, o: GameObject, kw: string) => !!findKeyword(computeCharacteristics(s, o).abilities, kw);
const isPlayer = (x: string): x is PlayerId => (PLAYERS as readonly string[]).includes(x);
const onBattlefield = (s: GameState, id: string) => {
  const o = s.objects.get(id);
  return o && o.zone === 'battlefield' && !o.phasedOut ? o : undefined;
};

/** One part of a creature's combat damage: an amount to an object (id) or a player. */
export interface Share {
  to: string;
  amount: number;
}

/** Is this attacker blocked (CR 509.1h: it stays blocked even if its blockers leave)? */
export function isBlocked(s: GameState, id: string): boolean {
  const c = s.combat;
  return !!c?.blockersDeclared && (c.blocked?.includes(id) ?? (c.blocks[id]?.length ?? 0) > 0);
}

/**
 * What an attacking creature attacks now: the player, or the planeswalker or battle while it is still one on the
 * battlefield (CR 506.4: otherwise removed from combat, and the attacker attacks nothing, 506.4c).
 */
export function attackedNow(s: GameState, c: CombatState, attacker: string): string | null {
  const target = c.attacking?.[attacker];
  if (!target) return c.attackers[attacker] ?? null;
  const o = onBattlefield(s, target);
  if (!o) return null;
  const types = computeCharacteristics(s, o).cardTypes;
  return hasType(types, 'planeswalker') || hasType(types, 'battle') ? target : null;
}

/** The creatures blocking an attacker, still on the battlefield and in combat (CR 510.1c). */
function blockersOf(s: GameState, c: CombatState, attacker: string): GameObject[] {
  return (c.blocks[attacker] ?? []).map((b) => onBattlefield(s, b)).filter((o): o is GameObject => !!o);
}

/** The attacking creatures a creature blocks, still on the battlefield and in combat (CR 510.1d). */
function blockedBy(s: GameState, c: CombatState, blocker: string): GameObject[] {
  return Object.entries(c.blocks).filter(([, bs]) => bs.includes(blocker)).map(([a]) => onBattlefield(s, a)).filter((o): o is GameObject => !!o && o.id in c.attackers);
}

/**
 * Lethal damage for assignment (CR 702.19b, 120.6): what it still takes, counting damage already marked and damage
 * other creatures assign to it in this step; from a source with deathtouch any nonzero amount is lethal (702.2c).
 */
function lethal(s: GameState, o: GameObject, deathtouch: boolean, others: number): number {
  const left = Math.max(0, (computeCharacteristics(s, o).toughness ?? 0) - o.damage - others);
  return deathtouch ? Math.min(1, left) : left;
}

/** Who assigns a creature's damage, and among what (CR 510.1b–d, 702.19b–d). */
interface Duty {
  src: GameObject;
  power: number;
  /** Creatures it must or may divide among. */
  creatures: GameObject[];
  /** With trample (or unblocked): the player, planeswalker or battle it attacks. */
  beyond: string | null;
  trample: boolean;
}

/** CR 510.1a: the combat damage a creature assigns: its power, or its toughness where a static ability says so. */
function assignedAmount(s: GameState, o: GameObject): number {
  const ch = computeCharacteristics(s, o);
  return (assignsByToughness(s, o) ? ch.toughness : ch.power) ?? 0;
}

function dutyOf(s: GameState, c: CombatState, o: GameObject): Duty | null {
  const power = Math.max(0, assignedAmount(s, o));
  if (power <= 0) return null; // CR 510.1a: 0 or less assigns no combat damage
  // CR 510.1a: "~ assigns no combat damage this turn" (rules/effects/combat-damage-rule-effects.ts).
  if (assignsNoCombatDamage(s, o.id)) return null;
  if (o.id in c.attackers) {
    const target = attackedNow(s, c, o.id);
    if (!isBlocked(s, o.id)) return target ? { src: o, power, creatures: [], beyond: target, trample: false } : null; // CR 510.1b
    // CR 510.1c, 609.4: "You may have ~ assign its combat damage as though it weren't blocked": all of it to what it attacks.
    if (target && assignsAsThoughUnblocked(s, c, o)) return { src: o, power, creatures: [], beyond: target, trample: false };
    const trample = has(s, o, 'Trample');
    const creatures = blockersOf(s, c, o.id);
    // CR 510.1c: blocked with no blockers left: no damage, unless trample (702.19d: all to what it attacks).
    if (creatures.length === 0 && !(trample && target)) return null;
    return { src: o, power, creatures, beyond: trample ? target : null, trample };
  }
  const creatures = blockedBy(s, c, o.id);
  return creatures.length ? { src: o, power, creatures, beyond: null, trample: false } : null; // CR 510.1d
}

/** The engine's division when the scenario states none: lethal to each creature in declaration order, the rest to the last (or past them, with trample). */
function defaultShares(s: GameState, d: Duty, marked: Map<string, number>): Share[] {
  const out: Share[] = [];
  let left = d.power;
  const deathtouch = has(s, d.src, 'Deathtouch');
  d.creatures.forEach((b, i) => {
    const last = i === d.creatures.length - 1;
    const n = last && !d.beyond ? left : Math.min(left, lethal(s, b, deathtouch, marked.get(b.id) ?? 0));
    if (n > 0) out.push({ to: b.id, amount: n });
    left -= n;
  });
  if (left > 0 && d.beyond) out.push({ to: d.beyond, amount: left }); // CR 702.19b, 702.19d
  return out;
}

/** One share of a creature's combat damage in words ("3 to c2"). */
const shareMessage = (x: Share): Message => msg('rules.game.share', { amount: String(x.amount), to: x.to });

/** Why a stated division is illegal (CR 510.1c–e, 702.19b), or null. */
function wrongShares(s: GameState, d: Duty, shares: readonly Share[], marked: Map<string, number>): Message | null {
  const total = shares.reduce((n, x) => n + x.amount, 0);
  if (shares.some((x) => x.amount < 0 || !Number.isInteger(x.amount))) return msg('rules.game.share-whole-numbers');
  if (total !== d.power) return msg('rules.game.share-total', { power: String(d.power), total: String(total) });
  const allowed = new Set([...d.creatures.map((b) => b.id), ...(d.beyond ? [d.beyond] : [])]);
  const bad = shares.find((x) => !allowed.has(x.to));
  if (bad) return msg('rules.game.share-wrong-recipient', { to: bad.to, role: d.src.id in (s.combat?.attackers ?? {}) ? (d.trample ? 'attackingTrample' : 'attacking') : 'blocking' });
  const beyond = shares.filter((x) => x.to === d.beyond && !d.creatures.some((b) => b.id === x.to)).reduce((n, x) => n + x.amount, 0);
  if (beyond > 0) {
    // CR 702.19b: excess goes past the blockers only once each of them is assigned lethal damage (702.2c: deathtouch).
    const deathtouch = has(s, d.src, 'Deathtouch');
    const short = d.creatures.find((b) => shares.filter((x) => x.to === b.id).reduce((n, x) => n + x.amount, 0) < lethal(s, b, deathtouch, marked.get(b.id) ?? 0));
    if (short) return msg('rules.game.share-trample-lethal', { beyond: d.beyond!, short: short.id });
  }
  return null;
}

/** A stated division, checked against the combat now (CR 510.1c–d). Returns the reason it is illegal, or null. */
export function checkAssignment(s: GameState, id: string, shares: readonly Share[]): Message | null {
  const c = s.combat;
  const o = onBattlefield(s, id);
  if (!c || !o || !c.blockersDeclared) return msg('rules.game.assign-after-blockers');
  const d = dutyOf(s, c, o);
  if (!d) return msg('rules.game.assigns-no-damage');
  return wrongShares(s, d, shares, new Map());
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
  const ids = [...Object.keys(c.attackers), ...Object.values(c.blocks).flat()];
  const creatures = [...new Set(ids)].map((id) => onBattlefield(s, id)).filter((o): o is GameObject => !!o && deals(o));
  // CR 510.1: the active player assigns first, then the defending player; damage others assign counts toward lethal (702.19b).
  const marked = new Map<string, number>();
  const assigned: { src: GameObject; shares: Share[] }[] = [];
  for (const o of creatures) {
    // Illusionary-Mask-like: a creature that would assign combat damage is turned face up first, and assigns as itself.
    if (assignedAmount(s, o) > 0) maskTurnUp(s, out, o);
    const d = dutyOf(s, c, o);
    if (!d) continue;
    const stated = c.assignments?.[o.id];
    let shares: Share[];
    if (stated) {
      const wrong = wrongShares(s, d, stated, marked);
      if (wrong) {
        out.fail(illegal(msg('rules.game.assignment-illegal-now', { id: o.id, reason: wrong }), ['510.1e', '510.1c']));
        return;
      }
      shares = [...stated];
      delete c.assignments![o.id];
    } else {
      shares = defaultShares(s, d, marked);
      if (d.creatures.length > 1) {
        out.note({ why: msg('rules.game.damage-divided-engine', { id: o.id, shares: shares.map(shareMessage) }), cr: ['510.1c', '510.1d'] });
      }
    }
    for (const x of shares) marked.set(x.to, (marked.get(x.to) ?? 0) + x.amount);
    assigned.push({ src: o, shares });
  }
  // CR 615.1: a "prevent all combat damage this turn" effect stops every combat damage event (assigned, then not dealt).
  if (s.preventCombatDamage) {
    if (assigned.length > 0) out.note({ why: msg('rules.game.combat-damage-prevented'), cr: ['615.1', '510.2'] });
    assigned.length = 0;
  }
  // CR 510.2: all combat damage is dealt at once.
  const toPlayer = new Map<GameObject, PlayerId>();
  // CR 510.3a, 603.2: how much combat damage each source dealt to a player (a trigger's "that many").
  const dealtToPlayer = new Map<GameObject, number>();
  const toCreature = new Set<GameObject>();
  const creaturePairs: { source: string; to: string }[] = [];
  const toPlaneswalker = new Set<GameObject>();
  for (const { src, shares } of assigned) {
    for (const x of shares) {
      if (x.amount <= 0) continue;
      if (isPlayer(x.to)) {
        const dealt = damagePlayer(s, out, x.to, x.amount, src, true);
        if (dealt > 0) {
          toPlayer.set(src, x.to);
          dealtToPlayer.set(src, (dealtToPlayer.get(src) ?? 0) + dealt);
        }
      } else {
        const to = onBattlefield(s, x.to);
        const types = to ? computeCharacteristics(s, to).cardTypes : [];
        const dealt = to ? damagePermanent(s, out, to, x.amount, src, true) : 0;
        if (to && dealt > 0 && hasType(types, 'creature')) {
          toCreature.add(src);
          creaturePairs.push({ source: src.id, to: to.id });
        }
        // CR 120.3c, 603.2: damage to a planeswalker (its types as the damage was dealt), for "… to a player or planeswalker".
        if (to && dealt > 0 && hasType(types, 'planeswalker')) toPlaneswalker.add(src);
      }
    }
  }
  // CR 510.2, 510.3a: combat damage is dealt (abilities that trigger on it: triggers/combat-triggers.ts).
  if (assigned.length > 0) out.event({ type: 'combat-damage-dealt', toPlayers: [...toPlayer].map(([src, player]) => ({ source: src.id, player, amount: dealtToPlayer.get(src) ?? 0 })), toCreatures: [...toCreature].map((o) => o.id), creaturePairs, ...(toPlaneswalker.size > 0 ? { toPlaneswalkers: [...toPlaneswalker].map((o) => o.id) } : {}) });
  if (firstStrike) for (const { src } of assigned) if (!c.dealtFirstStrike.includes(src.id)) c.dealtFirstStrike.push(src.id);
  // A first-strike-only creature never deals damage in the second step: record those that had first strike as it began.
  if (firstStrike) for (const o of creatures) if (!c.dealtFirstStrike.includes(o.id)) c.dealtFirstStrike.push(o.id);
}

/**
 * A player states how a creature they control will divide its combat damage in the next combat damage step
 * (CR 510.1c–d; the active player's and the defending player's choices, 510.1). Checked now and again as damage is
 * assigned (510.1e).
 */
export function assignCombatDamage(s: GameState, out: Outcome, player: PlayerId, id: string, shares: readonly Share[]): void {
  const o = onBattlefield(s, id);
  if (!o) {
    out.fail(illegal(msg('rules.game.not-creature-on-battlefield', { id }), ['510.1']));
    return;
  }
  if (o.controller !== player) {
    out.fail(illegal(msg('rules.game.assigner-not-controller', { player, id }), ['510.1']));
    return;
  }
  if (s.step !== 'declare-blockers' && s.step !== 'first-strike-damage') {
    out.fail(illegal(msg('rules.game.assign-when'), ['510.1']));
    return;
  }
  const wrong = checkAssignment(s, id, shares);
  if (wrong) {
    out.fail(illegal(msg('rules.game.assignment-illegal', { reason: wrong }), ['510.1c', '510.1d', '510.1e']));
    return;
  }
  (s.combat!.assignments ??= {})[id] = shares.map((x) => ({ ...x }));
  out.note({ why: msg('rules.game.will-assign', { id, shares: shares.map(shareMessage) }), cr: ['510.1c', '510.1d'] });
}
