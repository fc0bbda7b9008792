// Paying costs (CR 118, 601.2g–h, 602.2b): whether every part of a cost can be paid (118.3) and paying it — the mana
// part from the pool and mana abilities when the scenario pays mana (mana-payment.ts; otherwise reported, not taken),
// the other parts by nonmana-costs.ts. A part the model doesn't understand can never be paid (refused, not free).

import type { CostPart } from '../../model/types';
import type { GameObject, GameState, PlayerId, Reason } from '../state/game-state';
import type { Outcome } from '../state/events';
import { costParts, manaPart } from '../queries/cost-parts';
import { manaPaymentContext, manaProblems, payMana } from './mana-payment';
import { otherPartProblems, payOtherParts, type CostContext } from './nonmana-costs';
import { msg } from '../../i18n';
import { reasonMessage } from '../state/reasons';

export { describePart, type CostContext } from './nonmana-costs';

/** CR 118.3: can every part be paid? Returns the reasons it can't (empty when payable). */
export function costProblems(s: GameState, parts: readonly CostPart[], ctx: CostContext): Reason[] {
  // CR 601.2g–h, 602.2b: the mana part, paid from the pool and mana abilities when the scenario pays mana.
  const mana = manaPart(parts);
  return [...(mana ? manaProblems(s, mana, manaPaymentContext(parts, ctx)) : []), ...otherPartProblems(s, parts, ctx)];
}

/** Pay every part (call only when `costProblems` is empty): the mana part first, then the others. */
export function payCost(s: GameState, out: Outcome, parts: readonly CostPart[], ctx: CostContext, tap: (o: GameObject) => void): void {
  const mana = manaPart(parts);
  if (mana && !payMana(s, out, mana, manaPaymentContext(parts, ctx))) return;
  payOtherParts(s, out, parts, ctx, tap);
}

/**
 * "… unless that player pays [cost]" (ward, CR 702.21a): the player pays the whole cost if they can (118.3) — mana
 * from the pool and mana sources when the scenario pays mana — and it returns whether it was paid.
 */
export function payUnlessCost(s: GameState, out: Outcome, player: PlayerId, cost: string, sourceId: string): boolean {
  const parts = costParts(cost);
  const problems = costProblems(s, parts, { player, sourceId, purpose: { kind: 'other' } });
  if (problems.length > 0) {
    out.note({ why: msg('rules.act.cannot-pay', { player, cost, reason: reasonMessage(problems[0]!) }), cr: ['118.3', ...problems[0]!.cr] });
    return false;
  }
  payCost(s, out, parts, { player, sourceId, purpose: { kind: 'other' } }, (o) => {
    o.tapped = true;
    out.event({ type: 'tapped', objectId: o.id });
  });
  return out.ok;
}
