// The color lists of mana symbols and costs and the empty lists of type lines are one frozen list per content, shared
// by every card that has it (a built card's model is not written after its build): the same values as before, in the
// same order, and nothing can write one through one card and change another.
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../server/src/model/document';
import { readManaCost, readManaSymbol } from '../../server/src/model/mana';
import { buildTypeLine, readTypeLine } from '../../server/src/model/type-line';

const span = { start: 0, end: 1 };

describe('shared lists of the model', () => {
  it('a cost\'s colors in WUBRG order, a hybrid symbol\'s as written', () => {
    expect(readManaCost('{G}{2}{W/U}{R}').cost.colors).toEqual(['W', 'U', 'R', 'G']);
    expect(readManaSymbol('U/W', span)!.colors).toEqual(['U', 'W']);
    expect(readManaSymbol('W/U', span)!.colors).toEqual(['W', 'U']);
    expect(readManaSymbol('2/B', span)!.colors).toEqual(['B']);
    expect(readManaSymbol('G/P', span)!.colors).toEqual(['G']);
    expect(readManaSymbol('C/R', span)!.colors).toEqual(['R']);
    expect(readManaSymbol('3', span)!.colors).toEqual([]);
    expect(readManaCost('{3}').cost.colors).toEqual([]);
  });

  it('are shared between cards and frozen', () => {
    const a = readManaCost('{1}{G}').cost;
    const b = readManaCost('{G}{4}').cost;
    expect(a.colors).toBe(b.colors);
    expect(a.symbols[1]!.colors).toBe(b.symbols[0]!.colors);
    expect(() => { a.colors.push('U'); }).toThrow();
    expect(b.colors).toEqual(['G']);
    const t1 = readTypeLine('Creature — Elf');
    const t2 = readTypeLine('Instant');
    expect(t1.supertypes).toBe(t2.supertypes);
    expect(t2.subtypes).toBe(t1.supertypes);
    expect(() => { t1.supertypes.push('Legendary'); }).toThrow();
    expect(readTypeLine('Instant').supertypes).toEqual([]);
  });

  it('a type line keeps no list of its caller; its lists are one frozen list per content', () => {
    const t = readTypeLine('Legendary Snow Creature — Elf Druid');
    expect(t).toMatchObject({ supertypes: ['Legendary', 'Snow'], cardTypes: ['Creature'], subtypes: ['Elf', 'Druid'] });
    const before = ['Creature'];
    const after = ['Elf'];
    const own = buildTypeLine(before, after, span);
    expect(own.cardTypes).not.toBe(before);
    expect(own.subtypes).not.toBe(after);
    before.push('Artifact');
    after.push('Druid');
    expect(own).toMatchObject({ cardTypes: ['Creature'], subtypes: ['Elf'], text: 'Creature — Elf' });
    const doc = buildDocument('file:///t.cards', 'card "A"\n  type Creature — Elf\n\ncard "B"\n  type Creature — Elf\n\ncard "C"\n  type Creature — Elf Druid\n');
    const [x, y, z] = doc.cards.map((c) => c.card.faces[0]!.typeLine!);
    expect(x!.subtypes).toEqual(['Elf']);
    expect(x!.subtypes).toBe(y!.subtypes);
    expect(x!.cardTypes).toBe(z!.cardTypes);
    expect(z!.subtypes).toEqual(['Elf', 'Druid']);
    expect(() => { x!.subtypes.push('Druid'); }).toThrow();
    expect(y!.subtypes).toEqual(['Elf']);
  });
});
