// A static ability's layered effects are applied by rules/layers (units.ts) to the objects it names as a set: itself,
// "all …", and "it" after "as long as enchanted / equipped <object> is …" (that object, CR 303.4, 301.5, 611.3a). An
// effect on any other "it" is not applied there, so it must be "recognized, not simulated" — an answer that could rest
// on it inconclusive, never a definite answer without it (issue 26's audit of units.ts).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { unsimulatedSpans } from '../../../server/src/model/abilities/effect-descriptors';
import type { Ability, Condition, Effect } from '../../../server/src/model/types';
import { CONTEXTS } from './rules-lines';

const span = { start: 0, end: 60 };
/** "As long as <condition>, it gets +2/+2.": a static ability built as the grammar would build one. */
function staticOnIt(condition: Condition): Ability {
  const gets: Effect = { kind: 'modify-pt', target: { kind: 'it', word: 'it' }, power: 2, toughness: 2, duration: 'permanent', span } as Effect;
  return { kind: 'static', text: 'As long as …, it gets +2/+2.', span, unmodeled: [], effects: [{ kind: 'conditional', condition, asLongAs: true, effects: [gets], span } as Effect] } as Ability;
}

describe('a static ability\'s effect on "it" (CR 611.3a, 613.1)', () => {
  it('is not carried out when "it" is not an enchanted or equipped object the condition names', () => {
    const a = staticOnIt({ kind: 'state', subject: { kind: 'self' }, state: 'untapped' } as Condition);
    expect(unsimulatedSpans(a)).toEqual([span]);
  });

  it('is carried out as the enchanted or equipped object after "as long as enchanted creature is …" (CR 303.4, 301.5)', () => {
    for (const [ctx, line] of [['e', 'As long as enchanted creature is a Human, it gets +1/+1.'], ['q', 'As long as equipped creature is a Human, it gets +1/+1.']] as const) {
      const a = parseAbility(line, 0, { ...CONTEXTS[ctx], typeLine: ctx === 'e' ? 'Enchantment — Aura' : CONTEXTS.q.typeLine });
      expect(a.kind, line).toBe('static');
      expect(a.unsimulated ?? [], line).toEqual([]);
    }
  });
});
