// Objects named by their name (CR 201.2): "all creatures named Lord of the Pit", "a card named Welkin Hawk" — the name's
// capitalized words and the small words inside it. Read, printed back; carried out where the name isn't the source's own.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { canonicalLine, printAbility } from '../../../server/src/model/abilities/print';
import { CONTEXTS, type ContextKey } from './rules-lines';

describe('objects named by their name (CR 201.2)', () => {
  it.each([
    ['s', 'Destroy all creatures named Lord of the Pit.', true],
    ['s', 'Return target creature card named Ghost of the Past from your graveyard to your hand.', true],
    ['c', 'When Veiled Tidecaller enters the battlefield, you may search your library for any number of cards named Veiled Tidecaller, reveal them, put them into your hand, then shuffle.', false],
  ] as [ContextKey, string, boolean][])('[%s] %s', (ctx, line, carried) => {
    const a = parseAbility(line, 0, CONTEXTS[ctx]);
    expect(a.unmodeled).toEqual([]);
    expect(printAbility(a)).toBe(canonicalLine(line, CONTEXTS[ctx]));
    expect((a.unsimulated ?? []).length === 0).toBe(carried);
  });

  it('ends the name at the first word that is not part of it', () => {
    expect(parseAbility('Destroy all creatures named lord of the pit.', 0, CONTEXTS.s).unmodeled.length).toBeGreaterThan(0);
  });
});
