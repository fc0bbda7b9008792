// Whose spells a filter of spells names (CR 601.2f, 109.5): "you cast" / "your opponents cast", written once after the
// whole phrase or after each alternative of an or-list ("Instant and sorcery spells you cast" reads as "instant spells you
// cast or sorcery spells you cast"). Read once here, for the descriptors and for rules/queries/casting-cost.ts.

import type { Effect, ObjectFilter } from '../types';

/** The caster the filter names (undefined: every player's spells), or 'mixed' when its alternatives name different ones. */
export function spellsCaster(f: ObjectFilter): ObjectFilter['castBy'] | 'mixed' {
  const said = new Set<ObjectFilter['castBy']>();
  const collect = (g: ObjectFilter): void => {
    if (g.castBy) said.add(g.castBy);
    else if (!g.anyOf) said.add(undefined);
    g.anyOf?.forEach(collect);
  };
  if (f.castBy) return f.anyOf?.some((a) => a.castBy && a.castBy !== f.castBy) ? 'mixed' : f.castBy;
  // "Goblin spells and Rogue spells you cast": the words after the last alternative end the whole list, so they are every
  // alternative's (Oracle templating writes "you cast" once, after the list).
  const last = f.anyOf?.[f.anyOf.length - 1];
  if (last?.castBy && f.anyOf!.slice(0, -1).every((a) => !a.castBy && !a.anyOf)) return last.castBy;
  collect(f);
  return said.size === 1 ? [...said][0] : 'mixed';
}

/** The filter without its caster words (spellsCaster reads them): what the filter matcher is left to read. */
export function withoutCaster(f: ObjectFilter): ObjectFilter {
  if (!f.castBy && !f.anyOf) return f;
  return { ...f, castBy: undefined, ...(f.anyOf ? { anyOf: f.anyOf.map(withoutCaster) } : {}) };
}

/** The spells a cost change names: its own ("Creature spells you cast cost {1} less"), or its subject's ("all" of a kind). */
export function costChangeSpells(e: Extract<Effect, { kind: 'cost-change' }>): ObjectFilter | undefined {
  return e.spells ?? (e.subject?.kind === 'all' ? e.subject.filter : undefined);
}
