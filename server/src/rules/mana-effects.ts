// "Add {R}{R}{R}" as a spell or triggered ability resolves (CR 106.4): the mana goes to the player's pool; "Spend this
// mana only to …" (CR 106.6) restricts the mana the same ability just added. A choice among kinds comes from the step.

import type { Effect } from '../model/types';
import type { Choices } from './choices';
import type { EffectHandlers } from './effect-context';
import type { Outcome } from './events';
import type { GameState, PlayerId } from './game-state';
import { manaOptionsOf } from './mana-abilities';
import { addMana, manaState, type ManaUnit } from './mana-pool';
import { restrictionOf } from './mana-restrictions';

/** The mana effect handlers (CR 106.4, 106.6), one family of rules/effects.ts. */
export const manaEffects: EffectHandlers = {
  'add-mana': (s, out, e, ctx) => manaEffect(s, out, e, ctx.controller, ctx.sourceId, ctx.choices),
  'spend-only': (s, out, e, ctx) => manaEffect(s, out, e, ctx.controller, ctx.sourceId, ctx.choices),
};

function manaEffect(s: GameState, out: Outcome, e: Effect, player: PlayerId, sourceId: string, choices?: Choices): void {
  if (e.kind === 'spend-only') {
    // CR 106.6: the restriction applies to the mana this ability just added (the latest batch from this source).
    const pool = manaState(s).pools[player];
    const batch = Math.max(0, ...pool.filter((u) => u.sourceId === sourceId).map((u) => u.batch ?? 0));
    const restriction = restrictionOf([e]);
    for (const u of pool) if (u.sourceId === sourceId && (u.batch ?? 0) === batch && !u.restriction && restriction) u.restriction = restriction;
    return;
  }
  if (e.kind !== 'add-mana') return;
  const options = manaOptionsOf(e);
  if (!options || options.length === 0) {
    out.note({ message: 'The mana this adds is not understood: no mana is added (inconclusive)', cr: ['106.5'] });
    return;
  }
  const wanted = choices?.mana?.join('');
  let chosen = options.find((o) => o.join('') === wanted);
  if (!chosen) {
    chosen = options[0]!;
    if (options.length > 1) out.note({ message: `${player} adds {${chosen.join('}{')}} (the first choice; write \`resolve choosing {G}\` to choose)`, cr: ['106.1'] });
  }
  const units: ManaUnit[] = chosen.map((type) => ({ type, ...(sourceId ? { sourceId } : {}) }));
  addMana(s, out, player, units);
}
