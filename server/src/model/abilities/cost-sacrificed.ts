// "{1}, Sacrifice another creature: You gain life equal to the sacrificed creature's toughness", "Sacrifice an Atog
// creature: Atogatog gets +X/+X until end of turn, where X is the sacrificed creature's power": a value of the one object
// an activated ability's cost sacrificed (CR 602.2: costs are paid as it is activated; 608.2h: that object is gone, so its
// last known information is used). rules/game/activation.ts keeps the object its cost moved, and
// rules/effects/effect-context.ts quantityNow reads "the sacrificed …'s" value from it, whatever the instructions before
// named; effect-descriptors.ts counts such a value as the ability's own object's.
// Likewise "{1}{B}, Discard a creature card: ~ gets +X/+X …, where X is the discarded card's mana value" (the one card the
// cost discarded, in the zone it went to: CR 701.9a, 608.2h) and "Tap an untapped creature you control: ~ gets +X/+0 …,
// where X is the power of the creature tapped this way" (the one permanent the cost tapped, as it is now: CR 602.2, 608.2h).

import type { Ability, Effect } from '../types';

/** "the sacrificed creature", "the sacrificed artifact", "the sacrificed nontoken creature": the object a cost sacrificed. */
export const SACRIFICED_WORD = /^the sacrificed (?:[a-z]+ )?(?:creature|artifact|permanent|land|enchantment)$/;

/** "the discarded card": the one card a cost discarded (CR 701.9a). */
export const DISCARDED_WORD = /^the discarded card$/;

/** "the creature tapped this way": the one permanent a cost tapped (CR 701.26a, 602.2). */
export const COST_TAPPED_WORD = /^the (?:creature|artifact|permanent|land) tapped this way$/;

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
 * An activated ability whose only non-mana cost is one card discarded ("Discard a card", "Discard a creature card"), not
 * at random (CR 701.9a, 602.2): rules/game/activation.ts keeps the card as the object its cost moved.
 */
export function discardsOneForCost(a: Ability): boolean {
  if (a.kind !== 'activated') return false;
  const actions = a.cost.actions ?? [];
  const [x] = actions;
  return actions.length === 1 && x !== undefined && x.kind === 'player-action' && x.action === 'discard' && (x.who === undefined || x.who === 'you')
    && x.amount.kind === 'fixed' && x.amount.n === 1 && !x.atRandom && !x.upTo && !x.cards && !x.their;
}

/**
 * An activated ability whose only non-mana cost taps one untapped permanent chosen ("Tap an untapped creature you control"),
 * not the ability's own ({T}) (CR 602.2, 701.26a): rules/game/activation.ts keeps the permanent the cost tapped.
 */
export function tapsOneForCost(a: Ability): boolean {
  if (a.kind !== 'activated' || a.cost.tap) return false;
  const actions = a.cost.actions ?? [];
  const [x] = actions;
  return actions.length === 1 && x !== undefined && x.kind === 'tap' && !x.who && !x.orUntap && x.target.kind === 'chosen'
    && (x.target.count ?? 1) === 1 && !x.target.upTo && !x.target.countIsX && !x.target.ofIt && !x.target.thatMany && !x.target.filter.zone;
}

/** The words naming the one object the ability's cost sacrificed, discarded or tapped, or undefined when it names none. */
function costObjectWord(a: Ability): RegExp | undefined {
  return sacrificesOneForCost(a) ? SACRIFICED_WORD : discardsOneForCost(a) ? DISCARDED_WORD : tapsOneForCost(a) ? COST_TAPPED_WORD : undefined;
}

/**
 * The effect with each "the sacrificed …'s power", "the discarded card's mana value", "the power of the creature tapped
 * this way" of the one object the ability's cost sacrificed, discarded or tapped read as a value of the ability's own
 * object (what effect-descriptors.ts asks of an amount the engine counts), or undefined when it names none.
 */
export function costObjectAsOwn(a: Ability, e: Effect): Effect | undefined {
  const word = costObjectWord(a);
  return word ? sacrificedAsOwn(e, word) : undefined;
}

function sacrificedAsOwn(e: Effect, word: RegExp): Effect | undefined {
  let found = false;
  const copy = JSON.parse(JSON.stringify(e), (_k, v: unknown) => {
    const q = v as { kind?: unknown; of?: { kind?: unknown; word?: unknown } } | null;
    if (q && typeof q === 'object' && q.kind === 'stat' && q.of?.kind === 'it' && typeof q.of.word === 'string' && word.test(q.of.word)) {
      found = true;
      // "the power of the creature tapped this way" (written "the power of …", `ofWritten`): the same one object's value.
      const { ofWritten: _written, ...rest } = q as typeof q & { ofWritten?: boolean };
      return { ...rest, of: { kind: 'self' } };
    }
    return v;
  }) as Effect;
  return found ? copy : undefined;
}
