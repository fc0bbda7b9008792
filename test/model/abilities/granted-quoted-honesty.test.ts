// Honesty of granted quoted abilities (issue 26): "has "…"" (a static grant, `grant-ability`) and "gains "…"" (a
// resolved one, `gain-ability`) add the quoted ability to the object (CR 613.1f, 113.10), but the object then does only
// what the engine carries out of that ability: the grant counts as carried out only when its inside is.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';

/** [context, line, kind, the inside carried out] */
const LINES: [ContextKey, string, string, boolean][] = [
  ['q', 'Equipped creature has "{T}: Add {G}."', 'grant-ability', true],
  ['q', 'Equipped creature has "Whenever this creature attacks, the game is a draw."', 'grant-ability', false],
  ['e', 'Creatures you control have "{T}: Venture into the dungeon."', 'grant-ability', true],
  ['e', 'Creatures you control have "Whenever this creature attacks, the game is a draw."', 'grant-ability', false],
  ['s', 'Target creature gains "{T}: This creature deals 1 damage to any target." until end of turn.', 'grant-ability', true],
  ['s', 'Target creature gains "When this creature dies, the game is a draw." until end of turn.', 'grant-ability', false],
];

describe('a granted quoted ability is carried out only when its inside is (CR 613.1f, 113.10)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind, inside) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect('effects' in a ? a.effects.map((e) => e.kind) : []).toContain(kind);
    expect((a.unsimulated ?? []).length === 0).toBe(inside);
  });
});
