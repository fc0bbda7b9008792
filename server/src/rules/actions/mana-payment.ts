// Paying a mana cost (CR 601.2g–h, 602.2b, 118.3) when the scenario pays mana: from the mana pool first, then by
// activating mana abilities while paying (605.3a) — the sources the step names (`paying @land`), else the player's
// untapped ones in battlefield order. Generic, colored, colorless {C} (107.4c), hybrid and {2/B} (107.4e), Phyrexian
// (107.4f: 2 life), snow {S} (107.4h); restricted mana only for what it allows (106.6). Deterministic and bounded.

import type { CostPart, ManaSymbol } from '../../model/types';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import type { GameObject, GameState, PlayerId, Reason } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { parseManaCost, substituteX } from '../state/mana';
import { isSnow, manaAbilitiesOf, type ManaAbility } from '../queries/mana-abilities';
import { activationProhibited } from '../queries/activation-restrictions';
import { costParts, manaPart } from '../queries/cost-parts';
import { addMana, manaIsPaid, manaState, unitText, type ManaType, type ManaUnit, type SpendPurpose } from '../state/mana-pool';
import { otherPartProblems, payOtherParts, type CostContext } from './nonmana-costs';
import { tapObject } from './statuses';
import { msg } from '../../i18n';

export interface ManaPaymentContext {
  player: PlayerId;
  purpose: SpendPurpose;
  /** Objects the step named to pay with (`paying @a, @b`): only these mana sources are tapped when any is one. */
  choices?: readonly string[];
  /** Objects that can't be tapped for mana in this payment (the source whose own {T} is part of the cost). */
  exclude?: readonly string[];
  /** Pay each Phyrexian symbol with 2 life when the player can (`paying life`), mana otherwise (CR 107.4f). */
  preferLife?: boolean;
}

type Need = { kind: 'one'; types: ManaType[]; snow?: boolean } | { kind: 'any' } | { kind: 'phyrexian'; types: ManaType[] } | { kind: 'twobrid'; type: ManaType; generic: number };

interface Source {
  obj: GameObject;
  ability: ManaAbility;
  /** A snow permanent: its mana pays {S} (CR 107.4h). */
  snow: boolean;
}

/** What was used: pool units (by index into the pool after activations), sources activated, life paid. */
interface Plan {
  activations: { source: Source; option: number }[];
  spent: number[];
  life: number;
}

const COLOR_LETTERS = new Set(['W', 'U', 'B', 'R', 'G']);

/** A cost's symbols as needs, most restrictive first (colored, {C}, snow, hybrid …, generic last). */
function needsOf(symbols: readonly ManaSymbol[]): Need[] | string {
  const out: Need[] = [];
  let generic = 0;
  for (const sym of symbols) {
    const letters = sym.text.toUpperCase().split('/');
    const colors = letters.filter((l) => COLOR_LETTERS.has(l)) as ManaType[];
    switch (sym.kind) {
      case 'generic': generic += sym.manaValue; break;
      case 'variable': break; // CR 107.3: X was chosen before paying; an unchosen X is 0
      case 'colored': out.push({ kind: 'one', types: colors }); break;
      case 'colorless': out.push({ kind: 'one', types: ['C'] }); break; // CR 107.4c
      case 'snow': out.push({ kind: 'one', types: ['W', 'U', 'B', 'R', 'G', 'C'], snow: true }); break; // CR 107.4h
      case 'hybrid': out.push({ kind: 'one', types: [...colors, ...(letters.includes('C') ? ['C' as const] : [])] }); break; // CR 107.4e ({C/W} too)
      case 'phyrexian': case 'hybrid-phyrexian': out.push({ kind: 'phyrexian', types: colors }); break; // CR 107.4f
      case 'twobrid': out.push({ kind: 'twobrid', type: colors[0] ?? 'C', generic: Number(letters[0]) || 2 }); break; // CR 107.4e
      default: return sym.text;
    }
  }
  const rank = (n: Need) => (n.kind === 'one' ? n.types.length : n.kind === 'phyrexian' ? 10 : 20);
  out.sort((a, b) => rank(a) - rank(b));
  for (let i = 0; i < Math.min(generic, 1000); i++) out.push({ kind: 'any' });
  return out;
}

function fits(u: ManaUnit, need: Need, purpose: SpendPurpose): boolean {
  if (u.restriction && !u.restriction.allows(purpose)) return false; // CR 106.6
  if (need.kind === 'any') return true;
  if (need.kind === 'twobrid') return u.type === need.type;
  if (need.kind === 'one' && need.snow) return !!u.snow;
  return need.types.includes(u.type);
}

/** Nesting of payments (a mana ability whose own cost has mana in it); beyond one level, no sources are tapped. */
let depth = 0;

/** Untapped mana sources the player may tap now, in the order they are tried (named ones first). */
function sourcesFor(s: GameState, ctx: ManaPaymentContext): Source[] {
  if (depth > 1) return [];
  depth++;
  try {
    return findSources(s, ctx);
  } finally {
    depth--;
  }
}

function findSources(s: GameState, ctx: ManaPaymentContext): Source[] {
  const named = (ctx.choices ?? []).map((id) => s.objects.get(id)).filter((o): o is GameObject => !!o && o.zone === 'battlefield');
  const namedSources = named.filter((o) => manaAbilitiesOf(s, o).length > 0);
  const objs = namedSources.length > 0 ? namedSources : battlefieldObjects(s).filter((o) => o.controller === ctx.player);
  const out: Source[] = [];
  for (const obj of objs) {
    if (ctx.exclude?.includes(obj.id)) continue;
    for (const ability of manaAbilitiesOf(s, obj)) {
      // Auto-payment uses abilities whose cost is only {T} (lands, mana creatures); others the step names (`paying`).
      if (namedSources.length === 0 && ability.costText.replace(/\s/g, '') !== '{T}') continue;
      if (canActivateMana(s, obj, ability, ctx.player)) {
        out.push({ obj, ability, snow: isSnow(s, obj) });
        break; // one ability per source: activating it taps the source
      }
    }
  }
  return out;
}

const MAX_STEPS = 20000;

/** A way to pay the needs from `pool` plus the sources, or null (a bounded depth-first search). */
function plan(needs: readonly Need[], pool: readonly ManaUnit[], sources: readonly Source[], life: number, purpose: SpendPurpose, preferLife = false): Plan | null | 'too-complex' {
  let steps = 0;
  const units = [...pool];
  const used: boolean[] = units.map(() => false);
  const activations: Plan['activations'] = [];
  const sourceUsed = sources.map(() => false);
  const spent: number[] = [];
  let lifePaid = 0;

  const go = (i: number, extraGeneric: number): boolean => {
    if (++steps > MAX_STEPS) throw new Error('too-complex');
    if (extraGeneric > 0) return payWith({ kind: 'any' }, () => go(i, extraGeneric - 1));
    if (i >= needs.length) return true;
    const need = needs[i]!;
    if (need.kind === 'twobrid') {
      // CR 107.4e: one mana of its color, or two generic mana.
      return payWith(need, () => go(i + 1, 0)) || go(i + 1, need.generic);
    }
    const withLife = (): boolean => {
      // CR 107.4f, 119.4: 2 life instead of the mana, only with at least 2 life to pay.
      if (need.kind !== 'phyrexian' || life - lifePaid < 2) return false;
      lifePaid += 2;
      if (go(i + 1, 0)) return true;
      lifePaid -= 2;
      return false;
    };
    if (preferLife && withLife()) return true;
    if (payWith(need, () => go(i + 1, 0))) return true;
    return !preferLife && withLife();
  };

  /** Pay one need with a pool unit, or by activating one more source first (its mana goes to the pool). */
  const payWith = (need: Need, rest: () => boolean): boolean => {
    const tried = new Set<string>();
    for (let k = 0; k < units.length; k++) {
      const u = units[k]!;
      const key = `${u.type}|${u.snow ? 1 : 0}|${u.restriction?.text ?? ''}`;
      if (used[k] || tried.has(key) || !fits(u, need, purpose)) continue;
      tried.add(key);
      used[k] = true;
      spent.push(k);
      if (rest()) return true;
      spent.pop();
      used[k] = false;
    }
    for (let j = 0; j < sources.length; j++) {
      if (sourceUsed[j]) continue;
      const src = sources[j]!;
      for (let opt = 0; opt < src.ability.options.length; opt++) {
        const made: ManaUnit[] = src.ability.options[opt]!.map((type) => ({ type, sourceId: src.obj.id, ...(src.snow ? { snow: true } : {}), ...(src.ability.restriction ? { restriction: src.ability.restriction } : {}) }));
        if (!made.some((u) => fits(u, need, purpose))) continue;
        sourceUsed[j] = true;
        activations.push({ source: src, option: opt });
        const before = units.length;
        units.push(...made);
        used.push(...made.map(() => false));
        if (payWith(need, rest)) return true;
        units.length = before;
        used.length = before;
        activations.pop();
        sourceUsed[j] = false;
      }
    }
    return false;
  };

  try {
    return go(0, 0) ? { activations: [...activations], spent: [...spent], life: lifePaid } : null;
  } catch {
    return 'too-complex';
  }
}

function symbolsOf(cost: string, x: number | undefined): ManaSymbol[] | null {
  const parsed = parseManaCost(cost);
  if (!parsed) return cost.trim() === '' ? [] : null;
  return (typeof x === 'number' ? substituteX(parsed, x) : parsed).symbols;
}

/**
 * Why this mana cost can't be paid now (CR 118.3, 601.2h: partial payments are not allowed); empty when it can,
 * or when the scenario doesn't pay mana.
 */
export function manaProblems(s: GameState, cost: string, ctx: ManaPaymentContext): Reason[] {
  if (!manaIsPaid(s)) return [];
  const r = solve(s, cost, ctx);
  return 'problem' in r ? [r.problem] : [];
}

function solve(s: GameState, cost: string, ctx: ManaPaymentContext): { plan: Plan } | { problem: Reason } {
  const symbols = symbolsOf(cost, undefined);
  const needs = symbols ? needsOf(symbols) : cost;
  if (typeof needs === 'string') return { problem: { code: 'illegal-action', why: msg('rules.act.mana-symbol-unpayable', { symbol: needs, cost }), cr: ['118.3', '107.4'] } };
  const pool = manaState(s).pools[ctx.player];
  const p = plan(needs, pool, sourcesFor(s, ctx), s.life[ctx.player], ctx.purpose, ctx.preferLife);
  if (p === 'too-complex') return { problem: { code: 'illegal-action', why: msg('rules.act.too-many-ways', { cost }), cr: ['601.2g'] } };
  if (!p) {
    const have = pool.map(unitText).join('') || 'none';
    return { problem: { code: 'illegal-action', why: msg('rules.act.not-enough-mana', { player: ctx.player, cost, pool: have }), cr: ['601.2h', '118.3'] } };
  }
  return { plan: p };
}

/**
 * Pay a mana cost (CR 601.2g–h): activate the mana abilities the payment needs (605.3a), then spend mana from the
 * pool (and 2 life per Phyrexian symbol paid so, 107.4f). Returns false, with reasons, when it can't be paid.
 * Without `mana is paid` it does nothing and returns true (the scenario default: mana is free).
 */
export function payMana(s: GameState, out: Outcome, cost: string, ctx: ManaPaymentContext): boolean {
  if (!manaIsPaid(s) && ctx.preferLife) return payPhyrexianLife(s, out, cost, ctx.player);
  if (!manaIsPaid(s) || cost.trim() === '' || cost === '{0}') return true;
  const r = solve(s, cost, ctx);
  if ('problem' in r) {
    out.fail(r.problem);
    return false;
  }
  for (const a of r.plan.activations) {
    if (!activateManaAbility(s, out, ctx.player, a.source.obj, a.source.ability, a.option)) return false;
  }
  // The pool now holds what the plan counted on, in the same order: spend the planned units.
  const pool = manaState(s).pools[ctx.player];
  const spent = new Set(r.plan.spent);
  const paid = r.plan.spent.map((k) => pool[k]).filter((u): u is ManaUnit => !!u);
  manaState(s).pools[ctx.player] = pool.filter((_, k) => !spent.has(k));
  if (r.plan.life > 0) {
    s.life[ctx.player] -= r.plan.life; // CR 107.4f, 119.4
    out.event({ type: 'life', player: ctx.player, amount: -r.plan.life, cause: 'paid' });
  }
  out.event({ type: 'mana-spent', player: ctx.player, cost, mana: paid.map(unitText).join(''), ...(r.plan.life ? { life: r.plan.life } : {}) });
  return true;
}

/** Free mana, but the step says `paying life`: each Phyrexian symbol still costs 2 life (CR 107.4f, 119.4). */
function payPhyrexianLife(s: GameState, out: Outcome, cost: string, player: PlayerId): boolean {
  const n = (symbolsOf(cost, undefined) ?? []).filter((x) => x.kind === 'phyrexian' || x.kind === 'hybrid-phyrexian').length;
  if (n === 0) return true;
  if (s.life[player] < 2 * n) {
    out.fail({ code: 'illegal-action', why: msg('rules.act.not-enough-life', { player, life: String(s.life[player]), amount: String(2 * n), cost }), cr: ['107.4f', '119.4'] });
    return false;
  }
  s.life[player] -= 2 * n;
  out.event({ type: 'life', player, amount: -2 * n, cause: 'paid' });
  return true;
}

/** The mana payment of a cost: its own source can't be tapped for mana when the cost taps or sacrifices it (CR 601.2h). */
export function manaPaymentContext(parts: readonly CostPart[], ctx: CostContext): ManaPaymentContext {
  const usesSource = parts.some((p) => p.kind === 'tap-self' || p.kind === 'untap-self' || ('self' in p && p.self));
  return { player: ctx.player, purpose: ctx.purpose ?? { kind: 'ability' }, choices: ctx.choices, exclude: usesSource ? [ctx.sourceId] : [], preferLife: ctx.preferLife };
}

/** A mana ability's own cost (CR 605.3a, 118.3): its mana part (paid while paying, bounded) and its other parts. */
function sourceCostProblems(s: GameState, parts: readonly CostPart[], ctx: CostContext): Reason[] {
  const mana = manaPart(parts);
  return [...(mana ? manaProblems(s, mana, manaPaymentContext(parts, ctx)) : []), ...otherPartProblems(s, parts, ctx)];
}

/** Whether a mana ability's cost can be paid now, by its controller (CR 118.3, 605.3). Its mana part must be free here. */
export function canActivateMana(s: GameState, o: GameObject, m: ManaAbility, player: PlayerId): boolean {
  if (o.controller !== player || o.zone !== 'battlefield' || o.phasedOut) return false;
  if (activationProhibited(s, o)) return false; // CR 602.5
  return sourceCostProblems(s, costParts(m.costText, o.card.name), { player, sourceId: o.id }).length === 0;
}

/**
 * Activate a mana ability (CR 605.3): pay its cost, then it resolves at once and adds its mana (605.3b, 106.4).
 * `option` picks among its choices ("{R} or {G}"); the first by default.
 */
export function activateManaAbility(s: GameState, out: Outcome, player: PlayerId, o: GameObject, m: ManaAbility, option = 0): boolean {
  if (o.controller !== player) {
    out.fail(illegal(msg('rules.act.mana-ability-controller', { card: o.card.name }), ['602.2', '605.3']));
    return false;
  }
  const prohibited = activationProhibited(s, o); // CR 602.5
  if (prohibited) {
    out.fail(prohibited);
    return false;
  }
  const parts = costParts(m.costText, o.card.name);
  const problems = sourceCostProblems(s, parts, { player, sourceId: o.id });
  if (problems.length > 0) {
    for (const r of problems) out.fail({ ...r, cr: [...r.cr, '605.3'] });
    return false;
  }
  const snow = isSnow(s, o);
  const mana = manaPart(parts);
  if (mana && !payMana(s, out, mana, manaPaymentContext(parts, { player, sourceId: o.id }))) return false;
  payOtherParts(s, out, parts, { player, sourceId: o.id }, (x) => tapObject(s, out, x));
  const chosen = m.options[Math.max(0, Math.min(m.options.length - 1, option))] ?? [];
  const units: ManaUnit[] = chosen.map((type) => ({ type, sourceId: o.id, ...(snow ? { snow } : {}), ...(m.restriction ? { restriction: m.restriction } : {}), ...(m.kept ? { kept: m.kept } : {}) }));
  addMana(s, out, player, units);
  return true;
}
