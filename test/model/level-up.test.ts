// Level up (CR 711): level symbols and P/T boxes are read as a leveler's structure; the engine carries out a striation's
// lines while the level counters are in its range (CR 711.2a-b, rules/layers/level-striations.ts; the scenarios are
// test/rules/game/level-up.cards), so each line is carried out as its own kind says, and "Level up {2}" is an activated
// ability the engine activates (CR 702.87a).

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

  it('leaves every line of a striation to its own kind: the level symbol, the box and what the engine carries out are carried out (CR 711.2a-b, 702.87a)', () => {
    for (const a of abilities) expect(a.unsimulated ?? [], a.text).toEqual([]);
    // A line the engine doesn't carry out stays marked, inside a striation as outside.
    const other = buildDocument('t.cards', TEXT.replace('    Flying\n', '    Banding\n')).cards[0]!.card.faces[0]!.abilities;
    expect(other[3]!.text).toBe('Banding');
    expect(other[3]!.unsimulated ?? []).not.toEqual([]);
    // The line before the first striation is a carried-out keyword: striations must not reach it; "Level up {2}" is
    // carried out too (CR 702.87a: it stands for an activated ability, model/abilities/keyword-abilities.ts).
    const before = buildDocument('t.cards', TEXT.replace('    Level up {2}\n', '    Vigilance\n    Level up {2}\n')).cards[0]!.card.faces[0]!.abilities;
    expect(before[0]!.text).toBe('Vigilance');
    expect(before[0]!.unsimulated ?? []).toEqual([]);
  });
});
