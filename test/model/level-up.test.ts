// Level up (CR 711): level symbols and P/T boxes are read as a leveler's structure, and every line of a striation is
// "recognized, not simulated" (CR 711.2a-b: it exists only at those levels; the engine does not track level counters).

import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../server/src/model/document';
import { printAbility } from '../../server/src/model/abilities/print';

const TEXT = `card "Tidewater Apprentice"
  cost {1}{U}
  type Creature — Merfolk Wizard
  pt 1/1
  text
    Level up {2}
    LEVEL 1-3
    2/2
    Flying
    LEVEL 4+
    3/3
    {T}: Draw a card.
`;

describe('level up (CR 711.2)', () => {
  const abilities = buildDocument('t.cards', TEXT).cards[0]!.card.faces[0]!.abilities;

  it('reads level symbols and P/T boxes, and prints them back', () => {
    expect(abilities.map((a) => (a.kind === 'static' ? a.effects[0]!.kind : a.kind))).toEqual(['keyword', 'level-striation', 'level-pt', 'keyword', 'level-striation', 'level-pt', 'activated']);
    const striation = abilities[4]!;
    expect(striation.kind === 'static' && striation.effects[0]).toMatchObject({ kind: 'level-striation', min: 4 });
    expect(abilities.map((a) => printAbility(a))).toEqual(['Level up {2}', 'LEVEL 1-3', '2/2', 'Flying', 'LEVEL 4+', '3/3', '{T}: Draw a card.']);
  });

  it('marks every line of a striation "recognized, not simulated", and nothing before the first', () => {
    // The line before the first striation is a carried-out keyword here: the striation marks must not reach it.
    // "Level up {2}" is carried out too (CR 702.87a: it stands for an activated ability, model/abilities/keyword-abilities.ts).
    const before = buildDocument('t.cards', TEXT.replace('    Level up {2}\n', '    Vigilance\n    Level up {2}\n')).cards[0]!.card.faces[0]!.abilities;
    expect(before[0]!.text).toBe('Vigilance');
    expect(before[0]!.unsimulated ?? []).toEqual([]);
    expect(abilities[0]!.unsimulated ?? []).toEqual([]);
    for (const a of abilities.slice(1)) expect(a.unsimulated, a.text).toContainEqual({ start: a.span.start, end: a.span.end });
  });
});
