// The per-object phrase written first (issue 26, CR 107.3): "For each land card revealed this way, you create a 1/1 …
// token" is the amount of "create a 1/1 … token for each land card revealed this way", printed back in its own order. An
// instruction that names the object counted ("For each card revealed this way, that player discards that card") is an
// instruction per object, not an amount, and stays unread. "For each creature your opponents control, create a 1/1 …
// token" is carried out (test/rules/game/per-object-first.cards).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  sameInBoth('Answering Host', 'Sorcery', 'For each creature your opponents control, create a 1/1 white Soldier creature token.'),
  sameInBoth('Harvest Count', 'Sorcery', 'For each land card revealed this way, you create a 1/1 green and white Citizen creature token.'),
  sameInBoth('Harvest Count', 'Sorcery', 'For each creature card in your graveyard, put a +1/+1 counter on each creature you control.'),
  sameInBoth('Harvest Count', 'Sorcery', 'For each opponent, you gain 2 life.'),
];

describe('"For each …," written first (CR 107.3)', () => {
  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect('effects' in a && a.effects[0]?.perFirst).toBe(true);
  });

  it('carries out the count the engine makes', () => {
    expect(parseAbility(LINES[0]!.legacy, 0, CONTEXTS.s).unsimulated).toBeUndefined();
  });

  it('reads an instruction per object as its own kind, not carried out (CR 608.2c)', () => {
    for (const line of ['Target player reveals their hand. For each blue card revealed this way, that player discards that card.']) {
      const a = parseAbility(line, 0, CONTEXTS.s);
      expect(a.unmodeled, line).toEqual([]);
      expect('effects' in a && a.effects.some((e) => e.kind === 'per-object'), line).toBe(true);
      expect(a.unsimulated?.length, line).toBeGreaterThan(0);
    }
  });
});
