// readBracedSymbol (model/mana.ts): a cost word's symbol read once per text, the same as readManaSymbol every time.
import { describe, expect, it } from 'vitest';
import { readBracedSymbol, readManaSymbol } from '../../server/src/model/mana';

const TEXTS = [
  '{2}', '{0}', '{10}', '{1000001}', '{X}', '{x}', '{Y}', '{Z}', '{W}', '{u}', '{B}', '{R}', '{G}', '{C}', '{S}', '{½}',
  '{W/U}', '{w/u}', '{U/U}', '{2/B}', '{G/P}', '{C/R}', '{W/U/P}', '{U/W/P}', '{R/R/P}', '{}', '{T}', '{Q}', '{E}',
  '{HW}', '{ 2}', '{2 }', '{G/U/R}', '{99999999999999999999}', '{01}',
];

describe('a cost word\'s mana symbol read once per text', () => {
  it('is readManaSymbol\'s symbol, key for key and in order, first and later, at any span', () => {
    for (let round = 0; round < 3; round++) {
      for (const [i, text] of TEXTS.entries()) {
        const span = { start: 100 * round + i, end: 100 * round + i + text.length };
        const read = readManaSymbol(text.slice(1, -1), span);
        const braced = readBracedSymbol(text, span);
        expect(JSON.stringify(braced), text).toBe(JSON.stringify(read));
        expect(braced, text).toEqual(read);
        if (braced) {
          expect(braced.span).toBe(span);
          expect(braced.colors).toBe(read!.colors);
        }
      }
    }
  });
});
