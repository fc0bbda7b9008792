// "If you do, ~ assigns no combat damage this turn", "it assigns no combat damage this turn and defending player loses 2
// life" (CR 510.1a): as the spell or ability resolves, the creature it names (611.2c) assigns no combat damage until the
// turn ends (514.2; rules/game/combat-damage.ts reads the effect). Which rule sentences: model/abilities/effect-descriptors.ts
// `RESOLVED_RULES`; another rule sentence does nothing here (a static ability's rules are read where they apply).

import type { Cursor, EffectContext } from './effect-context';
import { lockEffect } from './layered-effects';
import type { GameState } from '../state/game-state';
import type { Outcome } from '../state/events';
import type { Effect } from '../../model/types';
import { RESOLVED_RULES } from '../../model/abilities/effect-descriptors';

/** The one `rule` handler (rules/effects/rule-effects.ts) hands these sentences here. */
export function noCombatDamageRule(s: GameState, out: Outcome, e: Extract<Effect, { kind: 'rule' }>, ctx: EffectContext, cur: Cursor): void {
  if (!RESOLVED_RULES.has(e.rule)) return;
  // "~ assigns …": the ability's own object; "it assigns …": what "it" names (the trigger's creature, CR 603.2).
  const id = e.rule === 'assigns-no-combat-damage-this-turn' ? ctx.sourceId : cur.it[0] ?? ctx.triggerObject;
  const o = id !== undefined ? s.objects.get(id) : undefined;
  if (!o || o.zone !== 'battlefield') return;
  lockEffect(s, out, e, [o.id], ctx, cur, 'until-end-of-turn');
}

/** CR 510.1a: whether a resolved effect says the creature `id` assigns no combat damage this turn. */
export function assignsNoCombatDamage(s: GameState, id: string): boolean {
  return s.effects.some((x) => x.effect.kind === 'rule' && RESOLVED_RULES.has(x.effect.rule) && x.affected.includes(id));
}
