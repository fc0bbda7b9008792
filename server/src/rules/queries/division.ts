// Dividing an effect among targets (CR 601.2d): "deals N damage divided as you choose among …". The division is
// announced as the spell is cast (an ability activated or put on the stack: 602.2b, 603.3d), with at least 1 for
// each target; it is used as it resolves, and a target that became illegal gets none (608.2b).

import type { Effect } from '../../model/types';
import type { Outcome } from '../state/events';
import { illegal } from '../state/events';
import { msg } from '../../i18n';

/** The divided damage effect of these effects, if any. */
function dividedEffect(effects: readonly Effect[]): (Effect & { kind: 'damage' }) | undefined {
  return effects.find((e): e is Effect & { kind: 'damage' } => e.kind === 'damage' && !!e.divided);
}

/** CR 601.2d: checks an announced division as the spell is cast; false (with a reason) when it is illegal. */
export function checkDivision(out: Outcome, effects: readonly Effect[], targets: readonly string[], division: readonly number[] | undefined, x?: number): boolean {
  const e = dividedEffect(effects);
  if (!e) {
    if (division?.length) out.fail(illegal(msg('rules.query.nothing-divided'), ['601.2d']));
    return !division?.length;
  }
  // CR 107.3a: "X damage divided …" divides the announced X.
  const total = e.amount.kind === 'fixed' ? e.amount.n : e.amount.kind === 'x' ? x : undefined;
  if (total !== undefined && targets.length > total) {
    out.fail(illegal(msg('rules.query.too-many-targets', { total: String(total), targets: String(targets.length) }), ['601.2d']));
    return false;
  }
  if (!division) return true;
  if (division.length !== targets.length) {
    out.fail(illegal(msg('rules.query.division-count', { amounts: division.length, targets: targets.length }), ['601.2d']));
    return false;
  }
  if (division.some((n) => !Number.isInteger(n) || n < 1)) {
    out.fail(illegal(msg('rules.query.division-at-least-one'), ['601.2d']));
    return false;
  }
  const sum = division.reduce((a, b) => a + b, 0);
  if (total !== undefined && sum !== total) {
    out.fail(illegal(msg('rules.query.division-sum', { sum: String(sum), total: String(total) }), ['601.2d']));
    return false;
  }
  return true;
}

/**
 * The amount each announced target gets: the announced division, or without one the engine's choice (1 each, the
 * rest to the first target), said in a note. `announced`: the effect's targets in announcement order.
 */
export function divisionFor(out: Outcome, total: number, announced: readonly string[], division: readonly number[] | undefined): Map<string, number> {
  const m = new Map<string, number>();
  if (division && division.length === announced.length) {
    announced.forEach((id, i) => m.set(id, division[i]!));
    return m;
  }
  announced.forEach((id, i) => m.set(id, i === 0 ? Math.max(1, total - (announced.length - 1)) : 1));
  if (announced.length > 1) out.note({ why: msg('rules.query.division-engine', { shares: announced.map((id) => msg('rules.game.share', { amount: String(m.get(id)), to: id })) }), cr: ['601.2d'] });
  return m;
}
