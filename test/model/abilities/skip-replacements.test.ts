// Replacements that skip the event they name (issue 26, phrase family "replacement: instead / would"): "If you would draw a
// card, you may skip that draw instead", "If you would begin your draw step, you may skip that step instead", "If an opponent
// would begin an extra turn, that player skips that turn instead" — CR 614.1b (effects that use "skip" are replacement
// effects), 614.10 (skipping an event, step, phase or turn), 608.2d (you may). The event is the replacement grammar's, with a
// condition it applies while ("while ~ is tapped"). Invented lines in real cards' shapes: read fully, printed back exactly in
// both eras, "recognized, not simulated" (the engine skips none of these, so a scenario resting on one is inconclusive).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { printLine } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';
import { simulate } from '../../rules/precision/simulate';

/** [context, line, the replaced event, what is skipped] */
const LINES: [ContextKey, string, string, string][] = [
  ['e', 'If you would begin your draw step, you may skip that step instead.', 'begin your draw step', 'that step'],
  ['c', 'If you would begin your turn while Veiled Tidecaller is tapped, you may skip that turn instead.', 'begin your turn', 'that turn'],
  ['e', 'If an opponent would begin an extra turn, that player skips that turn instead.', 'begin an extra turn', 'that turn'],
  ['e', 'If you would draw a card during your draw step, instead you may skip that draw.', 'draw a card during your draw step', 'that draw'],
  ['e', 'If you would draw a card, you may skip that draw instead.', 'draw a card', 'that draw'],
  // Siblings: another player, without "you may", the other order of "instead".
  ['e', 'If an opponent would draw a card, that player skips that draw instead.', 'draw a card', 'that draw'],
  ['e', 'If you would begin an extra turn, skip that turn instead.', 'begin an extra turn', 'that turn'],
  ['e', 'If a player would begin their turn, instead that player skips that turn.', '', ''],
];

const CARRIED_OUT: ReadonlySet<string> = new Set(['If you would draw a card, you may skip that draw instead.']);

function skipOf(a: ReturnType<typeof parseAbility>) {
  const top = 'effects' in a ? a.effects?.[0] : undefined;
  let inner = top?.kind === 'instead' ? top.effects[0] : undefined;
  if (inner?.kind === 'optional') inner = inner.effects[0];
  return { event: top?.kind === 'instead' ? top.event : '', what: inner?.kind === 'skip' ? inner.what : '' };
}

describe('replacements that skip the event they name (CR 614.1b, 614.10)', () => {
  it.each(LINES.filter(([, , event]) => event !== ''))('[%s] %s', (ctx, line, event, what) => {
    // CR 614.10, 614.11: "If you would draw a card, you may skip that draw instead" is carried out
    // (test/rules/game/r22-carryS-draw-replacements.cards); the others are read, not simulated.
    const a = CARRIED_OUT.has(line) ? parseAbility(line, 0, CONTEXTS[ctx]) : readNotSimulated(ctx, line);
    if (CARRIED_OUT.has(line)) expect(a.unmodeled.length + (a.unsimulated ?? []).length).toBe(0);
    expect(skipOf(a)).toEqual({ event, what });
  });

  it('prints the condition it applies while in both eras', () => {
    const a = parseAbility(LINES[1]![1], 0, CONTEXTS.c);
    expect(printLine(a, { era: 'legacy', self: 'Veiled Tidecaller', selfWords: [] })).toBe(LINES[1]![1]);
    expect(printLine(a, { era: 'modern', self: 'this creature', selfWords: [] })).toBe('If you would begin your turn while this creature is tapped, you may skip that turn instead.');
  });

  it('leaves "that draw" without the replacement it names unread, and an event no replacement names', () => {
    for (const [ctx, line] of [
      ['s', 'Skip that draw.'],
      ['s', 'Draw a card. You may skip that turn.'],
      LINES[7]!.slice(0, 2),
      ['e', 'If you would begin your upkeep, you may skip that step instead.'],
    ] as [ContextKey, string][]) {
      expect(parseAbility(line, 0, CONTEXTS[ctx]).unmodeled.length, line).toBeGreaterThan(0);
    }
  });

  it('answers a scenario resting on a skipped draw no step chose inconclusive (CR 614.1a, 608.2d)', async () => {
    expect(await simulate('skip-the-draw')).toMatch(/expect @b is in hand {3}\?\n\s+! expectation-inconclusive: .*'If you would draw a card, you may skip that draw instead' of Quiet Study, never chosen/);
  });
});
