// The parts of a cost other than mana (CR 118.3, 602.1a): {T} and {Q} (107.5, 107.6; a creature's only after it has
// been under its controller's control since the turn began, 302.6), paying life (119.4), removing counters, and
// sacrificing, discarding, exiling, revealing, returning or tapping objects — whether each can be paid, choosing the
// objects it needs (the player's choices first), and paying it. A part the model doesn't understand can never be paid.

import type { CostPart, ObjectFilter } from '../../model/types';
import type { GameObject, GameState, PlayerId, Reason } from '../state/game-state';
import { battlefieldObjects, energyOf, nextTimestamp } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { SpendPurpose } from '../state/mana-pool';
import { computeCharacteristics } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { findKeyword, hasType, keywordsOf, objectNoun } from '../state/objects';
import { moveObject } from './zones';
import { cantCrew } from '../queries/combat-restrictions';
import { msg } from '../../i18n';

export interface CostContext {
  player: PlayerId;
  /** The object whose cost this is (its {T}, "sacrifice this", "remove a counter from it"). */
  sourceId: string;
  /** Objects the player chose for sacrifice/discard/… parts, used first when they fit; mana sources to tap. */
  choices?: readonly string[];
  /** What the mana is spent on (restricted mana, CR 106.6); an activated ability's cost by default. */
  purpose?: SpendPurpose;
  /** Pay Phyrexian symbols with 2 life each rather than mana (CR 107.4f). */
  preferLife?: boolean;
}

export function describePart(p: CostPart): string {
  switch (p.kind) {
    case 'mana': return p.cost;
    case 'tap-self': return '{T}';
    case 'untap-self': return '{Q}';
    case 'pay-life': return p.half ? 'pay half your life, rounded up' : `pay ${p.amount} life`;
    case 'pay-energy': return `pay ${'{E}'.repeat(p.count)}`;
    case 'remove-counters': return `remove ${p.x ? 'X' : p.count} ${p.counter} counter${p.count === 1 ? '' : 's'}${p.filter ? ` from ${p.among ? 'among' : 'a'} ${p.filter.text}` : ''}`;
    case 'mill': return `mill ${p.cards} card${p.cards === 1 ? '' : 's'}`;
    case 'put-counters': return `put ${p.count} ${p.counter} counter${p.count === 1 ? '' : 's'}`;
    case 'loyalty': return p.x ? '−X' : p.delta > 0 ? `+${p.delta}` : p.delta < 0 ? `−${-p.delta}` : '0';
    case 'unknown': return p.text;
    default: {
      if (p.kind === 'tap-untapped' && p.totalPower !== undefined) return `tap untapped ${p.filter?.text ?? 'creatures'} with total power ${p.totalPower} or greater`;
      const what = p.self ? (p.from === 'hand' ? 'this card' : 'this permanent') : p.kind === 'discard' && p.wholeHand ? 'your hand' : `${p.x ? 'X' : p.count} × ${p.filter?.text ?? 'card'}`;
      const verb = { sacrifice: 'sacrifice', 'return-to-hand': 'return to hand', 'tap-untapped': 'tap untapped', 'untap-tapped': 'untap tapped', exile: 'exile', discard: 'discard', reveal: 'reveal' }[p.kind];
      return `${verb} ${what}`;
    }
  }
}

function fits(s: GameState, o: GameObject, filter: ObjectFilter | undefined, ctx: CostContext): boolean {
  const ch = computeCharacteristics(s, o);
  return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, filter, { combat: s.combat, controller: ctx.player, sourceId: ctx.sourceId, chosen: chosenOf(s, ctx.sourceId) });
}

/** CR 302.6: a creature's {T}/{Q} abilities need it under its controller's control since their most recent turn began (haste aside: CR 702.10c). */
function summoningSick(s: GameState, o: GameObject): boolean {
  if (o.zone !== 'battlefield' || o.sinceTurnStart) return false;
  const ch = computeCharacteristics(s, o);
  return hasType(ch.cardTypes, 'creature') && !findKeyword(ch.abilities, 'Haste');
}

/** Candidate objects for a part, the player's choices first, then in zone order (deterministic). */
function candidates(s: GameState, p: Extract<CostPart, { count: number }>, ctx: CostContext, taken: Set<string>): GameObject[] {
  let pool: GameObject[];
  const from = 'from' in p ? p.from : undefined;
  // CR 601.2a, 601.2h: a spell is on the stack before its costs are paid, so a card cast from the hand or a graveyard is
  // never among what its own cost discards or exiles (702.138a escape's "other cards"); a cost never counts its source here.
  if (p.kind === 'discard' || p.kind === 'reveal' || from === 'hand') pool = s.zones[ctx.player].hand.map((id) => s.objects.get(id)!).filter((o) => o && o.id !== ctx.sourceId);
  else if (from === 'graveyard') pool = s.zones[ctx.player].graveyard.map((id) => s.objects.get(id)!).filter((o) => o && o.id !== ctx.sourceId);
  else {
    // Permanents you control (CR 701.21a: you can sacrifice only permanents you control); the source itself only when named.
    pool = battlefieldObjects(s).filter((o) => o.controller === ctx.player && o.id !== ctx.sourceId);
    if (p.kind === 'tap-untapped') pool = pool.filter((o) => !o.tapped);
    // CR 701.26b: only tapped permanents can be untapped.
    if (p.kind === 'untap-tapped') pool = pool.filter((o) => o.tapped);
  }
  const filter = 'filter' in p ? p.filter : undefined;
  const ok = pool.filter((o) => !taken.has(o.id) && (p.kind === 'discard' && !filter ? true : fits(s, o, filter, ctx)));
  const chosen = (ctx.choices ?? []).map((id) => ok.find((o) => o.id === id)).filter((o): o is GameObject => !!o);
  return [...chosen, ...ok.filter((o) => !chosen.includes(o))];
}

/** The parts paid with objects the player chooses (sacrificed, discarded, exiled, revealed, tapped, untapped, returned). */
export const OBJECT_PARTS: ReadonlySet<CostPart['kind']> = new Set(['sacrifice', 'discard', 'exile', 'reveal', 'tap-untapped', 'untap-tapped', 'return-to-hand']);

/** Whether an object the player named for the cost (`ctx.choices`) fits this part (CR 601.2b: a choice among costs, rules/game/either-cost.ts). */
export function namedChoiceFits(s: GameState, p: CostPart, ctx: CostContext): boolean {
  if (!OBJECT_PARTS.has(p.kind) || !('count' in p) || ('self' in p && p.self) || !ctx.choices?.length) return false;
  return candidates(s, p, ctx, new Set()).some((o) => ctx.choices!.includes(o.id));
}

/**
 * CR 122.1, 602.2b: the permanent "Remove a +1/+1 counter from a creature you control" removes them from — one the player
 * controls of that kind with that many counters of the kind, the player's choice first (the source itself may be it).
 */
function counterHolder(s: GameState, p: Extract<CostPart, { kind: 'remove-counters' }>, ctx: CostContext, taken: Set<string>): GameObject | undefined {
  const ok = battlefieldObjects(s).filter((o) => o.controller === ctx.player && !taken.has(o.id) && (o.counters[p.counter] ?? 0) >= p.count && fits(s, o, p.filter, ctx));
  return ok.find((o) => ctx.choices?.includes(o.id)) ?? ok[0];
}

/**
 * CR 122.1, 602.2b: "Remove two +1/+1 counters from among creatures you control": the permanents of that kind the
 * player controls with counters of the kind (the player's choices first, then in zone order) and how many come off each,
 * until `count` are taken; fewer in all when they don't have that many.
 */
function counterSpread(s: GameState, p: Extract<CostPart, { kind: 'remove-counters' }>, ctx: CostContext): { from: GameObject; n: number }[] {
  const ok = battlefieldObjects(s).filter((o) => o.controller === ctx.player && (o.counters[p.counter] ?? 0) > 0 && fits(s, o, p.filter, ctx));
  const ordered = [...ok.filter((o) => ctx.choices?.includes(o.id)), ...ok.filter((o) => !ctx.choices?.includes(o.id))];
  const out: { from: GameObject; n: number }[] = [];
  let left = p.count;
  for (const o of ordered) {
    if (left <= 0) break;
    const n = Math.min(left, o.counters[p.counter] ?? 0);
    out.push({ from: o, n });
    left -= n;
  }
  return out;
}

/** An object's power now (CR 208.1, after the layers); an unknown one counts as 0. */
function powerOf(s: GameState, o: GameObject): number {
  return computeCharacteristics(s, o).power ?? 0;
}

/**
 * CR 702.122a: the untapped creatures that pay "Tap any number of other untapped creatures you control with total power
 * N or greater" — the player's choices first, then in zone order, until their powers add up to N — and their total
 * (less than N when all of them together don't reach it).
 */
function crewers(s: GameState, p: Extract<CostPart, { count: number }> & { totalPower?: number }, ctx: CostContext, taken: Set<string>): { objects: GameObject[]; total: number } {
  const objects: GameObject[] = [];
  let total = 0;
  for (const o of candidates(s, p, ctx, taken)) {
    if (total >= (p.totalPower ?? 0)) break;
    // CR 702.122a, 101.2: a creature that "can't crew Vehicles" is not tapped for it (combat-restrictions.ts).
    if (cantCrew(s, o)) continue;
    objects.push(o);
    total += powerOf(s, o);
  }
  return { objects, total };
}

/**
 * The life a "pay life" part pays: its amount, or for "Pay half your life, rounded up" half the life total now, rounded up
 * (CR 107.1a), and 0 for a life total of 0 or less (CR 107.1b; 119.4b: a player can always pay 0 life).
 */
function lifeToPay(s: GameState, p: Extract<CostPart, { kind: 'pay-life' }>, ctx: CostContext): number {
  return p.half ? Math.max(0, Math.ceil(s.life[ctx.player] / 2)) : p.amount;
}

/** A part counted by X whose X was never announced (CR 107.3a): it can't be paid. */
const xUnannounced = (p: CostPart): boolean => 'x' in p && p.x === true;

/** CR 118.3: can every part other than mana be paid? The reasons it can't (empty when payable). */
export function otherPartProblems(s: GameState, parts: readonly CostPart[], ctx: CostContext): Reason[] {
  const problems: Reason[] = [];
  const src = s.objects.get(ctx.sourceId);
  const taken = new Set<string>();
  for (const p of parts) {
    if (xUnannounced(p)) {
      problems.push({ code: 'illegal-action', why: msg('rules.cost.not-understood', { cost: describePart(p) }), cr: ['118.3', '107.3a'] });
      continue;
    }
    switch (p.kind) {
      case 'unknown':
        problems.push({ code: 'illegal-action', why: msg('rules.cost.not-understood', { cost: p.text }), cr: ['118.3'] });
        break;
      case 'mana':
        break; // the mana part: actions/mana-payment.ts
      case 'tap-self':
        if (src?.tapped) problems.push({ code: 'illegal-action', why: msg('rules.cost.already-tapped-t', { noun: objectNoun(src) }), cr: ['118.3', '107.5'] });
        else if (src && summoningSick(s, src)) problems.push({ code: 'illegal-action', why: msg('rules.cost.summoning-sick-t'), cr: ['302.6'] });
        break;
      case 'untap-self':
        if (src && !src.tapped) problems.push({ code: 'illegal-action', why: msg('rules.cost.untapped-q', { noun: objectNoun(src) }), cr: ['118.3', '107.6'] });
        else if (src && summoningSick(s, src)) problems.push({ code: 'illegal-action', why: msg('rules.cost.summoning-sick-q'), cr: ['302.6'] });
        break;
      case 'pay-life':
        // CR 119.4: a player can pay life only if their life total is at least the amount (half of it always can be).
        if (s.life[ctx.player] < lifeToPay(s, p, ctx)) problems.push({ code: 'illegal-action', why: msg('rules.cost.not-enough-life', { player: ctx.player, life: String(s.life[ctx.player]), amount: String(p.amount) }), cr: ['118.3', '119.4'] });
        break;
      case 'pay-energy':
        // CR 107.14, 118.3: a player can pay energy only with that many energy counters.
        if (energyOf(s, ctx.player) < p.count) problems.push({ code: 'illegal-action', why: msg('rules.cost.not-enough-energy', { player: ctx.player, energy: energyOf(s, ctx.player), count: p.count }), cr: ['118.3', '107.14'] });
        break;
      case 'loyalty':
        // CR 606.6: a negative loyalty cost needs at least that many loyalty counters on the permanent.
        if (p.delta < 0 && (src?.counters['loyalty'] ?? 0) < -p.delta) problems.push({ code: 'illegal-action', why: msg('rules.cost.not-enough-counters', { count: -p.delta, counter: 'loyalty' }), cr: ['606.6', '606.4'] });
        break;
      // CR 118.3, 122.1: counters can be put only on the source while it is on the battlefield.
      case 'put-counters':
        if (!src || src.zone !== 'battlefield') problems.push({ code: 'illegal-action', why: msg('rules.cost.source-gone'), cr: ['118.3'] });
        break;
      case 'mill':
        // CR 701.17b: a player can't pay a cost that mills more cards than their library has.
        if (s.zones[ctx.player].library.length < p.cards) problems.push({ code: 'illegal-action', why: msg('rules.cost.too-few-to-mill', { player: ctx.player, count: p.cards }), cr: ['118.3', '701.17b'] });
        break;
      case 'remove-counters':
        if (p.among) {
          // CR 122.1, 118.3: that many counters of the kind in all on permanents of the kind the player controls.
          const have = counterSpread(s, p, ctx).reduce((t, x) => t + x.n, 0);
          if (have < p.count) problems.push({ code: 'illegal-action', why: msg('rules.cost.too-few-counters-among', { kind: p.filter?.text ?? '', have, counter: p.counter, count: p.count }), cr: ['118.3', '122.1'] });
          break;
        }
        if (p.filter) {
          // CR 122.1, 118.3: one permanent of the kind the player controls with that many counters of the kind.
          const o = counterHolder(s, p, ctx, taken);
          if (!o) problems.push({ code: 'illegal-action', why: msg('rules.cost.no-counter-holder', { kind: p.filter.text, count: p.count, counter: p.counter }), cr: ['118.3', '122.1'] });
          else taken.add(o.id);
          break;
        }
        if ((src?.counters[p.counter] ?? 0) < p.count) problems.push({ code: 'illegal-action', why: msg('rules.cost.not-enough-counters', { count: p.count, counter: p.counter }), cr: ['118.3'] });
        break;
      default: {
        if (p.self) {
          // CR 118.3, 113.6m: a part naming the source is paid from the zone it names ("Discard this card": the hand).
          if (!src || src.zone !== (p.from ?? 'battlefield')) problems.push({ code: 'illegal-action', why: msg('rules.cost.source-gone'), cr: ['118.3'] });
          else if (p.kind === 'tap-untapped' && src.tapped) problems.push({ code: 'illegal-action', why: msg('rules.cost.already-tapped', { noun: objectNoun(src) }), cr: ['118.3'] });
          break;
        }
        if (p.kind === 'discard' && p.wholeHand) break;
        if (p.kind === 'tap-untapped' && p.totalPower !== undefined) {
          // CR 702.122a, 118.3: the creatures tapped must have total power N or greater.
          const { objects, total } = crewers(s, p, ctx, taken);
          if (total < p.totalPower) problems.push({ code: 'illegal-action', why: msg('rules.cost.too-little-power', { cost: describePart(p), player: ctx.player, power: total, needed: p.totalPower }), cr: ['118.3', '702.122a'] });
          for (const o of objects) taken.add(o.id);
          break;
        }
        const c = candidates(s, p, ctx, taken).slice(0, p.count);
        if (c.length < p.count) {
          problems.push({ code: 'illegal-action', why: msg('rules.cost.too-few', { cost: describePart(p), player: ctx.player, count: String(c.length) }), cr: ['118.3'] });
        }
        for (const o of c) taken.add(o.id);
      }
    }
  }
  return problems;
}

/** Pay every part other than mana (call only when they can be paid). */
export function payOtherParts(s: GameState, out: Outcome, parts: readonly CostPart[], ctx: CostContext, tap: (o: GameObject) => void): void {
  const taken = new Set<string>();
  for (const p of parts) {
    const src = s.objects.get(ctx.sourceId);
    switch (p.kind) {
      case 'unknown':
      case 'mana':
        break;
      case 'tap-self':
        if (src) tap(src);
        break;
      case 'untap-self':
        if (src) {
          src.tapped = false;
          out.event({ type: 'untapped', objectId: src.id });
        }
        break;
      case 'pay-life':
      {
        const amount = lifeToPay(s, p, ctx);
        s.life[ctx.player] -= amount; // CR 118.3b, 119.4
        out.event({ type: 'life', player: ctx.player, amount: -amount, cause: 'paid' });
      }
        break;
      case 'pay-energy':
        (s.energy ??= {})[ctx.player] = energyOf(s, ctx.player) - p.count; // CR 107.14
        break;
      case 'loyalty':
        // CR 606.4: put on or remove loyalty counters; CR 606.3: one loyalty ability of a permanent each turn.
        if (src) {
          src.loyaltyActivatedTurn = s.turn;
          if (p.delta === 0) break;
          src.counters['loyalty'] = (src.counters['loyalty'] ?? 0) + p.delta;
          out.event(p.delta > 0 ? { type: 'counter-added', objectId: src.id, counter: 'loyalty', count: p.delta } : { type: 'counter-removed', objectId: src.id, counter: 'loyalty', count: -p.delta });
        }
        break;
      // CR 118.1, 122.1: "Put a page counter on ~" (CR 613.7c: the counters of this kind share the new timestamp).
      case 'put-counters':
        if (src) {
          src.counters[p.counter] = (src.counters[p.counter] ?? 0) + p.count;
          (src.counterTimestamps ??= {})[p.counter] = nextTimestamp(s);
          out.event({ type: 'counter-added', objectId: src.id, counter: p.counter, count: p.count });
        }
        break;
      case 'remove-counters': {
        if (p.among) {
          for (const { from, n } of counterSpread(s, p, ctx)) {
            from.counters[p.counter] = (from.counters[p.counter] ?? 0) - n;
            out.event({ type: 'counter-removed', objectId: from.id, counter: p.counter, count: n });
          }
          break;
        }
        const from = p.filter ? counterHolder(s, p, ctx, taken) : src;
        if (from) {
          taken.add(from.id);
          from.counters[p.counter] = (from.counters[p.counter] ?? 0) - p.count;
          out.event({ type: 'counter-removed', objectId: from.id, counter: p.counter, count: p.count });
        }
        break;
      }
      // CR 701.17a: the top cards of the player's library into their graveyard, one at a time from the top.
      case 'mill':
        for (const id of s.zones[ctx.player].library.slice(0, p.cards)) moveObject(s, out, id, 'graveyard');
        break;
      default: {
        const objs = p.self ? (src ? [src] : []) : p.kind === 'tap-untapped' && p.totalPower !== undefined ? crewers(s, p, ctx, taken).objects : p.kind === 'discard' && p.wholeHand ? s.zones[ctx.player].hand.map((id) => s.objects.get(id)!).filter(Boolean) : candidates(s, p, ctx, taken).slice(0, p.count);
        for (const o of objs) {
          taken.add(o.id);
          if (p.kind === 'sacrifice') moveObject(s, out, o.id, 'graveyard', { sacrificed: true }); // CR 701.21a
          else if (p.kind === 'discard') moveObject(s, out, o.id, 'graveyard'); // CR 701.9a
          else if (p.kind === 'return-to-hand') moveObject(s, out, o.id, 'hand');
          else if (p.kind === 'exile') moveObject(s, out, o.id, 'exile');
          else if (p.kind === 'tap-untapped') tap(o);
          else if (p.kind === 'untap-tapped') {
            o.tapped = false; // CR 701.26b
            out.event({ type: 'untapped', objectId: o.id });
          }
          else if (p.kind === 'reveal') out.event({ type: 'revealed', objectId: o.id, cardName: o.card.name, cr: ['701.20a'] });
        }
      }
    }
  }
}
