// "Players can't untap more than one land / two permanents during their untap steps" (CR 502.3: the active player
// determines which permanents they untap; an effect may limit how many), maybe under "as long as ~ is untapped" (Winter
// Orb, Static Orb). Read fully, printed back exactly, recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string, number][] = [
  ['q', "As long as Masked Blade is untapped, players can't untap more than one land during their untap steps.", 1],
  ['q', "As long as Masked Blade is untapped, players can't untap more than two permanents during their untap steps.", 2],
  ['e', "Players can't untap more than three creatures during their untap steps.", 3],
];

describe('a limit on untapping (CR 502.3)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, n) => {
    expect(JSON.stringify(readNotSimulated(ctx, line))).toContain(`"kind":"untap-limit","n":${n}`);
  });

  it('leaves a number that does not agree with its noun unread', () => {
    for (const line of ["Players can't untap more than two land during their untap steps.", "Players can't untap more than one land during their upkeeps."]) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
