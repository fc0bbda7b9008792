// Searching for a number chosen or defined elsewhere (issue 26, CR 701.23a, 107.3a): "search your library for up to X basic
// land cards", "… up to that many land cards" (as many as an earlier instruction named, CR 608.2c), and X defined in the
// middle of the sentence, right after the clause it belongs to ("…, where X is the number of lands you control, put them
// onto the battlefield tapped, then shuffle", CR 107.3c). Invented lines in the shapes of real cards': read fully, printed
// back exactly, and recognized, not simulated (the engine's search takes a fixed number of cards).

import { describe, expect, it } from 'vitest';
import { parseAbility } from '../../../server/src/model/abilities/parse-ability';
import { readInBothEras, sameInBoth, type EraLine } from './both-eras';
import { CONTEXTS } from './rules-lines';

const LINES: EraLine[] = [
  sameInBoth('Wide Roots', 'Sorcery', 'Search your library for up to X basic land cards, put them onto the battlefield tapped, then shuffle.'),
  sameInBoth('Wide Roots', 'Sorcery', 'Search your library for up to that many land cards, put them onto the battlefield tapped, then shuffle.'),
  sameInBoth('Wide Roots', 'Sorcery', 'Search your library for up to X basic land cards, where X is the number of lands you control, put them onto the battlefield tapped, then shuffle.'),
  sameInBoth('Wide Roots', 'Sorcery', 'Search your library for up to X basic land cards, where X is the number of tapped creatures you control, put those cards onto the battlefield tapped, then shuffle.'),
];

describe('searching for up to X or up to that many cards (CR 701.23a, 107.3c)', () => {
  it.each(LINES.slice(0, 2))('%o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated?.length, 'recognized, not simulated').toBeGreaterThan(0);
  });

  // CR 107.3c, 608.2h: X counted as the search begins (rules/effects/search-effects.ts; test/rules/game/carryZ-search-up-to-x.cards).
  it.each(LINES.slice(2))('carried out: %o', (line) => {
    const a = readInBothEras(line);
    expect(a.unsimulated ?? [], 'carried out').toEqual([]);
  });

  it('keeps a mid-sentence X on the clause it follows', () => {
    const a = parseAbility(LINES[2]!.legacy, 0, CONTEXTS.s);
    const effects = 'effects' in a ? a.effects : [];
    expect(effects[0]?.kind).toBe('search-library');
    expect(effects[0]?.whereX?.kind).toBe('count');
    expect(effects.slice(1).every((e) => e.whereX === undefined)).toBe(true);
  });

  it('leaves what does not agree unread', () => {
    for (const line of ['Search your library for up to X basic land card, put it onto the battlefield, then shuffle.', 'Search your library for up to X basic land cards, where X is the number of wishes, put them onto the battlefield, then shuffle.']) {
      expect(parseAbility(line, 0, CONTEXTS.s).unmodeled.length, line).toBeGreaterThan(0);
    }
  });
});
