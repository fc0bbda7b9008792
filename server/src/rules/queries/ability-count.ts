// "If this ability has been activated four or more times this turn", "if this is the first or second time this ability
// has resolved this turn" (CR 608.2c, 603.4): how often this object's ability was activated (kept as it is activated,
// activation-limits.ts recordActivation, 602.5b) or resolved (kept as it begins to resolve, rules/game/stack.ts) this
// turn. An object is new after a zone change (CR 400.7): its counts begin again. A turn the engine didn't see from its
// beginning (the scenario's first, 500.1) may hide earlier ones: an answer they could change is unknown, recorded as what
// the answer rests on (turn-history.ts historyUnknown).

import type { Condition } from '../../model/types';
import { printCondition } from '../../model/abilities/print';
import type { GameObject, GameState } from '../state/game-state';
import { countHolds } from '../state/compared';
import { historyUnknown } from '../state/turn-history';

/** CR 608.2c: record that ability `abilityIndex` of `o` begins to resolve (this turn's count). */
export function recordResolution(s: GameState, o: GameObject, abilityIndex: number): void {
  const before = o.resolved?.[abilityIndex];
  const n = before && before.turn === s.turn ? before.n + 1 : 1;
  o.resolved = { ...(o.resolved ?? {}), [abilityIndex]: { turn: s.turn, n } };
}

/** Whether the count holds; undefined when the ability isn't known (no index) or earlier turns' parts were not seen. */
export function abilityCountHolds(s: GameState, c: Condition & { kind: 'ability-count' }, sourceId: string, abilityIndex: number | undefined): boolean | undefined {
  const o = s.objects.get(sourceId);
  if (!o || abilityIndex === undefined) return undefined;
  const whole = s.history.current.whole;
  const unknown = () => historyUnknown(s, sourceId, `if ${printCondition(c)}`);
  if (c.activated) {
    if (c.n === undefined || c.cmp === undefined) return undefined;
    const n = o.activated?.[abilityIndex] === s.turn ? o.activatedTimes?.[abilityIndex] ?? 1 : 0;
    const held = countHolds(n, { cmp: c.cmp, n: c.n });
    // Activations before the engine saw the turn can only add: "N or more" that holds stays true.
    return whole || (held && (c.cmp === 'or-more' || c.cmp === 'at-least')) ? held : unknown();
  }
  if (!c.nth) return undefined;
  const r = o.resolved?.[abilityIndex];
  const n = r && r.turn === s.turn ? r.n : 0;
  return whole ? c.nth.includes(n) : unknown();
}
