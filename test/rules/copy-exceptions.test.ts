// Copy exceptions in Oracle form (CR 707.9a): "… becomes a copy of …, except it has haste" — the exception is part of
// the copy effect, so the copy has the keyword besides the copied abilities; the engine carries it out. A token copy's
// exception and "except it's a 1/1 …" (CR 707.9b) are recognized but not carried out: reported as not simulated.

import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../server/src/model/document';
import { Engine } from '../../server/src/rules';
import { castAndResolve, put } from './fixtures';

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

  it('a token copy\'s "except it\'s a 1/1 …" is understood but not simulated (CR 707.9b): the line says so', () => {
    const twin = cards.find((c) => c.name === 'Twin Rite')!.faces[0]!.abilities[0]!;
    expect(twin.unmodeled).toEqual([]);
    expect(twin.unsimulated?.length).toBeGreaterThan(0);
    const echo = cards.find((c) => c.name === 'Echo Rite')!.faces[0]!.abilities[0]!;
    expect([echo.unmodeled, echo.unsimulated ?? []]).toEqual([[], []]);
  });
});
