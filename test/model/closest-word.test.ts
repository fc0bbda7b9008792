// "Did you mean": the edit distance (insert, delete, substitute, swap two neighbours) against a plain dynamic-programming
// reference, and the threshold: one edit for words of up to 5 letters, two from 6 on; ties and exact matches suggest
// nothing.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closestWord, typoDistance } from '../../server/src/model/closest-word';
import { closestManaSymbol, didYouMeanText as didYouMean, replaceWordFix, unknownManaSymbol } from '../../server/src/checks/spelling';
import { render } from '../../server/src/i18n';

/** Optimal string alignment distance, unbounded: the textbook table. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

describe('typoDistance', () => {
  it('equals the reference up to the bound, and is past the bound when the words are further apart', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'm', 'o', 'r'), maxLength: 9 });
    fc.assert(fc.property(word, word, fc.integer({ min: 0, max: 4 }), (a, b, max) => {
      const exact = reference(a, b);
      const got = typoDistance(a, b, max);
      if (exact <= max) expect(got).toBe(exact);
      else expect(got).toBeGreaterThan(max);
    }), { numRuns: 2000, seed: 22 });
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(typoDistance('megamoprh', 'megamorph', 2)).toBe(1);
    expect(typoDistance('ab', 'ba', 1)).toBe(1);
    expect(typoDistance('abc', 'ca', 3)).toBe(3);
    expect(typoDistance('', 'abc', 3)).toBe(3);
    expect(typoDistance('abcdef', 'a', 2)).toBe(3);
  });
});

describe('closestWord', () => {
  const KEYWORDS = ['Flying', 'Haste', 'Morph', 'Megamorph', 'Reach', 'Ward', 'Trample'];

  it('one edit for a word of up to 5 letters', () => {
    expect(closestWord('Hast', KEYWORDS)).toBe('Haste'); // 4 letters, 1 edit
    expect(closestWord('Moprh', KEYWORDS)).toBe('Morph'); // 5 letters, 1 swap
    expect(closestWord('Hsat', KEYWORDS)).toBeUndefined(); // 4 letters, 2 edits
    expect(closestWord('Mrpoh', KEYWORDS)).toBeUndefined(); // 5 letters, 2 edits
  });

  it('no suggestion when two words are equally close (a guess either way); a closer one after a tie still wins', () => {
    expect(closestWord('Bard', ['Ward', 'Card'])).toBeUndefined(); // 1 edit from each
    expect(closestWord('Warx', ['Wart', 'Card', 'Warxe'])).toBeUndefined(); // three at 1 edit
    expect(closestWord('Hastee', ['Hastes', 'Haste'])).toBeUndefined(); // 1 edit each
    expect(closestWord('Hastee', ['Haxtex', 'Haste'])).toBe('Haste'); // 2 edits, then 1: the closer one
    expect(closestWord('Hastee', ['Haste', 'Haxtex'])).toBe('Haste'); // 1 edit, then a farther one: no tie
  });

  it('two edits from 6 letters on, never three', () => {
    expect(closestWord('Flyign', KEYWORDS)).toBe('Flying'); // 6 letters, 1 swap
    expect(closestWord('Fliyng', KEYWORDS)).toBe('Flying'); // 6 letters, 2 edits (swap, then another? no: one swap)
    expect(closestWord('Flxxng', KEYWORDS)).toBe('Flying'); // 6 letters, 2 substitutions
    expect(closestWord('Fxxxng', KEYWORDS)).toBeUndefined(); // 6 letters, 3 substitutions
    expect(closestWord('Tramxxe', KEYWORDS)).toBe('Trample');
    expect(closestWord('Trxxxle', KEYWORDS)).toBeUndefined();
  });

  it('any case; the candidate as written', () => {
    expect(closestWord('fLYIGN', KEYWORDS)).toBe('Flying');
    expect(closestWord('megamorhp', ['megamorph', 'Megamorph'])).toBe('megamorph');
  });

  it('nothing for a known word, a tie, or no candidate', () => {
    expect(closestWord('flying', KEYWORDS)).toBeUndefined();
    expect(closestWord('Wark', ['Ward', 'Wart'])).toBeUndefined(); // both one edit away
    expect(closestWord('Wark', ['Ward', 'Warts'])).toBe('Ward'); // one is closer
    expect(closestWord('Wark', ['Warts', 'Ward'])).toBe('Ward');
    expect(closestWord('Wark', [])).toBeUndefined();
    // A repeated candidate is not a tie with itself.
    expect(closestWord('Wark', ['Ward', 'WARD', 'ward'])).toBe('Ward');
  });

  it('a tie further away than a better match is no tie', () => {
    expect(closestWord('Flyinx', ['Flxing', 'Flying', 'Fxying'])).toBe('Flying');
    expect(closestWord('abcdef', ['abcxxf', 'abxdxf', 'abcdex'])).toBe('abcdex');
  });

  it('agrees with the reference on any word list (property)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 1, maxLength: 8 });
    fc.assert(fc.property(word, fc.uniqueArray(word, { maxLength: 6 }), (w, list) => {
      const max = w.length <= 5 ? 1 : 2;
      if (list.includes(w)) return void expect(closestWord(w, list)).toBeUndefined();
      const d = list.map((c) => reference(w, c));
      const best = Math.min(...d);
      const expected = best <= max && d.filter((x) => x === best).length === 1 ? list[d.indexOf(best)] : undefined;
      expect(closestWord(w, list)).toBe(expected);
    }), { numRuns: 1000, seed: 22 });
  });
});

describe('did-you-mean messages and fixes', () => {
  /** The message ending in English (the check gives a catalog message). */
  const didYouMeanText = (suggestion: string | undefined, cr?: string) => render(didYouMean(suggestion, cr), 'en');

  it('the message ending, with and without a suggestion or a rule', () => {
    expect(didYouMeanText('Flying', '702.9')).toBe(' (CR 702.9); did you mean Flying?');
    expect(didYouMeanText('Flying')).toBe('; did you mean Flying?');
    expect(didYouMeanText(undefined, '702.9')).toBe(' (CR 702.9).');
    expect(didYouMeanText(undefined)).toBe('.');
  });

  it('the fix replaces the word and is never applied by fix-all', () => {
    expect(replaceWordFix({ start: 3, end: 9 }, 'Flying')).toEqual({
      title: 'Change to Flying', titleMsg: { id: 'fix.change-to', params: { text: 'Flying' } }, edits: [{ span: { start: 3, end: 9 }, newText: 'Flying' }], preferred: false,
    });
  });

  it('mana symbols: lower case and look-alike letters', () => {
    const known = new Set(['0', '1', 'U', 'W', '2/U']);
    const isSymbol = (s: string) => known.has(s);
    expect(closestManaSymbol('{u}', isSymbol)).toBe('{U}');
    expect(closestManaSymbol('{O}', isSymbol)).toBe('{0}');
    expect(closestManaSymbol('{o}', isSymbol)).toBe('{0}');
    expect(closestManaSymbol('{I}', isSymbol)).toBe('{1}');
    expect(closestManaSymbol('{l}', isSymbol)).toBe('{1}');
    expect(closestManaSymbol('{2/u}', isSymbol)).toBe('{2/U}');
    expect(closestManaSymbol('{U}', isSymbol)).toBeUndefined();
    expect(closestManaSymbol('{Q}', isSymbol)).toBeUndefined();
  });

  it('an unknown mana symbol says what it is, with the rule and the suggestion as a fix (CR 107.4)', () => {
    const d = unknownManaSymbol({ text: '{u}', span: { start: 5, end: 8 } });
    expect(d.code).toBe('unknown-mana-symbol');
    expect(d.message).toBe('{u} is not a mana symbol (CR 107.4); did you mean {U}?');
    expect(d.cr).toEqual(['107.4']);
    expect(d.fixes).toEqual([replaceWordFix({ start: 5, end: 8 }, '{U}')]);
    const none = unknownManaSymbol({ text: '{Z}', span: { start: 0, end: 3 } });
    expect(none.message).toBe('{Z} is not a mana symbol (CR 107.4).');
    expect(none.fixes).toEqual([]);
  });
});
