// Permissions to cast spells or play lands from the top of a library (CR 601.3, 305.1): which spells, or lands, as a
// filter. Invented lines in the shapes of real cards': read fully, printed back exactly, recognized, not simulated.

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { CONTEXTS, type ContextKey } from './rules-lines';
import { readNotSimulated } from './read-not-simulated';

const LINES: [ContextKey, string][] = [
  ['e', 'You may cast creature spells from the top of your library.'],
  ['e', 'You may play lands from the top of your library.'],
  ['e', 'You may cast instant and sorcery spells from the top of your library.'],
  ['e', 'You may look at the top card of your library any time. You may cast creature spells of the chosen type from the top of your library.'],
];

describe('casting or playing from the top of a library (CR 601.3, 305.1)', () => {
  it.each(LINES)('[%s] %s', (ctx, line) => {
    const a = readNotSimulated(ctx, line);
    const kinds = JSON.stringify('effects' in a ? a.effects : []);
    expect(kinds).toContain('"play-from-top"');
  });

  it('leaves a library other than yours, or a spell that is not a filter, unread', () => {
    for (const line of ["You may cast creature spells from the top of an opponent's library.", 'You may cast wonders from the top of your library.']) {
      expect(parseAbility(line, 0, CONTEXTS.e).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
