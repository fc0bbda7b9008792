// Static replacements of how much damage a source deals (CR 614.1a, 615.1a): "If a blue source would deal damage to
// you, prevent 2 of that damage", "If a source would deal damage to a Cleric creature you control, prevent 1 of that
// damage", "If another red source you control would deal damage to a permanent or player, it deals that much damage
// plus 1 to that permanent or player instead", "… double that damage …", "If a source would deal 4 or more damage …, it
// deals 3 damage … instead", and damage replaced by counters: "If damage would be dealt to ~, put that many +1/+1
// counters on it instead", "… prevent that damage and remove a +1/+1 counter from it" (614.1a, 614.6: the damage is
// not dealt; the counters are put or removed instead). Which lines these are, and their steps, are the model's
// (effect-descriptors.ts `damageAmountInstead`, `damageInsteadSteps`); each applies once to a damage event (616.1), a
// source matched as it is when the damage would be dealt. Damage all prevented is never dealt (615.1a), so nothing more
// applies to it; a prevention of damage that can't be prevented prevents none, but its other instruction is still
// carried out (615.12).
// OPEN QUESTION (616.1): the affected player, or the controller of the affected object, chooses the order in which
// the replacement and prevention effects that apply to one damage event are applied. The engine applies them in
// battlefield order; when another order would give another amount (or a prevention shield applied first, 615.7), the
// outcome rests on that choice, which no step makes (recorded as a choice never made: inconclusive after it).

import type { Effect, ObjectFilter } from '../../model/types';
import { damageAmountInstead, damageInsteadSteps } from '../../model/abilities/effect-descriptors';
import type { DamageInsteadStep } from '../../model/abilities/effect-descriptors';
import type { Outcome } from '../state/events';
import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects, nextTimestamp } from '../state/game-state';
import { isPlayer } from '../queries/target-legality';
import { computeCharacteristics } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { msg } from '../../i18n';
import { damageUnpreventable } from './prevention';
import { quantityOf } from '../queries/game-quantities';
import { countersAfterReplacement } from './more-instead';
import { replacementOrders } from '../state/replacement-orders';

type Instead = Extract<Effect, { kind: 'instead' }>;

/** One static damage replacement on the battlefield: its permanent, its effect, its steps and the line it is written in. */
interface Held { holder: GameObject; e: Instead; steps: DamageInsteadStep[]; text: string }

function heldReplacements(s: GameState): Held[] {
  const out: Held[] = [];
  for (const o of battlefieldObjects(s)) {
    for (const r of computeCharacteristics(s, o).abilities) {
      if (r.ability.kind !== 'static' || (r.ability.unsimulated ?? []).length > 0) continue;
      for (const e of r.ability.effects ?? []) {
        const steps = e.kind === 'instead' && damageAmountInstead(e) ? damageInsteadSteps(e) : undefined;
        if (steps && e.kind === 'instead') out.push({ holder: o, e, steps, text: r.ability.text });
      }
    }
  }
  return out;
}

function objectFits(s: GameState, o: GameObject | undefined, filter: ObjectFilter, holder: GameObject): boolean {
  if (!o) return false;
  const ch = computeCharacteristics(s, o);
  // CR 301.5, 303.4: "equipped creature", "enchanted creature": the object the holder is attached to.
  return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, filter, { combat: s.combat, controller: holder.controller, sourceId: holder.id, chosen: chosenOf(s, holder.id), ...(holder.attachedTo ? { sourceAttachedTo: holder.attachedTo } : {}) });
}

/** Whether the replacement applies to damage `src` would deal to `to` (an object id or a player), CR 614.1a. */
function applies(s: GameState, h: Held, to: string, src: GameObject, combat: boolean, amount: number): boolean {
  const d = h.e.damage!;
  if ((d.damage === 'combat damage' && !combat) || (d.damage === 'noncombat damage' && combat)) return false;
  // CR 614.1a: "would deal 4 or more damage": a smaller amount is not replaced.
  if (d.atLeast !== undefined && amount < d.atLeast) return false;
  // CR 614.1a: "… while it has a +1/+1 counter on it": the permanent's counters as the damage would be dealt.
  const w = h.e.while;
  if (w?.kind === 'has-counters' && (h.holder.counters[w.counter] ?? 0) < w.atLeast) return false;
  const sc = computeCharacteristics(s, src);
  // CR 120.1, 609.7: "a source" is the object that would deal the damage, matched as it is now; "damage would be
  // dealt to …" names no source: any.
  if (h.e.subject && !matchesFilter(src, { ...sc, keywords: keywordsOf(sc.abilities) }, h.e.subject, { combat: s.combat, controller: h.holder.controller, sourceId: h.holder.id, chosen: chosenOf(s, h.holder.id) })) return false;
  const spec = d.to;
  if (!spec) return true; // "to a permanent or player"
  if (spec.kind === 'self') return to === h.holder.id;
  // CR 303.4e: "enchanted player", the player the Aura is attached to.
  if (spec.kind === 'player') return isPlayer(to) && to === (spec.who === 'enchanted-player' ? h.holder.attachedTo : h.holder.controller);
  // CR 120.1, 615.1a: "to you or a permanent you control": the holder's controller, or an object of the kind.
  if (d.orYou && isPlayer(to)) return to === h.holder.controller;
  // "to creatures you control", "to a Cleric creature you control": any object of the kind.
  return (spec.kind === 'all' || spec.kind === 'chosen') && !isPlayer(to) && objectFits(s, s.objects.get(to), spec.filter, h.holder);
}

/** Counters one replacement puts on or removes from an object instead of (or besides) the damage (CR 614.1a, 614.6). */
interface CounterAct { id: string; counter: string; n: number; remove: boolean; h: Held }

/**
 * The amount after one replacement: N of it prevented ("all but N"), more, less, double or triple, a fixed amount, or
 * none once it is replaced by counters (CR 614.1a, 615.1a); the counters it puts or removes are added to `acts`, "that
 * many" the damage it replaced. `unpreventable`: a prevention prevents none (615.12), its other instruction still counts.
 */
function changed(s: GameState, h: Held, to: string, amount: number, acts: CounterAct[], unpreventable: boolean): number {
  let n = amount;
  for (const x of h.steps) {
    switch (x.kind) {
      case 'prevent': {
        if (unpreventable) break;
        // CR 107.3, 615.1a: "prevent X of that damage, where X is the number of creatures you control", counted now.
        const k = x.x ? quantityOf(s, x.x, { controller: h.holder.controller, sourceId: h.holder.id }) ?? 0 : x.n;
        n = k === undefined ? 0 : x.allBut ? Math.min(n, k) : Math.max(0, n - k);
        break;
      }
      case 'counters': {
        const id = x.on === 'holder' ? h.holder.id : to;
        if (!isPlayer(id)) acts.push({ id, counter: x.counter, n: x.n ?? amount, remove: x.remove, h });
        // CR 614.6: "… instead": the damage is replaced by the counters; with a prevention they are its other instruction.
        if (!h.e.prevention) n = 0;
        break;
      }
      case 'fixed': n = x.n; break;
      case 'modified':
        switch (x.modified) {
          case 'double that damage': n *= 2; break;
          case 'triple that damage': n *= 3; break;
          case 'that much damage plus 1': n += 1; break;
          case 'that much damage plus 2': n += 2; break;
          case 'that much damage minus 1': n = Math.max(0, n - 1); break;
        }
        break;
    }
  }
  return n;
}

/** Each replacement once, in this order; damage brought to 0 is not dealt, so nothing more applies (CR 616.1, 615.1a). */
function inOrder(s: GameState, list: readonly Held[], to: string, amount: number, acts: CounterAct[], unpreventable: boolean): number {
  let n = amount;
  for (const h of list) {
    if (n <= 0) break;
    n = changed(s, h, to, n, acts, unpreventable && !!h.e.prevention);
  }
  return n;
}

/** One order's result as words to compare: the amount and the counters (CR 616.1). */
function resultKey(n: number, acts: readonly CounterAct[]): string {
  return [n, ...acts.map((a) => `${a.id}:${a.remove ? '-' : '+'}${a.n} ${a.counter}`)].join('|');
}

/**
 * The damage `src` deals to `to` once the static replacements of its amount that apply have applied (CR 614.1a, 615.1a,
 * 616.1). `prevented`: a prevention effect already changed this damage (its order against these is the affected
 * player's choice too).
 */
export function afterDamageReplacements(s: GameState, out: Outcome, to: string, src: GameObject | undefined, amount: number, combat: boolean, prevented = false): number {
  if (amount <= 0 || !src) return amount;
  // CR 615.12: damage that can't be prevented: a prevention among these prevents none of it; one with another
  // instruction still applies, and that instruction is carried out.
  const unpreventable = damageUnpreventable(s);
  const list = heldReplacements(s).filter((h) => applies(s, h, to, src, combat, amount) && !(h.e.prevention && unpreventable && !h.steps.some((x) => x.kind === 'counters')));
  if (list.length === 0) return amount;
  const acts: CounterAct[] = [];
  const result = inOrder(s, list, to, amount, acts, unpreventable);
  // CR 616.1: another order (or a prevention shield applied after these) could give another amount.
  const results = new Set(list.length <= 5 ? replacementOrders(list).map((o) => { const a: CounterAct[] = []; return resultKey(inOrder(s, o, to, amount, a, unpreventable), a); }) : [resultKey(result, acts), 'NaN']);
  if (results.size > 1 || prevented) {
    for (const h of list) (s.unchosenTargets ??= []).push({ sourceName: h.holder.card.name, text: h.text, what: 'choice' });
  }
  for (const h of list) out.note({ why: msg('rules.act.damage-replaced-static', { source: computeCharacteristics(s, h.holder).name ?? h.holder.card.name, before: amount, after: result }), cr: h.e.prevention ? ['615.1a', '614.1a'] : ['614.1a'] });
  // CR 614.6, 122.1: the counters put or removed instead; put ones by an effect, so "that many plus one" replacements
  // of counters apply to them (rules/actions/more-instead.ts, 614.1a); removed: as many as it has (122.1).
  for (const a of acts) {
    const o = s.objects.get(a.id);
    if (!o || o.zone !== 'battlefield' || a.n <= 0) continue;
    if (a.remove) {
      const k = Math.min(a.n, o.counters[a.counter] ?? 0);
      if (k <= 0) continue;
      o.counters[a.counter] = (o.counters[a.counter] ?? 0) - k;
      out.event({ type: 'counter-removed', objectId: o.id, counter: a.counter, count: k });
    } else {
      const k = countersAfterReplacement(s, out, o, a.counter, a.n);
      o.counters[a.counter] = (o.counters[a.counter] ?? 0) + k;
      (o.counterTimestamps ??= {})[a.counter] = nextTimestamp(s); // CR 613.7c
      out.event({ type: 'counter-added', objectId: o.id, counter: a.counter, count: k });
    }
  }
  return result;
}
