// The object a condition of a resolving ability speaks of, as the engine tells it (CR 608.2c, 603.4): the ability's own
// object ("~"), what "it" names, or the object the ability's Aura or Equipment is attached to ("enchanted creature",
// "equipped creature", CR 303.4, 301.5). And the filter of an adjective condition ("if that creature is red", "if
// it's legendary") with the noun "permanent" the reader gives it read as "object", so a card off the battlefield is read by its
// adjective alone (CR 105.2, 205.4).

import type { Condition, ObjectFilter, TargetSpec } from '../types';

/**
 * "enchanted creature", "equipped creature", "enchanted permanent" as a condition's subject: only the attachment and its
 * noun (the object the ability's source is attached to, CR 303.4, 301.5); nothing else the phrase would need to match.
 */
export function attachedSubject(t: TargetSpec): t is TargetSpec & { kind: 'all' } {
  if (t.kind !== 'all' || !t.filter.attachment || t.filter.anyOf) return false;
  const rest = Object.keys(t.filter).filter((k) => k !== 'attachment' && k !== 'types' && k !== 'text' && (t.filter as unknown as Record<string, unknown>)[k] !== undefined);
  return rest.length === 0 && t.filter.types.length === 1 && t.filter.text === `${t.filter.attachment} ${t.filter.types[0]}`;
}

/**
 * An adjective condition's filter with its reader's noun "permanent" read as "object" (in each alternative of "red or
 * green"): any object, in any zone, with the adjective (rules/state/filters.ts matches "object" anywhere).
 */
export function adjectiveOnly(f: ObjectFilter): ObjectFilter {
  const strip = (x: ObjectFilter): ObjectFilter => ({ ...x, types: x.types.map((w) => (w === 'permanent' ? 'object' : w)) });
  return { ...strip(f), ...(f.anyOf ? { anyOf: f.anyOf.map(strip) } : {}) };
}

/** A condition whose subject is the object the source is attached to (itself or one part of two joined). */
export function attachedSubjectCondition(c: Condition): boolean {
  if (c.kind === 'both') return attachedSubjectCondition(c.left) || attachedSubjectCondition(c.right);
  return 'subject' in c && typeof c.subject === 'object' && c.subject !== null && attachedSubject(c.subject as TargetSpec);
}
