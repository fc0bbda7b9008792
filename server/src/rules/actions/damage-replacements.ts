// Static replacements of how much damage a source deals (CR 614.1a, 615.1a): "If a blue source would deal damage to
// you, prevent 2 of that damage", "If a source would deal damage to a Cleric creature you control, prevent 1 of that
// damage", "If another red source you control would deal damage to a permanent or player, it deals that much damage
// plus 1 to that permanent or player instead", "… double that damage …". Which lines these are is the model's
// (effect-descriptors.ts `damageAmountInstead`); each applies once to a damage event (616.1), a source matched as it
// is when the damage would be dealt. Damage all prevented is never dealt (615.1a), so nothing more applies to it.
// OPEN QUESTION (616.1): the affected player, or the controller of the affected object, chooses the order in which
// the replacement and prevention effects that apply to one damage event are applied. The engine applies them in
// battlefield order; when another order would give another amount (or a prevention shield applied first, 615.7), the
// outcome rests on that choice, which no step makes (recorded as a choice never made: inconclusive after it).

import type { Effect, ObjectFilter } from '../../model/types';
import { damageAmountInstead } from '../../model/abilities/effect-descriptors';
import type { Outcome } from '../state/events';
import type { GameObject, GameState } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { isPlayer } from '../queries/target-legality';
import { computeCharacteristics } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { msg } from '../../i18n';
import { damageUnpreventable } from './prevention';

type Instead = Extract<Effect, { kind: 'instead' }>;

/** One static damage replacement on the battlefield: its permanent, its effect and the line it is written in. */
interface Held { holder: GameObject; e: Instead; text: string }

function heldReplacements(s: GameState): Held[] {
  const out: Held[] = [];
  for (const o of battlefieldObjects(s)) {
    for (const r of computeCharacteristics(s, o).abilities) {
      if (r.ability.kind !== 'static' || (r.ability.unsimulated ?? []).length > 0) continue;
      for (const e of r.ability.effects ?? []) if (e.kind === 'instead' && damageAmountInstead(e)) out.push({ holder: o, e, text: r.ability.text });
    }
  }
  return out;
}

function objectFits(s: GameState, o: GameObject | undefined, filter: ObjectFilter, holder: GameObject): boolean {
  if (!o) return false;
  const ch = computeCharacteristics(s, o);
  return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, filter, { combat: s.combat, controller: holder.controller, sourceId: holder.id, chosen: chosenOf(s, holder.id) });
}

/** Whether the replacement applies to damage `src` would deal to `to` (an object id or a player), CR 614.1a. */
function applies(s: GameState, h: Held, to: string, src: GameObject, combat: boolean): boolean {
  const d = h.e.damage!;
  if ((d.damage === 'combat damage' && !combat) || (d.damage === 'noncombat damage' && combat)) return false;
  const sc = computeCharacteristics(s, src);
  // CR 120.1, 609.7: "a source" is the object that would deal the damage, matched as it is now.
  if (!matchesFilter(src, { ...sc, keywords: keywordsOf(sc.abilities) }, h.e.subject!, { combat: s.combat, controller: h.holder.controller, sourceId: h.holder.id, chosen: chosenOf(s, h.holder.id) })) return false;
  const spec = d.to;
  if (!spec) return true; // "to a permanent or player"
  if (spec.kind === 'self') return to === h.holder.id;
  if (spec.kind === 'player') return isPlayer(to) && to === h.holder.controller;
  // CR 120.1, 615.1a: "to you or a permanent you control": the holder's controller, or an object of the kind.
  if (d.orYou && isPlayer(to)) return to === h.holder.controller;
  // "to creatures you control", "to a Cleric creature you control": any object of the kind.
  return (spec.kind === 'all' || spec.kind === 'chosen') && !isPlayer(to) && objectFits(s, s.objects.get(to), spec.filter, h.holder);
}

/** The amount after one replacement: N of it prevented ("all but N"), or more, less, double or triple (CR 614.1a, 615.1a). */
function changed(e: Instead, amount: number): number {
  const x = e.effects[0]!;
  if (x.kind === 'prevent-that-damage') {
    const n = x.amount?.kind === 'fixed' ? x.amount.n : 0;
    return x.allBut ? Math.min(amount, n) : Math.max(0, amount - n);
  }
  if (x.kind !== 'damage') return amount;
  switch (x.modified) {
    case 'double that damage': return amount * 2;
    case 'triple that damage': return amount * 3;
    case 'that much damage plus 1': return amount + 1;
    case 'that much damage plus 2': return amount + 2;
    case 'that much damage minus 1': return Math.max(0, amount - 1);
    default: return amount;
  }
}

/** Each replacement once, in this order; damage brought to 0 is not dealt, so nothing more applies (CR 616.1, 615.1a). */
function inOrder(list: readonly Held[], amount: number): number {
  let n = amount;
  for (const h of list) {
    if (n <= 0) break;
    n = changed(h.e, n);
  }
  return n;
}

/** Every order of a short list (the replacements that apply to one event: a few at most). */
function orders<T>(list: readonly T[]): T[][] {
  if (list.length <= 1) return [[...list]];
  return list.flatMap((x, i) => orders([...list.slice(0, i), ...list.slice(i + 1)]).map((rest) => [x, ...rest]));
}

/**
 * The damage `src` deals to `to` once the static replacements of its amount that apply have applied (CR 614.1a, 615.1a,
 * 616.1). `prevented`: a prevention effect already changed this damage (its order against these is the affected
 * player's choice too).
 */
export function afterDamageReplacements(s: GameState, out: Outcome, to: string, src: GameObject | undefined, amount: number, combat: boolean, prevented = false): number {
  if (amount <= 0 || !src) return amount;
  // CR 615.12: damage that can't be prevented: a prevention among these prevents none of it.
  const list = heldReplacements(s).filter((h) => applies(s, h, to, src, combat) && !(h.e.prevention && damageUnpreventable(s)));
  if (list.length === 0) return amount;
  const result = inOrder(list, amount);
  // CR 616.1: another order (or a prevention shield applied after these) could give another amount.
  const results = new Set(list.length <= 5 ? orders(list).map((o) => inOrder(o, amount)) : [result, NaN]);
  if (results.size > 1 || prevented) {
    for (const h of list) (s.unchosenTargets ??= []).push({ sourceName: h.holder.card.name, text: h.text, what: 'choice' });
  }
  for (const h of list) out.note({ why: msg('rules.act.damage-replaced-static', { source: computeCharacteristics(s, h.holder).name ?? h.holder.card.name, before: amount, after: result }), cr: h.e.prevention ? ['615.1a', '614.1a'] : ['614.1a'] });
  return result;
}
