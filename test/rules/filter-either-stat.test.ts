// "with power or toughness 1 or less" (CR 208.1): the engine's filter matcher reads either value; the reading stays
// "recognized, not simulated" (effect-descriptors.ts), so this guards only that the matcher refuses no legal object.

import { describe, expect, it } from 'vitest';
import { parseFilter } from '../../server/src/model/abilities/targets';
import { matchesFilter } from '../../server/src/rules/state/filters';

const creature = (power: number, toughness: number) => ({
  obj: { id: 'o1', zone: 'battlefield', tapped: false } as never,
  view: { cardTypes: ['Creature'], subtypes: [], supertypes: [], colors: [], keywords: [], power, toughness } as never,
});

describe('either stat compared (CR 208.1)', () => {
  it('matches a creature whose power or whose toughness is 1 or less, not one with both greater', () => {
    const f = parseFilter('creature with power or toughness 1 or less')!.filter;
    const ctx = { controller: 'p1' } as never;
    for (const [p, t, want] of [[1, 3, true], [3, 1, true], [0, 0, true], [2, 2, false]] as const) {
      const c = creature(p, t);
      expect(matchesFilter(c.obj, c.view, f, ctx), `${p}/${t}`).toBe(want);
    }
    const power = parseFilter('creature with power 1 or less')!.filter;
    const c = creature(3, 1);
    expect(matchesFilter(c.obj, c.view, power, ctx)).toBe(false);
  });
});
