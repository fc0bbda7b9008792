// The card name found as a whole word without a regex per name (normalize.ts nameMatches) matches exactly what
// the Unicode-property pattern matched: the same runs, in the same order, on any text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MappedText } from '../../../server/src/model/abilities/mapped-text';
import { nameMatches, normalize } from '../../../server/src/model/abilities/normalize';

function byPattern(text: string, name: string): { at: number; text: string }[] {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
  return [...text.matchAll(re)].filter((m) => m[0].length > 0).map((m) => ({ at: m.index ?? 0, text: m[0] }));
}

// Letters, digits, marks of several scripts, astral letters and digits (surrogate pairs), a lone surrogate, spaces.
const ALPHABET = ['a', 'b', 'A', 'é', 'ß', 'Ж', '7', '٣', ' ', ',', "'", '-', '~', '𝔄', '𝟙', '😀', '\ud835', '\udd04', '\u0301'];
const piece = fc.constantFrom(...ALPHABET);
const word = fc.array(piece, { minLength: 1, maxLength: 4 }).map((p) => p.join(''));

describe('card names found as whole words', () => {
  it('equal the whole-word pattern on any text', () => {
    fc.assert(
      fc.property(word, fc.array(fc.oneof(word, piece), { maxLength: 12 }), (name, parts) => {
        // The name appears often: put it between random pieces.
        const text = parts.map((p, i) => (i % 2 ? name : p)).join('');
        expect(nameMatches(text, name)).toEqual(byPattern(text, name));
      }),
      { numRuns: 3000, seed: 27 },
    );
  });

  it('on the names of real cards', () => {
    const cases: [string, string][] = [
      ['Ajani, Caller of the Pride', 'Ajani, Caller of the Pride gets +1/+1. Ajani2 and xAjani, Caller of the Pride'],
      ['Æther Vial', 'Æther Vial deals 1 damage. Æther Vials'],
      ['Fire', 'Fire deals 2 damage; Firebolt; Fire.'],
      ['Lim-Dûl', 'Lim-Dûl\'s Paladin and Lim-Dûl'],
    ];
    for (const [name, text] of cases) expect(nameMatches(text, name)).toEqual(byPattern(text, name));
    expect(nameMatches('Fire deals 2 damage; Firebolt', 'Fire').map((m) => m.at)).toEqual([0]);
  });

  it('normalize writes ~ for the name and keeps the offsets of the rest', () => {
    const out = normalize(MappedText.from('When Fire enters, Fire deals 1 damage. Firebolt', 10), { cardName: 'Fire', faceName: 'Fire' });
    expect(out.text).toBe('When ~ enters, ~ deals 1 damage. Firebolt');
    expect(out.span(out.text.indexOf('Firebolt'))).toEqual({ start: 10 + 39, end: 10 + 47 });
  });
});
