// "Players" as a subject (issue 26, CR 102.1: every player, written as a plural, the verb in its base form) and "can't gain
// life this turn" (CR 119.7). Invented lines in the shapes of real cards': read fully, printed back exactly in both eras;
// a static restriction of every player is carried out (rules/queries/player-restrictions.ts, CR 101.2, 119.7, 601.3:
// test/rules/game/player-restrictions.cards), one lasting "this turn" as a spell resolves is recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { parsePlayer, playerIsSingular } from '../../../server/src/model/abilities/targets';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const STATICS: EraLine[] = [
  sameInBoth('Withering Hush', 'Enchantment', "Players can't gain life."),
  sameInBoth('Withering Hush', 'Enchantment', "Players can't cast spells."),
];

const LINES: EraLine[] = [
  sameInBoth('Sudden Blight', 'Instant', "Players can't gain life this turn."),
  sameInBoth('Sudden Blight', 'Instant', "Your opponents can't gain life this turn."),
];

describe('"players" and "can\'t gain life this turn" (CR 102.1, 119.7)', () => {
  it.each(STATICS)('carried out: %o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated ?? []).toEqual([]);
  });

  it.each(LINES)('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  it('reads "players" as every player, plural', () => {
    expect(parsePlayer('players')).toBe('players');
    expect(playerIsSingular('players')).toBe(false);
  });

  it('leaves what does not agree unread', () => {
    for (const line of ["Players can't gains life.", "Players can't gain life next turn."]) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
