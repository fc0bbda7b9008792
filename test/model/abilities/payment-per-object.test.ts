// A payment once per object (issue 26, phrase family "amount: for each"): "Counter target spell unless its controller pays
// {1} for each card in your hand" — the countable part ("for each …", model/abilities/amounts.ts) combined with the
// counter-unless row, read and printed back; carried out where the engine counts the amount as the spell resolves
// (test/rules/game/counter-unless-counted.cards), "recognized, not simulated" where it doesn't ("this way"). CR 118.12
// (a payment an effect asks for), 107.3 (amounts), 701.6a (counter).

import { describe, expect, it } from 'vitest';
import { type ContextKey } from './rules-lines';
import { CONTEXTS } from './rules-lines';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';

const LINES: [ContextKey, string][] = [
  ['s', 'Counter target spell unless its controller pays {1} for each card in your hand.'],
  ['s', 'Counter target spell unless its controller pays {2} for each Wizard on the battlefield.'],
  ['s', 'Counter target spell unless its controller pays {1} for each basic land type among lands you control.'],
  ['s', 'Counter target spell unless its controller pays {3} for each card discarded this way.'],
  ['s', 'Counter target spell unless its controller pays {1} for each blue permanent you control.'],
  // Siblings: other countables.
  ['s', 'Counter target spell unless its controller pays {1} for each creature card in your graveyard.'],
  ['s', 'Counter target creature spell unless its controller pays {2} for each opponent you have.'],
];

describe('a payment once per object (CR 118.12, 107.3)', () => {
  it.each(LINES)('[%s] %s', (ctx, line) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect((a.unsimulated?.length ?? 0) > 0, 'recognized, not simulated').toBe(/this way/.test(line));
    const e = ('effects' in a ? a.effects ?? [] : []).find((x) => x.kind === 'counter-spell') as unknown as Record<string, unknown> | undefined;
    expect(e?.['unlessPays']).toMatch(/^\{\d\}$/);
    expect(e?.['per'] ?? e?.['perCount']).toBeDefined();
  });
});
