// Optional instructions (CR 608.2d): "you may …" wraps any effect the grammar reads; "Any player may …" is an offer each
// player may take ("If a player does, …"); what the option does — a card discarded at random (701.9b), up to a number
// (107.1c), a library searched by each player for their own hand (701.23a, 400.3). Invented lines in the shapes of real
// cards': read fully, printed back exactly, recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { firstEffectKind, readNotSimulated } from './read-not-simulated';

/** [context, line, the kind of the first effect] */
const LINES: [ContextKey, string, string][] = [
  ['c', 'When Veiled Tidecaller enters the battlefield, any player may sacrifice a land. If a player does, draw a card.', 'optional'],
  ['s', 'When you cast this spell, any player may discard three cards. If a player does, counter Sudden Shroud.', 'optional'],
  ['c', 'Whenever Veiled Tidecaller attacks or blocks, any player may exile three cards from their graveyard.', 'optional'],
  ['s', 'You may discard up to two cards. If you do, draw that many cards.', 'optional'],
  ['s', 'Each player searches their library for a basic land card, reveals it, puts it into their hand, then shuffles.', 'search-library'],
];

describe('optional instructions and what they do (CR 608.2d, 701.9b, 701.23a)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    expect(firstEffectKind(readNotSimulated(ctx, line))).toBe(kind);
  });

  // CR 608.2d, 701.23a: each player chooses and searches their own library (test/rules/game/may-choices.cards MC-P3).
  it('carries out "each player may search their library"', () => {
    const a = parseAbility('Each player may search their library for a basic land card, reveal it, put it into their hand, then shuffle.', 0, CONTEXTS.s);
    expect([a.unmodeled.length, a.unsimulated ?? []]).toEqual([0, []]);
  });

  it('marks the offer to any player, and keeps it apart from "a player"', () => {
    const a = parseAbility('When Veiled Tidecaller enters the battlefield, any player may sacrifice a land.', 0, CONTEXTS.c);
    expect(JSON.stringify(a)).toContain('"anyPlayer":true');
    expect(parseAbility('When Veiled Tidecaller enters the battlefield, a player may sacrifice a land.', 0, CONTEXTS.c).unmodeled.length).toBeGreaterThan(0);
  });

  it('leaves what does not agree unread', () => {
    for (const line of ['Target player discard a card at random.', 'You may discard up to a cards.', 'Each player searches its library for a basic land card.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
