// Honesty of cost changes (CR 601.2f): a line "… spells … cost {N} less / more to cast" counts as carried out only when
// rules/queries/casting-cost.ts reads every part of its spells: whose spells (model/abilities/spells-caster.ts, said
// once or after each alternative of an or-list) and the rest through the filter matcher (filter-parts.ts). Where the
// spell is cast from ("from your graveyard", CR 601.2a) is not read: it stays not carried out.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';

/** [context, line, carried out] */
const LINES: [ContextKey, string, boolean][] = [
  ['c', 'Creature spells you cast cost {1} less to cast.', true],
  ['c', 'Instant and sorcery spells you cast cost {1} less to cast.', true],
  ['c', 'Goblin spells and Rogue spells you cast cost {1} less to cast.', true],
  ['c', 'Artifact and enchantment spells your opponents cast cost {2} more to cast.', true],
  ['c', 'Spells you cast from your graveyard cost {1} less to cast.', false],
  ['c', 'Spells you cast from anywhere other than your hand cost {2} less to cast.', false],
  // CR 608.2c: "spells that player casts" names the player an instruction before named, which no static ability tells.
  ['c', 'At the beginning of each upkeep, spells that player casts cost {1} more to cast.', false],
];

describe('cost changes carried out only when their spells are read whole (CR 601.2f)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, carried) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect((a.unsimulated ?? []).length === 0).toBe(carried);
  });
});
