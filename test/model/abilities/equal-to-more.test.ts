// More amounts "equal to …" (issue 26, phrase family "amount: equal to"): damage a source deals to itself equal to an
// amount (CR 120.3, 107.3), and a granted keyword's cost stated by the next sentence, "The flashback cost is equal to its
// mana cost" (CR 702.34a flashback, 702.35a madness). Invented lines in real cards' shapes: read fully, printed back
// exactly, "recognized, not simulated" (answers resting on them are inconclusive).

import { describe, expect, it } from 'vitest';
import { type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string, string][] = [
  ['s', 'Each instant and sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.', 'keyword-cost-is'],
  ['c', 'When Veiled Tidecaller enters the battlefield, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.', 'keyword-cost-is'],
  // Siblings: another amount, another keyword.
  ['s', 'Target creature card in your graveyard gains madness until end of turn. The madness cost is equal to its mana cost.', 'keyword-cost-is'],
];

describe('more amounts "equal to …" (CR 107.3, 120.3, 702.34a)', () => {
  it.each(LINES)('[%s] %s', (ctx, line, kind) => {
    const a = readNotSimulated(ctx, line);
    const effects = 'effects' in a ? a.effects ?? [] : [];
    const e = effects.find((x) => x.kind === kind);
    expect(e).toBeDefined();
    if (e?.kind === 'damage') expect(e.toItself).toBe(true);
    if (e?.kind === 'keyword-cost-is') expect(e.cost).toBe('its mana cost');
  });
});
