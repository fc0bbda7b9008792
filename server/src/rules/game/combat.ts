// Combat (CR 506–511): declaring attackers (508.1: untapped creatures that have been under their controller's
// control since the turn began, tapped unless vigilance; each attacks the player or one of their planeswalkers or
// battles, 508.1b) and blockers (509.1: restrictions and requirements in combat-restrictions.ts), and removal from
// combat (506.4, 511.3). Combat damage is combat-damage.ts.

import { ruleInPlay } from '../queries/rule-sentences';
import type { GameObject, GameState, PlayerId, Reason } from '../state/game-state';
import { battlefieldObjects, otherPlayer } from '../state/game-state';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import { computeCharacteristics, whileUnchanged } from '../layers';
import { findKeyword, hasType } from '../state/objects';
import { canAttack } from '../queries/views';
import { isBlocked } from './combat-damage';
import { allMustBlock } from '../queries/lure-requirement';
import { declaredWithBroken } from '../queries/declared-with';
import { aloneRestriction, attackRestriction, attackTargetRestriction, blockCapacity, blockersAllowed, blockRestriction, mustAttack, mustAttackPlayers, mustBeBlocked, mustBlock, mustBlockWhom, needsTwoBlockers } from '../queries/combat-restrictions';
import { tapObject } from '../actions/statuses';
import { exertAsItAttacks } from './exert';
import { reasonMessage } from '../state/reasons';
import { msg, type Message } from '../../i18n';

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


/** One attacker and what it attacks: a player, or a planeswalker or battle id (CR 508.1b); absent: the defending player. */
export interface AttackDeclaration {
  id: string;
  target?: string;
}

/** CR 506.3, 508.1b, 310.8b: can `target` be attacked by `player`'s creatures? Returns why not, or null. */
function attackableBy(s: GameState, player: PlayerId, target: string): Message | null {
  const defender = otherPlayer(player);
  if (target === defender) return null;
  if (target === player) return msg('rules.game.attack-self');
  const o = s.objects.get(target);
  if (!o || o.zone !== 'battlefield') return msg('rules.game.attack-not-on-battlefield', { target });
  const types = computeCharacteristics(s, o).cardTypes;
  if (hasType(types, 'planeswalker') && o.controller === defender) return null;
  // CR 310.8a–b: a battle's protector (here its controller, or an opponent for a Siege, 310.11a) can't attack it.
  if (hasType(types, 'battle') && protectorOf(s, o) === defender) return null;
  return msg('rules.game.attack-not-attackable', { target });
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

/** CR 508.1: only the active player declares attackers. */
export function attackersRefused(s: GameState, player: PlayerId): Reason | null {
  return player !== s.activePlayer ? illegal(msg('rules.combat.attackers-by-active-player'), ['508.1']) : null;
}

/** CR 509.1: the defending player declares blockers, when a creature is attacking. */
export function blockersRefused(s: GameState, player: PlayerId): Reason | null {
  if (!s.combat || Object.keys(s.combat.attackers).length === 0) return illegal(msg('rules.combat.nothing-attacking'), ['509.1']);
  return player === s.activePlayer ? illegal(msg('rules.combat.blockers-by-defending-player'), ['509.1']) : null;
}

/** Attackers and blockers are declared in their own step (CR 508.1, 509.1); the turn moves there first (turn.ts). */
function notInStep(s: GameState, step: 'declare-attackers' | 'declare-blockers', cr: string[]): Reason | null {
  if (s.step === step) return null;
  const now = s.step.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()); // the catalog's select names steps in camel case
  return illegal(msg(step === 'declare-attackers' ? 'rules.combat.attackers-wrong-step' : 'rules.combat.blockers-wrong-step', { step: now }), cr);
}

/**
 * CR 508.1d: the creatures `player` controls that "attack each combat if able" and are able (no modeled restriction
 * limits the number of attackers; a cost to attack is never required, 508.1d).
 */
export function requiredAttackers(s: GameState, player: PlayerId): GameObject[] {
  // CR 508.1d: "attacks each combat if able", or "attacks <a player> this turn if able" naming the player it can attack
  // (a requirement to attack a player who isn't a defending player can't be obeyed).
  return battlefieldObjects(s).filter((o) => o.controller === player && (mustAttack(s, o) || mustAttackPlayers(s, o).includes(otherPlayer(player))) && canAttack(s, o.id).ok && !attackRestriction(s, o));
}

/**
 * CR 508.1b: whether the defending player controls a planeswalker or a battle `player`'s creatures could attack instead
 * of the player: then what each attacker attacks is a choice.
 */
export function attackChoiceOpen(s: GameState, player: PlayerId): boolean {
  return battlefieldObjects(s).some((o) => o.controller === otherPlayer(player) && attackableBy(s, player, o.id) === null);
}

/**
 * CR 509.1c: the creatures `player` controls that "block each combat if able" and are able, each with the attackers it
 * could block alone (menace asks for a second blocker, 702.111b).
 */
export function requiredBlocks(s: GameState, player: PlayerId): { blocker: string; attackers: string[]; specific?: boolean }[] {
  const c = s.combat;
  if (!c) return [];
  const out: { blocker: string; attackers: string[]; specific?: boolean }[] = [];
  for (const o of battlefieldObjects(s)) {
    if (o.controller !== player || o.tapped) continue;
    // CR 509.1c, 702.39a: a creature that must block a given attacker this turn if able (provoke) blocks it when it can.
    // OPEN QUESTION: the maximum-requirements count is approximated: this requirement is met first, a general one after.
    const whom = mustBlockWhom(s, o).filter((a) => {
      const att = s.objects.get(a);
      return !!att && c.attackers[a] === player && !blockRestriction(s, o, att) && !needsTwoBlockers(s, att);
    });
    if (whom.length) {
      out.push({ blocker: o.id, attackers: whom, specific: true });
      continue;
    }
    if (!mustBlock(s, o)) continue;
    const attackers = Object.keys(c.attackers).filter((a) => {
      const att = s.objects.get(a);
      return !!att && c.attackers[a] === player && !blockRestriction(s, o, att) && !needsTwoBlockers(s, att);
    });
    if (attackers.length) out.push({ blocker: o.id, attackers });
  }
  return out;
}

/** CR 508.1a–d: the declared attackers and what they attack, or undefined when the declaration is refused (`out` says why). Reads only. */
function attackersAllowed(s: GameState, out: Outcome, player: PlayerId, decl: readonly (string | AttackDeclaration)[]): { o: GameObject; target?: string }[] | undefined {
  const list = decl.map((d) => (typeof d === 'string' ? { id: d } : d));
  const refused = attackersRefused(s, player) ?? notInStep(s, 'declare-attackers', ['508.1']);
  if (refused) {
    out.fail(refused);
    return undefined;
  }
  const c = s.combat!;
  if (c.attackersDeclared) {
    out.fail(illegal(msg('rules.combat.attackers-already-declared'), ['508.1']));
    return undefined;
  }
  const objs: { o: GameObject; target?: string }[] = [];
  for (const { id, target } of list) {
    const o = s.objects.get(id);
    if (!o || o.zone !== 'battlefield') {
      out.fail(illegal(msg('rules.combat.not-a-creature', { id }), ['508.1a']));
      return undefined;
    }
    if (o.controller !== player) {
      out.fail(illegal(msg('rules.combat.not-controlled', { player, card: o.card.name }), ['508.1a']));
      return undefined;
    }
    if (objs.some((x) => x.o === o)) {
      out.fail(illegal(msg('rules.combat.attacker-twice', { id }), ['508.1a']));
      return undefined;
    }
    const can = canAttack(s, id);
    if (!can.ok) {
      for (const r of can.reasons) out.fail(r);
      return undefined;
    }
    const restricted = attackRestriction(s, o); // CR 508.1c
    if (restricted) {
      out.fail(illegal(reasonMessage(restricted), restricted.cr));
      return undefined;
    }
    // CR 508.1c: "can't attack you" of another permanent's controller (and "or planeswalkers you control").
    const notThat = attackTargetRestriction(s, o, target ?? otherPlayer(player));
    if (notThat) {
      out.fail(illegal(reasonMessage(notThat), notThat.cr));
      return undefined;
    }
    if (target) {
      const why = attackableBy(s, player, target);
      if (why) {
        out.fail(illegal(msg('rules.game.cannot-attack-that', { reason: why }), ['506.3', '508.1b']));
        return undefined;
      }
    }
    objs.push({ o, target });
  }
  // CR 506.5, 508.1c: "can't attack alone" — it isn't the only creature declared as an attacker; "can only attack alone".
  // OPEN QUESTION: with "attacks each combat if able" below, the most requirements obeyed (508.1d) isn't searched.
  for (const { o } of objs) {
    const alone = aloneRestriction(s, o, 'attack');
    if ((alone === 'not-alone' && objs.length === 1) || (alone === 'only-alone' && objs.length > 1)) {
      out.fail(illegal(msg(alone === 'not-alone' ? 'rules.combat.not-alone' : 'rules.combat.only-alone', { id: o.id }), ['506.5', '508.1c']));
      return undefined;
    }
  }
  // CR 508.1c: "~ can't attack unless at least two other creatures attack": the other creatures declared with it.
  for (const { o } of objs) {
    if (declaredWithBroken(s, o, 'attack', objs.map((x) => x.o))) {
      out.fail(illegal(msg('rules.combat.declared-with', { id: o.id, as: 'attack' }), ['508.1c']));
      return undefined;
    }
  }
  // CR 508.1c: "No more than one creature can attack each combat" (a static ability's rule).
  // OPEN QUESTION: with two creatures that "attack each combat if able", the declaration obeying the most requirements
  // (508.1d) — one of them — is not searched: both declarations are refused.
  const oneAttacker = objs.length > 1 ? ruleInPlay(s, 'one-attacker-each-combat') : undefined;
  if (oneAttacker) {
    out.fail(illegal(msg('rules.combat.one-each-combat', { as: 'attack', source: oneAttacker }), ['508.1c']));
    return undefined;
  }
  // CR 508.1d: a creature that "attacks each combat if able" and can attack must (no modeled restriction limits the number of attackers).
  for (const o of requiredAttackers(s, player)) {
    const declared = objs.find((x) => x.o === o);
    // CR 508.1d: one that must attack a player obeys it only attacking that player, not a planeswalker or battle.
    const whom = mustAttackPlayers(s, o).includes(otherPlayer(player)) ? otherPlayer(player) : undefined;
    if (declared && !(whom && declared.target !== undefined && declared.target !== whom)) continue;
    out.fail(illegal(whom ? msg('rules.combat.must-attack-player', { id: o.id, player: whom }) : msg('rules.combat.must-attack', { id: o.id }), ['508.1d']));
    return undefined;
  }
  return objs;
}

/** CR 508.1: the active player declares attackers (each attacks the other player, or a planeswalker or battle, 508.1b). */
export function declareAttackers(s: GameState, out: Outcome, player: PlayerId, decl: readonly (string | AttackDeclaration)[]): void {
  // The checks write nothing: every characteristic they read from one layer pass (rules/layers/world.ts).
  const objs = whileUnchanged(s, () => attackersAllowed(s, out, player, decl));
  if (!objs) return;
  const c = s.combat!;
  c.attackersDeclared = true;
  (c.declared ??= []).push(...objs.map((x) => x.o.id)); // CR 508.1a
  const defender = otherPlayer(player);
  for (const { o, target } of objs) {
    c.attackers[o.id] = defender;
    if (target && target !== defender) (c.attacking ??= {})[o.id] = target;
    // CR 508.1b, 702.121a: a player attacked this combat (kept when the creature later leaves combat).
    else if (!c.playersAttacked?.players.includes(defender)) c.playersAttacked = { by: player, players: [...(c.playersAttacked?.players ?? []), defender] };
    if (!has(s, o, 'Vigilance')) tapObject(s, out, o, true); // CR 508.1f, 702.20b
    exertAsItAttacks(s, out, o); // CR 701.43a, 508.1g: "You may exert ~ as it attacks"
    out.event({ type: 'attacks', objectId: o.id, cardName: o.faceDown ? 'a face-down creature' : o.card.name, defender });
  }
  // CR 508.1m, 508.3a–d: attackers are declared (abilities that trigger on it: triggers/combat-triggers.ts).
  out.event({ type: 'attackers-declared', player, attackers: objs.map((x) => x.o.id) });
}

/** CR 509.1a–c: the declared blocks (attacker id → its blockers, in declaration order), or undefined when the declaration
 * is refused (`out` says why). Reads only. */
function blocksAllowed(s: GameState, out: Outcome, player: PlayerId, pairs: readonly [string, string][]): Record<string, string[]> | undefined {
  const refused = blockersRefused(s, player) ?? notInStep(s, 'declare-blockers', ['509.1']);
  if (refused || !s.combat) {
    if (refused) out.fail(refused);
    return undefined;
  }
  const c = s.combat;
  if (c.blockersDeclared) {
    out.fail(illegal(msg('rules.combat.blockers-already-declared'), ['509.1']));
    return undefined;
  }
  const used = new Map<string, number>();
  const blocks: Record<string, string[]> = {};
  for (const [b, a] of pairs) {
    const blocker = s.objects.get(b);
    const attacker = s.objects.get(a);
    if (!attacker || !(a in c.attackers)) {
      out.fail(illegal(msg('rules.combat.not-attacking', { id: a }), ['509.1a']));
      return undefined;
    }
    if (c.attackers[a] !== player) {
      out.fail(illegal(msg('rules.combat.not-attacking-player', { id: a, player }), ['509.1a']));
      return undefined;
    }
    if (!blocker || blocker.zone !== 'battlefield' || blocker.controller !== player || !hasType(computeCharacteristics(s, blocker).cardTypes, 'creature')) {
      out.fail(illegal(msg('rules.combat.not-blocker-creature', { id: b, player }), ['509.1a']));
      return undefined;
    }
    if (blocker.tapped) {
      out.fail(illegal(msg('rules.combat.tapped-blocker', { id: b }), ['509.1a']));
      return undefined;
    }
    if (hasType(computeCharacteristics(s, blocker).cardTypes, 'battle')) {
      out.fail(illegal(msg('rules.combat.battle-blocker', { id: b }), ['509.1a']));
      return undefined;
    }
    if ((blocks[a] ?? []).includes(b)) continue;
    if ((used.get(b) ?? 0) >= blockCapacity(s, blocker)) {
      out.fail(illegal(msg('rules.combat.block-capacity', { id: b, count: blockCapacity(s, blocker) }), ['509.1a']));
      return undefined;
    }
    const restricted = blockRestriction(s, blocker, attacker); // CR 509.1b
    if (restricted) {
      out.fail(illegal(reasonMessage(restricted), restricted.cr));
      return undefined;
    }
    used.set(b, (used.get(b) ?? 0) + 1);
    (blocks[a] ??= []).push(b);
  }
  // CR 509.1b: "can't be blocked by more than one creature", "… except by three or more creatures".
  for (const [a, bs] of Object.entries(blocks)) {
    const { min, max } = blockersAllowed(s, s.objects.get(a)!);
    if (bs.length > max || (min > 2 && bs.length < min)) {
      out.fail(illegal(msg('rules.combat.blocker-count', { id: a, kind: bs.length > max ? 'max' : 'min', min }), ['509.1b']));
      return undefined;
    }
  }
  // CR 506.5, 509.1b: "can't block alone" — it isn't the only creature declared as a blocker.
  const blockers = new Set(Object.values(blocks).flat());
  for (const b of blockers) {
    if (blockers.size === 1 && aloneRestriction(s, s.objects.get(b)!, 'block') === 'not-alone') {
      out.fail(illegal(msg('rules.combat.not-alone', { id: b }), ['506.5', '509.1b']));
      return undefined;
    }
  }
  // CR 509.1b: "~ can't block unless a black or green creature also blocks": the other creatures declared as blockers.
  const declaredBlockers = [...blockers].map((b) => s.objects.get(b)!);
  for (const b of declaredBlockers) {
    if (declaredWithBroken(s, b, 'block', declaredBlockers)) {
      out.fail(illegal(msg('rules.combat.declared-with', { id: b.id, as: 'block' }), ['509.1b']));
      return undefined;
    }
  }
  // CR 509.1b: "No more than one creature can block each combat" (a static ability's rule).
  const oneBlocker = blockers.size > 1 ? ruleInPlay(s, 'one-blocker-each-combat') : undefined;
  if (oneBlocker) {
    out.fail(illegal(msg('rules.combat.one-each-combat', { as: 'block', source: oneBlocker }), ['509.1b']));
    return undefined;
  }
  // CR 702.111b: a creature with menace can't be blocked except by two or more creatures.
  for (const [a, bs] of Object.entries(blocks)) {
    if (bs.length === 1 && needsTwoBlockers(s, s.objects.get(a)!)) {
      out.fail(illegal(msg('rules.combat.menace', { id: a }), ['702.111b', '509.1b']));
      return undefined;
    }
  }
  // CR 509.1c: a creature that "blocks each combat if able" must block when some attacker could be blocked by it alone.
  // OPEN QUESTION: the maximum-requirements count is approximated: blocks needing a second blocker (menace) aren't searched.
  for (const { blocker, attackers, specific } of requiredBlocks(s, player)) {
    // CR 509.1c, 702.39a: it must block the attacker the requirement names (provoke), not another.
    if (specific && !attackers.some((a) => (blocks[a] ?? []).includes(blocker))) {
      out.fail(illegal(msg('rules.combat.must-block-it', { id: blocker, attacker: attackers[0]! }), ['509.1c', '702.39a']));
      return undefined;
    }
    if (used.has(blocker)) continue;
    out.fail(illegal(msg('rules.combat.must-block', { id: blocker }), ['509.1c']));
    return undefined;
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
      out.fail(illegal(msg('rules.combat.must-be-blocked', { id: a, blocker: free.id }), ['509.1c']));
      return undefined;
    }
  }
  // CR 509.1c: "All creatures able to block <attacker> do so" (queries/lure-requirement.ts): each untapped creature that
  // could block it alone (of the kind it names: "All Walls able to block ~ do so") must block it, unless it blocks another attacker with the same requirement.
  // OPEN QUESTION: the maximum-requirements count is approximated as for "blocks each combat if able".
  for (const a of Object.keys(c.attackers)) {
    const att = s.objects.get(a);
    if (!att || c.attackers[a] !== player || needsTwoBlockers(s, att) || !allMustBlock(s, att)) continue;
    const free = battlefieldObjects(s).find((o) => o.controller === player && !o.tapped && hasType(computeCharacteristics(s, o).cardTypes, 'creature')
      && !blockRestriction(s, o, att) && !(blocks[a] ?? []).includes(o.id) && allMustBlock(s, att, o)
      && Object.entries(blocks).every(([x, bs]) => !bs.includes(o.id) || !allMustBlock(s, s.objects.get(x)!, o)));
    if (free) {
      out.fail(illegal(msg('rules.combat.must-block-it', { id: free.id, attacker: a }), ['509.1c']));
      return undefined;
    }
  }
  return blocks;
}

/** CR 509.1: the defending player declares blockers: [blocker, attacker] pairs. */
export function declareBlockers(s: GameState, out: Outcome, player: PlayerId, pairs: readonly [string, string][]): void {
  // The checks write nothing: every characteristic they read from one layer pass (rules/layers/world.ts).
  const blocks = whileUnchanged(s, () => blocksAllowed(s, out, player, pairs));
  if (!blocks) return;
  const c = s.combat!;
  c.blockersDeclared = true;
  (c.declared ??= []).push(...Object.values(blocks).flat()); // CR 509.1a
  c.blocks = blocks;
  c.blocked = Object.keys(blocks); // CR 509.1h
  for (const [a, bs] of Object.entries(blocks)) {
    for (const b of bs) {
      const o = s.objects.get(b)!;
      out.event({ type: 'blocks', objectId: b, cardName: o.faceDown ? 'a face-down creature' : o.card.name, attacker: a });
    }
  }
  // CR 509.1i, 509.3a–g: blockers are declared (abilities that trigger on it: triggers/combat-triggers.ts).
  const unblocked = Object.keys(c.attackers).filter((a) => !blocks[a] && s.objects.has(a));
  out.event({ type: 'blockers-declared', player, blocks: Object.fromEntries(Object.entries(blocks).map(([a, bs]) => [a, [...bs]])), unblocked });
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

