// "If …, instead only <instruction>" (CR 608.2c): the same instruction for fewer players or objects replaces the one
// before it (Golden Demise, Kumena's Awakening). Read fully and printed back exactly; carried out where the condition is
// evaluated (test/rules/game/instead-only.cards).

import { describe, expect, it } from 'vitest';
import { readUnderstood } from './read-not-simulated';
import type { ContextKey } from './rules-lines';

const LINES: [ContextKey, string][] = [
  ['s', "All creatures get -2/-2 until end of turn. If you have the city's blessing, instead only creatures your opponents control get -2/-2 until end of turn."],
  ['e', "At the beginning of your upkeep, each player draws a card. If you have the city's blessing, instead only you draw a card."],
  ['s', 'Each player gains 2 life. If you control a Wizard, instead only you gain 2 life.'],
];

describe('"instead only" (CR 608.2c)', () => {
  it.each(LINES)('[%s] %s', (ctx, line) => {
    expect(JSON.stringify(readUnderstood(ctx, line))).toMatch(/"instead":"first","insteadOnly":true/);
  });
});
