// "{1}, Sacrifice another creature: You gain life equal to the sacrificed creature's toughness", "Sacrifice an Atog
// creature: Atogatog gets +X/+X until end of turn, where X is the sacrificed creature's power": a value of the one object
// an activated ability's cost sacrificed (CR 602.2: costs are paid as it is activated; 608.2h: that object is gone, so its
// last known information is used). rules/game/activation.ts keeps the object its cost moved, and
// rules/effects/effect-context.ts quantityNow reads "the sacrificed …'s" value from it, whatever the instructions before
// named; effect-descriptors.ts counts such a value as the ability's own object's.

import type { Ability, Effect } from '../types';

/** "the sacrificed creature", "the sacrificed artifact", "the sacrificed nontoken creature": the object a cost sacrificed. */
export const SACRIFICED_WORD = /^the sacrificed (?:[a-z]+ )?(?:creature|artifact|permanent|land|enchantment)$/;

/**
 * An activated ability whose cost moves exactly one object out of play: one permanent chosen and sacrificed ("Sacrifice a
 * creature", "Sacrifice another nontoken creature") and nothing else moved by the cost (CR 602.2, 701.21a).
 */
export function sacrificesOneForCost(a: Ability): boolean {
  if (a.kind !== 'activated') return false;
  const actions = a.cost.actions ?? [];
  const [x] = actions;
  return actions.length === 1 && x !== undefined && x.kind === 'zone-change' && x.how === 'sacrifice' && !x.who && x.target.kind === 'chosen'
    && (x.target.count ?? 1) === 1 && !x.target.upTo && !x.target.countIsX && !x.target.ofIt && !x.target.thatMany && !x.target.filter.zone;
}

/**
 * The effect with each "the sacrificed …'s power / toughness / mana value" read as a value of the ability's own object
 * (what effect-descriptors.ts asks of an amount the engine counts), or undefined when it names none.
 */
export function sacrificedAsOwn(e: Effect): Effect | undefined {
  let found = false;
  const copy = JSON.parse(JSON.stringify(e), (_k, v: unknown) => {
    const q = v as { kind?: unknown; of?: { kind?: unknown; word?: unknown } } | null;
    if (q && typeof q === 'object' && q.kind === 'stat' && q.of?.kind === 'it' && typeof q.of.word === 'string' && SACRIFICED_WORD.test(q.of.word)) {
      found = true;
      return { ...q, of: { kind: 'self' } };
    }
    return v;
  }) as Effect;
  return found ? copy : undefined;
}
