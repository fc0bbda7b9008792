// Copy exceptions in Oracle form (CR 707.9a): "… becomes a copy of …, except it has haste" — the exception is part of
// the copy effect, so the copy has the keyword besides the copied abilities; the engine carries it out, and so it does a
// permanent's "except it's a …", "it has no mana cost" and lists of them (707.9b); "except if ~ was embalmed, …" applies
// only to a token embalm made (702.128a–b, `madeBy`). A token copy's exceptions are
// carried out too (707.9b).

import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../server/src/model/document';
import { Engine } from '../../server/src/rules';
import { castAndResolve, put } from './fixtures';
import { withExceptions } from '../../server/src/rules/actions/copy';

const TEXT = `card "Plain Bear"
  cost {1}{G}
  type Creature — Bear
  pt 2/2

card "Tall Elk"
  cost {3}{G}
  type Creature — Elk
  pt 4/5

card "Echo Rite"
  cost {2}{U}
  type Sorcery
  text
    Target creature becomes a copy of target creature until end of turn, except it has haste.

card "Pale Mimic"
  cost {3}{U}
  type Creature — Shapeshifter
  pt 0/0
  text
    You may have this creature enter as a copy of a creature on the battlefield, except it has no mana cost, it's white, and it's a Spirit in addition to its other types.

card "Grave Mimic"
  cost {3}{U}
  type Creature — Shapeshifter
  pt 0/0
  text
    You may have Grave Mimic enter as a copy of any creature on the battlefield, except if Grave Mimic was embalmed, the token has no mana cost, it's white, and it's a Zombie in addition to its other types.
    Embalm {3}{U}{U}

card "Twin Rite"
  cost {2}{U}
  type Sorcery
  text
    Create a token that's a copy of target creature, except it's a 1/1 blue Illusion in addition to its other colors and types.
`;

const doc = buildDocument('file:///copy-exceptions.cards', TEXT);
const cards = doc.cards.map((b) => b.card);

describe('copy exceptions (CR 707.9)', () => {
  it('"becomes a copy of …, except it has haste": the copy has the copied values and haste (CR 707.9a)', () => {
    const g = new Engine(cards);
    const bear = put(g, 'you', 'Plain Bear', 'battlefield');
    const elk = put(g, 'you', 'Tall Elk', 'battlefield');
    castAndResolve(g, 'you', 'Echo Rite', [bear, elk]);
    const c = g.characteristics(bear)!;
    expect([c.name, c.power, c.toughness]).toEqual(['Tall Elk', 4, 5]);
    expect(c.keywordLabels).toContain('Haste');
  });

  it('"enter as a copy …, except it has no mana cost, it\'s white, and it\'s a Spirit in addition to its other types": each part applies (CR 707.9b)', () => {
    const g = new Engine(cards);
    put(g, 'you', 'Tall Elk', 'battlefield');
    const elk = g.state.battlefield[0]!;
    castAndResolve(g, 'you', 'Pale Mimic', [], { copying: elk });
    const mimic = g.state.battlefield.find((id) => g.object(id)?.card.name === 'Pale Mimic')!;
    const c = g.characteristics(mimic)!;
    expect([c.name, c.power, c.toughness, c.manaCost, c.colors, c.subtypes]).toEqual(['Tall Elk', 4, 5, null, ['W'], ['Elk', 'Spirit']]);
  });

  it('"except if ~ was embalmed, …": a card cast from hand was not embalmed, so it is a plain copy (CR 702.128a, 707.9)', () => {
    const g = new Engine(cards);
    put(g, 'you', 'Tall Elk', 'battlefield');
    const elk = g.state.battlefield[0]!;
    castAndResolve(g, 'you', 'Grave Mimic', [], { copying: elk });
    const mimic = g.state.battlefield.find((id) => g.object(id)?.card.name === 'Grave Mimic')!;
    const c = g.characteristics(mimic)!;
    expect([c.name, c.manaCost, c.colors, c.subtypes]).toEqual(['Tall Elk', '{3}{G}', ['G'], ['Elk']]);
    const line = cards.find((x) => x.name === 'Grave Mimic')!.faces[0]!.abilities[0]!;
    expect([line.unmodeled, line.unsimulated ?? []]).toEqual([[], []]);
  });

  it('a token copy\'s "except it\'s a 1/1 …" is carried out (CR 707.9b): the token is a 1/1 blue Illusion besides its copied colors and types', () => {
    const g = new Engine(cards);
    const elk = put(g, 'you', 'Tall Elk', 'battlefield');
    castAndResolve(g, 'you', 'Twin Rite', [elk]);
    const token = g.state.battlefield.find((id) => id !== elk && g.object(id)?.token)!;
    const c = g.characteristics(token)!;
    expect([c.name, c.power, c.toughness, c.colors, c.subtypes]).toEqual(['Tall Elk', 1, 1, ['G', 'U'], ['Elk', 'Illusion']]);
    const twin = cards.find((c) => c.name === 'Twin Rite')!.faces[0]!.abilities[0]!;
    expect([twin.unmodeled, twin.unsimulated ?? []]).toEqual([[], []]);
    const echo = cards.find((c) => c.name === 'Echo Rite')!.faces[0]!.abilities[0]!;
    expect([echo.unmodeled, echo.unsimulated ?? []]).toEqual([[], []]);
  });

  it('"except if ~ was embalmed, …" applies to a token a resolving embalm ability made, and only to it (CR 702.128b, 707.9b)', () => {
    const mimic = cards.find((x) => x.name === 'Grave Mimic')!.faces[0]!.abilities[0]!;
    const copy = mimic.kind === 'replacement' || mimic.kind === 'static' ? JSON.stringify(mimic) : '';
    expect(copy).toContain('"exceptIfWas"');
    const g = new Engine(cards);
    const elk = put(g, 'you', 'Tall Elk', 'battlefield');
    const values = g.state.objects.get(elk)!;
    const e = (mimic as { effects: { exceptIfWas?: unknown }[] }).effects.map((x) => x as Record<string, unknown>).find((x) => x['exceptIfWas'] || (x['effects'] as Record<string, unknown>[] | undefined)?.some((y) => y['exceptIfWas']));
    const exceptions = (e?.['exceptIfWas'] ? e : (e?.['effects'] as Record<string, unknown>[]).find((y) => y['exceptIfWas'])) as never;
    const copied = { ...g.characteristics(values.id)!, abilities: [], manaCost: '{3}{G}', colors: ['G'], cardTypes: ['Creature'], subtypes: ['Elk'], supertypes: [], name: 'Tall Elk', power: 4, toughness: 5, fromFaceDown: false, label: 'Tall Elk' } as never;
    const embalmed = withExceptions(copied, exceptions, 'test', 'embalmed') as unknown as Record<string, unknown>;
    expect([embalmed['manaCost'], embalmed['colors'], embalmed['subtypes']]).toEqual([null, ['W'], ['Elk', 'Zombie']]);
    const plain = withExceptions(copied, exceptions, 'test') as unknown as Record<string, unknown>;
    expect([plain['manaCost'], plain['colors'], plain['subtypes']]).toEqual(['{3}{G}', ['G'], ['Elk']]);
    expect(withExceptions(copied, exceptions, 'test', 'eternalized')).toBe(copied);
  });
});
