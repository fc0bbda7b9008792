// CR 113.1c, 113.3b, 113.3c, 115.1, 701.6a: an object phrase naming an ability on the stack — "target activated
// ability", "target activated or triggered ability", "target spell or ability", "target activated ability, triggered
// ability, or legendary spell" — and which of its words the engine reads (rules/queries/ability-targets.ts): the kind
// "ability", its adjective "activated" or "triggered" (an ability on the stack is one or the other; a mana ability never
// is on it: CR 605.3b, 605.4a) and "you control" / "an opponent controls" (its controller: CR 113.8). Anything else said
// of it ("from an artifact source": CR 113.7) is not read.

import type { ObjectFilter } from '../types';

const KINDS: ReadonlySet<string> = new Set(['activated', 'triggered']);
const READ: ReadonlySet<string> = new Set(['types', 'text', 'adjectives', 'controller']);

/** Whether this filter (one alternative, not an or-list) names abilities. */
export function namesAbility(f: ObjectFilter): boolean {
  return f.types.includes('ability');
}

/** Whether the engine reads every word of an ability phrase: the kind, "activated" / "triggered" and its controller. */
export function abilityPhraseRead(f: ObjectFilter): boolean {
  const rec = f as unknown as Record<string, unknown>;
  return f.types.length === 1 && namesAbility(f) && (f.adjectives ?? []).every((a) => KINDS.has(a))
    && Object.keys(rec).every((k) => READ.has(k) || rec[k] === undefined || rec[k] === false);
}

/**
 * The filter with the words the ability matcher reads taken off its ability alternatives ("activated", "triggered"), so the
 * rest is checked as any filter is (effect-descriptors.ts filterSimulated); the same filter when it names no ability whose
 * words are all read.
 */
export function abilityKindsTold(f: ObjectFilter): ObjectFilter {
  const plain = (x: ObjectFilter): ObjectFilter => (namesAbility(x) && abilityPhraseRead(x) && x.adjectives ? { ...x, adjectives: undefined } : x);
  if (f.anyOf) {
    const anyOf = f.anyOf.map(plain);
    return anyOf.some((x, i) => x !== f.anyOf![i]) ? { ...f, anyOf } : f;
  }
  return plain(f);
}
