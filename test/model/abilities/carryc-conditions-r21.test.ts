// Honesty of the conditions carried out in round 21 (carryC): a line counts as carried out only in the shape the
// engine follows, and a sibling the engine can't tell stays not carried out.
// CR 701.30d: "If you win" after the same ability's own clash (rules/effects/clash-effects.ts), not without one.
// CR 107.1, 608.2c: "draw cards equal to the difference" after "you have fewer than N …" (rules/effects/
// condition-difference.ts), not after another player's count or a comparison the engine doesn't keep for it.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';

/** [context, line, carried out] */
const LINES: [ContextKey, string, boolean][] = [
  ['c', 'When Veiled Tidecaller enters the battlefield, clash with an opponent. If you win, put a +1/+1 counter on Veiled Tidecaller.', true],
  ['s', 'Draw a card. Clash with an opponent. If you win, return Sudden Shroud to its owner\'s hand.', true],
  ['i', 'Clash with an opponent. If you win, you gain 3 life. Otherwise, you lose 2 life.', true],
  // No clash of its own before it: "If you win" names nothing the engine knows.
  ['c', 'When Veiled Tidecaller enters the battlefield, if you win, put a +1/+1 counter on Veiled Tidecaller.', false],
  ['e', 'At the beginning of your upkeep, if you have fewer than seven cards in hand, draw cards equal to the difference.', true],
  ['c', 'Whenever Veiled Tidecaller deals combat damage to a player, draw a card. Then if you have fewer than three cards in hand, draw cards equal to the difference.', true],
  // Another player's count compared with yours: "the difference" isn't counted by the engine.
  ['s', 'Choose target opponent. If they control fewer lands than you, create a number of 4/4 green Troll Warrior creature tokens with trample equal to the difference.', false],
];

describe('round-21 conditions carried out only in the shapes the engine follows (CR 701.30d, 107.1, 608.2c)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, carried) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect((a.unsimulated ?? []).length === 0).toBe(carried);
  });
});
