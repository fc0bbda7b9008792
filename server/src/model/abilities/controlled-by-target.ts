// "all lands target player controls", "each creature target opponent controls": an object phrase whose controller is a
// player target of its own (CR 115.1, 109.4). The player is announced with the spell's or ability's targets, in the
// order its phrase is written (rules/queries/target-legality.ts targetSpecs), and the objects are the permanents that
// player controls as the instruction is followed (rules/effects/effect-context.ts resolveSpec).

import type { Amount, Effect, ObjectFilter, TargetSpec } from '../types';

/** The player target an object phrase's "target player controls" / "target opponent controls" names, if any. */
export function targetedController(f: ObjectFilter | undefined): 'target-player' | 'target-opponent' | undefined {
  const who = f?.controlledBy;
  return who === 'target-player' || who === 'target-opponent' ? who : undefined;
}

/** The keys of an instruction whose "all …" phrase may name a controller by a player target. */
export const CONTROLLED_BY_TARGET_KEYS = ['target', 'to'] as const;

/** The instruction's "all … target player controls" phrase (its key and spec), if it has one. */
export function controlledByTargetSpec(e: Effect): { key: (typeof CONTROLLED_BY_TARGET_KEYS)[number]; spec: TargetSpec & { kind: 'all' } } | undefined {
  const rec = e as unknown as Record<string, TargetSpec | undefined>;
  for (const key of CONTROLLED_BY_TARGET_KEYS) {
    const t = rec[key];
    if (t && typeof t === 'object' && t.kind === 'all' && targetedController(t.filter)) return { key, spec: t };
  }
  return undefined;
}

/** The instructions whose "for each … target player controls" the engine counts (life and tokens: effect-context.ts amountOf;
 * draw: zone-effects.ts). */
const COUNTED_BY_TARGET_KINDS: ReadonlySet<string> = new Set(['life', 'draw', 'create-token']);

/**
 * The objects an instruction counts "for each creature target player controls" / "for each tapped creature target
 * opponent controls" (CR 115.1, 109.4, 608.2h): its amount's or its own `per` phrase whose controller is a player target
 * of its own, announced with the spell's or ability's targets (rules/queries/target-legality.ts targetSpecs) and counted
 * among that player's permanents as the instruction is followed (rules/effects/effect-context.ts countPer).
 */
export function countedByTarget(e: Effect): { who: 'target-player' | 'target-opponent'; per: ObjectFilter } | undefined {
  if (!COUNTED_BY_TARGET_KINDS.has(e.kind)) return undefined;
  const rec = e as unknown as { amount?: Amount; per?: ObjectFilter };
  const per = rec.amount?.kind === 'for-each' ? rec.amount.per : rec.per;
  const who = targetedController(per);
  return who && per ? { who, per } : undefined;
}
