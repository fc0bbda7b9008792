// Prevention effects (CR 615): shields that watch for damage that would be dealt and stop all of it or the next N of it
// (615.1a, 615.7), made as a spell or ability resolves and ending with the turn (514.2), and static abilities'
// "Prevent all damage that would be dealt to ~" that apply while their permanent is on the battlefield (604.1, 611.3a).

import type { Effect, ObjectFilter, TargetSpec } from '../../model/types';
import type { Outcome } from '../state/events';
import type { GameObject, GameState, PlayerId, PreventionShield } from '../state/game-state';
import { battlefieldObjects } from '../state/game-state';
import { computeCharacteristics } from '../layers';
import { chosenOf, matchesFilter } from '../state/filters';
import { keywordsOf } from '../state/objects';
import { msg } from '../../i18n';

/** Whether damage of this kind ("combat damage", "noncombat damage", any "damage") is the damage a shield names (CR 615.1a). */
function kindFits(kind: PreventionShield['damage'], combat: boolean): boolean {
  return kind === 'damage' || (kind === 'combat damage') === combat;
}

function fits(s: GameState, o: GameObject | undefined, f: ObjectFilter, controller: PlayerId, sourceId: string): boolean {
  if (!o) return false;
  const ch = computeCharacteristics(s, o);
  // CR 506.4, 509.1h: "attacking", "unblocked" creatures are those of the combat now.
  return matchesFilter(o, { ...ch, keywords: keywordsOf(ch.abilities) }, f, { combat: s.combat, controller, sourceId, chosen: chosenOf(s, sourceId), sourceAttachedTo: s.objects.get(sourceId)?.attachedTo ?? null });
}

/** Whether an object phrase of a static ability (itself, "creatures you control", "you") names `who` (CR 615.1a). */
function names(s: GameState, spec: TargetSpec | undefined, who: string, holder: GameObject): boolean {
  if (!spec) return true;
  if (spec.kind === 'self') return who === holder.id;
  if (spec.kind === 'player') return spec.who === 'you' && who === holder.controller;
  if (spec.kind === 'all') return fits(s, s.objects.get(who), spec.filter, holder.controller, holder.id);
  return false;
}

/** The static "Prevent all … damage that would be dealt to / by …" effects of the permanents on the battlefield. */
function staticPreventions(s: GameState): { holder: GameObject; e: Effect & { kind: 'prevent-all' } }[] {
  const out: { holder: GameObject; e: Effect & { kind: 'prevent-all' } }[] = [];
  for (const o of battlefieldObjects(s)) {
    for (const r of computeCharacteristics(s, o).abilities) {
      if (r.ability.kind !== 'static' || (r.ability.unsimulated ?? []).length > 0) continue;
      for (const e of r.ability.effects ?? []) if (e.kind === 'prevent-all') out.push({ holder: o, e });
    }
  }
  return out;
}

/**
 * The damage left of `amount` that `src` would deal to `to` (an object id or a player) once the prevention effects that
 * apply have prevented what they prevent (CR 615.1a, 615.7): a static ability's "prevent all", then this turn's shields
 * in the order they were made (the affected player or controller's order, 616.1, is the engine's: noted, OPEN QUESTION
 * below). A shield of "the next N damage" is used up by what it prevents (615.7).
 * OPEN QUESTION (616.1): with two or more shields that apply, the affected player chooses the order; the engine applies
 * them oldest first, which changes only which shield is used up.
 */
export function afterPrevention(s: GameState, out: Outcome, to: string, src: GameObject | undefined, amount: number, combat: boolean): number {
  if (amount <= 0) return amount;
  // CR 615.12: "Damage can't be prevented this turn": no prevention effect prevents any of it, and shields aren't used up.
  if (damageUnpreventable(s)) return amount;
  for (const { holder, e } of staticPreventions(s)) {
    if (!kindFits(e.damage, combat)) continue;
    const dealtTo = e.both ? names(s, e.both, to, holder) : names(s, e.to, to, holder);
    const dealtBy = e.both ? !!src && names(s, e.both, src.id, holder) : !e.by || (!!src && names(s, e.by, src.id, holder));
    if (e.both ? dealtTo || dealtBy : dealtTo && dealtBy && (e.to || e.by)) {
      out.note({ why: msg('rules.act.damage-prevented-static', { source: holder.card.name, amount }), cr: ['615.1a', '604.1'] });
      return 0;
    }
  }
  let left = amount;
  for (const shield of s.preventionShields ?? []) {
    if (left <= 0) break;
    // CR 614.9: a redirection shield is no prevention (rules/actions/redirection.ts).
    if (shield.redirectTo !== undefined || !shieldApplies(s, shield, to, src, combat)) continue;
    // CR 615.1a: "prevent all but N of that damage": N of this instance is not prevented.
    const prevented = Math.min(shield.allBut !== undefined ? Math.max(0, left - shield.allBut) : left, shield.left);
    left -= prevented;
    shield.left -= prevented; // CR 615.7: "the next N damage" is used up
    // CR 615.8: "the next time … would deal damage" prevents one instance of damage, then no more.
    if (shield.once) shield.left = 0;
    out.note({ why: msg('rules.act.damage-prevented-shield', { source: shield.sourceName, amount: prevented }), cr: shield.once ? ['615.1a', '615.8'] : shield.left === Infinity ? ['615.1a'] : ['615.1a', '615.7'] });
  }
  return left;
}

/** Whether `shield` watches damage of this kind from `src` to `to` (CR 615.1a, 614.9; its own `to`/`by`, or objects of a
 * kind matched as the damage would be dealt, 611.2c). */
export function shieldApplies(s: GameState, shield: PreventionShield, to: string, src: GameObject | undefined, combat: boolean): boolean {
  if (shield.left <= 0 || !kindFits(shield.damage, combat)) return false;
  if (shield.to !== undefined && shield.to !== to) return false;
  if (shield.by !== undefined && shield.by !== src?.id) return false;
  if (shield.toAll && !fits(s, s.objects.get(to), shield.toAll.filter, shield.toAll.controller, shield.toAll.sourceId)) return false;
  if (shield.byAll && !fits(s, src, shield.byAll.filter, shield.byAll.controller, shield.byAll.sourceId)) return false;
  return true;
}

/** CR 615.12: a resolved "Damage can't be prevented this turn" applies now. */
export function damageUnpreventable(s: GameState): boolean {
  return s.unpreventableTurn !== undefined && s.unpreventableTurn === s.turn;
}

/** CR 615.1a, 615.7, 615.11: a shield made as a spell or ability resolves, until the turn ends (514.2). */
export function addShield(s: GameState, shield: PreventionShield): void {
  (s.preventionShields ??= []).push(shield);
}
