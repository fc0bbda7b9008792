// A game copied (rules/state/game-copy.ts): every array, map, set and plain object copied, the identities among them
// kept; the model's cards and their abilities and frozen objects shared; a value that is not plain data refuses the copy.

import { describe, expect, it } from 'vitest';
import { GameCopier } from '../../server/src/rules/state/game-copy';
import { Workspace } from '../../server/src/model/workspace';

function card() {
  const ws = new Workspace();
  ws.update('file:///copy.cards', 'card "Copy Bear"\n  cost {1}{G}\n  type Creature — Bear\n  pt 2/2\n  text\n    Trample\n');
  return ws.allCards()[0]!;
}

describe('GameCopier', () => {
  it('copies what the engine may write and keeps which parts were one object', () => {
    const list = [1, 2];
    const state = { a: list, b: list, m: new Map([['x', { n: 1 }]]), s: new Set(['y']), none: null, u: undefined };
    const copy = new GameCopier([]).copy(state)!;
    expect(copy).toEqual(state);
    expect(copy.a).not.toBe(list);
    expect(copy.b).toBe(copy.a);
    expect(copy.m.get('x')).not.toBe(state.m.get('x'));
    expect(copy.s).not.toBe(state.s);
    expect('u' in copy).toBe(true);
  });

  it("shares the model's cards, their abilities and frozen objects", () => {
    const c = card();
    const frozen = Object.freeze({ p: 2 });
    const state = { obj: { card: c, ability: c.faces[0]!.abilities[0] }, view: frozen };
    const copy = new GameCopier([c]).copy(state)!;
    expect(copy.obj).not.toBe(state.obj);
    expect(copy.obj.card).toBe(c);
    expect(copy.obj.ability).toBe(c.faces[0]!.abilities[0]);
    expect(copy.view).toBe(frozen);
  });

  it('refuses a value that is not plain data (a class instance, a function)', () => {
    class Tracker { n = 0; }
    expect(new GameCopier([]).copy({ t: new Tracker() })).toBeUndefined();
    expect(new GameCopier([]).copy({ f: () => 1 })).toBeUndefined();
  });
});
