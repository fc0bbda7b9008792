// "target Aura attached to a creature", "all creatures blocking or blocked by ~", "creatures attacking you" (CR 301.5,
// 303.4, 508.1, 509.1): which other objects a relation in an object phrase names that the engine tells
// (rules/queries/related-objects.ts), read once for the descriptors and the engine.

import type { ObjectFilter } from '../types';

/** The other object's words told: the source, what it is attached to, "you" (attacking), or "a/an <kind>" (attached to). */
export function relationTold(r: NonNullable<ObjectFilter['relatedTo']>): boolean {
  if (r.word === '~' || r.word === 'enchanted creature' || r.word === 'equipped creature') return true;
  if (r.word === 'you') return r.rel === 'attacking';
  return r.rel === 'attached to' && /^an? /.test(r.word);
}
