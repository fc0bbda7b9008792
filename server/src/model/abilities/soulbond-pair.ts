// "As long as ~ is paired with another creature, both creatures have reach", "… each of those creatures gets +2/+2"
// (CR 702.95b: abilities may refer to a paired creature and the creature it is paired with): the "it" of such a
// static ability names the pair, this creature and its partner. Read by the parser (a static ability, CR 604.1), the
// descriptors (carried out when what it does to them is) and rules/layers/units.ts (the pair as the affected set).

import type { Effect, TargetSpec } from '../types';

/** The words naming both creatures of a pair (CR 702.95b). */
const PAIR_WORDS: ReadonlySet<string> = new Set(['both creatures', 'each of those creatures']);

/** Whether `t` is the pair a soulbond creature's "as long as ~ is paired" names. */
export function namesPair(t: TargetSpec | undefined): boolean {
  return t?.kind === 'it' && t.word !== undefined && PAIR_WORDS.has(t.word.toLowerCase());
}

/** "As long as ~ is paired with another creature, both creatures / each of those creatures …": every effect about the pair. */
export function pairedPairConditional(e: Effect): boolean {
  return e.kind === 'conditional' && !!e.asLongAs && !e.instead && !e.unless && !e.trailing && e.condition.kind === 'paired' && e.condition.subject.kind === 'self'
    && e.effects.length > 0 && e.effects.every((x) => 'target' in x && namesPair(x.target as TargetSpec));
}
