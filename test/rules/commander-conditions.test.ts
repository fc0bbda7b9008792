// "As long as you control your commander" (Lieutenant), "if you control a commander" (CR 903.3d: a permanent on the
// battlefield that is a commander; 903.3: "your commander" is the one of your own deck). The scenario language has no
// step that names a commander, so these run on the engine API (`put … { commander: true }`, rules/game/setup.ts).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../server/src/model/abilities/parse-ability';
import type { Ability } from '../../server/src/model/types';
import { Engine } from '../../server/src/rules';
import { card } from './cards';
import { POOL, castAndResolve, put } from './fixtures';

const read = (name: string, type: string, lines: string[]): Ability[] =>
  lines.map((l) => parseAbility(l, 0, { cardName: name, faceName: name, typeLine: type }));

const MARSHAL = card({ name: 'Field Marshal', cost: '{2}{W}', type: 'Creature — Human Soldier', pt: '2/2',
  abilities: read('Field Marshal', 'Creature — Human Soldier', ['Lieutenant — As long as you control your commander, Field Marshal gets +2/+2.']) });
const COMMAND_TITHE = card({ name: 'Command Tithe', cost: '{W}', type: 'Instant',
  abilities: read('Command Tithe', 'Instant', ['If you control a commander, you gain 3 life.']) });

const pt = (g: Engine, id: string) => [g.characteristics(id)!.power, g.characteristics(id)!.toughness];

describe('conditions on controlling a commander (CR 903.3d)', () => {
  it('Lieutenant: +2/+2 while you control your commander, not before (CR 903.3d, 611.3a)', () => {
    const g = new Engine([...POOL, MARSHAL]);
    const m = put(g, 'you', 'Field Marshal', 'battlefield');
    expect(pt(g, m)).toEqual([2, 2]);
    put(g, 'you', 'Exiled Warlord', 'battlefield', { commander: true });
    expect(pt(g, m)).toEqual([4, 4]);
  });

  it("the opponent's commander is not yours, and a legendary creature that isn't a commander is none (CR 903.3)", () => {
    const g = new Engine([...POOL, MARSHAL]);
    const m = put(g, 'you', 'Field Marshal', 'battlefield');
    put(g, 'opponent', 'Exiled Warlord', 'battlefield', { commander: true });
    put(g, 'you', 'Exiled Warlord', 'battlefield');
    expect(pt(g, m)).toEqual([2, 2]);
  });

  it('"if you control a commander": 3 life with one, none without (CR 903.3d, 608.2c)', () => {
    const g = new Engine([...POOL, COMMAND_TITHE]);
    castAndResolve(g, 'you', 'Command Tithe');
    expect(g.state.life.you).toBe(20);
    put(g, 'you', 'Exiled Warlord', 'battlefield', { commander: true });
    castAndResolve(g, 'you', 'Command Tithe');
    expect(g.state.life.you).toBe(23);
  });
});
