// Prevention effects (CR 615): "Prevent all combat damage that would be dealt this turn" — a shield that stops every
// combat damage event until the turn ends (615.1, 615.3; it ends at cleanup, 514.2); "Prevent the next 2 damage that
// would be dealt to any target this turn" (615.7; one shield for each object or player it names, 615.11), "Prevent
// all combat damage that would be dealt by target creature this turn" (615.1a) and "The next time a source of your
// choice would deal damage …" (615.8): shields kept by rules/actions/prevention.ts.

import type { Cursor, EffectHandlers } from './effect-context';
import { amountOf, resolveSpec } from './effect-context';
import { addShield } from '../actions/prevention';
import { msg } from '../../i18n';
import type { TargetSpec } from '../../model/types';

export const preventionEffects: EffectHandlers = {
  'prevent-damage': (s, out) => {
    s.preventCombatDamage = true;
    out.note({ why: msg('rules.effect.combat-damage-prevented'), cr: ['615.1a', '615.3'] });
  },
  // CR 615.7, 615.11: "the next N damage that would be dealt to <each of them> this turn": a shield for each.
  'prevent-next-damage': (s, out, e, ctx, cur) => {
    const n = amountOf(s, out, e.amount, ctx, cur);
    if (n === undefined || !e.to) return;
    const tos = resolveSpec(s, out, e.to, ctx, cur);
    for (const to of tos) addShield(s, { to, left: n, damage: 'damage', sourceName: ctx.sourceName });
    keepIt(cur, e.to, tos);
  },
  // CR 615.8, 609.7a: "The next time a source of your choice would deal damage to <to> this turn, prevent that damage":
  // the source is chosen as it resolves (the step's `choosing` object); a shield that prevents its next instance of damage.
  'prevent-next-time': (s, out, e, ctx, cur) => {
    const [by] = resolveSpec(s, out, e.by, ctx, cur);
    if (by === undefined) return;
    const tos = e.to ? resolveSpec(s, out, e.to, ctx, cur) : [undefined];
    // CR 615.1a: "…, prevent all but 1 of that damage": that much of the instance is still dealt.
    for (const to of tos) addShield(s, { ...(to !== undefined ? { to } : {}), by, left: Infinity, once: true, ...(e.allBut?.kind === 'fixed' ? { allBut: e.allBut.n } : {}), damage: e.combat ? 'combat damage' : 'damage', sourceName: ctx.sourceName });
  },
  // CR 614.9: "The next N damage / All [combat] damage that would be dealt to <to> [by <by>] this turn is dealt to <onto>
  // instead", "The next time a source of your choice would deal damage to <to> this turn, that damage is dealt to <onto>
  // instead" (615.8, 609.7a): a redirection shield for each recipient it names (rules/actions/redirection.ts).
  'redirect-damage': (s, out, e, ctx, cur) => {
    if (!e.to) return;
    // The phrases in the order their targets were announced (CR 601.2c): the recipient and the source, then where it goes.
    const tos = resolveSpec(s, out, e.to, ctx, cur);
    const kind = (t: TargetSpec | undefined) => (t?.kind === 'all' ? { filter: t.filter, controller: ctx.controller, sourceId: ctx.sourceId } : undefined);
    const byAll = kind(e.by);
    const bys = e.by && !byAll ? resolveSpec(s, out, e.by, ctx, cur) : [undefined];
    const [onto] = resolveSpec(s, out, e.onto, ctx, cur);
    const n = e.next ? amountOf(s, out, e.next, ctx, cur) : Infinity;
    if (onto === undefined || n === undefined || (e.by && !byAll && bys.length === 0)) return;
    const once = e.written >= 100;
    for (const to of tos) {
      for (const by of bys) addShield(s, { to, ...(by !== undefined ? { by } : {}), ...(byAll ? { byAll } : {}), left: n, ...(once ? { once } : {}), damage: e.damage, sourceName: ctx.sourceName, redirectTo: onto });
    }
  },
  // CR 615.1a: "Prevent all [combat] damage that would be dealt to <to> / by <by> / to and dealt by <both> this turn".
  'prevent-all': (s, out, e, ctx, cur) => {
    const shield = { left: Infinity, damage: e.damage, sourceName: ctx.sourceName };
    if (e.both) {
      const boths = resolveSpec(s, out, e.both, ctx, cur);
      for (const id of boths) {
        addShield(s, { ...shield, to: id });
        addShield(s, { ...shield, by: id });
      }
      // CR 608.2c: "… to and dealt by target creature this turn. Put a +1/+1 counter on it.": one object phrase.
      keepIt(cur, e.both, boths);
      return;
    }
    // CR 611.2c: "… dealt by creatures this turn", "… to creatures you control this turn": the objects of that kind as
    // damage would be dealt, not those there as it resolved (a prevention effect changes no characteristics).
    const kind = (t: TargetSpec | undefined) => (t?.kind === 'all' ? { filter: t.filter, controller: ctx.controller, sourceId: ctx.sourceId } : undefined);
    const toAll = kind(e.to);
    const byAll = kind(e.by);
    const tos = e.to && !toAll ? resolveSpec(s, out, e.to, ctx, cur) : [undefined];
    const bys = e.by && !byAll ? resolveSpec(s, out, e.by, ctx, cur) : [undefined];
    for (const to of tos) for (const by of bys) addShield(s, { ...shield, ...(to !== undefined ? { to } : {}), ...(by !== undefined ? { by } : {}), ...(toAll ? { toAll } : {}), ...(byAll ? { byAll } : {}) });
    // One object phrase (the damage's recipient or its source): what a later "it" names.
    if (e.to && !e.by) keepIt(cur, e.to, tos as string[]);
    if (e.by && !e.to) keepIt(cur, e.by, bys as string[]);
  },
};

/**
 * CR 608.2c: "Prevent the next 4 damage that would be dealt this turn to target creature you control. Tap that
 * creature.": the objects (or player, "any target", 115.4) the prevention names are what a later "it" / "that creature"
 * of the same ability names. An "it" already named, or "all …" (found as damage would be dealt, 611.2c), leaves it as it was.
 */
function keepIt(cur: Cursor, spec: TargetSpec, ids: readonly string[]): void {
  if (spec.kind !== 'it' && spec.kind !== 'all') cur.it = [...ids];
}
