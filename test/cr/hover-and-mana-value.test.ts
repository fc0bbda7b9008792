// CR 202.3b: the back face of a transformed double-faced permanent has the mana value of its front face's
// mana cost; CR 202.3a: a copy of that back face (no front face) has mana value 0. Hover says the same.

import { describe, expect, it } from 'vitest';
import { Workspace } from '../../server/src/model/workspace';
import { Engine } from '../../server/src/rules';
import { describeSymbol, getHover } from '../../server/src/ide/hover';

const TEXT = `card "Moonlit Apprentice"
  cost {2}{G}
  type Creature — Human Werewolf
  pt 2/2
  back "Moonlit Ravager"
  color green
  type Creature — Werewolf
  pt 4/4
`;

function cardOf(): ReturnType<Workspace['cardsByName']> extends Map<string, infer C> ? C : never {
  const ws = new Workspace();
  ws.update('file:///dfc.cards', TEXT);
  return ws.cardsByName().get('Moonlit Apprentice')!;
}

describe('mana value of a transformed back face (CR 202.3b)', () => {
  it('the engine gives the back face its front face\'s mana value (CR 202.3b)', () => {
    const card = cardOf()[0]!;
    const g = Engine.create([card]);
    const id = g.put('you', card.name, 'battlefield').id!;
    expect(g.characteristics(id)!.manaValue).toBe(3);
    expect(g.transform(id).ok).toBe(true);
    const c = g.characteristics(id)!;
    expect([c.name, c.manaCost, c.manaValue]).toEqual(['Moonlit Ravager', null, 3]);
  });

  it('hover on the card shows the back face with the front face\'s mana value (CR 202.3b)', () => {
    const ws = new Workspace();
    ws.update('file:///dfc.cards', TEXT);
    const h = getHover(ws, 'file:///dfc.cards', TEXT.indexOf('Moonlit Apprentice') + 2);
    expect(h?.markdown).toMatch(/Back face: \*\*Moonlit Ravager\*\*[^\n]*mana value 3/);
  });
});

describe('symbols in costs that are not mana symbols', () => {
  it('{T}, {Q} and {E} are the tap, untap and energy symbols (CR 107.5, 107.6, 107.14)', () => {
    expect(describeSymbol('{T}')).toMatch(/tap symbol.*CR 107\.5/);
    expect(describeSymbol('{Q}')).toMatch(/untap symbol.*CR 107\.6/);
    expect(describeSymbol('{E}')).toMatch(/energy symbol.*CR 107\.14/);
    expect(describeSymbol('{Z}')).toMatch(/not a mana symbol/);
  });

  it('{C} is paid only with colorless mana (CR 107.4c)', () => {
    expect(describeSymbol('{C}')).toMatch(/only colorless mana can pay it.*CR 107\.4c/);
    expect(describeSymbol('{C}')).not.toMatch(/generic mana can't/);
  });
});

describe('hover on symbols inside rules text', () => {
  it('{T} in an activation cost is the tap symbol (CR 107.5)', () => {
    const text = 'card "Moss Totem"\n  cost {2}\n  type Artifact\n  text\n    {T}: Add {G}.\n';
    const ws = new Workspace();
    ws.update('file:///t.cards', text);
    expect(getHover(ws, 'file:///t.cards', text.indexOf('{T}') + 1)?.markdown).toMatch(/tap symbol.*CR 107\.5/);
  });
});
